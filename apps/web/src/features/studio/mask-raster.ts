/** A painted stroke in the image's natural pixels: the brush adds to the mask, the eraser takes away. */
export interface MaskStroke {
  mode: 'brush' | 'erase';
  /** Diameter in natural pixels. */
  size: number;
  points: { x: number; y: number }[];
}

/**
 * The mask as one byte per pixel at the image's natural size: 255 = repaint (white), 0 = keep (black).
 * Each stroke stamps discs along its path; later strokes win, so the eraser removes earlier paint.
 */
export function rasterizeMask(strokes: readonly MaskStroke[], width: number, height: number): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const stroke of strokes) {
    const value = stroke.mode === 'brush' ? 255 : 0;
    const r = Math.max(0.5, stroke.size / 2);
    const step = Math.max(1, r / 2);
    const points = stroke.points;
    for (let i = 0; i < points.length; i++) {
      const a = points[i]!;
      const b = points[i + 1] ?? a;
      const length = Math.hypot(b.x - a.x, b.y - a.y);
      const steps = Math.max(1, Math.ceil(length / step));
      for (let s = 0; s <= steps; s++) stampDisc(mask, width, height, a.x + ((b.x - a.x) * s) / steps, a.y + ((b.y - a.y) * s) / steps, r, value);
      if (points.length === 1) break;
    }
  }
  return mask;
}

function stampDisc(mask: Uint8Array, width: number, height: number, cx: number, cy: number, r: number, value: number) {
  const x0 = Math.max(0, Math.floor(cx - r));
  const x1 = Math.min(width - 1, Math.ceil(cx + r));
  const y0 = Math.max(0, Math.floor(cy - r));
  const y1 = Math.min(height - 1, Math.ceil(cy + r));
  const r2 = r * r;
  for (let y = y0; y <= y1; y++) {
    const dy = y + 0.5 - cy;
    for (let x = x0; x <= x1; x++) {
      const dx = x + 0.5 - cx;
      if (dx * dx + dy * dy <= r2) mask[y * width + x] = value;
    }
  }
}

/** Whether the strokes paint anything (the eraser only takes paint away): a mask that paints nothing is refused. */
export function maskPaints(strokes: readonly MaskStroke[], width: number, height: number): boolean {
  if (!strokes.some((s) => s.mode === 'brush')) return false;
  return rasterizeMask(strokes, width, height).some((v) => v > 0);
}

/** RGBA pixels of the mask (white = repaint, black = keep, opaque), ready for ImageData. */
export function maskToRgba(mask: Uint8Array): Uint8ClampedArray<ArrayBuffer> {
  const rgba = new Uint8ClampedArray(new ArrayBuffer(mask.length * 4));
  for (let i = 0; i < mask.length; i++) {
    const v = mask[i]!;
    rgba[i * 4] = v;
    rgba[i * 4 + 1] = v;
    rgba[i * 4 + 2] = v;
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/** The mask as a PNG at the image's natural size (white = repaint), for the inpaint request. */
export async function exportMaskPng(strokes: readonly MaskStroke[], width: number, height: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.putImageData(new ImageData(maskToRgba(rasterizeMask(strokes, width, height)), width, height), 0, 0);
  return new Promise((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('mask export failed'))), 'image/png'));
}

/** Undo/redo history of the strokes; Clear is one more step, so it can be undone too. */
export interface MaskHistory {
  past: MaskStroke[][];
  present: MaskStroke[];
  future: MaskStroke[][];
}

export const emptyMaskHistory = (): MaskHistory => ({ past: [], present: [], future: [] });

export function commitStrokes(history: MaskHistory, present: MaskStroke[]): MaskHistory {
  return { past: [...history.past, history.present], present, future: [] };
}

export function undoMask(history: MaskHistory): MaskHistory {
  const previous = history.past.at(-1);
  if (!previous) return history;
  return { past: history.past.slice(0, -1), present: previous, future: [history.present, ...history.future] };
}

export function redoMask(history: MaskHistory): MaskHistory {
  const [next, ...rest] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future: rest };
}
