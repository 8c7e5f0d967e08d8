import { randomBytes } from 'node:crypto';
import { loadSharp } from '../images/sharp.ts';
import { BRIEF_NOTE_IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, genieValidationMessages, moodBoardValidationMessages, validationMessages } from '@genie/contracts';
import type { BriefFeedbackDraft, StoredUpload } from '../db/repositories/brief-feedbacks.ts';
import { AppError } from '../errors.ts';
import { extensionOf, type UploadedFile } from '../images/uploaded-file.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { newFileKey } from '../storage/new-file-key.ts';

const MAX_SIDE_PX = 3000;
/** An image that takes longer than this to decode and encode is refused as damaged. */
const IMAGE_TIMEOUT_SECONDS = 20;
const noteImageFormats = new Set(['jpeg', 'png']);

export type BriefImageKind = 'note_image' | 'floor_plan' | 'mood_board_image';

const typeMessages: Record<BriefImageKind, string> = {
  note_image: genieValidationMessages.note_image_type,
  floor_plan: genieValidationMessages.floor_plan_type,
  mood_board_image: moodBoardValidationMessages.mood_board_image_type,
};
const folders: Record<BriefImageKind, string> = { note_image: 'brief-notes', floor_plan: 'floor-plans', mood_board_image: 'mood-board' };

/** Whether the bytes start like an image file (JPEG, PNG, GIF, WebP, HEIF/AVIF, TIFF), whatever the name says. */
function startsLikeImage(data: Buffer): boolean {
  const ascii = (from: number, to: number) => data.subarray(from, to).toString('latin1');
  return (
    (data[0] === 0xff && data[1] === 0xd8) ||
    ascii(1, 4) === 'PNG' ||
    ascii(0, 3) === 'GIF' ||
    (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') ||
    ascii(4, 8) === 'ftyp' ||
    ascii(0, 2) === 'II' ||
    ascii(0, 2) === 'MM'
  );
}

/**
 * Checks an upload of the brief and stores it re-encoded: decoded with sharp to prove it is a
 * readable image, auto-oriented, metadata (EXIF, GPS, ICC) dropped, at most 3000 px on a side, WebP.
 * Note images: .jpg/.jpeg/.png; floor plans and the mood board's images: any image format sharp reads
 * (a mood-board file whose bytes are no image at all, e.g. a PDF renamed .png, is the wrong type).
 */
export async function storeBriefImage(storage: Pick<FileStorage, 'put'>, kind: BriefImageKind, file: UploadedFile): Promise<StoredUpload> {
  const sharp = await loadSharp();
  if (file.data.length > IMAGE_MAX_BYTES) throw new AppError('image_too_large', validationMessages.image_too_large);
  const typeError = () => new AppError('image_type_unsupported', typeMessages[kind]);
  if (kind === 'mood_board_image' && !startsLikeImage(file.data)) throw typeError();
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
    const key = newFileKey(folders[kind], 'webp');
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
