/**
 * Small raster operations on binary masks (Uint8Array, 1 = set, row-major, `width × height`), all
 * linear in the number of pixels: grayscale, Otsu's threshold, run lengths, a square opening and
 * connected-component labelling. The floor-plan analysis is built from these.
 */

export interface Mask {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface RasterImage {
  width: number;
  height: number;
  data: Uint8Array | Uint8ClampedArray;
  channels: 1 | 3 | 4;
}

/** Luma (0 dark … 255 light); transparent pixels count as white paper. */
export function toGray(image: RasterImage): Uint8Array {
  const { width, height, data, channels } = image;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) {
    const o = i * channels;
    if (channels === 1) {
      gray[i] = data[o]!;
      continue;
    }
    const luma = 0.299 * data[o]! + 0.587 * data[o + 1]! + 0.114 * data[o + 2]!;
    const alpha = channels === 4 ? data[o + 3]! / 255 : 1;
    gray[i] = Math.round(luma * alpha + 255 * (1 - alpha));
  }
  return gray;
}

/** Otsu's threshold: the level that best separates the histogram into two classes. */
export function otsuThreshold(gray: Uint8Array): number {
  const histogram = new Float64Array(256);
  for (let i = 0; i < gray.length; i++) histogram[gray[i]!]!++;
  const total = gray.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * histogram[v]!;
  let weightDark = 0;
  let sumDark = 0;
  let best = 0;
  let bestVariance = -1;
  for (let t = 0; t < 256; t++) {
    weightDark += histogram[t]!;
    if (weightDark === 0) continue;
    const weightLight = total - weightDark;
    if (weightLight === 0) break;
    sumDark += t * histogram[t]!;
    const meanDark = sumDark / weightDark;
    const meanLight = (sumAll - sumDark) / weightLight;
    const variance = weightDark * weightLight * (meanDark - meanLight) ** 2;
    if (variance > bestVariance) {
      bestVariance = variance;
      best = t;
    }
  }
  return best;
}

/** Dark ink: pixels at or below the threshold. */
export function binariseInk(gray: Uint8Array, width: number, height: number, threshold: number): Mask {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = gray[i]! <= threshold ? 1 : 0;
  return { width, height, data };
}

/** For each set pixel, the length of the horizontal (or vertical) run of set pixels it belongs to. */
export function runLengths(mask: Mask, direction: 'horizontal' | 'vertical'): Uint16Array {
  return direction === 'horizontal' ? horizontalRuns(mask) : verticalRuns(mask);
}

function horizontalRuns({ width, height, data }: Mask): Uint16Array {
  const out = new Uint16Array(width * height);
  for (let y = 0; y < height; y++) {
    const base = y * width;
    let x = 0;
    while (x < width) {
      if (!data[base + x]) {
        x++;
        continue;
      }
      let end = x;
      while (end < width && data[base + end]) end++;
      out.fill(Math.min(end - x, 65535), base + x, base + end);
      x = end;
    }
  }
  return out;
}

/** Row by row (cache-friendly): count set pixels down each column, then hand totals back up. */
function verticalRuns({ width, height, data }: Mask): Uint16Array {
  const out = new Uint16Array(width * height);
  for (let i = 0; i < out.length; i++) if (data[i]) out[i] = i >= width ? Math.min(out[i - width]! + 1, 65535) : 1;
  for (let i = out.length - width - 1; i >= 0; i--) if (data[i] && data[i + width]) out[i] = out[i + width]!;
  return out;
}

/**
 * Per-pixel stroke estimates: `thickness` is the shorter of the pixel's horizontal and vertical
 * runs, `length` the longer (a wall's length, a letter's height).
 */
export function strokeRuns(mask: Mask): { thickness: Uint16Array; length: Uint16Array } {
  const thickness = runLengths(mask, 'horizontal');
  const length = runLengths(mask, 'vertical');
  for (let i = 0; i < thickness.length; i++) {
    const [h, v] = [thickness[i]!, length[i]!];
    thickness[i] = Math.min(h, v);
    length[i] = Math.max(h, v);
  }
  return { thickness, length };
}

export function strokeThickness(mask: Mask): Uint16Array {
  return strokeRuns(mask).thickness;
}

/**
 * A 1-D min (erode) or max (dilate) filter over the window [i - before, i + after] along rows or
 * columns, by running counts of set pixels; outside the image counts as unset. Columns are
 * filtered row by row with one count per column, to walk memory in order.
 */
function filterLine(mask: Mask, direction: 'horizontal' | 'vertical', before: number, after: number, mode: 'erode' | 'dilate'): Mask {
  const { width, height, data } = mask;
  const out = new Uint8Array(width * height);
  const windowSize = before + after + 1;
  const decide = (count: number) => (mode === 'erode' ? (count === windowSize ? 1 : 0) : count > 0 ? 1 : 0);
  if (direction === 'horizontal') {
    for (let y = 0; y < height; y++) {
      const base = y * width;
      let count = 0;
      for (let x = 0; x < Math.min(after, width); x++) count += data[base + x]!;
      for (let x = 0; x < width; x++) {
        if (x + after < width) count += data[base + x + after]!;
        if (x - before - 1 >= 0) count -= data[base + x - before - 1]!;
        out[base + x] = decide(count);
      }
    }
    return { width, height, data: out };
  }
  const counts = new Int32Array(width);
  for (let y = 0; y < Math.min(after, height); y++) for (let x = 0; x < width; x++) counts[x]! += data[y * width + x]!;
  for (let y = 0; y < height; y++) {
    const entering = y + after < height ? (y + after) * width : -1;
    const leaving = y - before - 1 >= 0 ? (y - before - 1) * width : -1;
    const base = y * width;
    for (let x = 0; x < width; x++) {
      if (entering >= 0) counts[x]! += data[entering + x]!;
      if (leaving >= 0) counts[x]! -= data[leaving + x]!;
      out[base + x] = decide(counts[x]!);
    }
  }
  return { width, height, data: out };
}

/** Morphological opening with a `size × size` square: only shapes at least that thick survive. */
export function openSquare(mask: Mask, size: number): Mask {
  const before = Math.floor((size - 1) / 2);
  const after = size - 1 - before;
  const eroded = filterLine(filterLine(mask, 'horizontal', before, after, 'erode'), 'vertical', before, after, 'erode');
  return filterLine(filterLine(eroded, 'horizontal', after, before, 'dilate'), 'vertical', after, before, 'dilate');
}

export interface Components {
  /** 0 = not in any component; otherwise the component's number (1-based). */
  labels: Int32Array;
  /** Per component (index = label): pixel count, whether it touches the border, bounding box. */
  stats: ComponentStats[];
}

export interface ComponentStats {
  label: number;
  pixels: number;
  touchesBorder: boolean;
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** 4-connected components of the pixels where `mask` is 0 (free space), by an explicit stack. */
export function labelFreeSpace(mask: Mask): Components {
  const { width, height, data } = mask;
  const labels = new Int32Array(width * height);
  const stats: ComponentStats[] = [{ label: 0, pixels: 0, touchesBorder: false, minX: 0, minY: 0, maxX: 0, maxY: 0 }];
  const stack = new Int32Array(width * height);
  for (let seed = 0; seed < labels.length; seed++) {
    if (data[seed] || labels[seed]) continue;
    const label = stats.length;
    const s: ComponentStats = { label, pixels: 0, touchesBorder: false, minX: width, minY: height, maxX: 0, maxY: 0 };
    let top = 0;
    stack[top++] = seed;
    labels[seed] = label;
    while (top > 0) {
      const i = stack[--top]!;
      const x = i % width;
      const y = (i - x) / width;
      s.pixels++;
      if (x < s.minX) s.minX = x;
      if (x > s.maxX) s.maxX = x;
      if (y < s.minY) s.minY = y;
      if (y > s.maxY) s.maxY = y;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1) s.touchesBorder = true;
      if (x > 0 && !data[i - 1] && !labels[i - 1]) {
        labels[i - 1] = label;
        stack[top++] = i - 1;
      }
      if (x < width - 1 && !data[i + 1] && !labels[i + 1]) {
        labels[i + 1] = label;
        stack[top++] = i + 1;
      }
      if (y > 0 && !data[i - width] && !labels[i - width]) {
        labels[i - width] = label;
        stack[top++] = i - width;
      }
      if (y < height - 1 && !data[i + width] && !labels[i + width]) {
        labels[i + width] = label;
        stack[top++] = i + width;
      }
    }
    stats.push(s);
  }
  return { labels, stats };
}

export function countSet(mask: Mask): number {
  let n = 0;
  for (let i = 0; i < mask.data.length; i++) n += mask.data[i]!;
  return n;
}
