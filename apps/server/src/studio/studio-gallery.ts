import { loadSharp, type Sharp } from '../images/sharp.ts';
import type { StudioDownloadFormat, StudioGalleryQuery, StudioGalleryReply, StudioResult } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { studioRepository } from '../db/repositories/studio.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { requireStudio } from './studio-access.ts';
import { isStudy, studioFileUrl, studioResultView } from './studio-views.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks'>;
const notFound = () => new AppError('not_found', errorMessages.not_found);

/** Every live result of the designer, newest first, filtered by tool, space, style, request or favourite. */
export async function listStudioGallery(ctx: Ctx, designerId: string, query: StudioGalleryQuery): Promise<StudioGalleryReply> {
  await requireStudio(ctx, designerId);
  const { rows, total } = await studioRepository(ctx.db).gallery(
    designerId,
    {
      ...(query.tool ? { tool: query.tool } : {}),
      ...(query.space ? { space: query.space } : {}),
      ...(query.style ? { style: query.style } : {}),
      ...(query.client_request_id ? { clientRequestId: query.client_request_id } : {}),
      ...(query.favourite ? { favourite: query.favourite === 'true' } : {}),
    },
    { limit: query.page_size, offset: (query.page - 1) * query.page_size },
  );
  return {
    success: true,
    results: rows.map((r) => studioResultView(r.result, r.generation, studioFileUrl(ctx, designerId))),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

async function viewOf(ctx: Ctx, designerId: string, id: string): Promise<StudioResult> {
  const found = await studioRepository(ctx.db).findResult(designerId, id);
  if (!found) throw notFound();
  return studioResultView(found.result, found.generation, studioFileUrl(ctx, designerId));
}

export async function setStudioFavourite(ctx: Ctx, designerId: string, id: string, favourite: boolean): Promise<StudioResult> {
  await requireStudio(ctx, designerId);
  if (!(await studioRepository(ctx.db).setFavourite(designerId, id, favourite))) throw notFound();
  return viewOf(ctx, designerId, id);
}

/** Delete moves the result to the bin (its file stays), so Undo can bring it back. */
export async function deleteStudioResult(ctx: Ctx, designerId: string, id: string): Promise<void> {
  await requireStudio(ctx, designerId);
  if (!(await studioRepository(ctx.db).setDeleted(designerId, id, ctx.now()))) throw notFound();
}

export async function restoreStudioResult(ctx: Ctx, designerId: string, id: string): Promise<StudioResult> {
  await requireStudio(ctx, designerId);
  if (!(await studioRepository(ctx.db).setDeleted(designerId, id, null))) throw notFound();
  return viewOf(ctx, designerId, id);
}

const encoders: Record<StudioDownloadFormat, (image: Sharp) => Sharp> = {
  png: (image) => image.png(),
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 92 }),
  webp: (image) => image.webp({ quality: 90 }),
};

/** A result converted to PNG, JPEG or WebP for download, named after its tool and style (a study's name says it is a study). */
export async function downloadStudioResult(ctx: Ctx, designerId: string, id: string, format: StudioDownloadFormat): Promise<{ data: Buffer; contentType: string; filename: string }> {
  const sharp = await loadSharp();
  await requireStudio(ctx, designerId);
  const found = await studioRepository(ctx.db).findResult(designerId, id);
  if (!found) throw notFound();
  const file = await ctx.storage.get(found.result.fileKey);
  if (!file) throw notFound();
  const data = await encoders[format](sharp(file.data)).toBuffer();
  const style = found.generation.style.replace(/[^A-Za-z0-9_-]+/g, '-');
  const kind = isStudy(found.generation) ? 'colour-layout-study-' : '';
  return { data, contentType: `image/${format}`, filename: `${kind}${found.generation.tool}-${style}-${found.result.id.slice(0, 8)}.${format === 'jpeg' ? 'jpg' : format}` };
}
