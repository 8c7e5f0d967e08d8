export { traceDrawing } from './trace-drawing.ts';
export type {
  DrawingArc,
  DrawingDetail,
  DrawingLayer,
  DrawingMode,
  DrawingPath,
  LineDrawing,
  RasterImage,
  TraceDrawingOptions,
} from './trace-drawing.ts';
export { DrawingInputError } from './raster.ts';
export { DrawingScaleError, scaleDrawing } from './drawing-units.ts';
export type { DrawingScale, DrawingScaleErrorCode, DrawingUnit, KnownLength } from './drawing-units.ts';
export { drawingToSvg } from './drawing-svg.ts';
export type { DrawingSvgOptions } from './drawing-svg.ts';
export { drawingToDxf } from './drawing-dxf.ts';
export { planWindowOutlines, traceWithPlanWindows, withWindows, type WindowOutline } from './plan-windows.ts';
