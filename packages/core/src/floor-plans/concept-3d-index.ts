/** The 3D concept of a floor plan: the mesh, its GLB and OBJ files, and its SVG preview. */
export * from './concept-3d.ts';
export * from './concept-preview.ts';
export * from './glb.ts';
export * from './obj.ts';
export {
  Concept3dError,
  type Concept3dErrorCode,
  type Concept3dOptions,
  conceptColours,
  defaultConceptPalette,
  floorMaterialName,
  layOutWalls,
  MAX_CEILING_HEIGHT,
  MIN_CEILING_HEIGHT,
  DEFAULT_DOOR_HEIGHT,
  resolveConceptOptions,
  type ResolvedConceptOptions,
  triangulatePolygon,
  wallPieces,
  type Rgba,
  type WallLayout,
  type WallPiece,
  type WallSpan,
} from './concept-layout.ts';
