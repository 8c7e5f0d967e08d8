import {
  referenceMessages,
  referenceRoundsState,
  type ChooseReferenceImageInput,
  type ReferenceOutcome,
  type ReferenceRoundReply,
  type ReferenceRoundsState,
  type VisitorStage,
} from '@genie/contracts';
import {
  chooseReferenceImage,
  createReferenceLibrary,
  defaultReferenceRoundSettings,
  openRound,
  referenceRoundsOutcome,
  ReferenceRoundsError,
  requestNewImages,
  startReferenceRounds,
  stopReferenceRounds,
  type ReferenceLibrary,
} from '@genie/core';
import type { AppContext } from '../context.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { referenceImagesRepository } from '../db/repositories/reference-images.ts';
import type { ClientRequestRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { VisitorScope } from '../genie/visitor-session.ts';
import { referenceOutcomeOf } from '../brief/brief-style-samples.ts';
import { referenceCardOf } from './reference-image-views.ts';
import { referenceProfileOf } from './reference-profile.ts';
import { roundPreferencesOf } from './round-preferences.ts';
import { demoLibrarySeedingPending } from './seed-demo-library.ts';

export type ReferenceRoundsContext = Pick<AppContext, 'db' | 'now' | 'storage' | 'references'>;

/** Round 1 leans toward the styles the visitor named: this much relevance is added to their images. */
const PREFERRED_STYLE_BOOST = 0.3;
/** While the demo library is still being drawn, the rounds wait until it holds this many images. */
const MIN_SEEDING_LIBRARY = 40;

const wrongStage = () => new AppError('wrong_stage', 'Please finish the conversation first.');
const busy = () => new AppError('wrong_stage', 'The reference images changed meanwhile. Please reload the page.');

function roundsOf(request: ClientRequestRow): ReferenceRoundsState | null {
  if (!request.referenceRounds) return null;
  return referenceRoundsState.safeParse(request.referenceRounds).data ?? null;
}

/** A stable seed per request: a reload shows the same rounds. */
function seedOf(requestId: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < requestId.length; i++) h = Math.imul(h ^ requestId.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** Round 1 (no choice yet): the library with the visitor's named styles raised. */
function leaningLibrary(library: ReferenceLibrary, scope: VisitorScope, state: ReferenceRoundsState | null): ReferenceLibrary {
  if (state && state.rounds.some((r) => r.chosen !== null)) return library;
  const preferred = new Set(roundPreferencesOf(scope.state).styles);
  if (preferred.size === 0) return library;
  return createReferenceLibrary(
    library.items.map((item) => (preferred.has(item.style) ? { ...item, boost: (item.boost ?? 0) + PREFERRED_STYLE_BOOST } : item)),
    library.similarity,
  );
}

async function libraryOf(ctx: ReferenceRoundsContext, scope: VisitorScope): Promise<{ library: ReferenceLibrary; available: boolean }> {
  await ctx.references.ensureFresh(scope.designer.id);
  const library = ctx.references.libraryFor(scope.designer.id);
  let available = library.items.length >= 2;
  // A half-drawn demo library would make poor rounds; until it fills, the step offers skip.
  if (available && ctx.references.librarySize() < MIN_SEEDING_LIBRARY && (await demoLibrarySeedingPending(ctx))) available = false;
  return { library, available };
}

async function replyOf(
  ctx: ReferenceRoundsContext,
  scope: VisitorScope,
  stage: VisitorStage,
  state: ReferenceRoundsState | null,
  outcome: ReferenceOutcome | null,
  available: boolean,
): Promise<ReferenceRoundReply> {
  const open = state ? openRound(state) : null;
  const offered = open?.offered ?? [];
  const rows = await referenceImagesRepository(ctx.db).findVisibleTo(scope.designer.id, offered);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const language = scope.state.language;
  const status = state?.status ?? (stage === 'reference' ? 'choosing' : 'stopped');
  return {
    success: true,
    stage,
    available,
    status,
    round: state?.rounds.at(-1)?.index ?? 0,
    total_rounds: defaultReferenceRoundSettings.maxRounds,
    images: offered.flatMap((id) => {
      const row = byId.get(id);
      return row ? [referenceCardOf(row, language, ctx.storage)] : [];
    }),
    can_choose: open !== null && stage === 'reference',
    notice: status === 'no_similar_images' ? { code: 'no_similar_images', msg: referenceMessages.no_similar_images } : null,
    fewer_images: open !== null && open.offered.length < defaultReferenceRoundSettings.roundSize,
    profile: referenceProfileOf(outcome, language),
  };
}

async function save(
  ctx: ReferenceRoundsContext,
  scope: VisitorScope,
  state: ReferenceRoundsState,
  finish: { outcome: ReferenceOutcome; stage: VisitorStage } | null,
): Promise<void> {
  const saved = await clientRequestsRepository(ctx.db).saveReferenceRounds(
    scope.designer.id,
    scope.request.id,
    scope.request.stateVersion,
    { referenceRounds: state, ...(finish ? { referenceOutcome: finish.outcome, stage: finish.stage } : {}) },
    ctx.now(),
  );
  if (!saved) throw busy();
}

function mapRoundsError(err: unknown): never {
  if (err instanceof ReferenceRoundsError) {
    if (err.reason === 'not_offered') throw new AppError('validation_failed', err.message, { image_id: 'invalid_value' });
    throw new AppError('wrong_stage', err.message);
  }
  throw err;
}

/**
 * GET …/reference/: the open round, opening round 1 on the first call (from the project type and
 * the room and styles the conversation named). Once the rounds are over, their status and profile.
 */
export async function getReferenceRound(ctx: ReferenceRoundsContext, scope: VisitorScope): Promise<ReferenceRoundReply> {
  const stage = scope.request.stage as VisitorStage;
  if (stage === 'chat') throw wrongStage();
  const state = roundsOf(scope.request);
  if (stage !== 'reference' || state) return replyOf(ctx, scope, stage, state, referenceOutcomeOf(scope.request), true);

  const { library, available } = await libraryOf(ctx, scope);
  if (!available) return replyOf(ctx, scope, stage, null, null, false);
  const { space, spaces } = roundPreferencesOf(scope.state);
  const started = startReferenceRounds(leaningLibrary(library, scope, null), {
    projectType: scope.state.projectType,
    space,
    spaces: spaces.slice(1),
    seed: seedOf(scope.request.id),
  });
  await save(ctx, scope, started, null);
  return replyOf(ctx, scope, stage, started, null, true);
}

async function openState(ctx: ReferenceRoundsContext, scope: VisitorScope): Promise<{ state: ReferenceRoundsState; library: ReferenceLibrary }> {
  if (scope.request.stage !== 'reference') throw new AppError('wrong_stage', 'The reference images are over.');
  const state = roundsOf(scope.request);
  if (!state) throw new AppError('wrong_stage', 'Please open the reference images first.');
  const { library } = await libraryOf(ctx, scope);
  return { state, library };
}

/** POST …/reference/choose/: records the pick; after the last round the flow moves on to the brief. */
export async function chooseReference(
  ctx: ReferenceRoundsContext,
  scope: VisitorScope,
  input: ChooseReferenceImageInput,
): Promise<ReferenceRoundReply> {
  const { state, library } = await openState(ctx, scope);
  let next: ReferenceRoundsState;
  try {
    next = chooseReferenceImage(library, state, input.image_id);
  } catch (err) {
    mapRoundsError(err);
  }
  if (next.status === 'completed') {
    const outcome = referenceRoundsOutcome(library, next);
    await save(ctx, scope, next, { outcome, stage: 'brief' });
    return replyOf(ctx, scope, 'brief', next, outcome, true);
  }
  await save(ctx, scope, next, null);
  return replyOf(ctx, scope, 'reference', next, null, true);
}

/** POST …/reference/new_images/: the open round's images replaced by unseen ones. */
export async function requestNewReferenceImages(ctx: ReferenceRoundsContext, scope: VisitorScope): Promise<ReferenceRoundReply> {
  const { state, library } = await openState(ctx, scope);
  let next: ReferenceRoundsState;
  try {
    next = requestNewImages(leaningLibrary(library, scope, state), state);
  } catch (err) {
    mapRoundsError(err);
  }
  await save(ctx, scope, next, null);
  return replyOf(ctx, scope, 'reference', next, null, true);
}

/**
 * POST …/reference/stop/ (and skip): ends the rounds where they are, stores the outcome of the
 * choices so far, and moves on to the brief. Without rounds (skipped, or no library yet) it only
 * moves on. Stopping again changes nothing.
 */
export async function stopReference(ctx: ReferenceRoundsContext, scope: VisitorScope): Promise<ReferenceRoundReply> {
  const stage = scope.request.stage as VisitorStage;
  if (stage === 'chat') throw wrongStage();
  const state = roundsOf(scope.request);
  if (stage !== 'reference') return replyOf(ctx, scope, stage, state, referenceOutcomeOf(scope.request), true);
  if (!state) {
    const moved = await clientRequestsRepository(ctx.db).update(scope.designer.id, scope.request.id, { stage: 'brief' }, ctx.now());
    if (!moved) throw new Error('client request vanished');
    return replyOf(ctx, scope, 'brief', null, null, true);
  }
  const { library } = await libraryOf(ctx, scope);
  const stopped = stopReferenceRounds(state);
  const outcome = referenceRoundsOutcome(library, stopped);
  await save(ctx, scope, stopped, { outcome, stage: 'brief' });
  return replyOf(ctx, scope, 'brief', stopped, outcome, true);
}
