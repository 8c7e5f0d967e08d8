import { loadSharp } from '../../images/sharp.ts';
import type { GeneratedImage } from './image-provider.ts';

/** A channel moved by more than this counts as a changed pixel (JPEG noise and resampling stay below it). */
const PIXEL_CHANGE_LEVEL = 16;
/** A result with fewer changed pixels than this share of the image is the input unchanged. */
const CHANGED_SHARE_MIN = 0.0005;

/** Every result of a generation was the input unchanged: nothing is kept and nothing counted. */
export class UnchangedOutput extends Error {
  constructor() {
    super('the result is the input unchanged');
    this.name = 'UnchangedOutput';
  }
}

/** The share of pixels of `output` that differ from `input` (the input fitted to the output's size). */
export async function changedShare(input: Buffer, output: Buffer): Promise<number> {
  const sharp = await loadSharp();
  const after = await sharp(output).flatten({ background: '#ffffff' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = after.info;
  const before = await sharp(input).flatten({ background: '#ffffff' }).removeAlpha().resize({ width, height, fit: 'fill' }).raw().toBuffer();
  let changed = 0;
  for (let p = 0; p < width * height; p++) {
    const i = p * 3;
    if (
      Math.abs(after.data[i]! - before[i]!) > PIXEL_CHANGE_LEVEL ||
      Math.abs(after.data[i + 1]! - before[i + 1]!) > PIXEL_CHANGE_LEVEL ||
      Math.abs(after.data[i + 2]! - before[i + 2]!) > PIXEL_CHANGE_LEVEL
    ) {
      changed++;
    }
  }
  return changed / (width * height);
}

export async function isUnchanged(input: Buffer, output: Buffer): Promise<boolean> {
  return (await changedShare(input, output)) < CHANGED_SHARE_MIN;
}

/** The results that changed the input; throws UnchangedOutput when none did (so none is charged). */
export async function keepChangedImages(input: Buffer, images: readonly GeneratedImage[]): Promise<GeneratedImage[]> {
  const kept: GeneratedImage[] = [];
  for (const image of images) if (!(await isUnchanged(input, image.data))) kept.push(image);
  if (images.length > 0 && kept.length === 0) throw new UnchangedOutput();
  return kept;
}
