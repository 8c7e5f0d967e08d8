import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { ImageRejectedError } from './image-rejected-error.ts';
import { analyseImage, ingestImage, type IngestedImage } from './ingest-image.ts';
import { hammingDistance, PHASH_DUPLICATE_DISTANCE } from './perceptual-hash.ts';
import { photoLikeImage } from './test-support/test-images.ts';
import { FEATURE_VECTOR_LENGTH, featureSimilarity } from './visual-features.ts';

async function rejection(input: Buffer): Promise<ImageRejectedError> {
  try {
    await ingestImage(input);
  } catch (error) {
    if (error instanceof ImageRejectedError) return error;
    throw error;
  }
  throw new Error('the image was accepted');
}

describe('ingesting an image', () => {
  let photo: Buffer;
  let ingested: IngestedImage;
  beforeAll(async () => {
    photo = await photoLikeImage('scandinavian');
    ingested = await ingestImage(photo);
  });

  it('stores a metadata-free original and WebP web sizes with a JPEG fallback', async () => {
    expect(ingested.width).toBe(1200);
    expect(ingested.height).toBe(900);
    expect(ingested.variants.map((v) => [v.format, v.width])).toEqual([
      ['webp', 320],
      ['webp', 768],
      ['webp', 1200],
      ['jpeg', 1200],
    ]);
    expect(ingested.original).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    for (const v of [ingested.original, ...ingested.variants]) {
      const meta = await sharp(v.buffer).metadata();
      expect(meta.format).toBe(v.format);
      expect(meta.width).toBe(v.width);
      expect(v.bytes).toBe(v.buffer.length);
      expect(v.height).toBe(Math.round((v.width * 900) / 1200));
    }
  });

  it('never enlarges: a small image gets one web size, its own', async () => {
    const small = await sharp(photo).resize(300).png().toBuffer();
    const result = await ingestImage(small);
    expect(result.variants.map((v) => [v.format, v.width])).toEqual([
      ['webp', 300],
      ['jpeg', 300],
    ]);
  });

  it('computes a 5–6 colour palette with shares, a 16-digit pHash and a unit-length feature vector', () => {
    expect(ingested.palette.length).toBeGreaterThanOrEqual(5);
    expect(ingested.palette.length).toBeLessThanOrEqual(6);
    for (const { hex, share } of ingested.palette) {
      expect(hex).toMatch(/^#[0-9a-f]{6}$/);
      expect(share).toBeGreaterThan(0);
    }
    expect(ingested.palette.reduce((s, p) => s + p.share, 0)).toBeCloseTo(1, 6);
    for (let i = 1; i < ingested.palette.length; i++) {
      expect(ingested.palette[i - 1]!.share).toBeGreaterThanOrEqual(ingested.palette[i]!.share);
    }
    expect(ingested.phash).toMatch(/^[0-9a-f]{16}$/);
    expect(ingested.features).toBeInstanceOf(Float32Array);
    expect(ingested.features).toHaveLength(FEATURE_VECTOR_LENGTH);
    expect(featureSimilarity(ingested.features, ingested.features)).toBeCloseTo(1, 5);
  });

  it('finds the colours of a simple image and how much of it each covers', async () => {
    const twoColours = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#1f4e9c' } })
      .composite([{ input: { create: { width: 400, height: 100, channels: 3, background: '#f2b705' } }, top: 0, left: 0 }])
      .png()
      .toBuffer();
    const { palette } = await analyseImage(twoColours);
    expect(palette.map((p) => p.hex)).toEqual(['#1f4e9c', '#f2b705']);
    expect(palette[0]!.share).toBeCloseTo(0.75, 2);
  });

  it('is deterministic: the same file gives the same palette, hash and features', async () => {
    const again = await analyseImage(photo);
    expect(again.phash).toBe(ingested.phash);
    expect(again.palette).toEqual(ingested.palette);
    expect(Array.from(again.features)).toEqual(Array.from(ingested.features));
  });

  it('sees a resized or recompressed copy as the same picture, and an unrelated image as different', async () => {
    const resized = await analyseImage(await sharp(photo).resize(640).png().toBuffer());
    const recompressed = await analyseImage(await sharp(photo).jpeg({ quality: 40 }).toBuffer());
    const webp = await analyseImage(await sharp(photo).resize(900).webp({ quality: 50 }).toBuffer());
    for (const copy of [resized, recompressed, webp]) {
      expect(featureSimilarity(ingested.features, copy.features)).toBeGreaterThan(0.97);
      expect(hammingDistance(ingested.phash, copy.phash)).toBeLessThanOrEqual(PHASH_DUPLICATE_DISTANCE);
    }
    const unrelated = await analyseImage(await photoLikeImage('futuristic', 2));
    expect(featureSimilarity(ingested.features, unrelated.features)).toBeLessThan(0.75);
    expect(hammingDistance(ingested.phash, unrelated.phash)).toBeGreaterThan(16);
  });

  it('applies the EXIF orientation and strips EXIF, GPS and other metadata', async () => {
    // Stored sideways: red on the left, blue on the right, with "rotate 90° clockwise" in EXIF.
    const sideways = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0000ff' } })
      .composite([{ input: { create: { width: 100, height: 100, channels: 3, background: '#ff0000' } }, left: 0, top: 0 }])
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret-owner', Make: 'SecretCam' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const result = await ingestImage(sideways);
    expect([result.width, result.height]).toEqual([100, 200]);
    for (const v of [result.original, ...result.variants]) {
      const meta = await sharp(v.buffer).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(v.buffer.includes('secret-owner')).toBe(false);
      expect(v.buffer.includes('SecretCam')).toBe(false);
      expect([v.width, v.height]).toEqual([100, 200]);
      // The red half, once on the left, is now on top.
      const { data } = await sharp(v.buffer).extract({ left: 40, top: 20, width: 20, height: 20 }).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(200);
      expect(data[2]).toBeLessThan(60);
    }
  });

  it('refuses a truncated file as "Image is damaged"', async () => {
    const jpeg = await sharp(photo).jpeg().toBuffer();
    const error = await rejection(jpeg.subarray(0, Math.floor(jpeg.length / 2)));
    expect(error.code).toBe('image_damaged');
    expect(error.message).toBe('Image is damaged');
    expect(error.reason).toBe('corrupt');
    const png = await sharp(photo).png().toBuffer();
    expect((await rejection(png.subarray(0, Math.floor(png.length * 0.7)))).code).toBe('image_damaged');
  });

  it('refuses a file that is not an image as "Image is damaged"', async () => {
    for (const bytes of [Buffer.from('name,style\nroom.jpg,modern\n'), Buffer.from('%PDF-1.4 not really'), Buffer.alloc(0)]) {
      const error = await rejection(bytes);
      expect(error.code).toBe('image_damaged');
      expect(error.message).toBe('Image is damaged');
      expect(error.reason).toBe('not_an_image');
    }
  });

  it('refuses SVG as an unsupported type, and files over the size limit as too large', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    const error = await rejection(svg);
    expect(error.code).toBe('image_type_unsupported');
    await expect(ingestImage(photo, { maxBytes: 1000 })).rejects.toMatchObject({ code: 'image_too_large', reason: 'too_many_bytes' });
    await expect(ingestImage(photo, { maxPixels: 1000 })).rejects.toMatchObject({ code: 'image_too_large', reason: 'too_many_pixels' });
  });
});
