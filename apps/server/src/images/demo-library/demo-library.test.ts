import { designStyleIds, projectTypes, referenceImageDraft, type DesignStyleId } from '@genie/contracts';
import {
  areNeighbourStyles,
  chooseReferenceImage,
  createReferenceLibrary,
  openRound,
  referenceFitRank,
  referenceRoundsOutcome,
  seenImageIds,
  spaceFitsProjectType,
  startReferenceRounds,
  type ReferenceLibraryItem,
} from '@genie/core';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { analyseImage } from '../ingest-image.ts';
import { hammingDistance, PHASH_DUPLICATE_DISTANCE } from '../perceptual-hash.ts';
import { featureSimilarity } from '../visual-features.ts';
import { demoImageSvg, generateDemoLibrary } from './generate-demo-library.ts';
import { planDemoLibrary } from './plan-demo-library.ts';

interface Built {
  id: string;
  metadata: ReturnType<typeof referenceImageDraft.parse>;
  width: number;
  height: number;
  phash: string;
  features: Float32Array;
  palette: { hex: string; share: number }[];
}

describe('demo library', () => {
  const built: Built[] = [];
  let buildSeconds = 0;

  beforeAll(async () => {
    const started = performance.now();
    const pending: Promise<void>[] = [];
    for await (const image of generateDemoLibrary()) {
      pending.push(
        analyseImage(image.buffer).then((a) => {
          built.push({ id: image.id, metadata: image.metadata, ...a });
        }),
      );
      if (pending.length >= 4) await pending.shift();
    }
    await Promise.all(pending);
    buildSeconds = (performance.now() - started) / 1000;
  }, 240_000);

  it('covers all 47 styles, five images each, across homes, businesses and brand/packaging/website work', () => {
    expect(built).toHaveLength(47 * 5);
    const byStyle = new Map<DesignStyleId, Built[]>();
    for (const b of built) byStyle.set(b.metadata.style, [...(byStyle.get(b.metadata.style) ?? []), b]);
    expect([...byStyle.keys()].sort()).toEqual([...designStyleIds].sort());
    for (const [style, images] of byStyle) {
      const types = images.map((i) => i.metadata.project_type);
      expect(types.filter((t) => t === 'residential_space'), style).toHaveLength(2);
      expect(types.some((t) => t === 'commercial_space' || t === 'exhibition_space'), style).toBe(true);
      expect(types.filter((t) => ['brand_design', 'packaging_design', 'website'].includes(t)), style).toHaveLength(2);
    }
    for (const type of ['brand_design', 'packaging_design', 'website', 'exhibition_space'] as const) {
      expect(built.filter((b) => b.metadata.project_type === type).length, type).toBeGreaterThanOrEqual(10);
    }
    console.info(`demo library: ${built.length} images drawn and analysed in ${buildSeconds.toFixed(1)} s`);
  });

  it('labels every image with valid metadata: titles in three languages, a credit, the shared library', () => {
    for (const b of built) {
      expect(() => referenceImageDraft.parse(b.metadata)).not.toThrow();
      expect(b.metadata.owner).toEqual({ kind: 'library' });
      expect(b.metadata.title['zh-TW']).toBeTruthy();
      expect(b.metadata.title['ko-KR']).toBeTruthy();
      expect(b.metadata.space === null).toBe(!b.metadata.project_type.endsWith('_space'));
    }
  });

  it('draws images that decode at 960×720', () => {
    for (const b of built) expect([b.width, b.height]).toEqual([960, 720]);
  });

  it('gives every image its own perceptual hash, so importing it dedupes nothing', () => {
    let closest = 64;
    for (let i = 0; i < built.length; i++) {
      for (let j = i + 1; j < built.length; j++) {
        const d = hammingDistance(built[i]!.phash, built[j]!.phash);
        if (d < closest) closest = d;
        expect(d, `${built[i]!.id} vs ${built[j]!.id}`).toBeGreaterThan(PHASH_DUPLICATE_DISTANCE);
      }
    }
    console.info(`demo library: closest pHashes ${closest} bits apart`);
  });

  it('makes images of one style look more alike than images of different styles', () => {
    const rooms = built.filter((b) => b.metadata.space !== null);
    let same = 0;
    let sameN = 0;
    let other = 0;
    let otherN = 0;
    for (let i = 0; i < rooms.length; i++) {
      for (let j = i + 1; j < rooms.length; j++) {
        const s = featureSimilarity(rooms[i]!.features, rooms[j]!.features);
        if (rooms[i]!.metadata.style === rooms[j]!.metadata.style) {
          same += s;
          sameN++;
        } else {
          other += s;
          otherN++;
        }
      }
    }
    expect(same / sameN).toBeGreaterThan(other / otherN + 0.05);
  });

  it('is deterministic: the same plan draws the same pictures', () => {
    const [a, b] = [planDemoLibrary({ styles: ['bali'] }), planDemoLibrary({ styles: ['bali'] })];
    expect(a).toEqual(b);
    expect(demoImageSvg(a[0]!)).toBe(demoImageSvg(b[0]!));
    expect(demoImageSvg(a[0]!)).not.toBe(demoImageSvg(a[3]!));
  });

  it('renders at other sizes with the same 4:3 drawing', async () => {
    const [spec] = planDemoLibrary({ styles: ['zen'], perStyle: 1 });
    const png = await sharp(Buffer.from(demoImageSvg(spec!, 480, 360))).png().toBuffer();
    expect((await sharp(png).metadata()).width).toBe(480);
  });

  it('keeps every project type’s rounds to its own kind of work over the drawn library, and learns from two picks of one style', () => {
    const items: ReferenceLibraryItem[] = built.map((b) => ({ id: b.id, style: b.metadata.style, space: b.metadata.space, projectType: b.metadata.project_type, vector: b.features, palette: b.palette }));
    const library = createReferenceLibrary(items, featureSimilarity);
    const byId = new Map(items.map((i) => [i.id, i]));
    for (const projectType of projectTypes) {
      for (const space of [null, 'coffee_shop', 'living_room'] as const) {
        if (space && !spaceFitsProjectType(space, projectType)) continue;
        let state = startReferenceRounds(library, { projectType, space, seed: 21 }, { maxRounds: 12 });
        while (state.status === 'choosing') {
          const offered = openRound(state)!.offered;
          for (const id of offered) expect(referenceFitRank(byId.get(id)!, projectType, space ? [space] : []), `${id} for ${projectType}/${space}`).not.toBeNull();
          state = chooseReferenceImage(library, state, offered[0]!, { maxRounds: 12 });
        }
        const all = state.rounds.flatMap((r) => r.offered);
        expect(new Set(all).size).toBe(all.length);
      }
    }
    // A home visitor is shown both homes of a style in rounds 1 and 2 and picks them: round 3 leans that way.
    for (const target of designStyleIds) {
      const homes = items.filter((i) => i.style === target && i.projectType === 'residential_space');
      let state = startReferenceRounds(library, { projectType: 'residential_space', space: null, seed: 8 });
      for (const image of homes) {
        const round = openRound(state)!;
        const offered = round.offered.includes(image.id) ? round.offered : [image.id, ...round.offered.slice(1)];
        state = chooseReferenceImage(library, { ...state, rounds: [...state.rounds.slice(0, -1), { ...round, offered }] }, image.id);
      }
      const next = openRound(state)!.offered.map((id) => byId.get(id)!.style);
      expect(next.filter((style) => style === target || areNeighbourStyles(style, target)).length, `${target}: ${next.join(', ')}`).toBeGreaterThanOrEqual(next.length / 2);
    }
  });

  it('carries a visitor through the rounds: the style chosen first and whenever shown comes back, and stays in the profile’s top three', () => {
    const items: ReferenceLibraryItem[] = built.map((b) => ({
      id: b.id,
      style: b.metadata.style,
      space: b.metadata.space,
      projectType: b.metadata.project_type,
      vector: b.features,
      palette: b.palette,
    }));
    const library = createReferenceLibrary(items, featureSimilarity);
    for (const seed of [1, 2, 3, 4]) {
      let state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed });
      const target = library.byId.get(openRound(state)!.offered[0]!)!.style;
      const targetImages = items.filter((i) => i.style === target);
      const like = (id: string) => Math.max(...targetImages.map((t) => featureSimilarity(library.byId.get(id)!.vector, t.vector)));
      let roundsShowingTarget = 0;
      while (state.status === 'choosing') {
        const offered = openRound(state)!.offered;
        const own = offered.find((id) => library.byId.get(id)!.style === target);
        if (own) roundsShowingTarget++;
        state = chooseReferenceImage(library, state, own ?? [...offered].sort((a, b) => like(b) - like(a))[0]!);
      }
      expect(state.status).toBe('completed');
      expect(roundsShowingTarget, target).toBeGreaterThanOrEqual(2);
      const outcome = referenceRoundsOutcome(library, state);
      // Only three interior images per style: once they are used up, look-alike styles take over.
      expect(outcome.style_profile.slice(0, 3).map((w) => w.style), target).toContain(target);
      expect(outcome.style_samples.map((w) => w.style), target).toContain(target);
      expect(outcome.palette.length).toBeGreaterThan(0);
      expect(seenImageIds(state).size).toBe(state.rounds.reduce((n, r) => n + r.offered.length, 0));
    }
  });
});
