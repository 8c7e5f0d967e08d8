/**
 * A tiny raster painter for the drawings tests: thick lines, rectangles, circles, wobbly
 * strokes, speckle and paper noise on a one-channel image, with a seeded random source so
 * every run paints the same pixels.
 */
import type { RasterImage } from './raster.ts';

export class TestCanvas {
  readonly data: Uint8Array;
  private seed: number;

  constructor(
    readonly width: number,
    readonly height: number,
    background = 255,
    seed = 1,
  ) {
    this.data = new Uint8Array(width * height).fill(background);
    this.seed = seed;
  }

  /** Deterministic 0 … 1 (mulberry32). */
  random(): number {
    let t = (this.seed = (this.seed + 0x6d2b79f5) | 0);
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Paints every pixel whose centre lies within thickness/2 of the segment. */
  line(x0: number, y0: number, x1: number, y1: number, thickness: number, value: number): this {
    const r = thickness / 2;
    const minX = Math.max(0, Math.floor(Math.min(x0, x1) - r - 1));
    const maxX = Math.min(this.width - 1, Math.ceil(Math.max(x0, x1) + r + 1));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1) - r - 1));
    const maxY = Math.min(this.height - 1, Math.ceil(Math.max(y0, y1) + r + 1));
    const dx = x1 - x0;
    const dy = y1 - y0;
    const lengthSq = dx * dx + dy * dy || 1;
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const t = Math.max(0, Math.min(1, ((px - x0) * dx + (py - y0) * dy) / lengthSq));
        if (Math.hypot(px - x0 - t * dx, py - y0 - t * dy) <= r) this.data[y * this.width + x] = value;
      }
    }
    return this;
  }

  /** A polyline through the points. */
  polyline(points: [number, number][], thickness: number, value: number): this {
    for (let i = 1; i < points.length; i++) {
      const [a, b] = [points[i - 1]!, points[i]!];
      this.line(a[0], a[1], b[0], b[1], thickness, value);
    }
    return this;
  }

  rect(x: number, y: number, w: number, h: number, thickness: number, value: number): this {
    return this.polyline([[x, y], [x + w, y], [x + w, y + h], [x, y + h], [x, y]], thickness, value);
  }

  fillRect(x: number, y: number, w: number, h: number, value: number): this {
    for (let yy = Math.max(0, y); yy < Math.min(this.height, y + h); yy++) {
      for (let xx = Math.max(0, x); xx < Math.min(this.width, x + w); xx++) this.data[yy * this.width + xx] = value;
    }
    return this;
  }

  circle(cx: number, cy: number, radius: number, thickness: number, value: number): this {
    const steps = Math.max(24, Math.ceil(radius));
    const points: [number, number][] = [];
    for (let k = 0; k <= steps; k++) {
      const a = (k / steps) * 2 * Math.PI;
      points.push([cx + radius * Math.cos(a), cy + radius * Math.sin(a)]);
    }
    return this.polyline(points, thickness, value);
  }

  fillCircle(cx: number, cy: number, radius: number, value: number): this {
    for (let y = Math.max(0, Math.floor(cy - radius)); y <= Math.min(this.height - 1, Math.ceil(cy + radius)); y++) {
      for (let x = Math.max(0, Math.floor(cx - radius)); x <= Math.min(this.width - 1, Math.ceil(cx + radius)); x++) {
        if (Math.hypot(x + 0.5 - cx, y + 0.5 - cy) <= radius) this.data[y * this.width + x] = value;
      }
    }
    return this;
  }

  /** A hand-drawn straight stroke: the centre wanders sideways by up to `wobble` pixels. */
  wobblyLine(x0: number, y0: number, x1: number, y1: number, wobble: number, thickness: number, value: number): this {
    const length = Math.hypot(x1 - x0, y1 - y0);
    const nx = -(y1 - y0) / length;
    const ny = (x1 - x0) / length;
    const phase = this.random() * 2 * Math.PI;
    const waves = 1.5 + this.random() * 2;
    const points: [number, number][] = [];
    const steps = Math.ceil(length / 4);
    for (let k = 0; k <= steps; k++) {
      const t = k / steps;
      const offset = wobble * Math.sin(phase + t * waves * 2 * Math.PI) * Math.sin(Math.PI * t);
      points.push([x0 + (x1 - x0) * t + nx * offset, y0 + (y1 - y0) * t + ny * offset]);
    }
    return this.polyline(points, thickness, value);
  }

  /** Small dark dots (radius ≤ maxRadius) scattered at random, like dust or JPEG speckle. */
  speckle(count: number, maxRadius: number, value: number): this {
    for (let k = 0; k < count; k++) {
      this.fillCircle(this.random() * this.width, this.random() * this.height, 0.6 + this.random() * (maxRadius - 0.6), value);
    }
    return this;
  }

  /** Adds uniform noise of ± amplitude to every pixel (paper grain, sensor noise). */
  noise(amplitude: number): this {
    for (let i = 0; i < this.data.length; i++) {
      const v = this.data[i]! + (this.random() * 2 - 1) * amplitude;
      this.data[i] = Math.max(0, Math.min(255, Math.round(v)));
    }
    return this;
  }

  /** A vertical light-to-dark gradient across the whole image (uneven lighting). */
  gradient(top: number, bottom: number): this {
    for (let y = 0; y < this.height; y++) {
      const v = Math.round(top + ((bottom - top) * y) / (this.height - 1));
      this.data.fill(v, y * this.width, (y + 1) * this.width);
    }
    return this;
  }

  toImage(): RasterImage {
    return { width: this.width, height: this.height, data: this.data, channels: 1 };
  }

  /** The same picture as RGBA bytes (grey in all three colour channels, opaque). */
  toRgba(): RasterImage {
    const rgba = new Uint8ClampedArray(this.data.length * 4);
    for (let i = 0; i < this.data.length; i++) {
      rgba[4 * i] = rgba[4 * i + 1] = rgba[4 * i + 2] = this.data[i]!;
      rgba[4 * i + 3] = 255;
    }
    return { width: this.width, height: this.height, data: rgba, channels: 4 };
  }
}
