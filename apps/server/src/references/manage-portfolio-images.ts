import type { OkReply, PortfolioImageReply, PortfolioListQuery, PortfolioListReply, UpdatePortfolioImageInput } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { referenceImagesRepository, type ReferenceImagePatch } from '../db/repositories/reference-images.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { deleteReferenceFiles } from './add-reference-image.ts';
import { portfolioImageOf } from './reference-image-views.ts';
import { typedTitleOf } from './reference-titles.ts';

const notFound = () => new AppError('not_found', errorMessages.not_found);

/** The designer's portfolio, newest first. */
export async function listPortfolioImages(
  ctx: Pick<AppContext, 'db' | 'storage'>,
  designerId: string,
  query: PortfolioListQuery,
): Promise<PortfolioListReply> {
  const { rows, total } = await referenceImagesRepository(ctx.db).listForDesigner(designerId, query.page, query.page_size);
  return { success: true, images: rows.map((r) => portfolioImageOf(r, ctx.storage)), page: query.page, page_size: query.page_size, total };
}

/** Retags one of the designer's images (another designer's is not found). */
export async function updatePortfolioImage(
  ctx: Pick<AppContext, 'db' | 'storage' | 'references' | 'now'>,
  designerId: string,
  id: string,
  input: UpdatePortfolioImageInput,
): Promise<PortfolioImageReply> {
  const repo = referenceImagesRepository(ctx.db);
  const patch: ReferenceImagePatch = {};
  if (input.style !== undefined) patch.style = input.style;
  if (input.space !== undefined) patch.space = input.space;
  if (input.project_type !== undefined) patch.projectType = input.project_type;
  if (input.title !== undefined) {
    const designer = await designersRepository(ctx.db).findById(designerId);
    patch.titles = typedTitleOf(input.title, designer?.language ?? 'en-US');
  }
  const row = await repo.updateForDesigner(designerId, id, patch, ctx.now());
  if (!row) throw notFound();
  await ctx.references.ensureFresh();
  ctx.references.updated(row);
  return { success: true, image: portfolioImageOf(row, ctx.storage) };
}

/** Deletes one of the designer's images and its files; rounds that showed it simply leave it out. */
export async function deletePortfolioImage(
  ctx: Pick<AppContext, 'db' | 'storage' | 'references'>,
  designerId: string,
  id: string,
): Promise<OkReply> {
  const row = await referenceImagesRepository(ctx.db).deleteForDesigner(designerId, id);
  if (!row) throw notFound();
  await ctx.references.ensureFresh();
  ctx.references.removed(row.id);
  await deleteReferenceFiles(ctx, row);
  return { success: true, msg: 'Image deleted' };
}
