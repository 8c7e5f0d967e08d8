import { z } from 'zod';
import { currency, projectType } from './client-requests.ts';
import { language } from './languages.ts';
import { clientRequestFilters } from './workspace.ts';

/**
 * The sidebar's workspaces across all of a designer's leads (issue 24): each is built from what one
 * request's tab already shows, so these replies carry only what a list needs and a link to the tab.
 */

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const pageSize = z.coerce.number().int().min(1).max(100).default(20);

// ---- GET /my/ai_suggestions/ : every lead with its suggestions' state ----
/** none: never written; generated: written from the request as it is; outdated: the request changed since; blocked: no project type to write from. */
export const suggestionsOverviewStates = ['none', 'generated', 'outdated', 'blocked'] as const;
export const suggestionsOverviewState = z.enum(suggestionsOverviewStates);
export type SuggestionsOverviewState = z.infer<typeof suggestionsOverviewState>;

export const suggestionsOverviewQuery = clientRequestFilters.pick({ q: true, project_type: true, from: true, to: true, utc_offset: true }).extend({
  state: suggestionsOverviewState.optional(),
  page,
  page_size: pageSize,
});
export type SuggestionsOverviewQuery = z.infer<typeof suggestionsOverviewQuery>;

export const suggestionsOverviewItem = z.object({
  id: z.string(),
  contact_name: z.string(),
  brand_name: z.string().nullable(),
  project_type: projectType,
  inquiry_date: z.string().describe('ISO date-time'),
  conversation_completed: z.boolean(),
  state: suggestionsOverviewState,
  /** When the current version was written; null when none is. */
  generated_at: z.string().nullable(),
  generation_count: z.number().int(),
  /** The language the current version is written in; null when none is. */
  language: language.nullable(),
  /** Regenerating in `language` would write the same text (the rules wrote it from the unchanged brief; no language model). */
  same_if_regenerated: z.boolean(),
});
export type SuggestionsOverviewItem = z.infer<typeof suggestionsOverviewItem>;

export const suggestionsOverviewReply = z.object({
  success: z.literal(true),
  items: z.array(suggestionsOverviewItem),
  /** Leads matching every filter, state included. */
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Leads matching the other filters, by state: the state filter's counts. */
  counts: z.record(suggestionsOverviewState, z.number().int()),
});
export type SuggestionsOverviewReply = z.infer<typeof suggestionsOverviewReply>;

// ---- GET /my/conversations/ : every conversation, newest first, searched across its messages ----
export const conversationsQuery = clientRequestFilters.pick({ q: true, completed: true }).extend({ page, page_size: pageSize });
export type ConversationsQuery = z.infer<typeof conversationsQuery>;

/** A line of a conversation as a list shows it: who said it, when, and the words around what was searched. */
export const conversationLine = z.object({
  role: z.enum(['visitor', 'genie']),
  /** At most a few hundred characters; an excerpt starts or ends with … where the message goes on. */
  text: z.string(),
  at: z.string(),
});
export type ConversationLine = z.infer<typeof conversationLine>;

export const conversationItem = z.object({
  id: z.string(),
  contact_name: z.string(),
  brand_name: z.string().nullable(),
  project_type: projectType,
  conversation_completed: z.boolean(),
  message_count: z.number().int(),
  started_at: z.string(),
  last_message: conversationLine,
  /** With a search: the first message that contains it (null when only the name or brand matched). */
  match: conversationLine.nullable(),
  /** With a search: how many of the conversation's messages contain it. */
  match_count: z.number().int(),
});
export type ConversationItem = z.infer<typeof conversationItem>;

export const conversationsReply = z.object({
  success: z.literal(true),
  items: z.array(conversationItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type ConversationsReply = z.infer<typeof conversationsReply>;

// ---- GET /my/brand_analyses/ : every lead with a website and its brand analysis ----
/** none: never analysed; the rest are the analysis's own states (a lost job shows as failed). */
export const brandAnalysisOverviewStates = ['none', 'in_progress', 'failed', 'done'] as const;
export const brandAnalysisOverviewState = z.enum(brandAnalysisOverviewStates);
export type BrandAnalysisOverviewState = z.infer<typeof brandAnalysisOverviewState>;

export const brandAnalysesQuery = clientRequestFilters.pick({ q: true }).extend({ state: brandAnalysisOverviewState.optional(), page, page_size: pageSize });
export type BrandAnalysesQuery = z.infer<typeof brandAnalysesQuery>;

export const brandAnalysisOverviewItem = z.object({
  id: z.string(),
  contact_name: z.string(),
  brand_name: z.string().nullable(),
  project_type: projectType,
  /** The request's website now (null when it was removed after an analysis). */
  website_url: z.string().nullable(),
  state: brandAnalysisOverviewState,
  /** The address the last analysis read; differs from `website_url` when the designer changed it since. */
  analysed_url: z.string().nullable(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  /** Why the last analysis failed (contracts brandFetchErrorCode). */
  error_code: z.string().nullable(),
  /** The brand's colours at a glance, as found on the site: theme colour, logo, then the CSS's most used. */
  palette: z.array(z.string()).max(6),
  fonts: z.array(z.string()).max(3),
  /** The voice of the brand, as the analysis describes it. */
  tone: z.string().nullable(),
});
export type BrandAnalysisOverviewItem = z.infer<typeof brandAnalysisOverviewItem>;

export const brandAnalysesReply = z.object({
  success: z.literal(true),
  items: z.array(brandAnalysisOverviewItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** Leads with a website matching the search, by state. */
  counts: z.record(brandAnalysisOverviewState, z.number().int()),
});
export type BrandAnalysesReply = z.infer<typeof brandAnalysesReply>;

// ---- GET /my/mood_boards/ : every board visitors made on the designer's mood board ----
export const moodBoardsQuery = z.object({ page, page_size: pageSize });
export type MoodBoardsQuery = z.infer<typeof moodBoardsQuery>;

export const moodBoardOverviewItem = z.object({
  id: z.string(),
  contact_name: z.string(),
  brand_name: z.string().nullable(),
  project_type: projectType,
  conversation_completed: z.boolean(),
  /** When the visitor last added a photo or a concept. */
  last_activity_at: z.string(),
  upload_count: z.number().int(),
  /** Concept images made (ready), every version counted. */
  concept_count: z.number().int(),
  starred_count: z.number().int(),
  /** The visitor's photos then their starred concepts, up to six, as signed links for the designer. */
  images: z.array(z.object({ kind: z.enum(['upload', 'starred']), url: z.string() })).max(6),
});
export type MoodBoardOverviewItem = z.infer<typeof moodBoardOverviewItem>;

export const moodBoardsReply = z.object({
  success: z.literal(true),
  items: z.array(moodBoardOverviewItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type MoodBoardsReply = z.infer<typeof moodBoardsReply>;

// ---- GET /my/furniture/ : every lead's furniture selection ----
export const furnitureOverviewQuery = clientRequestFilters.pick({ q: true }).extend({ generated: z.enum(['true', 'false']).optional(), page, page_size: pageSize });
export type FurnitureOverviewQuery = z.infer<typeof furnitureOverviewQuery>;

export const furnitureOverviewItem = z.object({
  id: z.string(),
  contact_name: z.string(),
  brand_name: z.string().nullable(),
  project_type: projectType,
  /** The list was generated (the request's Furniture tab). */
  generated: z.boolean(),
  generated_at: z.string().nullable(),
  shared: z.boolean(),
  currency,
  budget: z.number().nullable(),
  total: z.number(),
  piece_count: z.number().int(),
  pinned_count: z.number().int(),
  /** Slots nothing fits (or nothing within the budget). */
  unfilled_count: z.number().int(),
  /** The first pieces of the selection, for a glance. */
  pieces: z.array(z.object({ name: z.string(), image: z.string() })).max(4),
});
export type FurnitureOverviewItem = z.infer<typeof furnitureOverviewItem>;

export const furnitureOverviewReply = z.object({
  success: z.literal(true),
  items: z.array(furnitureOverviewItem),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type FurnitureOverviewReply = z.infer<typeof furnitureOverviewReply>;
