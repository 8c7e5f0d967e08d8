/**
 * Windows on a traced drawing, from the floor-plan analysis of the same image: each window's
 * opening (the wall's thickness across, the window's width along) as a closed rectangle with the
 * glazing line along its middle, on the drawing's 'window' layer (WINDOWS in DXF). The tracer is
 * given the same rectangles to leave out, so the drawn glazing lines are not traced twice.
 */
import { analyseFloorPlan, FloorPlanAnalysisError } from '../floor-plans/analyse-floor-plan.ts';
import type { FloorPlanModel } from '../floor-plans/model.ts';
import { windowWallThickness } from '../floor-plans/plan-2d.ts';
import { traceDrawing, type DrawingPath, type LineDrawing, type RasterImage, type TraceDrawingOptions } from './trace-drawing.ts';

type Pt = [number, number];

export interface WindowOutline {
  /** The opening's rectangle, in image pixels. */
  outline: [Pt, Pt, Pt, Pt];
  /** The glazing line along the middle. */
  glass: [Pt, Pt];
}

/** The analysed plan's windows in the pixels of the image it was read from. */
export function planWindowOutlines(model: FloorPlanModel): WindowOutline[] {
  if (!(model.metresPerPixel > 0)) return [];
  const px = 1 / model.metresPerPixel;
  return (model.windows ?? []).map((window) => {
    const u: Pt = [Math.cos(window.angle), Math.sin(window.angle)];
    const n: Pt = [-u[1], u[0]];
    const half = (window.width / 2) * px;
    const t = (windowWallThickness(window, model.walls) / 2) * px;
    const c: Pt = [window.at[0] * px, window.at[1] * px];
    const at = (s: number, o: number): Pt => [c[0] + u[0] * s + n[0] * o, c[1] + u[1] * s + n[1] * o];
    return { outline: [at(-half, -t), at(half, -t), at(half, t), at(-half, t)], glass: [at(-half, 0), at(half, 0)] };
  });
}

/** Clears (in place) the mask's pixels inside each quad, widened across by `margin` pixels for soft edges. */
export function clearQuads(mask: Uint8Array, width: number, height: number, quads: readonly WindowOutline[], margin = 2): void {
  for (const { outline } of quads) {
    const [a, b, , d] = outline;
    const along: Pt = [b[0] - a[0], b[1] - a[1]];
    const across: Pt = [d[0] - a[0], d[1] - a[1]];
    const [la, lc] = [Math.hypot(...along), Math.hypot(...across)];
    if (la === 0 || lc === 0) continue;
    const xs = outline.map((p) => p[0]);
    const ys = outline.map((p) => p[1]);
    const [x0, x1] = [Math.max(0, Math.floor(Math.min(...xs) - margin)), Math.min(width - 1, Math.ceil(Math.max(...xs) + margin))];
    const [y0, y1] = [Math.max(0, Math.floor(Math.min(...ys) - margin)), Math.min(height - 1, Math.ceil(Math.max(...ys) + margin))];
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const [rx, ry] = [x + 0.5 - a[0], y + 0.5 - a[1]];
        const s = (rx * along[0] + ry * along[1]) / la;
        const o = (rx * across[0] + ry * across[1]) / lc;
        if (s >= 0 && s <= la && o >= -margin && o <= lc + margin) mask[y * width + x] = 0;
      }
    }
  }
}

/** The drawing with the windows added on the 'window' layer. */
export function withWindows(drawing: LineDrawing, windows: readonly WindowOutline[]): LineDrawing {
  const paths: DrawingPath[] = windows.flatMap((w): DrawingPath[] => [
    { layer: 'window', points: w.outline.map((p): Pt => [p[0], p[1]]), closed: true },
    { layer: 'window', points: w.glass.map((p): Pt => [p[0], p[1]]), closed: false },
  ]);
  return { ...drawing, paths: [...drawing.paths, ...paths] };
}

/**
 * Image → CAD for anything, floor plans included: when the floor-plan analysis reads the image as
 * a plan (walls enclosing rooms), its windows are drawn on the 'window' layer and left out of the
 * trace, and its thin lines are traced as single lines even where the walls are traced as
 * photo edges; an image that is no plan (a photo, a sketch of an object) is simply traced.
 * `metresPerPixel` (from a measured length) sizes the openings the analysis looks for.
 */
export function traceWithPlanWindows(image: RasterImage, options: TraceDrawingOptions & { metresPerPixel?: number } = {}): LineDrawing {
  const { metresPerPixel, ...trace } = options;
  let windows: WindowOutline[] = [];
  let plan = false;
  try {
    windows = planWindowOutlines(analyseFloorPlan(image, metresPerPixel ? { metresPerPixel } : {}).model);
    plan = true;
  } catch (error) {
    if (!(error instanceof FloorPlanAnalysisError)) throw error;
  }
  return withWindows(traceDrawing(image, { ...trace, exclude: windows, plan }), windows);
}
