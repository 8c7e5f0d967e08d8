import { z } from 'zod';
import { projectType } from './client-requests.ts';
import { language } from './languages.ts';
import { designStyleId } from './references.ts';
import { line, text } from './text.ts';
import { leadStatus } from './workspace.ts';

/**
 * Target client intelligence and sales e-mail generation (issue 24): who one client is and what will
 * decide for them, the same read across every lead as counts, and a follow-up mail written from the brief.
 */

/** How the stated budget compares with the usual market band of the project type. */
export const budgetBands = ['tight', 'workable', 'comfortable', 'no_band', 'unstated'] as const;
export const budgetBand = z.enum(budgetBands);
export type BudgetBand = z.infer<typeof budgetBand>;

/** How pressing the client's date is against the usual length of such a project. */
export const timelineUrgencies = ['asap', 'passed', 'urgent', 'soon', 'relaxed', 'unstated'] as const;
export const timelineUrgency = z.enum(timelineUrgencies);
export type TimelineUrgency = z.infer<typeof timelineUrgency>;

/** What the client's own words show will weigh on their decision. */
export const decisionSignalKinds = ['price_sensitive', 'quality_first', 'time_pressure', 'shared_decision', 'comparing_options', 'ready_to_start', 'family_needs'] as const;
export const decisionSignalKind = z.enum(decisionSignalKinds);
export type DecisionSignalKind = z.infer<typeof decisionSignalKind>;

export const decisionSignal = z.object({
  kind: decisionSignalKind,
  /** The client's words that show it (a message or an answer, clipped). */
  quote: z.string(),
});
export type DecisionSignal = z.infer<typeof decisionSignal>;

/**
 * The client's brand as their website shows it: the colours, type and languages read off the site, and
 * the analysis' words on its voice (in the language the analysis was written in). Only what the site has.
 */
export const clientBrand = z.object({
  name: z.string().nullable(),
  website: z.string(),
  /** The site's own colours, most telling first (theme colour, logo, CSS), at most 5. */
  palette: z.array(z.string().regex(/^#[0-9a-f]{6}$/)).max(5),
  /** Typefaces the site uses, at most 3. */
  fonts: z.array(z.string()).max(3),
  /** Languages the site is published in (its lang attributes), at most 5. */
  site_languages: z.array(z.string()).max(5),
  /** The analysis' reading of the brand's tone of voice; null when it has none. */
  voice: z.string().nullable(),
  /** The language the analysis (and `voice`) is written in. */
  analysis_language: language,
});
export type ClientBrand = z.infer<typeof clientBrand>;

export const clientProfile = z.object({
  project_type: projectType,
  /** The property or business category the client gave (formatted), when there is one. */
  category: z.string().nullable(),
  budget_band: budgetBand,
  /** The stated budget, formatted; null when none was given. */
  budget: z.string().nullable(),
  urgency: timelineUrgency,
  /** The stated date or deadline, formatted; null when none was given. */
  deadline: z.string().nullable(),
  /** Weeks from today to the deadline; null without a dated one. */
  weeks_left: z.number().int().nullable(),
  /** The weeks such a project usually takes. */
  usual_weeks: z.number().int(),
  /** The styles the client leans to, best first (at most 3). */
  styles: z.array(z.object({ style: designStyleId, name: z.string() })),
  /** Where the project is (the address the client gave), when they gave one. */
  location: z.string().nullable(),
  signals: z.array(decisionSignal),
  /** Core questions of the brief answered, of how many. */
  answered: z.number().int(),
  questions: z.number().int(),
  /** Where the lead came from: the genie, an embed (with its source), or entered by the designer. */
  source: z.string(),
  /** What the analysis of the client's own website found (a finished brand analysis only); null without one. */
  brand: clientBrand.nullable(),
});
export type ClientProfile = z.infer<typeof clientProfile>;

// ---- GET /client_requests/{id}/intelligence/ ----
export const intelligenceQuery = z.object({ language: language.optional() });
export const intelligenceReply = z.object({
  success: z.literal(true),
  profile: clientProfile,
  /** Who this client is and what will decide for them, 2 to 4 sentences written from `profile` alone. */
  summary: z.string(),
  /** Who wrote `summary`: the language model (checked against the profile) or the rules. */
  summary_source: z.enum(['llm', 'rules']),
  language,
});
export type IntelligenceReply = z.infer<typeof intelligenceReply>;

// ---- GET /my/client_intelligence/ : the same read across every lead ----
export const intelligenceOverviewQuery = z.object({
  /** Months back from the current one (1–24, default 12). */
  months: z.coerce.number().int().min(1).max(24).default(12),
  language: language.optional(),
});
export type IntelligenceOverviewQuery = z.infer<typeof intelligenceOverviewQuery>;

export const countBy = <T extends z.ZodType>(key: T) => z.array(z.object({ key, count: z.number().int() }));

export const intelligenceOverviewReply = z.object({
  success: z.literal(true),
  /** Leads inquired in the period (demo leads left out). */
  total: z.number().int(),
  by_project_type: countBy(projectType),
  by_budget_band: countBy(budgetBand),
  by_urgency: countBy(timelineUrgency),
  by_style: countBy(designStyleId),
  /** `genie`, `manual`, or an embed's utm_source / campaign / host. */
  by_source: countBy(z.string()),
  by_language: countBy(language),
  /** Every month of the period, oldest first, as `YYYY-MM`. */
  by_month: countBy(z.string()),
  /** The pipeline: how many leads are at each status. */
  by_status: countBy(leadStatus),
});
export type IntelligenceOverviewReply = z.infer<typeof intelligenceOverviewReply>;

// ---- sales e-mails of a lead ----
export const salesEmailDraftInput = z.object({
  /** The language the mail is written in (default: the request's). */
  language: language.optional(),
});
export type SalesEmailDraftInput = z.infer<typeof salesEmailDraftInput>;

export const salesEmailDraftReply = z.object({
  success: z.literal(true),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  language,
  /** Who wrote it: the configured LLM, or the built-in rules. */
  source: z.enum(['llm', 'rules']),
});
export type SalesEmailDraftReply = z.infer<typeof salesEmailDraftReply>;

export const salesEmailSendInput = z.object({
  subject: line(200, { required: 'email_subject_required' }),
  body: text(10_000, { required: 'email_body_required' }),
  language,
});
export type SalesEmailSendInput = z.infer<typeof salesEmailSendInput>;

export const salesEmail = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  language,
  sent_at: z.string().describe('ISO date-time'),
});
export type SalesEmail = z.infer<typeof salesEmail>;

export const salesEmailReply = z.object({ success: z.literal(true), email: salesEmail });
export type SalesEmailReply = z.infer<typeof salesEmailReply>;

export const salesEmailsReply = z.object({ success: z.literal(true), emails: z.array(salesEmail) });
export type SalesEmailsReply = z.infer<typeof salesEmailsReply>;
