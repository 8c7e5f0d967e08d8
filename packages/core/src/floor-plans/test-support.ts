/**
 * Test support: a tiny raster to draw floor plans on (white paper, black ink), in pixels or in
 * metres at a chosen scale, plus the sample flat the analysis and the 2D plan tests share.
 */
import type { FloorPlanImage } from './analyse-floor-plan.ts';

export class PlanCanvas {
  readonly data: Uint8Array;

  constructor(
    readonly width: number,
    readonly height: number,
    /** Pixels per metre for the metre-based helpers. */
    readonly scale = 50,
  ) {
    this.data = new Uint8Array(width * height).fill(255);
  }

  /** Fills pixels [x0, x1) × [y0, y1) (clipped) with `value`. */
  fillRect(x0: number, y0: number, x1: number, y1: number, value = 0): this {
    for (let y = Math.max(0, Math.round(y0)); y < Math.min(this.height, Math.round(y1)); y++) {
      for (let x = Math.max(0, Math.round(x0)); x < Math.min(this.width, Math.round(x1)); x++) this.data[y * this.width + x] = value;
    }
    return this;
  }

  /** A wall given in metres: the rectangle [x0, x1) × [y0, y1). */
  wall(x0: number, y0: number, x1: number, y1: number): this {
    const s = this.scale;
    return this.fillRect(x0 * s, y0 * s, x1 * s, y1 * s);
  }

  /** Clears a rectangle given in metres back to paper (a door opening). */
  opening(x0: number, y0: number, x1: number, y1: number): this {
    const s = this.scale;
    return this.fillRect(x0 * s, y0 * s, x1 * s, y1 * s, 255);
  }

  /** A thin line (pixels), `thickness` px wide, by stepping along it. */
  line(x0: number, y0: number, x1: number, y1: number, thickness = 1, value = 0): this {
    const steps = Math.max(1, Math.ceil(Math.hypot(x1 - x0, y1 - y0)));
    for (let i = 0; i <= steps; i++) {
      const x = x0 + ((x1 - x0) * i) / steps;
      const y = y0 + ((y1 - y0) * i) / steps;
      this.fillRect(x - thickness / 2, y - thickness / 2, x - thickness / 2 + thickness, y - thickness / 2 + thickness, value);
    }
    return this;
  }

  /** A quarter-circle door swing, 1 px (pixels). */
  arc(cx: number, cy: number, r: number, from: number, to: number): this {
    for (let i = 0; i <= 90; i++) {
      const a = from + ((to - from) * i) / 90;
      this.fillRect(cx + r * Math.cos(a), cy + r * Math.sin(a), cx + r * Math.cos(a) + 1, cy + r * Math.sin(a) + 1);
    }
    return this;
  }

  /** Text-like marks: a row of small letter shapes drawn with `stroke`-px strokes (pixels). */
  text(x: number, y: number, letters: number, size = 12, stroke = 2): this {
    for (let i = 0; i < letters; i++) {
      const left = x + i * (size * 0.8);
      const w = size * 0.6;
      if (i % 3 === 0) this.line(left, y, left, y + size, stroke).line(left, y, left + w, y, stroke).line(left, y + size / 2, left + w * 0.8, y + size / 2, stroke);
      else if (i % 3 === 1) this.line(left, y + size, left + w / 2, y, stroke).line(left + w / 2, y, left + w, y + size, stroke);
      else this.line(left, y, left + w, y, stroke).line(left + w, y, left + w, y + size, stroke).line(left, y + size, left + w, y + size, stroke).line(left, y, left, y + size, stroke);
    }
    return this;
  }

  /** A dimension line with end ticks and a number (pixels). */
  dimension(x0: number, y: number, x1: number): this {
    this.line(x0, y, x1, y).line(x0, y - 6, x0, y + 6).line(x1, y - 6, x1, y + 6);
    return this.text((x0 + x1) / 2 - 12, y - 16, 3, 10, 1);
  }

  /**
   * The drawing as if scanned: ink softened by a 3 × 3 box blur, the paper an off-white, and a
   * deterministic ±`noise` grain on every pixel.
   */
  scanned(noise = 24, seed = 7): PlanCanvas {
    const out = new PlanCanvas(this.width, this.height, this.scale);
    let state = seed;
    const random = () => ((state = (state * 1103515245 + 12345) % 2147483648) / 2147483648) * 2 - 1;
    for (let y = 0; y < this.height; y++) {
      for (let x = 0; x < this.width; x++) {
        let sum = 0;
        let n = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const [sx, sy] = [x + dx, y + dy];
            if (sx < 0 || sy < 0 || sx >= this.width || sy >= this.height) continue;
            sum += this.data[sy * this.width + sx]!;
            n++;
          }
        }
        const paper = 20 + (sum / n) * (215 / 255);
        out.data[y * this.width + x] = Math.max(0, Math.min(255, Math.round(paper + noise * random())));
      }
    }
    return out;
  }

  image(channels: 1 | 3 | 4 = 1): FloorPlanImage {
    if (channels === 1) return { width: this.width, height: this.height, data: this.data, channels };
    const data = new Uint8ClampedArray(this.width * this.height * channels);
    this.data.forEach((v, i) => {
      data.set(channels === 4 ? [v, v, v, 255] : [v, v, v], i * channels);
    });
    return { width: this.width, height: this.height, data, channels };
  }
}

/** A true room of the sample flat: its clear inner rectangle in metres. */
export interface TrueRoom {
  name: string;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export const trueArea = (r: TrueRoom) => (r.x1 - r.x0) * (r.y1 - r.y0);

/**
 * A 10 × 8 m flat (outer faces from (1, 1) to (11, 9) m): 0.2 m exterior walls, 0.12 m interior
 * walls, four rooms, four 0.9 m interior doors drawn with thin swings, a 1 m entrance in the
 * exterior wall, a 2 m window (three thin lines) in the top wall, room labels as text, a dimension line over the top wall and a thin table outline.
 */
export function sampleFlat(scale = 50): { canvas: PlanCanvas; rooms: TrueRoom[]; doors: Array<[number, number]> } {
  const c = new PlanCanvas(Math.round(12 * scale), Math.round(10 * scale), scale);
  // Exterior (0.2 m).
  c.wall(1, 1, 11, 1.2).wall(1, 8.8, 11, 9).wall(1, 1, 1.2, 9).wall(10.8, 1, 11, 9);
  // Interior (0.12 m): a vertical wall at x = 6, horizontal walls at y = 5.5 (left) and y = 4 (right).
  c.wall(5.94, 1.2, 6.06, 8.8).wall(1.2, 5.44, 5.94, 5.56).wall(6.06, 3.94, 10.8, 4.06);
  // Doors (0.9 m) and the entrance (1 m, exterior).
  c.opening(2, 5.44, 2.9, 5.56).opening(5.94, 2, 6.06, 2.9).opening(5.94, 6.5, 6.06, 7.4).opening(8, 3.94, 8.9, 4.06).opening(8, 8.8, 9, 9);
  const s = scale;
  // A 2 m window in the top wall: the opening with three thin glazing lines.
  c.opening(2.5, 1, 4.5, 1.2).line(2.5 * s, 1.01 * s, 4.5 * s, 1.01 * s).line(2.5 * s, 1.1 * s, 4.5 * s, 1.1 * s).line(2.5 * s, 1.19 * s, 4.5 * s, 1.19 * s);
  c.arc(2 * s, 5.5 * s, 0.9 * s, -Math.PI / 2, 0).line(2 * s, 5.5 * s, 2 * s, 4.6 * s);
  c.arc(6 * s, 2 * s, 0.9 * s, 0, Math.PI / 2).line(6 * s, 2 * s, 6.9 * s, 2 * s);
  // Text, dimensions, furniture outline.
  c.text(2.5 * s, 3 * s, 6).text(2.5 * s, 7 * s, 7).text(7.5 * s, 2.5 * s, 5).text(7.5 * s, 6 * s, 6, 14, 2);
  c.dimension(1 * s, 0.5 * s, 11 * s);
  c.line(7 * s, 5 * s, 9 * s, 5 * s).line(9 * s, 5 * s, 9 * s, 6 * s).line(9 * s, 6 * s, 7 * s, 6 * s).line(7 * s, 6 * s, 7 * s, 5 * s);
  const rooms: TrueRoom[] = [
    { name: 'top-left', x0: 1.2, y0: 1.2, x1: 5.94, y1: 5.44 },
    { name: 'top-right', x0: 6.06, y0: 1.2, x1: 10.8, y1: 3.94 },
    { name: 'bottom-right', x0: 6.06, y0: 4.06, x1: 10.8, y1: 8.8 },
    { name: 'bottom-left', x0: 1.2, y0: 5.56, x1: 5.94, y1: 8.8 },
  ];
  const doors: Array<[number, number]> = [
    [2.45, 5.5],
    [6, 2.45],
    [6, 6.95],
    [8.45, 4],
  ];
  return { canvas: c, rooms, doors };
}
