import type { DesignStyleId } from '@genie/contracts';
import { seededRandom } from '@genie/core';
import { describe, expect, it } from 'vitest';
import { SimilarityIndex, type IndexedImage } from './similarity-index.ts';

const DIM = 16;

function randomUnit(random: ReturnType<typeof seededRandom>): Float32Array {
  const v = Float32Array.from({ length: DIM }, () => random.next() - 0.5);
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

const styles: DesignStyleId[] = ['modern', 'japandi', 'rustic'];

function image(i: number, overrides: Partial<IndexedImage> = {}): IndexedImage {
  return {
    id: `img-${i}`,
    style: styles[i % 3] as DesignStyleId,
    space: i % 2 ? 'bedroom' : 'living_room',
    projectType: 'residential_space',
    owner: i % 5 === 0 ? { kind: 'designer', designer_id: 'd1' } : { kind: 'library' },
    ...overrides,
  };
}

function filledIndex(count: number, seed = 1) {
  const random = seededRandom(seed);
  const index = new SimilarityIndex(DIM, 4);
  const vectors = new Map<string, Float32Array>();
  for (let i = 0; i < count; i++) {
    const v = randomUnit(random);
    index.add(image(i), v);
    vectors.set(`img-${i}`, v);
  }
  return { index, vectors, random };
}

function bruteForce(vectors: Map<string, Float32Array>, q: Float32Array, k: number, keep: (id: string) => boolean = () => true) {
  return [...vectors]
    .filter(([id]) => keep(id))
    .map(([id, v]) => ({ id, score: v.reduce((s, x, i) => s + x * (q[i] as number), 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, k)
    .map((h) => h.id);
}

describe('similarity index', () => {
  it('returns the 12 most similar images, best first, exactly as a full scan would', () => {
    const { index, vectors, random } = filledIndex(500);
    expect(index.size).toBe(500);
    for (let t = 0; t < 5; t++) {
      const q = randomUnit(random);
      const hits = index.query(q);
      expect(hits).toHaveLength(12);
      expect(hits.map((h) => h.id)).toEqual(bruteForce(vectors, q, 12));
      for (let i = 1; i < hits.length; i++) expect(hits[i - 1]!.score).toBeGreaterThanOrEqual(hits[i]!.score);
    }
  });

  it('finds an image itself first, and leaves it out when asked for images like it', () => {
    const { index, vectors } = filledIndex(100);
    const v = vectors.get('img-7')!;
    expect(index.query(v, { k: 1 })[0]).toMatchObject({ id: 'img-7' });
    expect(index.query(v, { k: 1 })[0]!.score).toBeCloseTo(1, 5);
    expect(index.similarTo('img-7').map((h) => h.id)).not.toContain('img-7');
    expect(index.similarTo('img-7')).toHaveLength(12);
  });

  it('filters by excluded ids, owner, style, space and project type', () => {
    const { index, vectors, random } = filledIndex(300);
    const q = randomUnit(random);
    const excluded = bruteForce(vectors, q, 3);
    expect(index.query(q, { excludeIds: excluded }).map((h) => h.id)).toEqual(
      bruteForce(vectors, q, 12, (id) => !excluded.includes(id)),
    );
    for (const hit of index.query(q, { owners: [{ kind: 'designer', designer_id: 'd1' }] })) {
      expect(hit.image.owner).toEqual({ kind: 'designer', designer_id: 'd1' });
    }
    expect(index.query(q, { owners: [{ kind: 'designer', designer_id: 'someone-else' }] })).toEqual([]);
    for (const hit of index.query(q, { styles: ['japandi'], space: 'bedroom' })) {
      expect(hit.image).toMatchObject({ style: 'japandi', space: 'bedroom' });
    }
    expect(index.query(q, { projectType: 'website' })).toEqual([]);
    expect(index.query(q, { minScore: 2 })).toEqual([]);
  });

  it('updates an image in place, removes images and keeps the rest intact', () => {
    const { index, vectors } = filledIndex(50);
    const replacement = vectors.get('img-3')!.map((x) => -x);
    index.add(image(3, { style: 'zen' }), replacement);
    expect(index.size).toBe(50);
    expect(index.query(replacement, { k: 1 })[0]).toMatchObject({ id: 'img-3', image: { style: 'zen' } });

    expect(index.remove('img-0')).toBe(true);
    expect(index.remove('img-0')).toBe(false);
    expect(index.has('img-0')).toBe(false);
    expect(index.size).toBe(49);
    // The last row moved into the hole and is still found by its own vector.
    const last = vectors.get('img-49')!;
    expect(index.query(last, { k: 1 })[0]).toMatchObject({ id: 'img-49' });
    expect(Array.from(index.vectorOf('img-49')!)).toEqual(Array.from(last));
  });

  it('refreshes from a new set of images', () => {
    const { index, random } = filledIndex(20);
    const fresh = [0, 1, 2].map((i) => ({ image: image(100 + i), vector: randomUnit(random) }));
    index.refresh(fresh);
    expect(index.size).toBe(3);
    expect([...index.entries()].map((e) => e.image.id)).toEqual(['img-100', 'img-101', 'img-102']);
    expect(index.query(fresh[1]!.vector, { k: 1 })[0]!.id).toBe('img-101');
  });

  it('refuses vectors of the wrong length', () => {
    const index = new SimilarityIndex(DIM);
    expect(() => index.add(image(1), new Float32Array(3))).toThrow();
    expect(() => index.query(new Float32Array(3))).toThrow();
  });
});

describe('similarity index with the approximate graph', () => {
  const GRAPH_DIM = 32;
  /** Vectors in 24 clusters, as images of a style resemble each other. */
  function clustered(count: number, seed: number) {
    const random = seededRandom(seed);
    const unit = (v: Float32Array) => v.map((x) => x / Math.hypot(...v));
    const centres = Array.from({ length: 24 }, () => unit(Float32Array.from({ length: GRAPH_DIM }, () => random.next() - 0.5)));
    return Array.from({ length: count }, (_, i) => unit(centres[i % centres.length]!.map((x) => x + (random.next() - 0.5) * 0.4)));
  }
  function graphIndex(count: number, approximateFrom: number) {
    const index = new SimilarityIndex(GRAPH_DIM, { initialCapacity: 16, approximateFrom });
    const vectors = new Map<string, Float32Array>();
    clustered(count, 5).forEach((v, i) => {
      index.add(image(i), v);
      vectors.set(`img-${i}`, v);
    });
    return { index, vectors };
  }

  it('scans every row below its threshold, and answers through the graph from it on, with the exact scan’s results', async () => {
    const small = graphIndex(500, 5_000);
    expect(await small.index.whenApproximate()).toBe(false);

    const { index, vectors } = graphIndex(3_000, 1_000);
    expect(await index.whenApproximate()).toBe(true);
    const queries = clustered(40, 9);
    let found = 0;
    for (const q of queries) {
      const exact = bruteForce(vectors, q, 12);
      const hits = index.query(q).map((h) => h.id);
      expect(hits).toHaveLength(12);
      found += hits.filter((id) => exact.includes(id)).length;
    }
    expect(found / (queries.length * 12)).toBeGreaterThanOrEqual(0.98);
  });

  it('falls back to the exact scan when too few candidates pass a narrow filter', async () => {
    const { index, vectors } = graphIndex(3_000, 1_000);
    await index.whenApproximate();
    const q = vectors.get('img-0')!;
    // Twelve images of a style of their own, all far from the query: none is among the graph's candidates.
    const far = clustered(12, 41).map((v) => v.map((x, i) => x - (q[i] as number) * 2));
    far.forEach((v, i) => index.add(image(8_000 + i, { style: 'zen' }), v.map((x) => x / Math.hypot(...v))));
    const hits = index.query(q, { styles: ['zen'] });
    expect(hits.map((h) => h.id).sort()).toEqual(far.map((_, i) => `img-${8_000 + i}`).sort());
  });

  it('keeps the graph up to date with images added, replaced and removed after it was built', async () => {
    const { index, vectors } = graphIndex(3_000, 1_000);
    await index.whenApproximate();
    const fresh = clustered(1, 21)[0]!;
    index.add(image(5_000), fresh);
    expect(index.query(fresh, { k: 1 })[0]).toMatchObject({ id: 'img-5000' });

    const replaced = vectors.get('img-10')!.map((x) => -x);
    index.add(image(10), replaced);
    expect(index.query(replaced, { k: 1 })[0]).toMatchObject({ id: 'img-10' });
    expect(index.query(vectors.get('img-10')!).map((h) => h.id)).not.toContain('img-10');

    index.remove('img-20');
    expect(index.query(vectors.get('img-20')!, { k: 50 }).map((h) => h.id)).not.toContain('img-20');
    // The row moved into img-20's place is still found by its own vector.
    const last = [...index.entries()].at(-1)!;
    expect(index.query(Float32Array.from(last.vector), { k: 1 })[0]!.id).toBe(last.image.id);
  });

  it('stops a build that a refresh replaced, and builds again for the new content', async () => {
    const { index } = graphIndex(3_000, 1_000);
    const first = index.whenApproximate();
    const fresh = clustered(1_200, 31).map((vector, i) => ({ image: image(10_000 + i), vector }));
    index.refresh(fresh);
    expect(await first).toBe(false);
    expect(await index.whenApproximate()).toBe(true);
    expect(index.query(fresh[7]!.vector, { k: 1 })[0]!.id).toBe('img-10007');
  });
});
