import { z } from 'zod';
import { projectType } from './client-requests.ts';
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
