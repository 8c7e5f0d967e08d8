import { loadSharp } from '../../images/sharp.ts';
import type { MoodboardSwatch } from '@genie/core';
import type { AppContext } from '../../context.ts';
import { extractPalette } from '../../images/image-palette.ts';
import { labPixelsOf } from '../../images/lab-pixels.ts';
import type { StoredBoardImage } from './board-images.ts';

const SAMPLE = 48;
const SWATCHES = 5;

async function pixelsOf(ctx: Pick<AppContext, 'storage'>, image: StoredBoardImage): Promise<Buffer | null> {
  const sharp = await loadSharp();
  const file = await ctx.storage.get(image.key);
  if (!file) return null;
  try {
    return await sharp(file.data).removeAlpha().resize(SAMPLE, SAMPLE, { fit: 'fill' }).raw().toBuffer();
  } catch {
    return null;
  }
}

/**
 * The board's colours with their codes: the dominant colours of its images together (the hero
 * counted twice), extracted with sharp; empty when no image could be read.
 */
export async function extractBoardPalette(ctx: Pick<AppContext, 'storage'>, images: readonly StoredBoardImage[]): Promise<MoodboardSwatch[]> {
  const samples = (await Promise.all(images.slice(0, 4).map((image) => pixelsOf(ctx, image)))).filter((s): s is Buffer => s !== null);
  if (samples.length === 0) return [];
  const rgb = Buffer.concat([samples[0]!, ...samples]);
  const pixels = labPixelsOf(rgb, rgb.length / 3, 1);
  return extractPalette(pixels, SWATCHES).map((entry) => ({ hex: entry.hex.toLowerCase() }));
}
