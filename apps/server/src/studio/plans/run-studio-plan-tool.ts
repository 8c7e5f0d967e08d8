import { loadSharp } from '../../images/sharp.ts';
import type { StudioExportFormat, StudioPlanTool } from '@genie/contracts';
import {
  buildConcept3d,
  conceptToGlb,
  conceptToObj,
  defaultConceptPalette,
  drawingToDxf,
  drawingToSvg,
  renderConceptPreviewSvg,
  renderPlan2d,
  scaleDrawing,
  traceWithPlanWindows,
  type FloorPlanModel,
} from '@genie/core';
import type { JobContext } from '../../context.ts';
import type { StudioGenerationRow } from '../../db/schema.ts';
import { ImageProviderError, type GeneratedImage } from '../../ai/images/image-provider.ts';
import { newFileKey } from '../../storage/new-file-key.ts';
import { inPixels, readRaster } from './plan-input.ts';
import { renderPlanPdf } from './plan-pdf.ts';
import type { PlanRenderSettings } from './render-studio-plan.ts';
import type { CadSettings } from './queue-studio-cad.ts';
import { modelOf } from './studio-plan-views.ts';
import { studioPlansRepository } from './studio-plans-repository.ts';

type Ctx = Pick<JobContext, 'db' | 'storage'>;
type Exports = Partial<Record<StudioExportFormat, Buffer | string>>;

interface Rendered {
  /** The preview the gallery shows (the generation's one result). */
  png: Buffer;
  exports: Exports;
}

/** SVG → PNG at twice its size: sharp (librsvg) draws it, with the system's fonts for CJK labels. */
const rasterise = async (svg: string) => (await loadSharp())(Buffer.from(svg), { density: 144 }).flatten({ background: '#ffffff' }).png().toBuffer();

async function renderCad(ctx: Ctx, generation: StudioGenerationRow, settings: CadSettings): Promise<Rendered> {
  const sharp = await loadSharp();
  if (!generation.inputKey) throw new ImageProviderError('rejected', 'The input image is missing', 'studio');
  const raster = await readRaster(ctx, generation.inputKey);
  const known = settings.knownLength ? inPixels(settings.knownLength, raster) : undefined;
  const scale = scaleDrawing({ width: raster.width, height: raster.height, paths: [] }, known);
  const metresPerPixel = scale.unit === 'mm' ? scale.unitsPerPixel / 1000 : undefined;
  const drawing = traceWithPlanWindows(raster, { detail: settings.detail, mode: settings.mode, ...(metresPerPixel ? { metresPerPixel } : {}) });
  const svg = drawingToSvg(drawing, { scale });
  const png = await sharp(Buffer.from(drawingToSvg(drawing, { background: '#ffffff' }))).png().toBuffer();
  return { png, exports: { svg, dxf: drawingToDxf(drawing, scale) } };
}

async function renderPlan(model: FloorPlanModel, settings: PlanRenderSettings): Promise<Rendered> {
  const svg = renderPlan2d(model, { palette: [...defaultConceptPalette], language: settings.language, ...(settings.title ? { title: settings.title } : {}) });
  const png = await rasterise(svg);
  return { png, exports: { svg, pdf: await renderPlanPdf(png, settings.title) } };
}

async function renderConcept(model: FloorPlanModel, settings: PlanRenderSettings, baseName: string): Promise<Rendered> {
  const options = { ceilingHeight: settings.ceilingHeight, palette: [...defaultConceptPalette], furniture: settings.furniture ?? false };
  const concept = buildConcept3d(model, options);
  const { obj, mtl } = conceptToObj(concept, `${baseName}.mtl`);
  const png = await rasterise(renderConceptPreviewSvg(model, options));
  return { png, exports: { glb: Buffer.from(conceptToGlb(concept)), obj, mtl } };
}

/** The file names a plan tool's downloads share, so that an OBJ finds its MTL: `<tool>-<generation>`. */
export const exportBaseName = (generation: Pick<StudioGenerationRow, 'id' | 'tool'>) => `${generation.tool}-${generation.id.slice(0, 8)}`;

async function storeExports(ctx: Ctx, generation: StudioGenerationRow, exports: Exports): Promise<void> {
  const files: Record<string, string> = {};
  for (const [format, data] of Object.entries(exports)) {
    const key = newFileKey('studio', 'bin');
    await ctx.storage.put(key, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
    files[format] = key;
  }
  const replaced = await studioPlansRepository(ctx.db).setFiles(generation.designerId, generation.id, files);
  for (const key of replaced) await ctx.storage.delete(key).catch(() => undefined);
}

/**
 * The work of a plan-tool generation inside the studio's generation job: trace, draw or build from
 * the settings and model kept with it, store the export files beside it, and hand back the PNG
 * preview as its one image (stored, counted and shown like any studio result).
 */
export async function runStudioPlanTool(ctx: Ctx, generation: StudioGenerationRow, onProgress: (fraction: number) => void): Promise<GeneratedImage[]> {
  const render = await studioPlansRepository(ctx.db).findRender(generation.designerId, generation.id);
  if (!render) throw new ImageProviderError('rejected', 'The plan settings are missing', 'studio');
  onProgress(0.1);
  const tool = generation.tool as StudioPlanTool;
  const model = modelOf(render.model);
  const rendered =
    tool === 'image_to_cad'
      ? await renderCad(ctx, generation, render.settings as CadSettings)
      : tool === 'plan_2d'
        ? await renderPlan(model, render.settings as PlanRenderSettings)
        : await renderConcept(model, render.settings as PlanRenderSettings, exportBaseName(generation));
  onProgress(0.8);
  await storeExports(ctx, generation, rendered.exports);
  return [{ data: rendered.png, mimeType: 'image/png' }];
}
