/**
 * SVG export of a traced drawing: a standalone document whose viewBox is the source image in
 * pixels, one <g> per layer (id "outline", heavier stroke; id "detail", lighter; id "window",
 * between the two), arcs as SVG arcs, and a physical
 * width/height in millimetres when the drawing has a real scale.
 */
import type { DrawingLayer, DrawingPath, LineDrawing } from './trace-drawing.ts';
import type { DrawingScale } from './drawing-units.ts';

export interface DrawingSvgOptions {
  /** Any CSS colour; default near-black. */
  stroke?: string;
  /** Fills the whole picture when given; transparent otherwise. */
  background?: string;
  scale?: DrawingScale;
}

const LAYERS: DrawingLayer[] = ['outline', 'window', 'detail'];

export function drawingToSvg(drawing: LineDrawing, options: DrawingSvgOptions = {}): string {
  const { width, height } = drawing;
  const stroke = options.stroke ?? '#111111';
  const scale = options.scale;
  const [outerWidth, outerHeight] =
    scale && scale.unit === 'mm'
      ? [`${num(width * scale.unitsPerPixel)}mm`, `${num(height * scale.unitsPerPixel)}mm`]
      : [num(width), num(height)];
  // Stroke widths in pixels of the source, so they read the same at any image size.
  const base = Math.max(1, Math.hypot(width, height) / 1000);
  const strokeWidth: Record<DrawingLayer, number> = { outline: 2 * base, window: 1.4 * base, detail: base };
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" viewBox="0 0 ${num(width)} ${num(height)}" width="${attr(outerWidth)}" height="${attr(outerHeight)}">`,
  ];
  if (options.background !== undefined) {
    lines.push(`  <rect x="0" y="0" width="${num(width)}" height="${num(height)}" fill="${attr(options.background)}"/>`);
  }
  for (const layer of LAYERS) {
    lines.push(
      `  <g id="${layer}" fill="none" stroke="${attr(stroke)}" stroke-width="${num(strokeWidth[layer])}" stroke-linecap="round" stroke-linejoin="round">`,
    );
    for (const path of drawing.paths) if (path.layer === layer && path.points.length >= 2) lines.push(`    <path d="${pathData(path)}"/>`);
    lines.push('  </g>');
  }
  lines.push('</svg>', '');
  return lines.join('\n');
}

function pathData(path: DrawingPath): string {
  if (path.arc) {
    const { radius, sweep } = path.arc;
    const [first, last] = [path.points[0]!, path.points[path.points.length - 1]!];
    return `M${num(first[0])} ${num(first[1])} A${num(radius)} ${num(radius)} 0 ${Math.abs(sweep) > Math.PI ? 1 : 0} ${sweep > 0 ? 1 : 0} ${num(last[0])} ${num(last[1])}`;
  }
  const parts = path.points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`);
  if (path.closed) parts.push('Z');
  return parts.join(' ');
}

/** Up to three decimals, no trailing zeros, never "-0". */
function num(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return String(rounded === 0 ? 0 : rounded);
}

function attr(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}
