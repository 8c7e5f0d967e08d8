import { hexToRgb, rgbToHex } from '@genie/core';

/** Tiny SVG string helpers for the demo library's drawings (numbers rounded to keep files small). */
const r1 = (n: number) => Math.round(n * 10) / 10;

export type Attrs = Record<string, string | number | undefined>;

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === 'number' ? r1(v) : v}"`)
    .join('');
}

/** The drawings are made on a 960×720 canvas and rendered at any size with the same 4:3 shape. */
export const CANVAS_WIDTH = 960;
export const CANVAS_HEIGHT = 720;

/**
 * How a drawing is shot: zoom and pan into the canvas, mirrored or not, and the direction and
 * strength of the light falling across it. Varies pictures of one layout the way photographs of
 * one room differ, so that no two demo images share a perceptual hash.
 */
export interface Framing {
  zoom: number;
  panX: number;
  panY: number;
  mirror: boolean;
  lightAngle: number;
  lightStrength: number;
}

export const plainFraming: Framing = { zoom: 1, panX: 0.5, panY: 0.5, mirror: false, lightAngle: 0, lightStrength: 0 };

export function svgDocument(width: number, height: number, defs: string, body: string, framing: Framing = plainFraming): string {
  const vw = CANVAS_WIDTH / framing.zoom;
  const vh = CANVAS_HEIGHT / framing.zoom;
  const vx = (CANVAS_WIDTH - vw) * framing.panX;
  const vy = (CANVAS_HEIGHT - vh) * framing.panY;
  const content = framing.mirror ? `<g transform="translate(${CANVAS_WIDTH} 0) scale(-1 1)">${body}</g>` : body;
  let light = '';
  if (framing.lightStrength > 0) {
    const dx = Math.cos(framing.lightAngle) / 2;
    const dy = Math.sin(framing.lightAngle) / 2;
    const s = framing.lightStrength.toFixed(3);
    const ends = `x1="${(0.5 - dx).toFixed(3)}" y1="${(0.5 - dy).toFixed(3)}" x2="${(0.5 + dx).toFixed(3)}" y2="${(0.5 + dy).toFixed(3)}"`;
    const stops =
      `<stop offset="0" stop-color="#ffffff" stop-opacity="${s}"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000000" stop-opacity="${s}"/>`;
    defs += `<linearGradient id="light" ${ends}>${stops}</linearGradient>`;
    light = `<rect x="0" y="0" width="${CANVAS_WIDTH}" height="${CANVAS_HEIGHT}" fill="url(#light)"/>`;
  }
  const viewBox = `${r1(vx)} ${r1(vy)} ${r1(vw)} ${r1(vh)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${defs}</defs>${content}${light}</svg>`
  );
}

export const rect = (x: number, y: number, w: number, h: number, a: Attrs = {}) =>
  `<rect${attrs({ x, y, width: Math.max(0, w), height: Math.max(0, h), ...a })}/>`;
export const circle = (cx: number, cy: number, r: number, a: Attrs = {}) => `<circle${attrs({ cx, cy, r: Math.max(0, r), ...a })}/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, a: Attrs = {}) =>
  `<ellipse${attrs({ cx, cy, rx: Math.max(0, rx), ry: Math.max(0, ry), ...a })}/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, a: Attrs = {}) => `<line${attrs({ x1, y1, x2, y2, ...a })}/>`;
export const polygon = (points: readonly (readonly [number, number])[], a: Attrs = {}) =>
  `<polygon${attrs({ points: points.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' '), ...a })}/>`;
export const path = (d: string, a: Attrs = {}) => `<path${attrs({ d, ...a })}/>`;
export const group = (body: string, a: Attrs = {}) => `<g${attrs(a)}>${body}</g>`;

export function linearGradient(id: string, stops: readonly [number, string][], vertical = true): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
  return `<linearGradient id="${id}" ${dir}>${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;
}

/** Mixes two colours: t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = hexToRgb(a);
  const [br, bg, bb] = hexToRgb(b);
  return rgbToHex(ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t);
}

export const shade = (c: string, t: number) => mix(c, '#000000', t);
export const tint = (c: string, t: number) => mix(c, '#ffffff', t);
