import { loadSharp } from '../images/sharp.ts';
import { extractPalette } from '../images/image-palette.ts';
import { labPixelsOf } from '../images/lab-pixels.ts';

export const MAX_LOGO_COLORS = 6;
/** The logo is read at this size: plenty for its few colours, cheap for any image. */
const ANALYSIS_SIZE = 96;
/** A logo larger than this (pixels) is a decompression bomb, not a logo. */
const MAX_INPUT_PIXELS = 40_000_000;

/**
 * The dominant colours of a logo image (PNG, JPEG, WebP, GIF, AVIF, SVG), largest share first:
 * decoded by sharp, downscaled, transparent pixels left out (a logo's background is usually none),
 * then the same Lab k-means as reference images. [] when nothing opaque is left; throws when the
 * bytes are not an image.
 */
export async function logoPalette(image: Buffer): Promise<string[]> {
  const sharp = await loadSharp();
  const { data, info } = await sharp(image, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', animated: false })
    .resize(ANALYSIS_SIZE, ANALYSIS_SIZE, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const opaque: number[] = [];
  for (let i = 0; i + 3 < data.length; i += info.channels) {
    if ((data[i + 3] as number) >= 128) opaque.push(data[i] as number, data[i + 1] as number, data[i + 2] as number);
  }
  const count = opaque.length / 3;
  if (count === 0) return [];
  return extractPalette(labPixelsOf(Uint8Array.from(opaque), count, 1), MAX_LOGO_COLORS).map((entry) => entry.hex);
}
