import { z } from 'zod';
import { MOOD_BOARD_INSTRUCTION_MAX_LENGTH, moodBoardConceptFailureCodes, moodBoardConceptStatuses, moodBoardEngines } from './mood-board-constants.ts';
import { line } from './text.ts';

export * from './mood-board-constants.ts';

/**
 * The visitor's mood board (issue 14), under /api/genie/{linkWords}/mood_board/… and
 * /api/genie_demo/mood_board/…, with the same `x-visitor-session` as the genie's interview.
 */
export const moodBoardEngine = z.enum(moodBoardEngines);

export const moodBoardUpload = z.object({
  id: z.string(),
  url: z.string().describe('A signed link for this reader, valid for at least 2 hours'),
  width: z.number().int(),
  height: z.number().int(),
});
export type MoodBoardUpload = z.infer<typeof moodBoardUpload>;

export const moodBoardConcept = z.object({
  id: z.string(),
  /** The concept this one refines or varies (null: a first proposal). */
  parent_id: z.string().nullable(),
  /** The visitor's words for a refinement ("warmer"), empty for a proposal. */
  instruction: z.string(),
  status: z.enum(moodBoardConceptStatuses),
  /** Set when `status` is `failed`: `unchanged`, the renderer could not make the asked change (nothing kept or counted). */
  failure_code: z.enum(moodBoardConceptFailureCodes).nullable(),
  url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  starred: z.boolean(),
  /** Which image engine made it, by name (e.g. "OpenAI gpt-image-1"; "Built-in renderer" in English). */
  engine_label: z.string().nullable(),
  /**
   * The image provider's id when the page names it in the visitor's language: `offline`, the built-in
   * renderer. Null for a hosted or studio provider (`engine_label` is its proper name) or before rendering.
   */
  engine_provider: z.string().nullable(),
  created_at: z.string(),
});
export type MoodBoardConcept = z.infer<typeof moodBoardConcept>;

export const moodBoard = z.object({
  uploads: z.array(moodBoardUpload),
  /** Every version, oldest first. */
  concepts: z.array(moodBoardConcept),
  /** True while a concept is queued or rendering: poll. */
  busy: z.boolean(),
  /** The designer's image allowance is used up: no concept images, the interview goes on. */
  images_unavailable: z.boolean(),
});
export type MoodBoard = z.infer<typeof moodBoard>;

export const moodBoardReply = z.object({ success: z.literal(true), board: moodBoard });
export type MoodBoardReply = z.infer<typeof moodBoardReply>;

/** POST …/mood_board/concepts/: propose concepts, or refine / vary one (`base_id`). */
export const proposeConceptsInput = z.object({
  instruction: line(MOOD_BOARD_INSTRUCTION_MAX_LENGTH).optional(),
  base_id: z.string().trim().max(100).optional(),
  engine: moodBoardEngine.optional(),
});
export type ProposeConceptsInput = z.infer<typeof proposeConceptsInput>;

/** PUT …/mood_board/concepts/{conceptId}/star/ */
export const starConceptInput = z.object({ starred: z.boolean() });
export type StarConceptInput = z.infer<typeof starConceptInput>;

/** GET /client_requests/{id}/mood_board/ (the designer): the visitor's uploads and starred concepts. */
export const requestMoodBoardReply = z.object({
  success: z.literal(true),
  uploads: z.array(moodBoardUpload),
  starred: z.array(moodBoardConcept),
});
export type RequestMoodBoardReply = z.infer<typeof requestMoodBoardReply>;
