import { languages, SHOWCASE_SHARE_KEY, type DesignStyleId, type Language, type ReferenceOutcome, type ReferenceRoundsState } from '@genie/contracts';
import {
  chooseReferenceImage,
  designStyle,
  mergePalettes,
  openRound,
  referenceRoundsOutcome,
  requestColumnsOf,
  requestNewImages,
  showcaseConversation,
  startReferenceRounds,
} from '@genie/core';
import type { AppContext } from '../context.ts';
import type { Database } from '../db/client.ts';
import { briefFeedbacksRepository } from '../db/repositories/brief-feedbacks.ts';
import { chatMessagesRepository } from '../db/repositories/chat-messages.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import type { ClientRequestRow } from '../db/schema.ts';
import { briefStyleSamples } from '../brief/brief-style-samples.ts';
import { ensureDemoStudio } from '../genie/demo-studio.ts';
import { newIdentifyKey } from '../genie/start-client-request.ts';
import { demoLibrarySeedingPending } from '../references/seed-demo-library.ts';

export type ShowcaseContext = Pick<AppContext, 'db' | 'now' | 'references'>;

/** The share key of the showcase request in one language (the demo views' `demo` key resolves to it). */
export const showcaseShareKey = (language: Language) => `${SHOWCASE_SHARE_KEY}-${language}`;

/** Whether a request is one of the showcase requests (the demo studio's finished example). */
export const isShowcaseRequest = (row: Pick<ClientRequestRow, 'shareKey'>) => languages.some((l) => row.shareKey === showcaseShareKey(l));

/** The showcase is made again when older than this, so its dates (inquiry, deadline) stay current. */
const RENEW_AFTER_MS = 30 * 24 * 60 * 60_000;
/** The showcase client wrote in two days before it is first shown. */
const INQUIRY_AGE_MS = 2 * 24 * 60 * 60_000;
/** The styles the showcase client prefers, most liked first. */
const PREFERRED: readonly DesignStyleId[] = ['japandi', 'scandinavian', 'minimalism', 'zen', 'wabisabi', 'modern'];
const RATINGS = [5, 4, 3];

/** Rounds as a client who likes warm, natural rooms plays them; null when the library cannot run them yet. */
async function showcaseRounds(ctx: ShowcaseContext, studioId: string, language: Language): Promise<{ rounds: ReferenceRoundsState; outcome: ReferenceOutcome } | null> {
  await ctx.references.ensureFresh(studioId);
  const library = ctx.references.libraryFor(studioId);
  if (library.items.length < 2 || (await demoLibrarySeedingPending(ctx))) return null;
  const rank = (style: DesignStyleId) => (PREFERRED.includes(style) ? PREFERRED.indexOf(style) : PREFERRED.length);
  let rounds = startReferenceRounds(library, { projectType: 'residential_space', space: 'living_room', seed: 20_240 + languages.indexOf(language) });
  for (let guard = 0; guard < 12 && rounds.status === 'choosing'; guard++) {
    const open = openRound(rounds);
    if (!open) break;
    const offered = open.offered.map((id) => library.byId.get(id)).filter((item) => item !== undefined);
    const best = [...offered].sort((a, b) => rank(a.style) - rank(b.style))[0];
    // Once, in round 2, nothing suits: the client asks for new images.
    if (open.index === 2 && open.replaced.length === 0) {
      try {
        rounds = requestNewImages(library, rounds);
        continue;
      } catch {
        // No other images to offer: choose from these.
      }
    }
    if (!best) break;
    rounds = chooseReferenceImage(library, rounds, best.id);
  }
  return { rounds, outcome: referenceRoundsOutcome(library, { ...rounds, status: rounds.status === 'choosing' ? 'stopped' : rounds.status }) };
}

/** Without a library yet: the same taste as an outcome whose images are not there (the views show no picture). */
function outcomeWithoutImages(): ReferenceOutcome {
  const profile = [
    { style: 'japandi' as const, weight: 0.64 },
    { style: 'scandinavian' as const, weight: 0.36 },
  ];
  const chosen = (['japandi', 'scandinavian', 'japandi', 'japandi'] as const).map((style, i) => ({ round: i + 1, image_id: `showcase-${style}-${i + 1}`, style }));
  return {
    status: 'completed',
    message_key: null,
    chosen,
    style_profile: profile,
    palette: mergePalettes(profile.map(({ style, weight }) => ({ palette: designStyle(style).palette.map((hex, _i, all) => ({ hex, share: 1 / all.length })), weight }))),
    style_samples: [
      { style: 'japandi', image_id: 'showcase-japandi-4', weight: 0.64 },
      { style: 'scandinavian', image_id: 'showcase-scandinavian-2', weight: 0.36 },
      { style: 'minimalism', image_id: 'showcase-minimalism-1', weight: 0 },
    ],
  };
}

async function isDue(ctx: ShowcaseContext, row: ClientRequestRow, now: Date): Promise<boolean> {
  if (row.createdAt.getTime() < now.getTime() - RENEW_AFTER_MS) return true;
  // Made before the reference library was ready: made again, with pictures, once it is.
  if (row.referenceRounds !== null) return false;
  await ctx.references.ensureFresh(row.designerId);
  return ctx.references.librarySize() >= 2 && !(await demoLibrarySeedingPending(ctx));
}

/**
 * The showcase request in `language`: a finished residential request of the demo studio (a real
 * conversation through the engine, reference rounds, a rated brief), made on its first lookup and
 * again when it is due. Concurrent lookups are safe: the share key is unique, so exactly one insert
 * wins and the others read its row. It is not a demo request (`is_demo` false): the purge keeps it.
 */
export async function ensureShowcaseRequest(ctx: ShowcaseContext, language: Language): Promise<ClientRequestRow> {
  const repo = clientRequestsRepository(ctx.db);
  const shareKey = showcaseShareKey(language);
  const now = ctx.now();
  const existing = await repo.findByShareKey(shareKey);
  if (existing && !(await isDue(ctx, existing, now))) return existing;

  const studio = await ensureDemoStudio(ctx);
  // The studio's own greeting is written in its language; in the others the engine's welcome reads right.
  const opening = language === studio.language ? studio.opening : undefined;
  const conversation = showcaseConversation(language, { teamName: studio.name || studio.genieName, opening }, new Date(now.getTime() - INQUIRY_AGE_MS));
  const played = await showcaseRounds(ctx, studio.id, language);
  const outcome = played?.outcome ?? outcomeWithoutImages();
  const derived = requestColumnsOf(conversation.state.answers);
  const confirmedAt = new Date(conversation.endedAt.getTime() + 4 * 60_000);

  const created = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Database;
    const requests = clientRequestsRepository(db);
    if (existing) await requests.deleteSharedBefore(studio.id, shareKey, new Date(now.getTime() + 1));
    const row = await requests.insertUnlessShared(studio.id, {
      identifyKey: newIdentifyKey(),
      shareKey,
      contactName: conversation.contactName,
      email: conversation.email,
      phone: conversation.phone,
      availableTime: '18to21',
      projectType: 'residential_space',
      language,
      inquiryDate: conversation.messages[0]!.at,
      stage: 'done',
      interviewState: conversation.state,
      conversationCompleted: true,
      totalMessageCount: conversation.messages.filter((m) => m.role === 'visitor').length,
      brandName: derived.brandName,
      websiteUrl: derived.websiteUrl,
      deadline: derived.deadline,
      referenceRounds: played?.rounds ?? null,
      referenceOutcome: outcome,
      confirmedAt,
      isDemo: false,
      createdAt: now,
      updatedAt: now,
    });
    if (!row) return undefined;
    const messages = chatMessagesRepository(db);
    for (const [i, m] of conversation.messages.entries()) {
      await messages.insertOnce(studio.id, row.id, { role: m.role, text: m.text, isOpening: i === 0, ...(m.role === 'genie' ? { source: 'engine' } : {}) }, m.at);
    }
    const samples = await briefStyleSamples({ db }, row, conversation.state);
    await briefFeedbacksRepository(db).save(
      studio.id,
      row.id,
      {
        ratings: Object.fromEntries(samples.map((s, i) => [s.id, RATINGS[i] ?? 3])),
        comment: conversation.comment,
        note: '',
        noteImage: null,
        floorPlans: [],
      },
      confirmedAt,
    );
    return row;
  });
  const row = created ?? (await repo.findByShareKey(shareKey));
  if (!row) throw new Error(`showcase request ${shareKey} could not be made`);
  return row;
}
