import { FLOOR_PLAN_MAX_FILES, genieValidationMessages, line, type BriefFeedback } from '@genie/contracts';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { briefFeedbacksRepository, type StoredUpload } from '../db/repositories/brief-feedbacks.ts';
import { AppError } from '../errors.ts';
import type { VisitorScope } from '../genie/visitor-session.ts';
import type { UploadedFile } from '../images/uploaded-file.ts';
import { briefFeedbackOf } from './brief-feedback-view.ts';
import { assertBriefEditable } from './brief-stage.ts';
import { storeBriefImage } from './store-brief-image.ts';

export interface SaveBriefFeedbackInput {
  ratings?: string;
  comment?: string;
  note?: string;
  remove_upload_ids?: string;
  note_image?: UploadedFile;
  floor_plans: UploadedFile[];
}

// Ids are single lines: the JSON may spell characters the database cannot store ("\u0000"), which the text guard cannot see.
const ratingsJson = z.record(line(64, { keepWhitespace: true }), z.number().int().min(1).max(5));
const idsJson = z.array(line(64, { keepWhitespace: true })).max(20);

function parseJson<T>(text: string | undefined, schema: z.ZodType<T>, field: string): T | undefined {
  if (text === undefined || text === '') return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // fall through
  }
  throw new AppError('validation_failed', 'Please check this value', { [field]: 'invalid_value' });
}

/**
 * Saves the brief feedback as a draft (nothing is lost if the visitor leaves before confirming):
 * only the parts sent change. Uploads are checked, re-encoded and stored before the draft is written;
 * replaced or removed files are deleted afterwards.
 */
export async function saveBriefFeedback(
  ctx: Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks' | 'log' | 'uploadSlots'>,
  scope: VisitorScope,
  input: SaveBriefFeedbackInput,
): Promise<{ success: true; feedback: BriefFeedback }> {
  assertBriefEditable(scope);
  const repo = briefFeedbacksRepository(ctx.db);
  const draft = await repo.find(scope.designer.id, scope.request.id);
  const ratings = parseJson(input.ratings, ratingsJson, 'ratings');
  const removeIds = new Set(parseJson(input.remove_upload_ids, idsJson, 'remove_upload_ids') ?? []);

  const keptPlans = draft.floorPlans.filter((f) => !removeIds.has(f.id));
  if (keptPlans.length + input.floor_plans.length > FLOOR_PLAN_MAX_FILES) {
    throw new AppError('floor_plan_limit', genieValidationMessages.floor_plan_limit);
  }
  const stored: StoredUpload[] = [];
  const discard: string[] = [];
  try {
    // Decoding takes one of the instance's upload slots, counted for the genie's designer.
    const store = (kind: 'note_image' | 'floor_plan', file: UploadedFile) => ctx.uploadSlots.images.run(scope.designer.id, () => storeBriefImage(ctx.storage, kind, file));
    const noteImage = input.note_image ? await store('note_image', input.note_image) : undefined;
    if (noteImage) stored.push(noteImage);
    for (const file of input.floor_plans) stored.push(await store('floor_plan', file));
    const newPlans = stored.filter((s) => s !== noteImage);

    let keptNote = draft.noteImage && !removeIds.has(draft.noteImage.id) ? draft.noteImage : null;
    if (noteImage && keptNote) keptNote = null;
    if (draft.noteImage && keptNote === null) discard.push(draft.noteImage.key);
    discard.push(...draft.floorPlans.filter((f) => removeIds.has(f.id)).map((f) => f.key));

    const next = {
      ratings: ratings ? { ...draft.ratings, ...ratings } : draft.ratings,
      comment: input.comment ?? draft.comment,
      note: input.note ?? draft.note,
      noteImage: noteImage ?? keptNote,
      floorPlans: [...keptPlans, ...newPlans],
    };
    await repo.save(scope.designer.id, scope.request.id, next, ctx.now());
    for (const key of discard) await ctx.storage.delete(key).catch((err) => ctx.log.warn({ err, key }, 'could not delete a replaced upload'));
    return { success: true, feedback: briefFeedbackOf(next, ctx.fileLinks, { kind: 'visitor', requestId: scope.request.id }) };
  } catch (error) {
    for (const s of stored) await ctx.storage.delete(s.key).catch(() => undefined);
    throw error;
  }
}
