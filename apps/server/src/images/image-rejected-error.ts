import { validationMessages } from '@genie/contracts';
import { AppError } from '../errors.ts';

/** Why an image was refused; the import command's summary and the logs say which. */
export type ImageRejectionReason = 'not_an_image' | 'corrupt' | 'unsupported_format' | 'too_many_bytes' | 'too_many_pixels';

/**
 * An image that cannot be taken. A damaged file or one that is not an image at all carries the
 * spec's `image_damaged` / "Image is damaged"; a real image in a format we do not take (SVG, PDF)
 * `image_type_unsupported`; an oversized one `image_too_large`.
 */
export class ImageRejectedError extends AppError {
  constructor(public readonly reason: ImageRejectionReason) {
    super(...codeAndMessage(reason));
    this.name = 'ImageRejectedError';
  }
}

function codeAndMessage(reason: ImageRejectionReason): [AppError['code'], string] {
  switch (reason) {
    case 'not_an_image':
    case 'corrupt':
      return ['image_damaged', validationMessages.image_damaged];
    case 'unsupported_format':
      return ['image_type_unsupported', validationMessages.image_type];
    case 'too_many_bytes':
      return ['image_too_large', validationMessages.image_too_large];
    case 'too_many_pixels':
      return ['image_too_large', 'The image has too many pixels to process'];
  }
}
