import { describe, expect, it } from 'vitest';
import DxfParser, { type ILineEntity, type IPolylineEntity } from 'dxf-parser';
import { drawingToDxf } from './drawing-dxf.ts';
import { scaleDrawing } from './drawing-units.ts';
import { traceDrawing, type LineDrawing } from './trace-drawing.ts';
import { TestCanvas } from './test-support.ts';

const drawing: LineDrawing = {
  width: 400,
  height: 300,
  paths: [
    { layer: 'outline', points: [[50, 50], [250, 50]], closed: false },
    { layer: 'outline', points: [[50, 80], [250, 80], [250, 200], [50, 200]], closed: true },
    { layer: 'detail', points: [[300, 100], [300, 112], [307, 112]], closed: false },
  ],
};

function parse(text: string) {
  const parsed = new DxfParser().parseSync(text);
  expect(parsed).not.toBeNull();
  return parsed!;
}

describe('drawingToDxf', () => {
  it('writes an R12 file with the OUTLINES and DETAILS layers', () => {
    const text = drawingToDxf(drawing, { unit: 'px', unitsPerPixel: 1 });
    const dxf = parse(text);
    expect(dxf.header['$ACADVER']).toBe('AC1009');
    const layers = dxf.tables.layer.layers;
    expect(layers['OUTLINES']).toMatchObject({ name: 'OUTLINES', colorIndex: 7 });
    expect(layers['DETAILS']).toMatchObject({ name: 'DETAILS', colorIndex: 8 });
    expect(Object.keys(dxf.tables.lineType.lineTypes)).toContain('CONTINUOUS');
    expect(text.trimEnd().endsWith('EOF')).toBe(true);
    // One line-ending style throughout.
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  });

  it('writes two-point paths as LINEs and longer ones as POLYLINEs, closed when the path is', () => {
    const dxf = parse(drawingToDxf(drawing, { unit: 'px', unitsPerPixel: 1 }));
    const types = dxf.entities.map((e) => `${e.type}:${e.layer}`);
    expect(types).toEqual(['LINE:OUTLINES', 'POLYLINE:OUTLINES', 'POLYLINE:DETAILS']);
    const [, room, mark] = dxf.entities as [ILineEntity, IPolylineEntity, IPolylineEntity];
    expect(room.shape).toBe(true);
    expect(room.vertices).toHaveLength(4);
    expect(mark.shape).toBe(false);
    expect(mark.vertices).toHaveLength(3);
  });

  it('measures in millimetres from a known length, with y pointing up', () => {
    // The 200 px line is declared to be 1000 mm long.
    const scale = scaleDrawing(drawing, { from: [50, 50], to: [250, 50], millimetres: 1000 });
    const dxf = parse(drawingToDxf(drawing, scale));
    expect(dxf.header['$INSUNITS']).toBe(4);
    const line = dxf.entities[0] as ILineEntity;
    expect(line.vertices).toHaveLength(2);
    const [a, b] = [line.vertices[0]!, line.vertices[1]!];
    expect(Math.hypot(b.x - a.x, b.y - a.y)).toBeCloseTo(1000, 6);
    expect(a).toMatchObject({ x: 250, y: 1250 }); // (300 − 50) px × 5 mm
    const room = dxf.entities[1] as IPolylineEntity;
    // Image row 80 lies above row 200, so in CAD its y is the larger one.
    expect(room.vertices[0]!.y).toBeCloseTo(1100, 6);
    expect(room.vertices[3]!.y).toBeCloseTo(500, 6);
    expect(dxf.header['$EXTMAX']).toMatchObject({ x: 2000, y: 1500 });
  });

  it('exports a traced drawing that a DXF reader opens with the same number of paths', () => {
    const canvas = new TestCanvas(300, 200).noise(5);
    canvas.rect(30, 30, 200, 120, 4, 40);
    canvas.line(250, 30, 280, 170, 3, 40);
    canvas.polyline([[60, 60], [60, 72], [67, 72]], 2, 60);
    const traced = traceDrawing(canvas.toImage());
    const dxf = parse(drawingToDxf(traced, scaleDrawing(traced)));
    expect(dxf.entities).toHaveLength(traced.paths.length);
    expect(dxf.entities.every((e) => e.layer === 'OUTLINES' || e.layer === 'DETAILS')).toBe(true);
    expect(dxf.entities.some((e) => e.layer === 'DETAILS')).toBe(true);
    expect(dxf.entities.some((e) => e.type === 'POLYLINE' && (e as IPolylineEntity).shape)).toBe(true);
  });
});
