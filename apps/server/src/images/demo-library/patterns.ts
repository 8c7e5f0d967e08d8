import type { StyleLook } from './style-look.ts';
import { circle, line, path, polygon, rect, shade, tint } from './svg.ts';

/** An SVG <pattern> in the style's pattern language, filled with its colours; returns the defs. */
export function patternDef(id: string, look: StyleLook, base: string, ink: string, scale = 1): string {
  const s = 24 * scale;
  const open = `<pattern id="${id}" width="${s}" height="${s}" patternUnits="userSpaceOnUse">`;
  const bg = rect(0, 0, s, s, { fill: base });
  let body = '';
  switch (look.pattern) {
    case 'stripes':
      body = rect(0, 0, s / 2.5, s, { fill: ink });
      break;
    case 'plaid':
      body =
        rect(0, 0, s, s / 4, { fill: ink, opacity: 0.7 }) +
        rect(0, 0, s / 4, s, { fill: ink, opacity: 0.7 }) +
        line(0, s * 0.6, s, s * 0.6, { stroke: tint(ink, 0.5), 'stroke-width': 1.5 });
      break;
    case 'chevron':
      body = path(`M0 ${s * 0.7} L${s / 2} ${s * 0.3} L${s} ${s * 0.7}`, { fill: 'none', stroke: ink, 'stroke-width': s / 8 });
      break;
    case 'leaves':
      body =
        path(`M${s * 0.2} ${s * 0.8} Q${s * 0.2} ${s * 0.2} ${s * 0.8} ${s * 0.2} Q${s * 0.8} ${s * 0.8} ${s * 0.2} ${s * 0.8}Z`, { fill: ink }) +
        line(s * 0.2, s * 0.8, s * 0.8, s * 0.2, { stroke: shade(ink, 0.3), 'stroke-width': 1 });
      break;
    case 'dots':
      body = circle(s / 2, s / 2, s / 6, { fill: ink }) + circle(0, 0, s / 10, { fill: shade(ink, 0.2) }) + circle(s, s, s / 10, { fill: shade(ink, 0.2) });
      break;
    case 'geometric':
      body = polygon([[s / 2, s * 0.1], [s * 0.9, s / 2], [s / 2, s * 0.9], [s * 0.1, s / 2]], { fill: 'none', stroke: ink, 'stroke-width': s / 10 }) + circle(s / 2, s / 2, s / 10, { fill: ink });
      break;
    case 'lattice':
      body = rect(s * 0.1, s * 0.1, s * 0.8, s * 0.8, { fill: 'none', stroke: ink, 'stroke-width': s / 12 }) + line(s / 2, 0, s / 2, s, { stroke: ink, 'stroke-width': s / 16 });
      break;
    case 'plain':
      body = line(0, s, s, 0, { stroke: ink, 'stroke-width': 1, opacity: 0.25 });
      break;
  }
  return `${open}${bg}${body}</pattern>`;
}
