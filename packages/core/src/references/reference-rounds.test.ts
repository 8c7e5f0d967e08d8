import { referenceOutcome, referenceRoundsState, type DesignStyleId, type ReferenceRoundsState } from '@genie/contracts';
import { describe, expect, it } from 'vitest';
import { plausibleStyles } from '../styles/style-catalog.ts';
import { areNeighbourStyles } from '../styles/style-neighbours.ts';
import { cosineSimilarity } from './cosine-similarity.ts';
import { createReferenceLibrary, type ReferenceLibrary, type ReferenceLibraryItem } from './reference-library.ts';
import { referenceRoundsOutcome } from './reference-rounds-outcome.ts';
import {
  chooseReferenceImage,
  openRound,
  ReferenceRoundsError,
  requestNewImages,
  seenImageIds,
  startReferenceRounds,
  stopReferenceRounds,
} from './reference-rounds.ts';
import { seededRandom } from './seeded-random.ts';

const DIM = 32;

function unit(v: number[]): number[] {
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}

/**
 * A synthetic library shaped like real styles: style centres sit on a ring (neighbouring styles look
 * alike, opposite ones do not) and each style's images scatter around its centre.
 */
function syntheticLibrary(options: {
  styles: readonly DesignStyleId[];
  perStyle: number;
  projectType?: ReferenceLibraryItem['projectType'];
  space?: ReferenceLibraryItem['space'];
  noise?: number;
  seed?: number;
  idPrefix?: string;
}): { items: ReferenceLibraryItem[]; centroids: Map<DesignStyleId, number[]> } {
  const random = seededRandom(options.seed ?? 7);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const centroids = new Map<DesignStyleId, number[]>();
  const items: ReferenceLibraryItem[] = [];
  options.styles.forEach((style, k) => {
    const angle = (2 * Math.PI * k) / options.styles.length;
    const centre = unit(
      Array.from({ length: DIM }, (_, d) => (d === 0 ? Math.cos(angle) : d === 1 ? Math.sin(angle) : 0) + 0.05 * gauss()),
    );
    centroids.set(style, centre);
    for (let i = 0; i < options.perStyle; i++) {
      const vector = unit(centre.map((c) => c + (options.noise ?? 0.06) * gauss()));
      items.push({
        id: `${options.idPrefix ?? ''}${style}-${i}`,
        style,
        space: options.space === undefined ? 'living_room' : options.space,
        projectType: options.projectType ?? 'residential_space',
        vector,
        palette: [
          { hex: '#ffffff', share: 0.5 },
          { hex: style.length % 2 ? '#aa3311' : '#1133aa', share: 0.5 },
        ],
      });
    }
  });
  return { items, centroids };
}

const livingRoomStyles = plausibleStyles('residential_space', 'living_room').slice(0, 12);

function livingRoomLibrary(): { library: ReferenceLibrary; centroids: Map<DesignStyleId, number[]> } {
  const { items, centroids } = syntheticLibrary({ styles: livingRoomStyles, perStyle: 20 });
  const websites = syntheticLibrary({
    styles: livingRoomStyles.slice(0, 4),
    perStyle: 5,
    projectType: 'website',
    space: null,
    seed: 99,
    idPrefix: 'web-',
  });
  return { library: createReferenceLibrary([...items, ...websites.items], cosineSimilarity), centroids };
}

function styleOf(library: ReferenceLibrary, id: string): DesignStyleId {
  const item = library.byId.get(id);
  if (!item) throw new Error(`no ${id}`);
  return item.style;
}

/** The visitor who wants `style`: picks an image of it, or else the image that looks most like it. */
function pickTowards(library: ReferenceLibrary, state: ReferenceRoundsState, centre: number[], style: DesignStyleId): string {
  const round = openRound(state);
  if (!round) throw new Error('no open round');
  const own = round.offered.find((id) => styleOf(library, id) === style);
  if (own) return own;
  return [...round.offered].sort(
    (a, b) =>
      cosineSimilarity(library.byId.get(b)!.vector, centre) - cosineSimilarity(library.byId.get(a)!.vector, centre),
  )[0]!;
}

describe('reference rounds', () => {
  it('opens with a diverse first round: five images, five different styles, all for the project type and space', () => {
    const { library } = livingRoomLibrary();
    const state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 1 });
    const round = openRound(state)!;
    expect(round.index).toBe(1);
    expect(round.offered).toHaveLength(5);
    const items = round.offered.map((id) => library.byId.get(id)!);
    expect(new Set(items.map((i) => i.style)).size).toBe(5);
    for (const item of items) {
      expect(item.projectType).toBe('residential_space');
      expect(item.space).toBe('living_room');
    }
  });

  it('is deterministic for a seed, and a different seed gives different images', () => {
    const { library } = livingRoomLibrary();
    const input = { projectType: 'residential_space' as const, space: 'living_room' as const, seed: 42 };
    const a = startReferenceRounds(library, input);
    const b = startReferenceRounds(library, input);
    expect(b).toEqual(a);
    const afterA = chooseReferenceImage(library, a, a.rounds[0]!.offered[2]!);
    const afterB = chooseReferenceImage(library, b, b.rounds[0]!.offered[2]!);
    expect(afterB).toEqual(afterA);
    const other = startReferenceRounds(library, { ...input, seed: 43 });
    expect(other.rounds[0]!.offered).not.toEqual(a.rounds[0]!.offered);
  });

  it('never shows an image twice, across rounds and "New Images"', () => {
    const { library } = livingRoomLibrary();
    let state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 5 });
    const shown: string[] = [...state.rounds[0]!.offered];
    while (state.status === 'choosing') {
      state = requestNewImages(library, state);
      shown.push(...openRound(state)!.offered);
      state = chooseReferenceImage(library, state, openRound(state)!.offered[0]!);
      const next = openRound(state);
      if (next) shown.push(...next.offered);
    }
    expect(state.status).toBe('completed');
    expect(new Set(shown).size).toBe(shown.length);
    expect(seenImageIds(state).size).toBe(shown.length);
  });

  it('moves towards the style the visitor keeps choosing, and ranks it first in the profile', () => {
    const { library, centroids } = livingRoomLibrary();
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const target = livingRoomStyles[seed * 2 - 1] as DesignStyleId;
      let state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed });
      const shareByRound: number[] = [];
      while (state.status === 'choosing') {
        const round = openRound(state)!;
        shareByRound.push(round.offered.filter((id) => styleOf(library, id) === target).length / round.offered.length);
        state = chooseReferenceImage(library, state, pickTowards(library, state, centroids.get(target)!, target));
      }
      expect(state.status).toBe('completed');
      expect(state.rounds).toHaveLength(5);
      expect(shareByRound[0]).toBeLessThanOrEqual(0.2);
      expect(shareByRound[4]).toBeGreaterThanOrEqual(0.6);
      for (let r = 1; r < 5; r++) expect(shareByRound[r]).toBeGreaterThanOrEqual(Math.min(shareByRound[r - 1]!, 0.6));
      const outcome = referenceRoundsOutcome(library, state);
      expect(outcome.style_profile[0]?.style).toBe(target);
      expect(outcome.style_profile[0]?.weight).toBeGreaterThan(0.5);
    }
  });

  it('keeps exploring: each later round shows at least one style the visitor has not chosen', () => {
    const { library, centroids } = livingRoomLibrary();
    const target = livingRoomStyles[3] as DesignStyleId;
    let state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 9 });
    state = chooseReferenceImage(library, state, pickTowards(library, state, centroids.get(target)!, target));
    while (state.status === 'choosing') {
      const chosenStyles = new Set(state.rounds.flatMap((r) => (r.chosen ? [styleOf(library, r.chosen)] : [])));
      const offeredStyles = openRound(state)!.offered.map((id) => styleOf(library, id));
      expect(offeredStyles.some((s) => !chosenStyles.has(s))).toBe(true);
      state = chooseReferenceImage(library, state, pickTowards(library, state, centroids.get(target)!, target));
    }
  });

  it('replaces the open round on "New Images" and remembers the replaced set', () => {
    const { library } = livingRoomLibrary();
    const start = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 11 });
    const renewed = requestNewImages(library, start);
    expect(renewed.rounds).toHaveLength(1);
    expect(renewed.rounds[0]!.replaced).toEqual([start.rounds[0]!.offered]);
    expect(renewed.rounds[0]!.offered.some((id) => start.rounds[0]!.offered.includes(id))).toBe(false);
    expect(renewed.rounds[0]!.offered).toHaveLength(5);
  });

  it('prefers the project’s own kind of work: a website project sees website images first', () => {
    const { library } = livingRoomLibrary();
    const state = startReferenceRounds(library, { projectType: 'website', seed: 3 });
    for (const id of state.rounds[0]!.offered) expect(library.byId.get(id)!.projectType).toBe('website');
  });

  it('ends with "No similar reference image found" when a small library runs out', () => {
    const { items } = syntheticLibrary({ styles: ['japandi'], perStyle: 7 });
    const library = createReferenceLibrary(items, cosineSimilarity);
    let state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 2 });
    expect(openRound(state)!.offered).toHaveLength(5);
    state = chooseReferenceImage(library, state, openRound(state)!.offered[0]!);
    expect(openRound(state)!.offered).toHaveLength(2);
    state = chooseReferenceImage(library, state, openRound(state)!.offered[0]!);
    expect(state.status).toBe('no_similar_images');
    expect(openRound(state)).toBeNull();
    const outcome = referenceRoundsOutcome(library, state);
    expect(() => referenceOutcome.parse(outcome)).not.toThrow();
    expect(outcome.status).toBe('no_similar_images');
    expect(outcome.message_key).toBe('no_similar_images');
    expect(outcome.chosen).toHaveLength(2);
  });

  it('ends with "No similar reference image found" when what is left looks nothing like the choices', () => {
    // One image of each of some styles that are not neighbours of each other: once one is chosen,
    // nothing unseen shares its style, neighbours it, or looks like it.
    const candidates = plausibleStyles('residential_space', 'living_room');
    const apart = candidates.filter((style, i) => candidates.slice(0, i).every((earlier) => !areNeighbourStyles(style, earlier)));
    expect(apart.length).toBeGreaterThanOrEqual(6);
    const { items } = syntheticLibrary({ styles: apart, perStyle: 1, noise: 0.01 });
    const library = createReferenceLibrary(items, cosineSimilarity);
    let state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 4 });
    state = chooseReferenceImage(library, state, openRound(state)!.offered[0]!, { minSimilarity: 0.9 });
    expect(state.status).toBe('no_similar_images');
  });

  it('answers "New Images" with "No similar reference image found" when no unseen image is left', () => {
    const { items } = syntheticLibrary({ styles: livingRoomStyles.slice(0, 6), perStyle: 1 });
    const library = createReferenceLibrary(items, cosineSimilarity);
    const state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 8 });
    const after = requestNewImages(library, state);
    expect(after.status).toBe('no_similar_images');
    expect(after.rounds[0]!.offered).toEqual(state.rounds[0]!.offered);
  });

  it('rejects a choice that was not offered, and any choice once the rounds are over', () => {
    const { library } = livingRoomLibrary();
    const state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 1 });
    const notShown = library.items.find((i) => !state.rounds[0]!.offered.includes(i.id))!.id;
    expect(() => chooseReferenceImage(library, state, notShown)).toThrow(ReferenceRoundsError);
    const stopped = stopReferenceRounds(state);
    expect(() => chooseReferenceImage(library, stopped, state.rounds[0]!.offered[0]!)).toThrowError(
      expect.objectContaining({ reason: 'rounds_closed' }),
    );
    expect(() => requestNewImages(library, stopped)).toThrow(ReferenceRoundsError);
  });
});

describe('reference outcome', () => {
  it('reports the choices per round, a profile summing to 1, a merged palette and three styles to rate', () => {
    const { library } = livingRoomLibrary();
    let state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 21 });
    state = chooseReferenceImage(library, state, openRound(state)!.offered[0]!);
    state = chooseReferenceImage(library, state, openRound(state)!.offered[1]!);
    state = stopReferenceRounds(state);
    const outcome = referenceRoundsOutcome(library, state);

    expect(() => referenceOutcome.parse(outcome)).not.toThrow();
    expect(() => referenceRoundsState.parse(state)).not.toThrow();
    expect(outcome.status).toBe('stopped');
    expect(outcome.message_key).toBeNull();
    expect(outcome.chosen.map((c) => c.round)).toEqual([1, 2]);
    expect(outcome.style_profile.reduce((s, w) => s + w.weight, 0)).toBeCloseTo(1, 6);
    for (let i = 1; i < outcome.style_profile.length; i++) {
      expect(outcome.style_profile[i - 1]!.weight).toBeGreaterThanOrEqual(outcome.style_profile[i]!.weight);
    }
    expect(outcome.palette.length).toBeGreaterThan(0);
    expect(outcome.palette[0]!.hex).toMatch(/^#[0-9a-f]{6}$/);
    expect(outcome.palette.reduce((s, p) => s + p.share, 0)).toBeCloseTo(1, 6);
    expect(outcome.style_samples).toHaveLength(3);
    expect(new Set(outcome.style_samples.map((s) => s.style)).size).toBe(3);
    const top = outcome.style_profile[0]!;
    expect(outcome.style_samples[0]).toMatchObject({ style: top.style, weight: top.weight });
    const seen = seenImageIds(state);
    for (const sample of outcome.style_samples) expect(seen.has(sample.image_id)).toBe(true);
  });

  it('weighs later choices more than earlier ones', () => {
    const { library } = livingRoomLibrary();
    let state = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 30 });
    const first = openRound(state)!.offered[0]!;
    state = chooseReferenceImage(library, state, first);
    const second = openRound(state)!.offered.find((id) => styleOf(library, id) !== styleOf(library, first))!;
    state = chooseReferenceImage(library, state, second);
    const outcome = referenceRoundsOutcome(library, stopReferenceRounds(state));
    expect(outcome.style_profile[0]!.style).toBe(styleOf(library, second));
    expect(outcome.style_profile[0]!.weight).toBeCloseTo(1.5 / 2.5, 6);
  });

  it('still offers styles to rate when the visitor stopped before choosing anything', () => {
    const { library } = livingRoomLibrary();
    const state = stopReferenceRounds(
      startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 12 }),
    );
    const outcome = referenceRoundsOutcome(library, state);
    expect(outcome.chosen).toEqual([]);
    expect(outcome.style_profile).toEqual([]);
    expect(outcome.palette).toEqual([]);
    expect(outcome.style_samples).toHaveLength(3);
    for (const sample of outcome.style_samples) expect(sample.weight).toBe(0);
  });
});
