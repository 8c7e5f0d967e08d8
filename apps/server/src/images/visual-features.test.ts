import { describe, expect, it } from 'vitest';
import { labPixelsOf } from './lab-pixels.ts';
import { extractPalette } from './image-palette.ts';
import { extractVisualFeatures, FEATURE_ANALYSIS_SIZE, FEATURE_VECTOR_LENGTH, featureLayout, featureSimilarity } from './visual-features.ts';

const S = FEATURE_ANALYSIS_SIZE;

function pixels(paint: (x: number, y: number) => [number, number, number]) {
  const rgb = new Uint8Array(S * S * 3);
  for (let y = 0; y < S; y++) for (let x = 0; x < S; x++) rgb.set(paint(x, y), 3 * (y * S + x));
  return labPixelsOf(rgb, S, S);
}

function features(paint: (x: number, y: number) => [number, number, number]) {
  const px = pixels(paint);
  return extractVisualFeatures(px, extractPalette(px));
}

describe('visual feature vector', () => {
  it('lays its blocks end to end, with weights summing to 1', () => {
    let offset = 0;
    let weight = 0;
    for (const block of Object.values(featureLayout)) {
      expect(block.offset).toBe(offset);
      offset += block.length;
      weight += block.weight;
    }
    expect(offset).toBe(FEATURE_VECTOR_LENGTH);
    expect(weight).toBeCloseTo(1, 9);
  });

  it('is unit length, even for a flat image', () => {
    for (const f of [features(() => [200, 180, 150]), features((x, y) => [x * 4, y * 4, 128])]) {
      expect(f).toHaveLength(FEATURE_VECTOR_LENGTH);
      expect(Math.sqrt(featureSimilarity(f, f))).toBeCloseTo(1, 5);
    }
  });

  it('tells apart images of different colours, and of the same colours in a different layout', () => {
    const warmStripes = features((x) => (x < S / 2 ? [200, 120, 60] : [240, 230, 210]));
    const coolStripes = features((x) => (x < S / 2 ? [40, 80, 160] : [200, 220, 240]));
    const warmTurned = features((_x, y) => (y < S / 2 ? [200, 120, 60] : [240, 230, 210]));
    const warmAgain = features((x) => (x < S / 2 ? [198, 122, 61] : [239, 231, 208]));
    expect(featureSimilarity(warmStripes, warmAgain)).toBeGreaterThan(0.98);
    expect(featureSimilarity(warmStripes, warmTurned)).toBeLessThan(featureSimilarity(warmStripes, warmAgain));
    expect(featureSimilarity(warmStripes, coolStripes)).toBeLessThan(featureSimilarity(warmStripes, warmTurned));
  });
});
