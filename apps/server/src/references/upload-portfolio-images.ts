import type { RejectedUpload, UploadPortfolioImagesFields, UploadPortfolioImagesReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import type { UploadedFile } from '../images/uploaded-file.ts';
import { addReferenceImage } from './add-reference-image.ts';
import { portfolioImageOf } from './reference-image-views.ts';
import { defaultTitleOf, typedTitleOf } from './reference-titles.ts';

/**
 * A designer adds images to their portfolio, all tagged alike. Each file goes through the one
 * ingestion path; a damaged file or a near-duplicate is reported and the others are kept. When no
 * file could be taken, the first refusal is the reply ("Image is damaged", …).
 */
export async function uploadPortfolioImages(
  ctx: Pick<AppContext, 'db' | 'storage' | 'references' | 'now' | 'uploadSlots'>,
  designerId: string,
  fields: UploadPortfolioImagesFields,
  files: readonly UploadedFile[],
): Promise<UploadPortfolioImagesReply> {
  if (files.length === 0) throw new AppError('validation_failed', 'Please choose at least one image', { files: 'image_required' });
  const designer = await designersRepository(ctx.db).findById(designerId);
  if (!designer) throw new AppError('unauthorized', errorMessages.unauthorized);
  const space = fields.space ? fields.space : null;
  const title = fields.title ? typedTitleOf(fields.title, designer.language) : defaultTitleOf(fields.style, space);
  const added: UploadPortfolioImagesReply['images'] = [];
  const rejected: RejectedUpload[] = [];
  let firstError: AppError | null = null;
  for (const file of files) {
    try {
      const row = await ctx.uploadSlots.images.run(designerId, () => addReferenceImage(ctx, {
        data: file.data,
        draft: {
          style: fields.style,
          space,
          project_type: fields.project_type,
          title,
          source: { credit: designer.name || designer.genieName },
          owner: { kind: 'designer', designer_id: designerId },
        },
      }));
      added.push(portfolioImageOf(row, ctx.storage));
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      firstError ??= err;
      rejected.push({ filename: file.filename, code: err.code, msg: err.message });
    }
  }
  if (added.length === 0 && firstError) throw firstError;
  return { success: true, images: added, rejected };
}
