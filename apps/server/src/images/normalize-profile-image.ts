import { loadSharp } from './sharp.ts';
import { IMAGE_MAX_BYTES, PROFILE_IMAGE_EXTENSIONS, validationMessages } from '@genie/contracts';
import { AppError } from '../errors.ts';
import { extensionOf, type UploadedFile } from './uploaded-file.ts';

export const PROFILE_IMAGE_MAX_PX = 512;
/** An image that takes longer than this to decode and encode is refused as damaged. */
const IMAGE_TIMEOUT_SECONDS = 20;
const acceptedFormats = new Set(['jpeg', 'png', 'webp']);

/**
 * Checks a profile image by extension and by decoded content, then re-encodes it: auto-oriented,
 * metadata (EXIF, GPS, ICC) dropped, at most 512 px on a side, WebP.
 */
export async function normalizeProfileImage(file: UploadedFile): Promise<Buffer> {
  const sharp = await loadSharp();
  if (file.data.length > IMAGE_MAX_BYTES) throw new AppError('image_too_large', validationMessages.image_too_large);
  if (!(PROFILE_IMAGE_EXTENSIONS as readonly string[]).includes(extensionOf(file.filename))) {
    throw new AppError('image_type_unsupported', validationMessages.image_type);
  }
  let format: string | undefined;
  try {
    format = (await sharp(file.data).metadata()).format;
  } catch {
    throw new AppError('image_damaged', validationMessages.image_damaged);
  }
  if (!format || !acceptedFormats.has(format)) throw new AppError('image_type_unsupported', validationMessages.image_type);
  try {
    return await sharp(file.data, { failOn: 'truncated', limitInputPixels: 50_000_000 })
      .autoOrient()
      .resize(PROFILE_IMAGE_MAX_PX, PROFILE_IMAGE_MAX_PX, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 86 })
      .timeout({ seconds: IMAGE_TIMEOUT_SECONDS })
      .toBuffer();
  } catch {
    throw new AppError('image_damaged', validationMessages.image_damaged);
  }
}
