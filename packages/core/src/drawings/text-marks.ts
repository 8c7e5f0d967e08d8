/**
 * Lettering in a drawing's stroke mask: room names, dimension figures, notes. Traced, they come
 * out as glyph-shaped scraps of polyline that no CAD user wants; this finds them so the tracer can
 * leave them out.
 *
 * The mask's 8-connected components are measured (bounding box, pixels). A component may be
 * lettering when it is no taller than the text size cap, at least three of its strokes tall (a
 * dash of a dashed line is not) and no wider than four caps — or wider, but a word: a row through
 * its middle crosses many strokes (at least 4, and 0.8 per height of width — a line, a dimension
 * line with ticks or a box outline crosses one or two). Glyphs and words side by side on a line (vertical ranges overlapping by half,
 * gaps under 0.8 × the taller) form a text line; a text line of two or more members, or one word
 * (see above), is lettering. Door swings, fixtures and walls are larger than
 * the cap or too sparse, and stay; so do dashed lines (their dashes are not three strokes tall).
 */

interface Component {
  members: number[];
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** The text size cap in pixels for an image of this size: letters taller than this are drawing. */
export function textSizeCap(width: number, height: number): number {
  return Math.max(16, 0.025 * Math.max(width, height));
}

/** Per set pixel, the shorter of its row and column runs (the local stroke width). */
export function localStrokeWidths(mask: Uint8Array, width: number, height: number): Uint16Array {
  const across = new Uint16Array(mask.length);
  for (let y = 0; y < height; y++) {
    let x = 0;
    while (x < width) {
      if (!mask[y * width + x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < width && mask[y * width + x]) x++;
      for (let k = start; k < x; k++) across[y * width + k] = Math.min(65535, x - start);
    }
  }
  for (let x = 0; x < width; x++) {
    let y = 0;
    while (y < height) {
      if (!mask[y * width + x]) {
        y++;
        continue;
      }
      const start = y;
      while (y < height && mask[y * width + x]) y++;
      for (let k = start; k < y; k++) across[k * width + x] = Math.min(across[k * width + x]!, y - start);
    }
  }
  return across;
}

function components(mask: Uint8Array, width: number, labels: Int32Array): Component[] {
  const seen = labels;
  const stack = new Int32Array(mask.length);
  const out: Component[] = [];
  for (let i = 0; i < mask.length; i++) {
    if (!mask[i] || seen[i]) continue;
    let top = 0;
    stack[top++] = i;
    const label = out.length + 1;
    seen[i] = label;
    const c: Component = { members: [], minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    while (top > 0) {
      const p = stack[--top]!;
      c.members.push(p);
      const x = p % width;
      const y = (p - x) / width;
      if (x < c.minX) c.minX = x;
      if (x > c.maxX) c.maxX = x;
      if (y < c.minY) c.minY = y;
      if (y > c.maxY) c.maxY = y;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          if ((dx === -1 && x === 0) || (dx === 1 && x === width - 1)) continue;
          const q = p + dy * width + dx;
          if (q >= 0 && q < mask.length && mask[q] && !seen[q]) {
            seen[q] = label;
            stack[top++] = q;
          }
        }
      }
    }
    out.push(c);
  }
  return out;
}

/** A box of lettering found in the mask, in pixels (inclusive). */
export interface TextBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * Finds the lettering in a stroke mask and clears it (in place); returns the boxes of the text
 * lines removed.
 */
export function removeText(mask: Uint8Array, width: number, height: number): TextBox[] {
  const cap = textSizeCap(width, height);
  const local = localStrokeWidths(mask, width, height);
  const labels = new Int32Array(mask.length);
  const found = components(mask, width, labels);
  /** Most ink runs met along a row at 35 %, 50 % or 65 % of the component's height. */
  const crossings = (c: Component, label: number) => {
    let most = 0;
    for (const f of [0.35, 0.5, 0.65]) {
      const y = Math.round(c.minY + f * (c.maxY - c.minY));
      let runs = 0;
      for (let x = c.minX; x <= c.maxX; x++) if (labels[y * width + x] === label && (x === c.minX || labels[y * width + x - 1] !== label)) runs++;
      most = Math.max(most, runs);
    }
    return most;
  };
  const isWord = (c: Component) => {
    const [w, h] = [c.maxX - c.minX + 1, c.maxY - c.minY + 1];
    return w >= 2 * h && w > cap && crossings(c, labels[c.members[0]!]!) >= Math.max(4, (0.8 * w) / h);
  };
  const candidates = found.filter((c) => {
    const [w, h] = [c.maxX - c.minX + 1, c.maxY - c.minY + 1];
    if (h > cap || w > 25 * cap) return false;
    const widths = c.members.map((p) => local[p]!).sort((a, b) => a - b);
    const stroke = Math.max(1, widths[widths.length >> 1]!);
    // Letters stand at least three strokes tall (a dash of a dashed line does not).
    if (h < 3 * stroke) return false;
    return w <= 4 * cap || isWord(c);
  });
  // Text lines: union-find over candidates side by side.
  const parent = candidates.map((_, i) => i);
  const find = (i: number): number => (parent[i] === i ? i : (parent[i] = find(parent[i]!)));
  const sorted = candidates.map((c, i) => ({ c, i })).sort((a, b) => a.c.minX - b.c.minX);
  for (let a = 0; a < sorted.length; a++) {
    const p = sorted[a]!.c;
    const ph = p.maxY - p.minY + 1;
    for (let b = a + 1; b < sorted.length; b++) {
      const q = sorted[b]!.c;
      const qh = q.maxY - q.minY + 1;
      if (q.minX - p.maxX > 0.8 * Math.max(ph, qh) + 1 && q.minX > p.maxX + cap) break;
      const overlap = Math.min(p.maxY, q.maxY) - Math.max(p.minY, q.minY) + 1;
      const gap = q.minX - p.maxX - 1;
      if (overlap >= 0.5 * Math.min(ph, qh) && gap <= 0.8 * Math.max(ph, qh)) parent[find(sorted[a]!.i)] = find(sorted[b]!.i);
    }
  }
  const groups = new Map<number, Component[]>();
  candidates.forEach((c, i) => {
    const root = find(i);
    groups.set(root, [...(groups.get(root) ?? []), c]);
  });
  const boxes: TextBox[] = [];
  for (const members of groups.values()) {
    const box = {
      minX: Math.min(...members.map((m) => m.minX)),
      minY: Math.min(...members.map((m) => m.minY)),
      maxX: Math.max(...members.map((m) => m.maxX)),
      maxY: Math.max(...members.map((m) => m.maxY)),
    };
    const [w, h] = [box.maxX - box.minX + 1, box.maxY - box.minY + 1];
    const word = members.length === 1 && isWord(members[0]!);
    if (!(members.length >= 2 && w >= 1.5 * h) && !word) continue;
    for (const m of members) for (const p of m.members) mask[p] = 0;
    boxes.push(box);
  }
  return boxes;
}
