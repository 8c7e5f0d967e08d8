import { loadSharp } from '../../../images/sharp.ts';

/**
 * Our masks are canonical (white = repaint, black = keep); providers differ. These turn one into what a
 * provider reads, at the input image's size.
 */

export async function sizeOf(image: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  const { width, height } = await sharp(image).metadata();
  if (!width || !height) throw new Error('The input image has no size');
  return { width, height };
}

/** White = repaint as a one-channel PNG of the given size (Stability, Automatic1111, Replicate, ComfyUI read this). */
export async function whiteIsRepaintMask(mask: Buffer, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(mask).resize(width, height, { fit: 'fill' }).flatten({ background: '#000' }).greyscale().png().toBuffer();
}

/** OpenAI's polarity: an RGBA PNG whose fully transparent pixels (alpha 0) are edited, opaque ones kept. */
export async function transparentIsRepaintMask(mask: Buffer, width: number, height: number): Promise<Buffer> {
  const sharp = await loadSharp();
  const grey = await sharp(mask).resize(width, height, { fit: 'fill' }).flatten({ background: '#000' }).greyscale().raw().toBuffer();
  const rgba = Buffer.alloc(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    // Opaque black where kept, transparent where repainted (and partly transparent on soft edges).
    rgba[p * 4 + 3] = 255 - (grey[p] ?? 0);
  }
  return sharp(rgba, { raw: { width, height, channels: 4 } }).png().toBuffer();
}

export async function asPng(image: Buffer): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(image).png().toBuffer();
}
