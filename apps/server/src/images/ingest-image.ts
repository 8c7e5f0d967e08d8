import type { PaletteEntry } from '@genie/contracts';
import { IMAGE_MAX_BYTES } from '@genie/contracts';
import { loadSharp, type Sharp } from './sharp.ts';
import { extractPalette } from './image-palette.ts';
import { ImageRejectedError } from './image-rejected-error.ts';
import { labPixelsOf } from './lab-pixels.ts';
import { PHASH_INPUT_SIZE, perceptualHash } from './perceptual-hash.ts';
import { extractVisualFeatures, FEATURE_ANALYSIS_SIZE, FEATURE_VERSION } from './visual-features.ts';

/** Formats taken as reference images; SVG and PDF are refused (scriptable, and not photographs). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);
/** An image that takes longer than this to decode is refused as damaged. */
const DECODE_TIMEOUT_SECONDS = 20;

export interface IngestImageOptions {
  /** Widths of the WebP web variants; widths at or above the image's own are replaced by it. */
  webWidths?: readonly number[];
  /** The JPEG fallback for old browsers is made at the largest web width. */
  jpegFallback?: boolean;
  webpQuality?: number;
  /** libwebp effort 0–6: lower is faster and a little larger (the demo library uses 2). */
  webpEffort?: number;
  jpegQuality?: number;
  /** The stored original is capped to this many pixels on its longer side. */
  originalMaxSide?: number;
  maxBytes?: number;
  maxPixels?: number;
}

export const defaultIngestImageOptions = {
  webWidths: [320, 768, 1600],
  jpegFallback: true,
  webpQuality: 80,
  webpEffort: 4,
  jpegQuality: 82,
  originalMaxSide: 4096,
  maxBytes: IMAGE_MAX_BYTES,
  maxPixels: 50_000_000,
} as const satisfies Required<IngestImageOptions>;

export interface EncodedImage {
  readonly width: number;
  readonly height: number;
  readonly format: 'webp' | 'jpeg';
  readonly buffer: Buffer;
  readonly bytes: number;
}

export interface IngestedImage extends ImageAnalysis {
  /** The format the upload was in. */
  readonly sourceFormat: string;
  /** Size after auto-orientation. */
  readonly width: number;
  readonly height: number;
  /** Auto-oriented, metadata stripped, high-quality JPEG, at most `originalMaxSide`. */
  readonly original: EncodedImage;
  /** WebP at each web width, then the JPEG fallback; all without metadata. */
  readonly variants: readonly EncodedImage[];
}

/** What the analysis of an image yields: what similarity, dedupe and the brief need. */
export interface ImageAnalysis {
  readonly palette: PaletteEntry[];
  readonly phash: string;
  readonly features: Float32Array;
  readonly featureVersion: number;
}

interface DecodedImage {
  readonly format: string;
  readonly width: number;
  readonly height: number;
  /** Auto-oriented, flattened on white, sRGB, 3 bytes a pixel. */
  readonly rgb: Buffer;
}

/**
 * Decodes the whole image to prove it is whole: a file that is not an image, or is truncated or
 * corrupt, is refused as damaged; SVG, PDF and other formats as unsupported.
 */
async function decodeImage(input: Buffer, o: Required<IngestImageOptions>): Promise<DecodedImage> {
  const sharp = await loadSharp();
  if (input.length > o.maxBytes) throw new ImageRejectedError('too_many_bytes');
  let format: string | undefined;
  let declaredPixels = 0;
  try {
    const meta = await sharp(input).metadata();
    format = meta.format;
    declaredPixels = (meta.width ?? 0) * (meta.height ?? 0);
  } catch {
    throw new ImageRejectedError('not_an_image');
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new ImageRejectedError('unsupported_format');
  if (declaredPixels > o.maxPixels) throw new ImageRejectedError('too_many_pixels');
  try {
    // Decoded straight to at most originalMaxSide (what is stored, at most): every pixel is still
    // read, so a damaged file is still caught, but a 50-megapixel image never sits in memory whole.
    const { data, info } = await sharp(input, { failOn: 'truncated', limitInputPixels: o.maxPixels })
      .autoOrient()
      .resize({ width: o.originalMaxSide, height: o.originalMaxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .removeAlpha()
      .raw()
      .timeout({ seconds: DECODE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { format, width: info.width, height: info.height, rgb: data };
  } catch {
    throw new ImageRejectedError('corrupt');
  }
}

const rawInput = async (image: DecodedImage): Promise<Sharp> => (await loadSharp())(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } });

async function analyseDecoded(image: DecodedImage): Promise<ImageAnalysis> {
  const analysis = await (await rawInput(image)).resize(FEATURE_ANALYSIS_SIZE, FEATURE_ANALYSIS_SIZE, { fit: 'fill' }).raw().toBuffer();
  const pixels = labPixelsOf(analysis, FEATURE_ANALYSIS_SIZE, FEATURE_ANALYSIS_SIZE);
  const palette = extractPalette(pixels);
  return {
    palette,
    phash: perceptualHash(greyForHash(analysis)),
    features: extractVisualFeatures(pixels, palette),
    featureVersion: FEATURE_VERSION,
  };
}

/**
 * Verifies and analyses an image without encoding any file: what an importer needs to refuse a
 * damaged file or a near-duplicate before doing the expensive work.
 */
export async function analyseImage(input: Buffer, options: IngestImageOptions = {}): Promise<ImageAnalysis & { width: number; height: number }> {
  const image = await decodeImage(input, { ...defaultIngestImageOptions, ...options });
  return { ...(await analyseDecoded(image)), width: image.width, height: image.height };
}

/**
 * The one ingestion path of every reference image (import command, portfolio upload, demo
 * library): decode everything to prove the file is whole, apply EXIF orientation, drop metadata,
 * encode the original and the web sizes, and compute palette, perceptual hash and features.
 */
export async function ingestImage(input: Buffer, options: IngestImageOptions = {}): Promise<IngestedImage> {
  const o = { ...defaultIngestImageOptions, ...options };
  const image = await decodeImage(input, o);
  const { width, height } = image;
  const webWidths = [...new Set(o.webWidths.map((w) => Math.min(w, width)))].sort((a, b) => a - b);
  const largest = webWidths.at(-1) ?? width;
  const originalSide = Math.min(o.originalMaxSide, Math.max(width, height));

  // One encode at a time: each works from the decoded pixels, and running them side by side would
  // multiply the memory of a large image for little gain (uploads are processed a few at a time anyway).
  const original = await encode((await rawInput(image)).resize({ width: originalSide, height: originalSide, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 90 }), 'jpeg');
  const webp: EncodedImage[] = [];
  for (const w of webWidths) webp.push(await encode((await rawInput(image)).resize({ width: w }).webp({ quality: o.webpQuality, effort: o.webpEffort }), 'webp'));
  const jpeg = o.jpegFallback ? await encode((await rawInput(image)).resize({ width: largest }).jpeg({ quality: o.jpegQuality }), 'jpeg') : null;
  const analysis = await analyseDecoded(image);
  return { sourceFormat: image.format, width, height, original, variants: jpeg ? [...webp, jpeg] : webp, ...analysis };
}

async function encode(pipeline: Sharp, format: EncodedImage['format']): Promise<EncodedImage> {
  const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, format, buffer: data, bytes: data.length };
}

/** 32×32 luma (BT.601) from the 64×64 RGB analysis copy, each sample the mean of a 2×2 block. */
function greyForHash(rgb: Uint8Array): Float32Array {
  const size = PHASH_INPUT_SIZE;
  const factor = FEATURE_ANALYSIS_SIZE / size;
  const out = new Float32Array(size * size);
  for (let y = 0; y < FEATURE_ANALYSIS_SIZE; y++) {
    for (let x = 0; x < FEATURE_ANALYSIS_SIZE; x++) {
      const i = 3 * (y * FEATURE_ANALYSIS_SIZE + x);
      const luma = 0.299 * (rgb[i] as number) + 0.587 * (rgb[i + 1] as number) + 0.114 * (rgb[i + 2] as number);
      const j = Math.floor(y / factor) * size + Math.floor(x / factor);
      out[j] = (out[j] as number) + luma / (factor * factor);
    }
  }
  return out;
}
