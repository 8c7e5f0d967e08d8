import { isStudioPlanTool, studioExportsOfTool, type StudioExportFormat } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import { studioRepository } from '../../db/repositories/studio.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import { requireStudio } from '../studio-access.ts';
import { exportBaseName } from './run-studio-plan-tool.ts';
import { studioPlansRepository } from './studio-plans-repository.ts';

const contentTypes: Record<StudioExportFormat, string> = {
  svg: 'image/svg+xml',
  dxf: 'application/dxf',
  pdf: 'application/pdf',
  glb: 'model/gltf-binary',
  obj: 'model/obj',
  mtl: 'model/mtl',
};

const notFound = () => new AppError('not_found', errorMessages.not_found);

/** One export file of a plan-tool result (SVG, DXF, PDF, GLB, OBJ or MTL), for its designer only. */
export async function downloadStudioExport(
  ctx: Pick<AppContext, 'db' | 'now' | 'storage'>,
  designerId: string,
  resultId: string,
  format: StudioExportFormat,
): Promise<{ data: Buffer; contentType: string; filename: string }> {
  await requireStudio(ctx, designerId);
  const found = await studioRepository(ctx.db).findResult(designerId, resultId);
  const tool = found?.generation.tool;
  if (!found || !tool || !isStudioPlanTool(tool) || !studioExportsOfTool[tool].includes(format)) throw notFound();
  const render = await studioPlansRepository(ctx.db).findRender(designerId, found.generation.id);
  const key = (render?.files as Record<string, string> | undefined)?.[format];
  const file = key ? await ctx.storage.get(key) : undefined;
  if (!file) throw notFound();
  return { data: file.data, contentType: contentTypes[format], filename: `${exportBaseName(found.generation)}.${format}` };
}
