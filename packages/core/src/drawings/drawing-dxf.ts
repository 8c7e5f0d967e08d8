/**
 * DXF export of a traced drawing, in the AutoCAD R12 (AC1009) ASCII structure that practically
 * every CAD program opens: HEADER (version, units, extents), TABLES (the CONTINUOUS line type and
 * the layers OUTLINES, colour 7, DETAILS, colour 8, and WINDOWS, colour 4), ENTITIES (ARC for
 * arcs — door swings —, LINE for two-point paths, POLYLINE/VERTEX/SEQEND for longer ones, flag 1
 * when closed), EOF. Coordinates are the image's
 * pixels times `unitsPerPixel`, with y flipped so up is up in CAD. Lines end in CRLF.
 */
import type { DrawingLayer, DrawingPath, LineDrawing } from './trace-drawing.ts';
import type { DrawingScale } from './drawing-units.ts';

const LAYER_NAMES: Record<DrawingLayer, string> = { outline: 'OUTLINES', detail: 'DETAILS', window: 'WINDOWS' };
const LAYER_COLOURS: Record<DrawingLayer, number> = { outline: 7, detail: 8, window: 4 };
/** $INSUNITS: 4 = millimetres, 0 = unitless (pixels). */
const INSUNITS = { mm: 4, px: 0 } as const;

type Pair = [code: number, value: string | number];

export function drawingToDxf(drawing: LineDrawing, scale: DrawingScale): string {
  const toCad = (p: [number, number]): [number, number] => [p[0] * scale.unitsPerPixel, (drawing.height - p[1]) * scale.unitsPerPixel];
  const pairs: Pair[] = [
    ...header(drawing, scale),
    ...tables(),
    [0, 'SECTION'],
    [2, 'ENTITIES'],
    ...drawing.paths.filter((p) => p.points.length >= 2).flatMap((p) => (p.arc ? arcEntity(p, toCad, scale.unitsPerPixel) : entity(p, toCad))),
    [0, 'ENDSEC'],
    [0, 'EOF'],
  ];
  return pairs.map(([code, value]) => `${String(code).padStart(3)}\r\n${typeof value === 'number' ? fixed(value) : value}\r\n`).join('');
}

function header(drawing: LineDrawing, scale: DrawingScale): Pair[] {
  return [
    [0, 'SECTION'],
    [2, 'HEADER'],
    [9, '$ACADVER'],
    [1, 'AC1009'],
    [9, '$INSUNITS'],
    [70, String(INSUNITS[scale.unit])],
    [9, '$EXTMIN'],
    [10, 0],
    [20, 0],
    [30, 0],
    [9, '$EXTMAX'],
    [10, drawing.width * scale.unitsPerPixel],
    [20, drawing.height * scale.unitsPerPixel],
    [30, 0],
    [0, 'ENDSEC'],
  ];
}

function tables(): Pair[] {
  const layers: Pair[] = (['outline', 'detail', 'window'] as const).flatMap((layer): Pair[] => [
    [0, 'LAYER'],
    [2, LAYER_NAMES[layer]],
    [70, '0'],
    [62, String(LAYER_COLOURS[layer])],
    [6, 'CONTINUOUS'],
  ]);
  return [
    [0, 'SECTION'],
    [2, 'TABLES'],
    [0, 'TABLE'],
    [2, 'LTYPE'],
    [70, '1'],
    [0, 'LTYPE'],
    [2, 'CONTINUOUS'],
    [70, '0'],
    [3, 'Solid line'],
    [72, '65'],
    [73, '0'],
    [40, 0],
    [0, 'ENDTAB'],
    [0, 'TABLE'],
    [2, 'LAYER'],
    [70, '4'],
    [0, 'LAYER'],
    [2, '0'],
    [70, '0'],
    [62, '7'],
    [6, 'CONTINUOUS'],
    ...layers,
    [0, 'ENDTAB'],
    [0, 'ENDSEC'],
  ];
}

function entity(path: DrawingPath, toCad: (p: [number, number]) => [number, number]): Pair[] {
  const layer = LAYER_NAMES[path.layer];
  const points = path.points.map(toCad);
  if (points.length === 2 && !path.closed) {
    const [[x1, y1], [x2, y2]] = points as [[number, number], [number, number]];
    return [[0, 'LINE'], [8, layer], [10, x1], [20, y1], [30, 0], [11, x2], [21, y2], [31, 0]];
  }
  return [
    [0, 'POLYLINE'],
    [8, layer],
    [66, '1'],
    [10, 0],
    [20, 0],
    [30, 0],
    [70, path.closed ? '1' : '0'],
    ...points.flatMap(([x, y]): Pair[] => [[0, 'VERTEX'], [8, layer], [10, x], [20, y], [30, 0]]),
    [0, 'SEQEND'],
    [8, layer],
  ];
}

/** Degrees in [0, 360). */
const degrees = (radians: number) => (((radians * 180) / Math.PI) % 360 + 360) % 360;

/**
 * An ARC: DXF arcs run counter-clockwise (y up) from the start angle to the end angle. The image's
 * y points down, so an arc turning clockwise on screen (positive sweep) runs from its end point.
 */
function arcEntity(path: DrawingPath, toCad: (p: [number, number]) => [number, number], unitsPerPixel: number): Pair[] {
  const arc = path.arc!;
  const [cx, cy] = toCad(arc.centre);
  const [a, b] = [-arc.start, -(arc.start + arc.sweep)];
  const [start, end] = arc.sweep > 0 ? [b, a] : [a, b];
  return [[0, 'ARC'], [8, LAYER_NAMES[path.layer]], [10, cx], [20, cy], [30, 0], [40, arc.radius * unitsPerPixel], [50, degrees(start)], [51, degrees(end)]];
}

/** Four decimals (0.1 µm in mm), never "-0.0000". */
function fixed(value: number): string {
  const text = value.toFixed(4);
  return text === '-0.0000' ? '0.0000' : text;
}
