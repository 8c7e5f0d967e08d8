import { z } from 'zod';
import { requestSource } from './embed.ts';
import { language } from './languages.ts';
import type { ValidationKey } from './messages.ts';
import { line, text } from './text.ts';
import {
  availableTime,
  briefFieldId,
  contactName,
  projectType,
  type VisitorValidationKey,
  visitorEmail,
  visitorPhone,
} from './client-requests.ts';
import { briefEntry, briefFeedback, briefStyleSample, MESSAGE_MAX_LENGTH, visitorStage } from './genie.ts';
import { designStyleId, paletteEntry, referenceImageCard } from './references.ts';

/**
 * The designer's workspace (issue 5): Potential Clients, one request's tabs, AI suggestions, brand
 * analysis, history and the read-only shared views. Designer calls are under /api/client_requests/
 * (bearer token, always scoped to the designer); shared views under /api/shared/client_requests/{key}/
 * (by the request's share key, read-only; the key `demo` serves the showcase request).
 */

import type { WorkspaceValidationKey } from './workspace-constants.ts';

export * from './workspace-constants.ts';

const m = (key: ValidationKey | VisitorValidationKey | WorkspaceValidationKey) => ({ error: key });

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, m('date_invalid'));

// ---- the designer's pipeline ----
export const leadStatuses = ['new', 'contacted', 'in_proposal', 'won', 'lost'] as const;
export const leadStatus = z.enum(leadStatuses);
export type LeadStatus = z.infer<typeof leadStatus>;

/** Priority of a request: set by the designer, else derived from the deadline (within 3 months: high, 6: medium, later: low). */
export const requestPriorities = ['high', 'medium', 'low'] as const;
export const requestPriority = z.enum(requestPriorities);
export type RequestPriority = z.infer<typeof requestPriority>;

export const requestOrigins = ['genie', 'manual'] as const;
export const requestOrigin = z.enum(requestOrigins);
export type RequestOrigin = z.infer<typeof requestOrigin>;

/** http(s) only; a bare domain ("studio.com") is taken as https://. Empty clears it. */
export const websiteUrl = z
  .string()
  .trim()
  .max(2000, m('too_long'))
  .transform((v) => (v && !/^[a-z][a-z0-9+.-]*:/i.test(v) ? `https://${v}` : v))
  .refine((v) => v === '' || /^https?:\/\/[^\s/?#]+\.[^\s/?#]+([/?#]\S*)?$/i.test(v), m('website_url_invalid'));

// ---- GET /client_requests/ : the Potential Clients list ----
export const clientRequestSorts = ['inquiry_date', 'deadline', 'contact_name', 'priority', 'status', 'total_message_count'] as const;
export const clientRequestSort = z.enum(clientRequestSorts);
export type ClientRequestSort = z.infer<typeof clientRequestSort>;

/** Filters shared by the list and the CSV export. Dates are the designer's calendar days (`utc_offset` minutes east of UTC). */
export const clientRequestFilters = z.object({
  /** Matches contact name, e-mail, phone or brand name (case-insensitive, part of the text). */
  q: line(200).optional(),
  project_type: projectType.optional(),
  status: leadStatus.optional(),
  completed: z.enum(['true', 'false']).optional(),
  /** Inquiry date from (inclusive), YYYY-MM-DD. */
  from: isoDate.optional(),
  /** Inquiry date to (inclusive), YYYY-MM-DD. */
  to: isoDate.optional(),
  utc_offset: z.coerce.number().int().min(-840).max(840).default(0),
  sort: clientRequestSort.default('inquiry_date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ClientRequestFilters = z.infer<typeof clientRequestFilters>;

export const clientRequestListQuery = clientRequestFilters.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type ClientRequestListQuery = z.infer<typeof clientRequestListQuery>;

/** GET /client_requests/export/ — the same filters; the reply is text/csv (UTF-8 with BOM, every match, no paging). */
export const clientRequestExportQuery = clientRequestFilters.extend({
  /** Column headers in this language (default: the designer's). */
  lang: language.optional(),
});

export const clientRequestListItem = z.object({
  id: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  project_type: projectType,
  brand_name: z.string().nullable(),
  inquiry_date: z.string().describe('ISO date-time'),
  /** YYYY-MM-DD, from the brief's expected deadline (or set by the designer). */
  deadline: z.string().nullable(),
  priority: requestPriority.nullable(),
  conversation_completed: z.boolean(),
  total_message_count: z.number().int(),
  status: leadStatus,
  status_note: z.string(),
  /** Not opened by the designer yet. */
  is_new: z.boolean(),
  stage: visitorStage,
  origin: requestOrigin,
  /** How many brief values were kept as the visitor said them, for the designer to clarify. */
  to_clarify: z.number().int(),
  /** Opened past the plan's project-request quota for its period: captured, flagged "over plan limit". */
  over_plan_limit: z.boolean(),
});
export type ClientRequestListItem = z.infer<typeof clientRequestListItem>;

export const clientRequestListReply = z.object({
  success: z.literal(true),
  items: z.array(clientRequestListItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The designer has no request at all (the list shows the demo entry and the genie link). */
  empty_account: z.boolean(),
});
export type ClientRequestListReply = z.infer<typeof clientRequestListReply>;

// ---- POST /client_requests/ : the create-client dialog (a lead by phone or in person) ----
export const createClientRequestInput = z
  .object({
    project_type: projectType,
    contact_name: contactName,
    email: z.union([z.literal(''), visitorEmail]).optional(),
    phone: z.union([z.literal(''), visitorPhone]).optional(),
    available_time: availableTime.optional(),
    available_time_other: line(200).optional(),
    brand_name: line(200).optional(),
    website_url: websiteUrl.optional(),
    /** What the client told the designer; becomes the brief's project background. */
    project_background: text(MESSAGE_MAX_LENGTH).optional(),
    /** The language of the request's brief (default: the designer's). */
    language: language.optional(),
  })
  .refine((v) => !!v.email || !!v.phone, { ...m('contact_required'), path: ['email'] });
export type CreateClientRequestInput = z.input<typeof createClientRequestInput>;

export const createClientRequestReply = z.object({ success: z.literal(true), id: z.string() });

// ---- GET /client_requests/{id}/ : one request ----
/** The reference rounds' result as the designer sees it: chosen images, ranked styles with names, palette. */
export const referenceOutcomeView = z.object({
  status: z.enum(['completed', 'stopped', 'no_similar_images']),
  chosen: z.array(z.object({ round: z.number().int(), style: designStyleId, style_name: z.string(), image: referenceImageCard.nullable() })),
  style_profile: z.array(z.object({ style: designStyleId, name: z.string(), weight: z.number() })),
  palette: z.array(paletteEntry),
});
export type ReferenceOutcomeView = z.infer<typeof referenceOutcomeView>;

/** What the overview shows of a request (also the shared overview, which has no `share_key`, status or note). */
export const clientRequestOverview = z.object({
  id: z.string(),
  contact_name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** null: not specified (a lead the designer entered without a time). */
  available_time: availableTime.nullable(),
  available_time_other: z.string().nullable(),
  project_type: projectType,
  language,
  inquiry_date: z.string(),
  stage: visitorStage,
  conversation_completed: z.boolean(),
  total_message_count: z.number().int(),
  brand_name: z.string().nullable(),
  website_url: z.string().nullable(),
  deadline: z.string().nullable(),
  priority: requestPriority.nullable(),
  origin: requestOrigin,
  /** Every overview field of the project type (§3), grouped, labelled in the requested language. */
  entries: z.array(briefEntry),
  reference_outcome: referenceOutcomeView.nullable(),
  style_samples: z.array(briefStyleSample),
  feedback: briefFeedback,
  /** The questions the visitor asked the studio during the conversation, as they wrote them, oldest first. */
  client_questions: z.array(z.object({ text: z.string(), asked_at: z.string() })),
});
export type ClientRequestOverview = z.infer<typeof clientRequestOverview>;

/** A consultation slot the visitor booked, as the designer sees it. */
export const bookingView = z.object({
  id: z.string(),
  /** The visitor's calendar day (YYYY-MM-DD) and window, in their zone (`utc_offset`). */
  date: z.string(),
  available_time: availableTime,
  utc_offset: z.number().int(),
  /** The slot as instants (ISO 8601, UTC); "other" spans the visitor's whole day (`all_day`). */
  starts_at: z.string(),
  ends_at: z.string(),
  all_day: z.boolean(),
  note: z.string(),
  booked_at: z.string(),
});
export type BookingView = z.infer<typeof bookingView>;

export const clientRequestDetail = clientRequestOverview.extend({
  status: leadStatus,
  status_note: z.string(),
  opened_at: z.string().nullable(),
  /** The key of the shared links /client_request/{share_key}/overview|suggestions|history|analysis. */
  share_key: z.string(),
  /** Opened past the plan's project-request quota for its period (captured all the same). */
  over_plan_limit: z.boolean(),
  /** Where the visitor started when the genie was embedded on the designer's site (never in shared views). */
  source: requestSource.nullable(),
  /** Consultation slots the visitor booked, in the order they were booked. */
  bookings: z.array(bookingView),
});
export type ClientRequestDetail = z.infer<typeof clientRequestDetail>;

export const clientRequestDetailReply = z.object({ success: z.literal(true), client_request: clientRequestDetail });
export type ClientRequestDetailReply = z.infer<typeof clientRequestDetailReply>;

// ---- GET /client_requests/bookings/upcoming/ : the designer's coming consultations ----
export const upcomingBooking = bookingView.extend({
  client_request_id: z.string(),
  contact_name: z.string(),
  project_type: projectType,
});
export type UpcomingBooking = z.infer<typeof upcomingBooking>;
/** Bookings whose slot has not ended yet, the soonest first. */
export const upcomingBookingsReply = z.object({ success: z.literal(true), bookings: z.array(upcomingBooking) });
export type UpcomingBookingsReply = z.infer<typeof upcomingBookingsReply>;

/** `lang`: labels and formatted answers in this language (default: the request's). */
export const workspaceLanguageQuery = z.object({ lang: language.optional() });

// ---- PATCH /client_requests/{id}/ : the designer edits the overview ----
export const updateClientRequestInput = z.object({
  contact_name: contactName.optional(),
  email: z.union([z.literal(''), visitorEmail]).optional(),
  phone: z.union([z.literal(''), visitorPhone]).optional(),
  available_time: availableTime.optional(),
  available_time_other: line(200).optional(),
  project_type: projectType.optional(),
  brand_name: line(200).optional(),
  website_url: websiteUrl.optional(),
  deadline: z.union([z.literal(''), isoDate]).optional(),
  priority: z.union([z.literal(''), requestPriority]).optional(),
  /** Overview fields by id; each is parsed like a visitor's answer (the words are kept); empty clears it. */
  fields: z.partialRecord(briefFieldId, text(MESSAGE_MAX_LENGTH)).optional(),
});
export type UpdateClientRequestInput = z.infer<typeof updateClientRequestInput>;

// ---- PUT /client_requests/{id}/status/ ----
export const updateLeadStatusInput = z.object({
  status: leadStatus,
  note: text(1000, { tooLong: 'status_note_too_long' }).default(''),
});
export type UpdateLeadStatusInput = z.infer<typeof updateLeadStatusInput>;
export const updateLeadStatusReply = z.object({ success: z.literal(true), status: leadStatus, status_note: z.string() });

// ---- POST /client_requests/{id}/share/revoke/ : old links stop working, new ones are issued ----
export const revokeShareReply = z.object({ success: z.literal(true), share_key: z.string() });

// ---- GET /client_requests/{id}/history/ : the conversation ----
export const historyMessage = z.object({
  id: z.string(),
  role: z.enum(['visitor', 'genie']),
  text: z.string(),
  at: z.string(),
  /** The visitor used the chat's Skip or Back button. */
  action: z.enum(['skip', 'back']).nullable(),
  /** Who wrote a genie message: the LLM, or the built-in engine (standing in when `fallback_reason` is set). */
  source: z.enum(['llm', 'engine']).nullable(),
  fallback_reason: z.string().nullable(),
});
export type HistoryMessage = z.infer<typeof historyMessage>;

export const historyRound = z.object({
  index: z.number().int(),
  offered: z.array(z.object({ image: referenceImageCard, style: designStyleId, style_name: z.string() })),
  chosen: z.string().nullable(),
  /** How many sets "New Images" replaced in this round. */
  replaced_sets: z.number().int(),
});

export const historyReply = z.object({
  success: z.literal(true),
  messages: z.array(historyMessage),
  reference_rounds: z.array(historyRound),
  reference_outcome: referenceOutcomeView.nullable(),
  style_samples: z.array(briefStyleSample),
  feedback: briefFeedback,
  confirmed_at: z.string().nullable(),
});
export type HistoryReply = z.infer<typeof historyReply>;

// ---- AI suggestions: GET|POST /client_requests/{id}/suggestions/ ----
export const suggestionRisk = z.object({
  kind: z.enum(['timeline', 'budget', 'scope', 'information', 'other']),
  level: z.enum(['high', 'medium', 'low']),
  text: z.string().min(1).max(600),
});
export const designDirection = z.object({
  title: z.string().min(1).max(120),
  description: z.string().min(1).max(1200),
  /** The style of the knowledge base it builds on, when one fits. */
  style: designStyleId.nullable(),
  /** 3–6 `#rrggbb` colours. */
  palette: z.array(z.string().regex(/^#[0-9a-f]{6}$/i)).max(6),
  materials: z.array(z.string().min(1).max(80)).max(8),
  key_pieces: z.array(z.string().min(1).max(80)).max(8),
  /** How the direction sits with the stated budget. */
  budget_fit: z.string().max(400),
});
/** The structured content of AI suggestions; the LLM's output is validated by this very schema. */
export const aiSuggestionsContent = z.object({
  summary: z.string().min(1).max(1500),
  design_directions: z.array(designDirection).min(1).max(4),
  first_call_questions: z.array(z.string().min(1).max(400)).min(1).max(10),
  risks: z.array(suggestionRisk).max(8),
  next_steps: z.array(z.string().min(1).max(400)).min(1).max(8),
});
export type AiSuggestionsContent = z.infer<typeof aiSuggestionsContent>;

export const suggestionsState = z.enum(['not_generated', 'generated', 'regenerated']);
export type SuggestionsState = z.infer<typeof suggestionsState>;

export const suggestionsReply = z.object({
  success: z.literal(true),
  state: suggestionsState,
  /** The request was edited since they were written: "regenerate to update". */
  stale: z.boolean(),
  /** Why they cannot be generated now; null when they can. */
  blocked_reason: z.enum(['missing_project_type']).nullable(),
  /** The conversation is complete: the tab generates them without waiting for a click. */
  auto_generate: z.boolean(),
  /**
   * Regenerating in the suggestions' language would write the very same text: the built-in rules wrote
   * them from the brief as it still is, and no language model is connected. A generate call then keeps
   * them as they are (generation_count unchanged) instead of pretending to write new ones.
   */
  same_if_regenerated: z.boolean(),
  suggestions: z
    .object({
      content: aiSuggestionsContent,
      source: z.enum(['llm', 'rules']),
      language,
      generated_at: z.string(),
      generation_count: z.number().int(),
    })
    .nullable(),
});
export type SuggestionsReply = z.infer<typeof suggestionsReply>;

export const generateSuggestionsInput = z.object({ language: language.optional() });

// ---- AI brand analysis: GET|POST /client_requests/{id}/brand_analysis/ ----
export const brandAnalysisStates = ['unavailable', 'not_started', 'in_progress', 'failed', 'done'] as const;
export const brandAnalysisState = z.enum(brandAnalysisStates);
export type BrandAnalysisState = z.infer<typeof brandAnalysisState>;

/** Why a fetch failed; the web app translates `brand_analysis.errors.<code>`. */
export const brandFetchErrorCodes = [
  'address_not_allowed',
  'unreachable',
  'timeout',
  'too_large',
  'not_html',
  'http_error',
  'too_many_redirects',
  'internal',
] as const;
export const brandFetchErrorCode = z.enum(brandFetchErrorCodes);
export type BrandFetchErrorCode = z.infer<typeof brandFetchErrorCode>;

const hex = z.string().regex(/^#[0-9a-f]{6}$/i);
export const brandExtraction = z.object({
  url: z.string(),
  /** After redirects. */
  final_url: z.string(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  headings: z.array(z.string()).max(30),
  navigation: z.array(z.object({ label: z.string(), url: z.string() })).max(30),
  colors: z.object({
    theme_color: hex.nullable(),
    /** Colours of the site's CSS, most used first. */
    css: z.array(z.object({ hex, count: z.number().int() })).max(12),
    /** Dominant colours of the logo image. */
    logo_palette: z.array(hex).max(6),
  }),
  fonts: z.array(z.string()).max(12),
  logo_url: z.string().nullable(),
  social_links: z.array(z.object({ network: z.string(), url: z.string() })).max(20),
  languages: z.array(z.string()).max(20),
});
export type BrandExtraction = z.infer<typeof brandExtraction>;

/** The written analysis; the LLM's output is validated by this very schema. */
export const brandAnalysisWriting = z.object({
  summary: z.string().min(1).max(1500),
  positioning: z.string().min(1).max(1500),
  audience: z.string().min(1).max(1500),
  tone: z.string().min(1).max(1000),
  visual_identity: z.string().min(1).max(1500),
  gaps_and_opportunities: z.array(z.string().min(1).max(600)).min(1).max(8),
});
export type BrandAnalysisWriting = z.infer<typeof brandAnalysisWriting>;

export const brandAnalysisReply = z.object({
  success: z.literal(true),
  state: brandAnalysisState,
  website_url: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  error_code: brandFetchErrorCode.nullable(),
  extraction: brandExtraction.nullable(),
  analysis: brandAnalysisWriting.nullable(),
  source: z.enum(['llm', 'rules']).nullable(),
  language: language.nullable(),
});
export type BrandAnalysisReply = z.infer<typeof brandAnalysisReply>;

export const startBrandAnalysisInput = z.object({ language: language.optional() });

// ---- shared read-only views: GET /shared/client_requests/{key}/overview|suggestions|history|analysis/ ----
export const SHOWCASE_SHARE_KEY = 'demo';
export const sharedOverviewReply = z.object({ success: z.literal(true), client_request: clientRequestOverview.omit({ id: true }) });
export type SharedOverviewReply = z.infer<typeof sharedOverviewReply>;
