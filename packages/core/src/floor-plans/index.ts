export * from './model.ts';
export {
  analyseFloorPlan,
  FloorPlanAnalysisError,
  MAX_IMAGE_PIXELS,
  MIN_IMAGE_SIDE,
  type AnalyseFloorPlanOptions,
  type FloorPlanAnalysis,
  type FloorPlanErrorCode,
  type FloorPlanImage,
  type ScaleSource,
} from './analyse-floor-plan.ts';
export { roomName, guessRoomFunctions, defaultRoomNames } from './room-functions.ts';
export { renderPlan2d, roomFill, formatArea, type Plan2dOptions } from './plan-2d.ts';
export * from './concept-3d-index.ts';
