import { MOOD_BOARD_CONCEPT_COUNT, type MoodBoardReply, type ProposeConceptsInput } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import type { VisitorScope } from '../genie/visitor-session.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { jobTypes } from '../jobs/job-types.ts';
import { conceptPrompt, readyForConcepts } from './concept-prompt.ts';
import { getMoodBoard } from './get-mood-board.ts';
import { conceptImagesAllowed } from './mood-board-access.ts';
import { moodBoardRepository, type NewMoodBoardConcept } from './mood-board-repository.ts';

const notReady = () => new AppError('wrong_stage', 'Tell the genie a little more about your space first.');

/**
 * Queues concept images: a first proposal from the conversation and the uploads (the space drawn from
 * the words, and the visitor's photos restyled), or one new version of a concept — refined by the
 * visitor's words ("warmer") or varied (no words). Each is a background job, so the chat never waits.
 * Over the plan's image allowance nothing is queued and the board says so; the interview goes on.
 */
export async function proposeConcepts(
  ctx: Pick<AppContext, 'db' | 'now' | 'fileLinks'>,
  scope: VisitorScope,
  input: ProposeConceptsInput,
): Promise<MoodBoardReply> {
  const repo = moodBoardRepository(ctx.db);
  const { designer, request, state } = scope;
  const engine = input.engine ?? 'default';
  const instruction = input.instruction?.trim() ?? '';
  let concepts: NewMoodBoardConcept[];
  if (input.base_id) {
    const base = await repo.findConcept(designer.id, input.base_id);
    if (!base || base.clientRequestId !== request.id || base.status !== 'ready') throw new AppError('not_found', errorMessages.not_found);
    const prompt = instruction ? `${base.prompt}, ${instruction}` : base.prompt;
    concepts = [{ parentId: base.id, instruction, prompt, engine, inputKey: instruction ? base.fileKey : null }];
  } else {
    const uploads = await repo.uploads(designer.id, request.id);
    if (!readyForConcepts(state, uploads.length)) throw notReady();
    const prompt = [conceptPrompt(state), instruction].filter(Boolean).join(', ');
    concepts = Array.from({ length: MOOD_BOARD_CONCEPT_COUNT }, (_, i) => ({
      parentId: null,
      instruction,
      prompt,
      engine,
      // The first drawn from the words; the others restyle the visitor's own photos, when there are some.
      inputKey: i === 0 ? null : (uploads[i - 1]?.fileKey ?? null),
    }));
  }
  if (await conceptImagesAllowed(ctx, designer, concepts.length)) {
    for (const row of await repo.addConcepts(designer.id, request.id, concepts, ctx.now())) {
      await enqueueJob(ctx, { type: jobTypes.moodBoardConcept, payload: { designerId: designer.id, conceptId: row.id }, designerId: designer.id });
    }
  }
  return getMoodBoard(ctx, scope);
}
