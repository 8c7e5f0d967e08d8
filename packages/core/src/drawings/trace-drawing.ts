/**
 * Image → CAD: turns a photo, sketch or scanned drawing into a clean line drawing.
 *
 * Pipeline: grayscale → blur → edge mask (Canny for photos; adaptive threshold of dark
 * strokes for sketches and scans, chosen automatically in 'auto') → lettering (room
 * names, dimension figures) found and left out (text-marks.ts) → Zhang–Suen thinning to a
 * 1-pixel skeleton → chains between end points and junctions → noise fragments dropped (by
 * size, per detail level) → circular arcs (door swings) cut out of the chains and kept as arcs
 * (arcs.ts) → the rest Ramer–Douglas–Peucker → straightening (near-collinear vertices
 * merged, segments within 4° of horizontal/vertical snapped exactly) → ends within a few pixels
 * joined or closed → each path classed as 'outline' (long or a large closed loop) or 'detail'.
 * The 'window' layer is not traced: `addPlanWindows` draws it from a floor-plan analysis.
 * Coordinates are source-image pixels, (0, 0) at the top-left corner, pixel centres at +0.5.
 */
import { blur, lightBlur, toGray, type RasterImage } from './raster.ts';
import { cannyEdges, darkStrokes, looksLikeSketch, type DrawingDetail } from './edges.ts';
import { removeSmallComponents, thinZhangSuen, traceSkeleton } from './skeleton.ts';
import { arcPoints, splitArcs, type DrawingArc } from './arcs.ts';
import { localStrokeWidths, removeText, type TextBox } from './text-marks.ts';
import { clearQuads, type WindowOutline } from './plan-windows.ts';
import {
  joinEnds,
  mergeCollinear,
  polylineExtent,
  polylineLength,
  sharpenCorners,
  simplify,
  snapToAxes,
  type Point,
  type Polyline,
} from './polylines.ts';

export type { RasterImage } from './raster.ts';
export type { DrawingDetail } from './edges.ts';

export type DrawingLayer = 'outline' | 'detail' | 'window';
export type { DrawingArc } from './arcs.ts';
export type DrawingMode = 'auto' | 'photo' | 'sketch';

export interface DrawingPath {
  layer: DrawingLayer;
  /** The path's points; for an arc, points along it (every 10° or less). */
  points: [number, number][];
  closed: boolean;
  /** Set when the path is a circular arc: the exporters write it as one (SVG `A`, DXF ARC). */
  arc?: DrawingArc;
}

export interface LineDrawing {
  width: number;
  height: number;
  paths: DrawingPath[];
  /** Boxes of the lettering left out of the trace (pixels), when any was found. */
  textBoxes?: TextBox[];
}

export interface TraceDrawingOptions {
  detail?: DrawingDetail;
  mode?: DrawingMode;
  /** Areas left out of the trace (window openings drawn from the plan analysis instead). */
  exclude?: readonly WindowOutline[];
  /**
   * The image is a floor plan (its analysis found rooms): when it is traced as a photo (filled
   * walls), its thin lines — door swings, glazing, fixtures — are added as single centre lines,
   * which the photo edges of a 1-px line would lose or double.
   */
  plan?: boolean;
}

interface DetailSettings {
  /** Paths whose bounding box is smaller than max(px, share × diagonal) are noise. */
  minExtentPx: number;
  minExtentShare: number;
  /** RDP tolerance in pixels. */
  epsilon: number;
  /** Ends closer than this are joined. */
  joinGap: number;
}

const DETAIL: Record<DrawingDetail, DetailSettings> = {
  low: { minExtentPx: 8, minExtentShare: 0.03, epsilon: 2.5, joinGap: 4 },
  medium: { minExtentPx: 6, minExtentShare: 0.012, epsilon: 2, joinGap: 3 },
  high: { minExtentPx: 3, minExtentShare: 0.005, epsilon: 1.2, joinGap: 2 },
};

/** An open path at least this share of the image diagonal long is structural. */
const OUTLINE_LENGTH_SHARE = 0.15;
/** A closed loop whose bounding box spans at least this share of the diagonal is structural. */
const OUTLINE_LOOP_SHARE = 0.08;

export function traceDrawing(image: RasterImage, options: TraceDrawingOptions = {}): LineDrawing {
  const settings = DETAIL[options.detail ?? 'medium'];
  const { width, height } = image;
  const diagonal = Math.hypot(width, height);
  const { mask, sketch } = edgeMask(image, options.detail ?? 'medium', options.mode ?? 'auto', options.plan ?? false);
  const textBoxes = removeText(mask, width, height);
  if (options.exclude) clearQuads(mask, width, height, options.exclude);
  const maskPixels = countSet(mask);
  const skeletonPixels = thinZhangSuen(mask, width, height);
  // Mean stroke width: thinning leaves spurs about that long, and joins bridge half of it.
  const strokeWidth = skeletonPixels > 0 ? maskPixels / skeletonPixels : 1;
  removeSmallComponents(mask, width, Math.max(settings.minExtentPx, settings.minExtentShare * diagonal));
  const chains = traceSkeleton(mask, width, Math.max(4, Math.ceil(strokeWidth * 1.5)));
  // Hand-drawn strokes wander by about half their width; photos' edges are already tight.
  const epsilon = sketch ? settings.epsilon + strokeWidth / 2 : settings.epsilon;
  const lines: Polyline[] = [];
  const arcs: DrawingArc[] = [];
  for (const chain of chains.filter((c) => c.pixels.length >= 2)) {
    const points = chain.pixels.map((i): Point => [(i % width) + 0.5, Math.floor(i / width) + 0.5]);
    if (chain.closed) {
      lines.push(straighten({ points, closed: true }, epsilon, strokeWidth));
      continue;
    }
    const pieces = splitArcs(points, Math.max(1, strokeWidth / 2), diagonal / 2);
    arcs.push(...pieces.arcs);
    for (const piece of pieces.lines) if (piece.length >= 2) lines.push(straighten({ points: piece, closed: false }, epsilon, strokeWidth));
  }
  const paths = joinEnds(lines, settings.joinGap + strokeWidth / 2)
    .map((l) => straighten(l, epsilon, strokeWidth))
    .filter((l) => l.points.length >= 2 && polylineExtent(l.points) >= settings.minExtentPx / 2)
    .map((l): DrawingPath => ({ layer: layerOf(l, diagonal), points: l.points, closed: l.closed && l.points.length >= 3 }));
  for (const arc of arcs) {
    const points = arcPoints(arc);
    paths.push({ layer: layerOf({ points, closed: false }, diagonal), points, closed: false, arc });
  }
  return { width, height, paths, ...(textBoxes.length > 0 ? { textBoxes } : {}) };
}

/**
 * Line pixels of the image. Sketches keep thin faint lines (light blur, dark-stroke threshold);
 * photos get a second blur pass (σ ≈ 1.4, as usual for Canny) so sensor noise and speckle stay
 * below the thresholds.
 */
function edgeMask(image: RasterImage, detail: DrawingDetail, mode: DrawingMode, plan: boolean): { mask: Uint8Array; sketch: boolean } {
  const sharp = toGray(image);
  const gray = blur(sharp);
  const sketch = mode === 'sketch' || (mode === 'auto' && looksLikeSketch(gray));
  if (sketch) return { mask: darkStrokes(lightBlur(sharp), detail), sketch };
  const edges = cannyEdges(blur(gray), detail);
  return { mask: plan ? withThinLines(edges, darkStrokes(lightBlur(sharp), detail), image.width, image.height) : edges, sketch };
}

/** Thin dark strokes are at most this wide (pixels); walls drawn filled are wider. */
const THIN_STROKE = 5;

/** The set pixels of `mask` grown by `r` pixels (a square). */
function dilate(mask: Uint8Array, width: number, height: number, r: number): Uint8Array {
  const rows = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let k = Math.max(0, x - r); k <= Math.min(width - 1, x + r); k++) rows[y * width + k] = 1;
    }
  }
  const out = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!rows[y * width + x]) continue;
      for (let k = Math.max(0, y - r); k <= Math.min(height - 1, y + r); k++) out[k * width + x] = 1;
    }
  }
  return out;
}

/**
 * A plan's photo edges with its thin dark lines put in as they are: strokes no wider than
 * THIN_STROKE and away from the filled walls (whose ragged scanned edges are not lines) replace
 * the edges found within 2 px of them (which would trace each thin line twice, or not at all
 * once blurred away).
 */
function withThinLines(edges: Uint8Array, dark: Uint8Array, width: number, height: number): Uint8Array {
  const local = localStrokeWidths(dark, width, height);
  const wide = new Uint8Array(dark.length);
  for (let i = 0; i < dark.length; i++) wide[i] = dark[i] && local[i]! > THIN_STROKE ? 1 : 0;
  const nearWalls = dilate(wide, width, height, 4);
  // Grown by a pixel, so a scan's broken thin lines close up again.
  const grown = dilate(dark, width, height, 1);
  const thin = new Uint8Array(dark.length);
  for (let i = 0; i < dark.length; i++) thin[i] = grown[i] && !nearWalls[i] ? 1 : 0;
  const out = edges.slice();
  const cleared = dilate(thin, width, height, 2);
  for (let i = 0; i < out.length; i++) if (cleared[i]) out[i] = 0;
  for (let i = 0; i < thin.length; i++) if (thin[i]) out[i] = 1;
  return out;
}

function countSet(mask: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < mask.length; i++) n += mask[i]!;
  return n;
}

function straighten(line: Polyline, epsilon: number, strokeWidth: number): Polyline {
  const simple = mergeCollinear(simplify(line, epsilon), epsilon);
  const snapped = snapToAxes(simple, 4);
  return snapToAxes(sharpenCorners(snapped, 4 * epsilon + strokeWidth), 4);
}

function layerOf(line: Polyline, diagonal: number): DrawingLayer {
  if (polylineLength(line.points, line.closed) >= OUTLINE_LENGTH_SHARE * diagonal) return 'outline';
  if (line.closed && polylineExtent(line.points) >= OUTLINE_LOOP_SHARE * diagonal) return 'outline';
  return 'detail';
}
