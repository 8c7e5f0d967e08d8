import { designStyleIds, projectTypes, type DesignStyleId, type ReferenceProjectType, type ReferenceRoundsState, type SpaceName } from '@genie/contracts';
import { describe, expect, it } from 'vitest';
import { designStyle, styleSuits } from '../styles/style-catalog.ts';
import { areNeighbourStyles } from '../styles/style-neighbours.ts';
import { cosineSimilarity } from './cosine-similarity.ts';
import { hexToLab } from './lab-colour.ts';
import { referenceFitRank } from './reference-fit.ts';
import { createReferenceLibrary, type ReferenceLibrary, type ReferenceLibraryItem } from './reference-library.ts';
import { referenceRoundsOutcome } from './reference-rounds-outcome.ts';
import { chooseReferenceImage, fittingImages, namedSpaces, openRound, requestNewImages, startReferenceRounds } from './reference-rounds.ts';
import { seededRandom } from './seeded-random.ts';

/**
 * A library shaped like the seeded demo library (apps/server/src/images/demo-library): per style two
 * home rooms, one business room (every fourth style an exhibition space) and two of brand board /
 * packaging / website, rotating. Its vectors come from each style's palette plus noise, so images of
 * one style look alike and styles of like palettes look alike, as the drawn library's features do.
 */
const HOME: readonly SpaceName[] = ['living_room', 'bedroom', 'dining_room', 'kitchen', 'bathroom', 'study_room', 'home_office', 'family_room'];
const BUSINESS: readonly SpaceName[] = ['coffee_shop', 'restaurant', 'hotel_lobby', 'clothing_store', 'office', 'meeting_room', 'hotel_room'];
const GRAPHICS: readonly ReferenceProjectType[] = ['brand_design', 'packaging_design', 'website'];

function pickSpace(style: DesignStyleId, type: ReferenceProjectType, spaces: readonly SpaceName[], n: number, avoid?: SpaceName): SpaceName {
  const fitting = spaces.filter((s) => s !== avoid && styleSuits(style, type, s));
  const list = fitting.length > 0 ? fitting : spaces.filter((s) => s !== avoid);
  return list[n % list.length] as SpaceName;
}

function seededLikeLibrary(): ReferenceLibrary {
  const random = seededRandom(2024);
  const gauss = () => Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const items: ReferenceLibraryItem[] = [];
  designStyleIds.forEach((style, i) => {
    const centre = designStyle(style).palette.slice(0, 5).flatMap((hex) => {
      const lab = hexToLab(hex);
      return [lab.l / 100, lab.a / 100, lab.b / 100];
    });
    const vectorOf = () => {
      const v = centre.map((c) => c + 0.04 * gauss());
      const n = Math.hypot(...v);
      return v.map((x) => x / n);
    };
    const home1 = style === 'kids_room' ? 'kids_room' : pickSpace(style, 'residential_space', HOME, i);
    const home2 = pickSpace(style, 'residential_space', HOME, i + 3, home1);
    const exhibition = i % 4 === 3;
    const planned: [ReferenceProjectType, SpaceName | null][] = [
      ['residential_space', home1],
      exhibition ? ['exhibition_space', 'exhibition_space'] : ['commercial_space', pickSpace(style, 'commercial_space', BUSINESS, i)],
      [GRAPHICS[i % 3] as ReferenceProjectType, null],
      ['residential_space', home2],
      [GRAPHICS[(i + 1) % 3] as ReferenceProjectType, null],
    ];
    planned.forEach(([projectType, space], n) => items.push({ id: `demo-${style}-${n + 1}`, style, space, projectType, vector: vectorOf() }));
  });
  return createReferenceLibrary(items, cosineSimilarity);
}

const library = seededLikeLibrary();
const styleOf = (id: string) => (library.byId.get(id) as ReferenceLibraryItem).style;
const nearOrSame = (style: DesignStyleId, target: DesignStyleId) => style === target || areNeighbourStyles(style, target);

const requests: { projectType: ReferenceProjectType; space: SpaceName | null; spaces?: SpaceName[] }[] = [
  ...projectTypes.map((projectType) => ({ projectType, space: null })),
  { projectType: 'commercial_space', space: 'coffee_shop' },
  { projectType: 'commercial_space', space: 'restaurant' },
  { projectType: 'residential_space', space: 'living_room', spaces: ['kitchen'] },
  { projectType: 'residential_space', space: 'bathroom' },
];

/** A visitor who picks whatever `pick` says until the rounds end, asking for New Images on the way. */
function play(
  input: (typeof requests)[number],
  seed: number,
  pick: (offered: readonly string[], state: ReferenceRoundsState) => string,
  newImagesEvery = 0,
  maxRounds?: number,
): { state: ReferenceRoundsState; shown: string[][] } {
  const overrides = maxRounds ? { maxRounds } : undefined;
  let state = startReferenceRounds(library, { ...input, seed }, overrides);
  const shown: string[][] = [];
  let asked = 0;
  while (state.status === 'choosing') {
    const round = openRound(state) as NonNullable<ReturnType<typeof openRound>>;
    shown.push([...round.offered]);
    if (newImagesEvery > 0 && asked < round.index && round.index % newImagesEvery === 0) {
      asked = round.index;
      state = requestNewImages(library, state, overrides);
      continue;
    }
    state = chooseReferenceImage(library, state, pick(round.offered, state), overrides);
  }
  return { state, shown };
}

describe('rounds over a library shaped like the seeded one', () => {
  it('offers only the request’s kind of work and rooms that fit it, for every project type, whatever is picked', () => {
    for (const input of requests) {
      const allowed = new Set(fittingImages(library, { project_type: input.projectType, space: input.space, spaces: input.spaces }).map((i) => i.id));
      for (const seed of [1, 2, 3]) {
        const { shown } = play(input, seed, (offered) => offered[seed % offered.length] as string, 2);
        expect(shown.length, `${input.projectType} ${input.space}`).toBeGreaterThan(0);
        for (const id of shown.flat()) {
          expect(allowed.has(id), `${id} shown to ${input.projectType}/${input.space}`).toBe(true);
          const item = library.byId.get(id) as ReferenceLibraryItem;
          expect(referenceFitRank(item, input.projectType, namedSpaces({ space: input.space, spaces: input.spaces }))).not.toBeNull();
          if (input.projectType !== 'other' && input.projectType !== 'exhibition_space') expect(item.projectType).toBe(input.projectType);
        }
      }
    }
  });

  it('never shows a café a home room or a hotel bathroom, and shows the café first', () => {
    const { shown } = play({ projectType: 'commercial_space', space: 'coffee_shop' }, 7, (offered) => offered[0] as string, 1);
    for (const id of shown.flat()) {
      const item = library.byId.get(id) as ReferenceLibraryItem;
      expect(item.projectType).toBe('commercial_space');
      expect(['hotel_room', 'hotel_bathroom']).not.toContain(item.space);
    }
  });

  it('converges: after two picks of one style, at least half of the next round is that style or a neighbour', () => {
    // Every style with two home images: the visitor is shown both (in rounds 1 and 2) and picks both.
    for (const target of designStyleIds) {
      const homes = library.items.filter((i) => i.style === target && i.projectType === 'residential_space');
      expect(homes.length).toBe(2);
      let state = startReferenceRounds(library, { projectType: 'residential_space', space: null, seed: 3 });
      for (const [r, image] of homes.entries()) {
        const round = openRound(state) as NonNullable<ReturnType<typeof openRound>>;
        // The scripted visitor is offered the image (as if it had been in the round) and picks it.
        const offered = round.offered.includes(image.id) ? round.offered : [image.id, ...round.offered.slice(1)];
        state = { ...state, rounds: [...state.rounds.slice(0, -1), { ...round, offered }] };
        state = chooseReferenceImage(library, state, image.id);
        expect(state.rounds.length).toBe(r + 2);
      }
      const next = (openRound(state) as NonNullable<ReturnType<typeof openRound>>).offered;
      const steered = next.filter((id) => nearOrSame(styleOf(id), target)).length;
      expect(steered, `${target}: ${next.map(styleOf).join(', ')}`).toBeGreaterThanOrEqual(next.length / 2);
    }
  });

  it('converges for a scripted visitor who picks one style whenever shown (else a neighbour), and the profile agrees', () => {
    let checked = 0;
    for (const target of ['japandi', 'industrial', 'coastal', 'art_deco', 'bohemian', 'scandinavian', 'rustic', 'modern'] as const) {
      for (const seed of [11, 12]) {
        const { state, shown } = play({ projectType: 'residential_space', space: 'living_room' }, seed, (offered) => {
          const same = offered.find((id) => styleOf(id) === target);
          const near = offered.find((id) => areNeighbourStyles(styleOf(id), target));
          return same ?? near ?? (offered[0] as string);
        }, 0, 8);
        // Once the visitor has picked the style twice (and no other style as often), the next round leans that way.
        state.rounds.forEach((round, r) => {
          const picks = state.rounds.slice(0, r).flatMap((p) => (p.chosen ? [styleOf(p.chosen)] : []));
          const times = (style: DesignStyleId) => picks.filter((p) => p === style).length;
          if (times(target) < 2 || picks.some((style) => style !== target && times(style) >= times(target))) return;
          // …as long as the library still holds enough unseen images of the family to fill half a round.
          const seen = new Set(state.rounds.slice(0, r).flatMap((p) => [...p.offered, ...p.replaced.flat()]));
          const left = fittingImages(library, state).filter((i) => !seen.has(i.id) && nearOrSame(i.style, target)).length;
          if (left < 3) return;
          checked += 1;
          const steered = (shown[r] as string[]).filter((id) => nearOrSame(styleOf(id), target)).length;
          expect(steered, `${target} round ${round.index}: ${(shown[r] as string[]).map(styleOf).join(', ')}`).toBeGreaterThanOrEqual((shown[r] as string[]).length / 2);
        });
        // The profile is the picks: each picked style weighs its picks (a later pick counts more, as
        // in the rounds' own scoring: 1 + 0.5 per round), nothing else appears, heaviest first.
        const outcome = referenceRoundsOutcome(library, state);
        const expected = new Map<DesignStyleId, number>();
        state.rounds.forEach((p) => p.chosen && expected.set(styleOf(p.chosen), (expected.get(styleOf(p.chosen)) ?? 0) + 1 + 0.5 * (p.index - 1)));
        const total = [...expected.values()].reduce((a, b) => a + b, 0);
        expect(outcome.style_profile.map((s) => s.style).sort()).toEqual([...expected.keys()].sort());
        for (const { style, weight } of outcome.style_profile) expect(weight).toBeCloseTo((expected.get(style) ?? 0) / total, 6);
        const weights = outcome.style_profile.map((s) => s.weight);
        expect(weights).toEqual([...weights].sort((a, b) => b - a));
      }
    }
    expect(checked).toBeGreaterThan(3);
  });

  it('keeps one image per later round exploring a style the visitor has not leaned toward', () => {
    const { state, shown } = play({ projectType: 'residential_space', space: null }, 5, (offered) => offered.find((id) => styleOf(id) === 'japandi') ?? (offered[0] as string));
    for (let r = 1; r < shown.length; r++) {
      const chosenStyles = state.rounds.slice(0, r).flatMap((p) => (p.chosen ? [styleOf(p.chosen)] : []));
      const leaned = (style: DesignStyleId) => chosenStyles.some((c) => nearOrSame(style, c));
      const exploring = (shown[r] as string[]).filter((id) => !leaned(styleOf(id)));
      expect(exploring.length, `round ${r + 1}: ${(shown[r] as string[]).map(styleOf).join(', ')}`).toBeGreaterThanOrEqual(1);
    }
  });

  it('never repeats an image across many rounds and New Images, and makes a round smaller rather than go off-type', () => {
    for (const input of requests) {
      const { state } = play(input, 13, (offered) => offered[offered.length - 1] as string, 1, 30);
      const all = state.rounds.flatMap((r) => [...r.offered, ...r.replaced.flat()]);
      expect(new Set(all).size, `${input.projectType}/${input.space}`).toBe(all.length);
      const allowed = new Set(fittingImages(library, state).map((i) => i.id));
      for (const id of all) expect(allowed.has(id)).toBe(true);
    }
    // Packaging holds about thirty images: the rounds run them down, the last ones smaller, and stop.
    const packaging = play({ projectType: 'packaging_design', space: null }, 17, (offered) => offered[0] as string, 0, 30);
    const sizes = packaging.shown.map((r) => r.length);
    expect(sizes.every((n) => n >= 2 && n <= 5)).toBe(true);
    expect(['no_similar_images', 'completed']).toContain(packaging.state.status);
  });
});
