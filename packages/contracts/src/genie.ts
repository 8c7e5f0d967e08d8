import { z } from 'zod';
import { language } from './languages.ts';
import { text } from './text.ts';
import { publicDesigner } from './accounts.ts';
import { planSummary } from './plans.ts';
import { availableTime, briefFieldId, fieldKind, projectType, type startClientRequestInput } from './client-requests.ts';
import { referenceImageCard, referenceNotice, referenceProfile, referenceRoundsStatus } from './references.ts';

import { MESSAGE_MAX_LENGTH } from './genie-constants.ts';

export * from './genie-constants.ts';

/** Where the visitor is in the flow; the web app routes by it so a reload resumes in the right place. */
export const visitorStage = z.enum(['chat', 'reference', 'brief', 'done']);
export type VisitorStage = z.infer<typeof visitorStage>;

// ---- POST /genie/{linkWords}/client_requests/ : the home form opens a client request ----
export { startClientRequestInput } from './client-requests.ts';
export type StartClientRequestInput = z.infer<typeof startClientRequestInput>;

export const visitorClientRequest = z.object({
  identify_key: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** null: not specified (only a lead the designer entered can lack one). */
  available_time: availableTime.nullable(),
  available_time_other: z.string().nullable(),
  project_type: projectType,
  language,
  inquiry_date: z.string().describe('ISO date-time'),
  stage: visitorStage,
  conversation_completed: z.boolean(),
});
export type VisitorClientRequest = z.infer<typeof visitorClientRequest>;

export const startClientRequestReply = z.object({
  success: z.literal(true),
  session_token: z.string(),
  client_request: visitorClientRequest,
});
export type StartClientRequestReply = z.infer<typeof startClientRequestReply>;

// ---- the conversation ----
export const chatChip = z.object({ label: z.string(), value: z.string() });
export const chatQuestion = z.object({
  field_id: briefFieldId,
  kind: fieldKind,
  text: z.string(),
  hint: z.string().nullable(),
  chips: z.array(chatChip),
  multiple: z.boolean(),
});
export type ChatQuestion = z.infer<typeof chatQuestion>;

export const chatProgress = z.object({
  answered: z.number().int(),
  total: z.number().int(),
  topic_index: z.number().int(),
  topic_count: z.number().int(),
});
export type ChatProgress = z.infer<typeof chatProgress>;

export const chatMessage = z.object({
  id: z.string(),
  role: z.enum(['visitor', 'genie']),
  text: z.string().describe('Markdown for genie messages, plain text for visitor messages'),
  created_at: z.string(),
  /** The client's id of a visitor message (idempotency key). */
  client_message_id: z.string().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/** GET /genie/{linkWords}/session/ : everything needed to resume, whatever the stage. */
export const visitorSessionReply = z.object({
  success: z.literal(true),
  designer: publicDesigner,
  plan: planSummary,
  client_request: visitorClientRequest,
  messages: z.array(chatMessage),
  question: chatQuestion.nullable(),
  progress: chatProgress,
  complete: z.boolean(),
});
export type VisitorSessionReply = z.infer<typeof visitorSessionReply>;

/**
 * Which engine a turn asks for: `reasoning`, the configured reasoning model (the mood board's chat_o3_mini
 * page), falling back to the default model and then the built-in interviewer when none is configured.
 * Unset: the default.
 */
export const chatEngineChoice = z.enum(['reasoning']);
export type ChatEngineChoice = z.infer<typeof chatEngineChoice>;

/** Which engine wrote a reply: the reasoning model, the default model, or the built-in interviewer. */
export const chatEngine = z.enum(['reasoning_model', 'model', 'built_in']);
export type ChatEngine = z.infer<typeof chatEngine>;

/**
 * POST /genie/{linkWords}/chat/ — a visitor turn. `text` for a typed or chip answer, or `action`
 * skip / back; `engine` to ask for the reasoning model. Idempotent by `client_message_id`: a retry
 * replays the stored reply.
 * The reply is a Server-Sent-Events stream (content-type text/event-stream) of `chatEvent`s, one JSON
 * object per `data:` line: `accepted` once the visitor message is stored, then `delta`s, then `done`
 * (or `error`, after which the visitor's message is still stored and a retry is safe).
 */
export const chatTurnInput = z
  .object({
    client_message_id: z.string().min(8).max(64).regex(/^[\w-]+$/),
    text: text(MESSAGE_MAX_LENGTH, { tooLong: 'message_too_long' }).optional(),
    action: z.enum(['skip', 'back']).optional(),
    engine: chatEngineChoice.optional(),
    /** The language the visitor's page is in now: the turn is read, and the next question asked, in it. */
    language: language.optional(),
  })
  .refine((v) => (v.text && v.text.length > 0) || v.action, { error: 'message_required', path: ['text'] });
export type ChatTurnInput = z.infer<typeof chatTurnInput>;

/**
 * PUT /genie/{linkWords}/session/language/ — the visitor switched their page's language: the interview
 * goes on in it (questions, chips, the reading of answers, the report). Mid-chat the question on screen
 * is asked again in the new language, as a stored genie `message`; null when nothing was to be asked again.
 */
export const changeVisitorLanguageInput = z.object({ language });
export type ChangeVisitorLanguageInput = z.infer<typeof changeVisitorLanguageInput>;
export const changeVisitorLanguageReply = z.object({
  success: z.literal(true),
  language,
  message: chatMessage.nullable(),
  question: chatQuestion.nullable(),
  progress: chatProgress,
  complete: z.boolean(),
});
export type ChangeVisitorLanguageReply = z.infer<typeof changeVisitorLanguageReply>;

export const chatEvent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('accepted'), message: chatMessage }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    message: chatMessage,
    question: chatQuestion.nullable(),
    progress: chatProgress,
    complete: z.boolean(),
    stage: visitorStage,
    /** Who wrote `message`: after a fallback (timeout, paused provider, refusal) the built-in interviewer. */
    engine: chatEngine,
  }),
  z.object({ type: z.literal('error'), code: z.string(), msg: z.string() }),
]);
export type ChatEvent = z.infer<typeof chatEvent>;

// ---- reference step (issue 4 fills it; until then it can only be skipped) ----
/** POST /genie/{linkWords}/reference/skip/ → stage brief. */
export const stageReply = z.object({ success: z.literal(true), stage: visitorStage });
export type StageReply = z.infer<typeof stageReply>;

// ---- the design brief ----
export const briefGroup = z.enum(['project', 'needs', 'style', 'space', 'budget_timeline', 'brand', 'product', 'website', 'other']);
export const briefEntry = z.object({
  field_id: briefFieldId,
  label: z.string(),
  kind: fieldKind,
  group: z.string(),
  /** What the visitor said. */
  raw: z.string().nullable(),
  /** How it was understood, formatted for display in the visitor's language. */
  display: z.string().nullable(),
  skipped: z.boolean(),
  /**
   * The visitor's whole message the value was read from, when `raw` is only part of it; null when
   * `raw` is the whole message, or when nobody said it (unanswered, skipped, or edited on a form).
   */
  source: z.string().nullable(),
  /** The words could not be filed with confidence: kept as said, for the designer to clarify with the client. */
  clarify: z.boolean(),
  /** 'designer': the designer wrote `raw` on the overview, so it is not the client's words. */
  edited_by: z.literal('designer').optional(),
  /** What the client had said before the designer's edit, when they had said something. */
  client_said: z.string().optional(),
});
export type BriefEntry = z.infer<typeof briefEntry>;

/** A style sample the brief asks the visitor to rate (from the reference rounds, or the preferred style). */
export const briefStyleSample = z.object({
  id: z.string(),
  style: z.string(),
  label: z.string(),
  image_url: z.string().nullable(),
});
export type BriefStyleSample = z.infer<typeof briefStyleSample>;

/** An uploaded image of the brief; `url` is a signed link for the reader, valid for at least FILE_LINK_MIN_LIFETIME_MS. */
export const briefUpload = z.object({
  id: z.string(),
  url: z.string().describe('A signed link for this reader, valid for at least 2 hours'),
  width: z.number().int(),
  height: z.number().int(),
});
export type BriefUpload = z.infer<typeof briefUpload>;

export const briefFeedback = z.object({
  ratings: z.record(z.string(), z.number().int().min(1).max(5)),
  comment: z.string(),
  note: z.string(),
  note_image: briefUpload.nullable(),
  floor_plans: z.array(briefUpload),
});
export type BriefFeedback = z.infer<typeof briefFeedback>;

/** GET /genie/{linkWords}/brief/ */
export const briefReply = z.object({
  success: z.literal(true),
  client_request: visitorClientRequest,
  entries: z.array(briefEntry),
  style_samples: z.array(briefStyleSample),
  feedback: briefFeedback,
  /** The style profile and palette of the reference rounds; null when they were skipped. */
  reference_profile: referenceProfile.nullable().optional(),
});
export type BriefReply = z.infer<typeof briefReply>;

/** PUT /genie/{linkWords}/brief/fields/ — the visitor edits answers before confirming; each is parsed like a chat answer. */
export const updateBriefFieldsInput = z.object({
  fields: z.partialRecord(briefFieldId, text(MESSAGE_MAX_LENGTH, { tooLong: 'message_too_long' })),
});
export type UpdateBriefFieldsInput = z.infer<typeof updateBriefFieldsInput>;

/**
 * PUT /genie/{linkWords}/brief/feedback/ — multipart: `ratings` (JSON object style sample id → 1..5),
 * `comment`, `note`, optional file `note_image` (≤10 MB, .jpg/.jpeg/.png), files `floor_plans` (≤5 in
 * all, images, ≤10 MB each), `remove_upload_ids` (JSON array). Saved as a draft: nothing is lost if the
 * visitor leaves before confirming.
 */
export const saveBriefFeedbackFields = z.object({
  ratings: z.string().max(10_000, { error: 'invalid_value' }).optional(),
  comment: text(MESSAGE_MAX_LENGTH, { tooLong: 'message_too_long', keepWhitespace: true }).optional(),
  note: text(MESSAGE_MAX_LENGTH, { tooLong: 'message_too_long', keepWhitespace: true }).optional(),
  remove_upload_ids: z.string().max(2000, { error: 'invalid_value' }).optional(),
});

/** The reply of PUT brief/fields/: the brief's entries as re-parsed. */
export const updateBriefFieldsReply = z.object({ success: z.literal(true), entries: z.array(briefEntry) });
/** The reply of PUT brief/feedback/: the saved draft. */
export const saveBriefFeedbackReply = z.object({ success: z.literal(true), feedback: briefFeedback });

/**
 * Optional query on every session-scoped call: the identify key of the page's URL. When given it must
 * be the session's own request's key, else 404 not_found.
 */
export const visitorRequestQuery = z.object({ identify_key: z.string().max(100).optional() });

/** POST /genie/{linkWords}/brief/confirm/ — every style sample must be rated ("Rating is required"). */
export const confirmBriefReply = z.object({ success: z.literal(true), stage: visitorStage, msg: z.string() });

// ---- POST /genie/book/ : a consultation slot attached to the request ----
export const bookConsultationInput = z.object({
  date: z.iso.date({ error: 'date_required' }),
  available_time: availableTime,
  note: text(500).optional(),
  /** The visitor's zone, minutes east of UTC (`-new Date().getTimezoneOffset()`): the date and window are their local time. */
  utc_offset: z.number().int().min(-840).max(840).optional(),
});
export type BookConsultationInput = z.infer<typeof bookConsultationInput>;
export const bookConsultationReply = z.object({ success: z.literal(true), msg: z.string() });

// ---- the reference rounds (issue 4) ----
/**
 * GET …/reference/, and the reply of choose / new_images / stop. `available` false: the library is
 * still being prepared (first start) — offer skip. While `status` is choosing, `images` is the open
 * round; otherwise the rounds are over and `stage` says where to go (brief once stopped or done;
 * with no_similar_images the visitor stays until they stop).
 */
export const referenceRoundReply = z.object({
  success: z.literal(true),
  stage: visitorStage,
  available: z.boolean(),
  status: referenceRoundsStatus,
  /** 1-based index of the open (or last) round; 0 before any. */
  round: z.number().int().min(0),
  total_rounds: z.number().int().positive(),
  images: z.array(referenceImageCard),
  /** Whether a round is open: choose and "New Images" are possible. */
  can_choose: z.boolean(),
  notice: referenceNotice.nullable(),
  /**
   * The open round holds fewer images than a full round: the library has no more unseen images of
   * this kind of project and its rooms (the round is never padded with other kinds of work).
   */
  fewer_images: z.boolean(),
  /** Set once the rounds are over. */
  profile: referenceProfile.nullable(),
});
export type ReferenceRoundReply = z.infer<typeof referenceRoundReply>;
