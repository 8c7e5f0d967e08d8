import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { BRIEF_NOTE_IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, genieValidationMessages, validationMessages } from '@genie/contracts';
import type { BriefFeedbackDraft, StoredUpload } from '../db/repositories/brief-feedbacks.ts';
import { AppError } from '../errors.ts';
import { extensionOf, type UploadedFile } from '../images/uploaded-file.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { newFileKey } from '../storage/new-file-key.ts';

const MAX_SIDE_PX = 3000;
/** An image that takes longer than this to decode and encode is refused as damaged. */
const IMAGE_TIMEOUT_SECONDS = 20;
const noteImageFormats = new Set(['jpeg', 'png']);

export type BriefImageKind = 'note_image' | 'floor_plan';

/**
 * Checks an upload of the brief and stores it re-encoded: decoded with sharp to prove it is a
 * readable image, auto-oriented, metadata (EXIF, GPS, ICC) dropped, at most 3000 px on a side, WebP.
 * Note images: .jpg/.jpeg/.png; floor plans: any image format sharp reads.
 */
export async function storeBriefImage(storage: Pick<FileStorage, 'put'>, kind: BriefImageKind, file: UploadedFile): Promise<StoredUpload> {
  if (file.data.length > IMAGE_MAX_BYTES) throw new AppError('image_too_large', validationMessages.image_too_large);
  const typeError = () =>
    kind === 'note_image'
      ? new AppError('image_type_unsupported', genieValidationMessages.note_image_type)
      : new AppError('image_type_unsupported', genieValidationMessages.floor_plan_type);
  if (kind === 'note_image' && !(BRIEF_NOTE_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.filename))) throw typeError();
  let format: string | undefined;
  try {
    format = (await sharp(file.data).metadata()).format;
  } catch {
    // Bytes that are no image at all are the wrong type; an image whose body is broken is damaged (below).
    throw file.mimetype.startsWith('image/') || kind === 'note_image' ? new AppError('image_damaged', validationMessages.image_damaged) : typeError();
  }
  if (!format || (kind === 'note_image' && !noteImageFormats.has(format)) || ['svg', 'pdf'].includes(format)) throw typeError();
  try {
    const { data, info } = await sharp(file.data, { failOn: 'truncated', limitInputPixels: 80_000_000 })
      .autoOrient()
      .resize(MAX_SIDE_PX, MAX_SIDE_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 88 })
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    const key = newFileKey(kind === 'note_image' ? 'brief-notes' : 'floor-plans', 'webp');
    await storage.put(key, data);
    return { id: randomBytes(9).toString('base64url'), key, width: info.width, height: info.height };
  } catch {
    throw new AppError('image_damaged', validationMessages.image_damaged);
  }
}

/** Every stored file key of a draft. */
export function uploadKeysOf(draft: BriefFeedbackDraft): string[] {
  return [...(draft.noteImage ? [draft.noteImage.key] : []), ...draft.floorPlans.map((f) => f.key)];
}
