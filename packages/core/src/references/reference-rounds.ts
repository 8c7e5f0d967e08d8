import type {
  DesignStyleId,
  ReferenceProjectType,
  ReferenceRound,
  ReferenceRoundsState,
  SpaceName,
} from '@genie/contracts';
import { isSpatialProjectType } from '../styles/space-catalog.ts';
import { plausibleStyles } from '../styles/style-catalog.ts';
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
  space?: SpaceName | null;
  /** Any 32-bit integer; the same seed, library and choices give the same rounds. */
  seed: number;
}

/** Penalty per step a candidate is away from the project's own type and space (see `tierOf`). */
const TIER_PENALTY = 0.12;
/** At most this many images of one style enter round 1's diversity search. */
const ROUND_ONE_PER_STYLE = 3;
/** Later rounds run MMR over the most relevant candidates only. */
const MMR_SHORTLIST = 120;
/**
 * Above this many images in a tier, later rounds score the chosen styles' images and a seeded
 * sample of the rest, which keeps a round on a 100k library to tens of milliseconds.
 */
const SCORED_PER_TIER = 5000;

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

/** Opens round 1: a diverse set across the styles plausible for the project type and space. */
export function startReferenceRounds(
  library: ReferenceLibrary,
  input: StartReferenceRoundsInput,
  overrides?: Partial<ReferenceRoundSettings>,
): ReferenceRoundsState {
  const state: ReferenceRoundsState = {
    seed: input.seed >>> 0,
    project_type: input.projectType,
    space: input.space ?? null,
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

/**
 * How close a candidate is to the project: 0 same project type and space, 1 same project type,
 * 2 the same kind of work (a room or a graphic) in a style plausible for the project, 3 anything else.
 */
function tierOf(
  item: ReferenceLibraryItem,
  projectType: ReferenceProjectType,
  space: SpaceName | null,
  plausible: ReadonlySet<DesignStyleId>,
): number {
  if (item.projectType === projectType) return space === null || item.space === space ? 0 : 1;
  if (isSpatialProjectType(item.projectType) === isSpatialProjectType(projectType) && plausible.has(item.style)) return 2;
  return 3;
}

interface Candidate {
  readonly item: ReferenceLibraryItem;
  readonly tier: number;
}

/** A library's images grouped by tier, per project type and space (libraries are immutable). */
const tiersCache = new WeakMap<ReferenceLibrary, Map<string, readonly Candidate[][]>>();

function tiersOf(library: ReferenceLibrary, projectType: ReferenceProjectType, space: SpaceName | null): readonly Candidate[][] {
  let perProject = tiersCache.get(library);
  if (!perProject) tiersCache.set(library, (perProject = new Map()));
  const key = `${projectType}|${space ?? ''}`;
  let tiers = perProject.get(key);
  if (!tiers) {
    const byTier: Candidate[][] = [[], [], [], []];
    const plausible = new Set(plausibleStyles(projectType, space));
    for (const item of library.items) {
      const tier = tierOf(item, projectType, space, plausible);
      byTier[tier]?.push({ item, tier });
    }
    perProject.set(key, (tiers = byTier));
  }
  return tiers;
}

/** Unseen images grouped by tier (index 0–3). */
function unseenByTier(library: ReferenceLibrary, state: ReferenceRoundsState, exclude: ReadonlySet<string>): Candidate[][] {
  return tiersOf(library, state.project_type, state.space).map((tier) => tier.filter((c) => !exclude.has(c.item.id)));
}

/**
 * The nearest tier that, with the tiers before it, holds `enough` images; tier 3 (unrelated kinds
 * of work) only when tiers 0–2 cannot fill even one round.
 */
function baseTier(byTier: readonly Candidate[][], enough: number, roundSize: number): number {
  let count = 0;
  for (let tier = 0; tier < 3; tier++) {
    count += byTier[tier]?.length ?? 0;
    if (count >= enough) return tier;
  }
  return count < roundSize ? 3 : 2;
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
  const picked =
    choices.length === 0
      ? selectDiverse(library, state, settings, exclude, random)
      : selectSimilarAndExplore(library, state, settings, exclude, choices, random);
  // Fewer than two images is no choice at all.
  if (picked.length < 2) return [];
  return shuffled(picked, random).map((item) => item.id);
}

/** Round 1 (and its New Images): farthest-point sampling that first spreads across styles. */
function selectDiverse(
  library: ReferenceLibrary,
  state: ReferenceRoundsState,
  settings: ReferenceRoundSettings,
  exclude: ReadonlySet<string>,
  random: SeededRandom,
): ReferenceLibraryItem[] {
  const byTier = unseenByTier(library, state, exclude);
  const pool = byTier.slice(0, baseTier(byTier, settings.roundSize * ROUND_ONE_PER_STYLE, settings.roundSize) + 1).flat();
  // A few random images per style from its nearest tier keep the search small on a large library.
  const nearestByStyle = new Map<DesignStyleId, Candidate[]>();
  for (const c of pool) {
    const bucket = nearestByStyle.get(c.item.style);
    if (!bucket || (bucket[0] as Candidate).tier > c.tier) nearestByStyle.set(c.item.style, [c]);
    else if ((bucket[0] as Candidate).tier === c.tier) bucket.push(c);
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
    for (const c of pool) {
      if (candidates.length >= settings.roundSize) break;
      if (!candidates.includes(c)) candidates.push(c);
    }
  }
  if (candidates.length === 0) return [];

  const best = Math.max(...candidates.map((c) => (c.item.boost ?? 0) - TIER_PENALTY * c.tier));
  const firsts = candidates.filter((c) => (c.item.boost ?? 0) - TIER_PENALTY * c.tier === best);
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
      const score = newStyle + (minDistance[i] ?? 0) - TIER_PENALTY * c.tier + (c.item.boost ?? 0);
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

interface Scored {
  readonly item: ReferenceLibraryItem;
  readonly visual: number;
  readonly relevance: number;
  readonly similarEnough: boolean;
}

/** Later rounds: mostly images like the choices so far (MMR), plus a few different ones. */
function selectSimilarAndExplore(
  library: ReferenceLibrary,
  state: ReferenceRoundsState,
  settings: ReferenceRoundSettings,
  exclude: ReadonlySet<string>,
  choices: readonly WeightedChoice[],
  random: SeededRandom,
): ReferenceLibraryItem[] {
  const totalWeight = choices.reduce((sum, c) => sum + c.weight, 0);
  const shares = styleShares(choices);
  const byTier = unseenByTier(library, state, exclude);
  const scoredTiers: Scored[][] = [];
  const scoreTier = (tier: number): Scored[] =>
    (scoredTiers[tier] ??= sampleTier(byTier[tier] ?? [], shares, random).map(({ item }) => {
      let visual = 0;
      let closest = -Infinity;
      for (const c of choices) {
        const sim = library.similarity(item.vector, c.item.vector);
        visual += c.weight * sim;
        closest = Math.max(closest, sim);
      }
      visual /= totalWeight;
      const share = shares.get(item.style) ?? 0;
      const relevance =
        (1 - settings.styleWeight) * visual + settings.styleWeight * share - TIER_PENALTY * tier + (item.boost ?? 0);
      // Similar enough: shares a chosen style, or looks like one of the chosen images.
      return { item, visual, relevance, similarEnough: share > 0 || closest >= settings.minSimilarity };
    }));
  const upTo = (maxTier: number) => Array.from({ length: maxTier + 1 }, (_, t) => scoreTier(t)).flat();

  // Look further afield (other spaces, then other project types of the same kind) only while the
  // nearer tiers have too few images like the choices; unrelated kinds of work only as a last resort.
  const explore = Math.min(settings.explorationPerRound, Math.max(0, settings.roundSize - 1));
  const base = baseTier(byTier, settings.roundSize * 4, settings.roundSize);
  let maxTier = base;
  let similar = upTo(maxTier).filter((s) => s.similarEnough);
  while (similar.length < settings.roundSize - explore && maxTier < 2) {
    maxTier++;
    similar = upTo(maxTier).filter((s) => s.similarEnough);
  }
  // A chosen style's images for other spaces or project types stay in the running.
  for (let tier = maxTier + 1; tier <= 2; tier++) similar.push(...scoreTier(tier).filter((s) => shares.has(s.item.style)));
  if (similar.length === 0 && maxTier < 3) {
    maxTier = 3;
    similar = upTo(maxTier).filter((s) => s.similarEnough);
  }
  // Nothing unseen is similar enough: the spec's "No similar reference image found".
  if (similar.length === 0) return [];
  similar.sort((a, b) => b.relevance - a.relevance);
  const scored = upTo(Math.max(base, Math.min(maxTier, 2)));

  // A style earns more places in a round each time it is chosen (one choice: 2 places, then 3, …),
  // so early rounds also show its neighbours and later rounds settle on it.
  const timesChosen = new Map<DesignStyleId, number>();
  for (const c of choices) timesChosen.set(c.item.style, (timesChosen.get(c.item.style) ?? 0) + 1);
  const placesFor = (style: DesignStyleId) => 1 + (timesChosen.get(style) ?? 0);
  const slots = settings.roundSize - explore;
  const shortlist = similar.slice(0, MMR_SHORTLIST);
  let exploit = mmr(library, shortlist, slots, settings.relevanceWeight, placesFor);
  if (exploit.length < slots) {
    // Too few similar styles to fill their places: the most relevant of the rest, then more of the same.
    const rest = scored.filter((s) => !s.similarEnough).sort((a, b) => b.relevance - a.relevance);
    exploit = mmr(library, rest.slice(0, MMR_SHORTLIST), slots, settings.relevanceWeight, placesFor, exploit);
    exploit = mmr(library, shortlist, slots, settings.relevanceWeight, () => Infinity, exploit);
  }
  const picked = new Set<ReferenceLibraryItem>(exploit);

  // Exploration: styles not chosen yet (and not already in this round), from the less similar half.
  const roundStyles = new Set(exploit.map((i) => i.style));
  let others = scored.filter((s) => !picked.has(s.item) && !shares.has(s.item.style) && !roundStyles.has(s.item.style));
  if (others.length === 0) others = scored.filter((s) => !picked.has(s.item));
  others.sort((a, b) => a.visual - b.visual);
  const farHalf = others.slice(0, Math.max(1, Math.ceil(others.length / 2)));
  for (let i = 0; i < explore && farHalf.length > 0; i++) {
    const [pick] = farHalf.splice(random.int(farHalf.length), 1);
    if (pick) picked.add(pick.item);
  }

  // Small libraries: top the round up with whatever is most relevant.
  for (const s of [...similar, ...scored.sort((a, b) => b.relevance - a.relevance)]) {
    if (picked.size >= settings.roundSize) break;
    picked.add(s.item);
  }
  return [...picked];
}

/** A large tier's chosen-style images and a seeded sample of the others, up to SCORED_PER_TIER. */
function sampleTier(tier: readonly Candidate[], shares: ReadonlyMap<DesignStyleId, number>, random: SeededRandom): readonly Candidate[] {
  if (tier.length <= SCORED_PER_TIER) return tier;
  const chosen = tier.filter((c) => shares.has(c.item.style));
  const others = tier.filter((c) => !shares.has(c.item.style));
  const room = Math.max(0, SCORED_PER_TIER - chosen.length);
  // Partial Fisher–Yates: the first `room` places of a shuffle.
  const pool = [...others];
  for (let i = 0; i < Math.min(room, pool.length); i++) {
    const j = i + random.int(pool.length - i);
    [pool[i], pool[j]] = [pool[j] as Candidate, pool[i] as Candidate];
  }
  return [...chosen, ...pool.slice(0, room)];
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
