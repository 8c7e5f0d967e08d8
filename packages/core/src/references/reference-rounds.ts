import type {
  DesignStyleId,
  ReferenceProjectType,
  ReferenceRound,
  ReferenceRoundsState,
  SpaceName,
} from '@genie/contracts';
import { areNeighbourStyles, styleNeighbours } from '../styles/style-neighbours.ts';
import { referenceFitRank } from './reference-fit.ts';
import {
  defaultReferenceRoundSettings,
  type ReferenceLibrary,
  type ReferenceLibraryItem,
  type ReferenceRoundSettings,
} from './reference-library.ts';
import { mixSeed, seededRandom, shuffled, type SeededRandom } from './seeded-random.ts';

export type ReferenceRoundsErrorReason = 'rounds_closed' | 'no_open_round' | 'not_offered';

/** A request the rounds cannot take in their current state (the transport maps it to a 4xx). */
export class ReferenceRoundsError extends Error {
  constructor(
    public readonly reason: ReferenceRoundsErrorReason,
    message: string,
  ) {
    super(message);
    this.name = 'ReferenceRoundsError';
  }
}

export interface StartReferenceRoundsInput {
  projectType: ReferenceProjectType;
  /** The room the brief names first; its images come first. */
  space?: SpaceName | null;
  /** Further rooms the brief names, in order; their images come first too. */
  spaces?: readonly SpaceName[];
  /** Any 32-bit integer; the same seed, library and choices give the same rounds. */
  seed: number;
}

/** Penalty per step a candidate is away from the brief's own room (see `referenceFitRank`). */
const RANK_PENALTY = 0.12;
/** A neighbour of a chosen style gets this part of the chosen style's share (see `styleAffinities`). */
const NEIGHBOUR_SHARE = 0.5;
/** At most this many images of one style enter round 1's diversity search. */
const ROUND_ONE_PER_STYLE = 3;
/** Later rounds run MMR over the most relevant candidates only. */
const MMR_SHORTLIST = 120;
/**
 * Above this many fitting images, later rounds score the liked styles' images and a seeded sample
 * of the rest, which keeps a round on a 100k library to tens of milliseconds.
 */
const SCORED_CANDIDATES = 5000;

function settingsOf(overrides?: Partial<ReferenceRoundSettings>): ReferenceRoundSettings {
  return { ...defaultReferenceRoundSettings, ...overrides };
}

/** Every image the visitor has been shown, in any round, including sets replaced by "New Images". */
export function seenImageIds(state: ReferenceRoundsState): Set<string> {
  const seen = new Set<string>();
  for (const round of state.rounds) {
    for (const id of round.offered) seen.add(id);
    for (const set of round.replaced) for (const id of set) seen.add(id);
  }
  return seen;
}

/** The round waiting for a choice, if any. */
export function openRound(state: ReferenceRoundsState): ReferenceRound | null {
  const last = state.rounds.at(-1);
  return state.status === 'choosing' && last && last.chosen === null ? last : null;
}

/** Opens round 1: a diverse set across the styles, of the project's own kind of work and rooms that fit it. */
export function startReferenceRounds(
  library: ReferenceLibrary,
  input: StartReferenceRoundsInput,
  overrides?: Partial<ReferenceRoundSettings>,
): ReferenceRoundsState {
  const state: ReferenceRoundsState = {
    seed: input.seed >>> 0,
    project_type: input.projectType,
    space: input.space ?? null,
    ...(input.spaces && input.spaces.length > 0 ? { spaces: [...input.spaces] } : {}),
    status: 'choosing',
    rounds: [],
  };
  return withNewRound(library, state, settingsOf(overrides));
}

/** Records the visitor's pick and opens the next round, or finishes after the last one. */
export function chooseReferenceImage(
  library: ReferenceLibrary,
  state: ReferenceRoundsState,
  imageId: string,
  overrides?: Partial<ReferenceRoundSettings>,
): ReferenceRoundsState {
  const settings = settingsOf(overrides);
  const round = requireOpenRound(state);
  if (!round.offered.includes(imageId)) {
    throw new ReferenceRoundsError('not_offered', 'That image is not part of the current round');
  }
  const rounds = [...state.rounds.slice(0, -1), { ...round, chosen: imageId }];
  const next: ReferenceRoundsState = { ...state, rounds };
  if (rounds.length >= settings.maxRounds) return { ...next, status: 'completed' };
  return withNewRound(library, next, settings);
}

/** "New Images": replaces the open round's images with unseen alternatives. */
export function requestNewImages(
  library: ReferenceLibrary,
  state: ReferenceRoundsState,
  overrides?: Partial<ReferenceRoundSettings>,
): ReferenceRoundsState {
  const settings = settingsOf(overrides);
  const round = requireOpenRound(state);
  const attempt = round.replaced.length + 1;
  const offered = selectRound(library, state, settings, round.index, attempt, seenImageIds(state));
  if (offered.length === 0) return { ...state, status: 'no_similar_images' };
  const replaced = { ...round, offered, replaced: [...round.replaced, round.offered] };
  return { ...state, rounds: [...state.rounds.slice(0, -1), replaced] };
}

/** "Stop and go to the report". */
export function stopReferenceRounds(state: ReferenceRoundsState): ReferenceRoundsState {
  return state.status === 'choosing' ? { ...state, status: 'stopped' } : state;
}

function requireOpenRound(state: ReferenceRoundsState): ReferenceRound {
  if (state.status !== 'choosing') throw new ReferenceRoundsError('rounds_closed', 'The reference rounds are over');
  const round = openRound(state);
  if (!round) throw new ReferenceRoundsError('no_open_round', 'No round is waiting for a choice');
  return round;
}

function withNewRound(
  library: ReferenceLibrary,
  state: ReferenceRoundsState,
  settings: ReferenceRoundSettings,
): ReferenceRoundsState {
  const index = state.rounds.length + 1;
  const offered = selectRound(library, state, settings, index, 0, seenImageIds(state));
  if (offered.length === 0) return { ...state, status: 'no_similar_images' };
  return { ...state, rounds: [...state.rounds, { index, offered, chosen: null, replaced: [] }] };
}

// ---- selection ----

export interface WeightedChoice {
  readonly round: number;
  readonly item: ReferenceLibraryItem;
  readonly weight: number;
}

/** The chosen images still in the library, each weighted by how late it was chosen. */
export function weightedChoices(
  library: ReferenceLibrary,
  state: ReferenceRoundsState,
  overrides?: Partial<ReferenceRoundSettings>,
): WeightedChoice[] {
  const { recencyGain } = settingsOf(overrides);
  const out: WeightedChoice[] = [];
  for (const round of state.rounds) {
    const item = round.chosen === null ? undefined : library.byId.get(round.chosen);
    if (item) out.push({ round: round.index, item, weight: 1 + recencyGain * (round.index - 1) });
  }
  return out;
}

/** Share of the choice weight per style, summing to 1. */
export function styleShares(choices: readonly WeightedChoice[]): Map<DesignStyleId, number> {
  const total = choices.reduce((sum, c) => sum + c.weight, 0);
  const shares = new Map<DesignStyleId, number>();
  for (const c of choices) shares.set(c.item.style, (shares.get(c.item.style) ?? 0) + c.weight / total);
  return shares;
}

interface Candidate {
  readonly item: ReferenceLibraryItem;
  /** 0 the brief's own room, 1 a neighbouring room, 2 another room that fits (see `referenceFitRank`). */
  readonly rank: number;
}

/** The rooms the brief names, first named first: the state's `space`, then its `spaces`. */
export function namedSpaces(state: Pick<ReferenceRoundsState, 'space' | 'spaces'>): SpaceName[] {
  const out: SpaceName[] = [];
  for (const space of [state.space, ...(state.spaces ?? [])]) if (space && !out.includes(space)) out.push(space);
  return out;
}

/** A library's images that fit a request, per project type and named rooms (libraries are immutable). */
const fitCache = new WeakMap<ReferenceLibrary, Map<string, readonly Candidate[]>>();

/**
 * The images a request may be shown at all: only its own kind of work, and only rooms that fit it
 * (see reference-fit.ts). Nothing else is ever offered, even when that makes a round smaller.
 */
function fittingCandidates(library: ReferenceLibrary, projectType: ReferenceProjectType, spaces: readonly SpaceName[]): readonly Candidate[] {
  let perRequest = fitCache.get(library);
  if (!perRequest) fitCache.set(library, (perRequest = new Map()));
  const key = `${projectType}|${spaces.join(',')}`;
  let candidates = perRequest.get(key);
  if (!candidates) {
    const out: Candidate[] = [];
    for (const item of library.items) {
      const rank = referenceFitRank(item, projectType, spaces);
      if (rank !== null) out.push({ item, rank });
    }
    perRequest.set(key, (candidates = out));
  }
  return candidates;
}

/** The images this request may be shown (see `fittingCandidates`), for tests and tools. */
export function fittingImages(library: ReferenceLibrary, state: Pick<ReferenceRoundsState, 'project_type' | 'space' | 'spaces'>): ReferenceLibraryItem[] {
  return fittingCandidates(library, state.project_type, namedSpaces(state)).map((c) => c.item);
}

function unseenCandidates(library: ReferenceLibrary, state: ReferenceRoundsState, exclude: ReadonlySet<string>): Candidate[] {
  return fittingCandidates(library, state.project_type, namedSpaces(state)).filter((c) => !exclude.has(c.item.id));
}

/** The nearest ranks that together hold `enough` images (all of them when they do not). */
function nearestRanks(candidates: readonly Candidate[], enough: number): Candidate[] {
  for (let rank = 0; rank < 2; rank++) {
    const near = candidates.filter((c) => c.rank <= rank);
    if (near.length >= enough) return near;
  }
  return [...candidates];
}

function selectRound(
  library: ReferenceLibrary,
  state: ReferenceRoundsState,
  settings: ReferenceRoundSettings,
  roundIndex: number,
  attempt: number,
  exclude: ReadonlySet<string>,
): string[] {
  const random = seededRandom(mixSeed(state.seed, roundIndex, attempt));
  const choices = weightedChoices(library, state, settings);
  const pool = unseenCandidates(library, state, exclude);
  const picked =
    choices.length === 0 ? selectDiverse(library, pool, settings, random) : selectLearning(library, pool, settings, choices, random);
  // Fewer than two images is no choice at all.
  if (picked.length < 2) return [];
  return shuffled(picked, random).map((item) => item.id);
}

/** Round 1 (and its New Images): farthest-point sampling that first spreads across styles. */
function selectDiverse(
  library: ReferenceLibrary,
  unseen: readonly Candidate[],
  settings: ReferenceRoundSettings,
  random: SeededRandom,
): ReferenceLibraryItem[] {
  const pool = nearestRanks(unseen, settings.roundSize * ROUND_ONE_PER_STYLE);
  // A few random images per style from its nearest rank keep the search small on a large library.
  const nearestByStyle = new Map<DesignStyleId, Candidate[]>();
  for (const c of pool) {
    const bucket = nearestByStyle.get(c.item.style);
    if (!bucket || (bucket[0] as Candidate).rank > c.rank) nearestByStyle.set(c.item.style, [c]);
    else if ((bucket[0] as Candidate).rank === c.rank) bucket.push(c);
  }
  const candidates: Candidate[] = [];
  for (const bucket of nearestByStyle.values()) {
    for (let i = 0; i < Math.min(ROUND_ONE_PER_STYLE, bucket.length); i++) {
      const j = i + random.int(bucket.length - i);
      [bucket[i], bucket[j]] = [bucket[j] as Candidate, bucket[i] as Candidate];
      candidates.push(bucket[i] as Candidate);
    }
  }
  // A library of few styles: let more images of each in rather than offer a short round.
  if (candidates.length < settings.roundSize) {
    for (const c of unseen) {
      if (candidates.length >= settings.roundSize) break;
      if (!candidates.includes(c)) candidates.push(c);
    }
  }
  if (candidates.length === 0) return [];

  const best = Math.max(...candidates.map((c) => (c.item.boost ?? 0) - RANK_PENALTY * c.rank));
  const firsts = candidates.filter((c) => (c.item.boost ?? 0) - RANK_PENALTY * c.rank === best);
  const first = firsts[random.int(firsts.length)] as Candidate;
  const selected: Candidate[] = [first];
  const minDistance = candidates.map((c) => 1 - library.similarity(c.item.vector, first.item.vector));
  const styles = new Set<DesignStyleId>([first.item.style]);

  while (selected.length < settings.roundSize) {
    let bestIndex = -1;
    let bestScore = -Infinity;
    candidates.forEach((c, i) => {
      if (selected.includes(c)) return;
      const newStyle = styles.has(c.item.style) ? 0 : 1;
      const score = newStyle + (minDistance[i] ?? 0) - RANK_PENALTY * c.rank + (c.item.boost ?? 0);
      if (score > bestScore) {
        bestScore = score;
        bestIndex = i;
      }
    });
    const chosen = candidates[bestIndex];
    if (!chosen) break;
    selected.push(chosen);
    styles.add(chosen.item.style);
    candidates.forEach((c, i) => {
      const d = 1 - library.similarity(c.item.vector, chosen.item.vector);
      if (d < (minDistance[i] ?? Infinity)) minDistance[i] = d;
    });
  }
  return selected.map((c) => c.item);
}

/**
 * How much the choices so far speak for a style: its own share of the choices (see `styleShares`,
 * the same shares the style profile reports) plus half the share of each chosen style it neighbours
 * (style-neighbours.ts), at most 1. Zero: a style the visitor has shown no leaning toward.
 */
export function styleAffinities(choices: readonly WeightedChoice[]): Map<DesignStyleId, number> {
  const shares = styleShares(choices);
  const affinity = new Map<DesignStyleId, number>();
  for (const [style, share] of shares) {
    affinity.set(style, Math.min(1, (affinity.get(style) ?? 0) + share));
    for (const near of styleNeighbours(style)) affinity.set(near, Math.min(1, (affinity.get(near) ?? 0) + NEIGHBOUR_SHARE * share));
  }
  return affinity;
}

/** The style picked most often so far; on a tie, the one with the larger share, then the one picked last. */
export function leadingStyle(choices: readonly WeightedChoice[]): DesignStyleId {
  const count = new Map<DesignStyleId, number>();
  for (const c of choices) count.set(c.item.style, (count.get(c.item.style) ?? 0) + 1);
  const shares = styleShares(choices);
  let lead = (choices.at(-1) as WeightedChoice).item.style;
  for (const c of [...choices].reverse()) {
    const style = c.item.style;
    const better = (count.get(style) ?? 0) - (count.get(lead) ?? 0) || (shares.get(style) ?? 0) - (shares.get(lead) ?? 0);
    if (better > 0) lead = style;
  }
  return lead;
}

interface Scored {
  readonly item: ReferenceLibraryItem;
  readonly visual: number;
  readonly affinity: number;
  readonly relevance: number;
  /** Looks like one of the chosen images. */
  readonly lookalike: boolean;
}

/**
 * Later rounds: all but the exploring places go to the chosen styles and their neighbours (MMR over
 * the most relevant), the rest to a style the visitor has not leaned toward yet, from the images
 * least like the choices. When too few images of liked styles are left, look-alikes fill in.
 */
function selectLearning(
  library: ReferenceLibrary,
  unseen: readonly Candidate[],
  settings: ReferenceRoundSettings,
  choices: readonly WeightedChoice[],
  random: SeededRandom,
): ReferenceLibraryItem[] {
  const totalWeight = choices.reduce((sum, c) => sum + c.weight, 0);
  const affinities = styleAffinities(choices);
  const shares = styleShares(choices);
  const scored: Scored[] = sampleCandidates(unseen, affinities, random).map(({ item, rank }) => {
    let visual = 0;
    let closest = -Infinity;
    for (const c of choices) {
      const sim = library.similarity(item.vector, c.item.vector);
      visual += c.weight * sim;
      closest = Math.max(closest, sim);
    }
    visual /= totalWeight;
    const affinity = affinities.get(item.style) ?? 0;
    const relevance = (1 - settings.styleWeight) * visual + settings.styleWeight * affinity - RANK_PENALTY * rank + (item.boost ?? 0);
    return { item, visual, affinity, relevance, lookalike: closest >= settings.minSimilarity };
  });
  const byRelevance = (a: Scored, b: Scored) => b.relevance - a.relevance;
  const liked = scored.filter((s) => s.affinity > 0).sort(byRelevance);
  const lookalikes = scored.filter((s) => s.affinity === 0 && s.lookalike).sort(byRelevance);
  // Nothing unseen is like the choices: the spec's "No similar reference image found".
  if (liked.length === 0 && lookalikes.length === 0) return [];

  // A chosen style earns more places each time it is chosen (one choice: 2 places, then 3, …); a
  // neighbour has two, so a round shows a few related styles rather than one style over and over.
  const timesChosen = new Map<DesignStyleId, number>();
  for (const c of choices) timesChosen.set(c.item.style, (timesChosen.get(c.item.style) ?? 0) + 1);
  const placesFor = (style: DesignStyleId) => (shares.has(style) ? 1 + (timesChosen.get(style) ?? 0) : 2);
  const explore = Math.min(settings.explorationPerRound, Math.max(0, settings.roundSize - 1));
  const slots = settings.roundSize - explore;
  // Half the round, rounded up, belongs to the leading style and its neighbours, so two picks of one
  // style always show in the next round however the other picks spread the liked styles.
  const lead = leadingStyle(choices);
  const inLead = (s: Scored) => s.item.style === lead || areNeighbourStyles(s.item.style, lead);
  const leadFamily = liked.filter(inLead).slice(0, MMR_SHORTLIST);
  let exploit = mmr(library, leadFamily, Math.min(slots, Math.ceil(settings.roundSize / 2)), settings.relevanceWeight, placesFor);
  // The other learning places: the other liked styles (the latest pick among them), or else the
  // images of another style that look most like the choices, so a taste the style table does not
  // foresee can still be followed.
  const otherLiked = [...liked.filter((s) => !inLead(s)), ...lookalikes].sort(byRelevance).slice(0, MMR_SHORTLIST);
  exploit = mmr(library, otherLiked, slots, settings.relevanceWeight, placesFor, exploit);
  // Too few of those: more of the liked styles, then more look-alikes, beyond their places.
  if (exploit.length < slots) exploit = mmr(library, liked.slice(0, MMR_SHORTLIST), slots, settings.relevanceWeight, () => Infinity, exploit);
  if (exploit.length < slots) exploit = mmr(library, lookalikes.slice(0, MMR_SHORTLIST), slots, settings.relevanceWeight, () => Infinity, exploit);
  const picked = new Set<ReferenceLibraryItem>(exploit);

  // Exploring: a style the visitor has not leaned toward (and not already in this round), from the
  // less similar half, so a taste the first rounds missed can still show itself.
  const roundStyles = new Set(exploit.map((i) => i.style));
  let others = scored.filter((s) => !picked.has(s.item) && s.affinity === 0 && !roundStyles.has(s.item.style));
  if (others.length === 0) others = scored.filter((s) => !picked.has(s.item) && s.affinity === 0);
  others.sort((a, b) => a.visual - b.visual);
  const farHalf = others.slice(0, Math.max(1, Math.ceil(others.length / 2)));
  for (let i = 0; i < explore && farHalf.length > 0; i++) {
    const [pick] = farHalf.splice(random.int(farHalf.length), 1);
    if (pick) picked.add(pick.item);
  }

  // Nothing left to explore with: the round is topped up with what is most relevant of the rest.
  for (const s of [...liked, ...lookalikes, ...[...scored].sort(byRelevance)]) {
    if (picked.size >= settings.roundSize) break;
    picked.add(s.item);
  }
  return [...picked];
}

/** A large pool's liked-style images and a seeded sample of the others, up to SCORED_CANDIDATES. */
function sampleCandidates(pool: readonly Candidate[], affinities: ReadonlyMap<DesignStyleId, number>, random: SeededRandom): readonly Candidate[] {
  if (pool.length <= SCORED_CANDIDATES) return pool;
  const liked = pool.filter((c) => affinities.has(c.item.style));
  const others = pool.filter((c) => !affinities.has(c.item.style));
  const room = Math.max(0, SCORED_CANDIDATES - liked.length);
  // Partial Fisher–Yates: the first `room` places of a shuffle.
  const rest = [...others];
  for (let i = 0; i < Math.min(room, rest.length); i++) {
    const j = i + random.int(rest.length - i);
    [rest[i], rest[j]] = [rest[j] as Candidate, rest[i] as Candidate];
  }
  return [...liked, ...rest.slice(0, room)];
}

/**
 * Maximal marginal relevance: relevant, but not near-copies of each other or of what is already
 * selected, and no style beyond its places. Continues `selected` up to `count` images.
 */
function mmr(
  library: ReferenceLibrary,
  ranked: readonly Scored[],
  count: number,
  lambda: number,
  placesFor: (style: DesignStyleId) => number,
  selected: readonly ReferenceLibraryItem[] = [],
): ReferenceLibraryItem[] {
  const out = [...selected];
  const perStyle = new Map<DesignStyleId, number>();
  for (const item of out) perStyle.set(item.style, (perStyle.get(item.style) ?? 0) + 1);
  const taken = ranked.map((s) => out.includes(s.item));
  const maxSim = ranked.map((s) => Math.max(-Infinity, ...out.map((o) => library.similarity(s.item.vector, o.vector))));
  while (out.length < count) {
    let bestIndex = -1;
    let bestScore = -Infinity;
    ranked.forEach((s, i) => {
      if (taken[i] || (perStyle.get(s.item.style) ?? 0) >= placesFor(s.item.style)) return;
      const redundancy = out.length === 0 ? 0 : (maxSim[i] ?? 0);
      const score = lambda * s.relevance - (1 - lambda) * redundancy;
      if (score > bestScore) {
        bestScore = score;
        bestIndex = i;
      }
    });
    const best = ranked[bestIndex];
    if (!best) break;
    taken[bestIndex] = true;
    out.push(best.item);
    perStyle.set(best.item.style, (perStyle.get(best.item.style) ?? 0) + 1);
    ranked.forEach((s, i) => {
      const sim = library.similarity(s.item.vector, best.item.vector);
      if (sim > (maxSim[i] ?? -Infinity)) maxSim[i] = sim;
    });
  }
  return out;
}
