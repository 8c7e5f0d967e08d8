import type { BriefFieldId, BudgetBand, ClientProfile, DesignStyleId, Language, RequestSource, TimelineUrgency } from '@genie/contracts';
import { fieldDefinitions } from '../interview/fields.ts';
import { formatBriefValue } from '../interview/format-brief-value.ts';
import { designStyle } from '../styles/style-catalog.ts';
import { analyzeBrief, type BriefAnalysis } from '../suggestions/analyze-brief.ts';
import { rawAnswer } from '../suggestions/brief-facts.ts';
import type { SuggestionsInput } from '../suggestions/suggestions-input.ts';
import { usualProjectWeeks } from '../suggestions/timeline.ts';
import { clientBrandOf, type BrandAnalysisFacts } from './client-brand.ts';
import { clipQuote, decisionSignalsIn } from './decision-signals.ts';

export interface ClientProfileInput {
  /** The brief as the suggestions read it (answers, reference outcome, ratings, dates). */
  brief: SuggestionsInput;
  /** What the client wrote in the chat, oldest first (the genie's lines left out). */
  visitorMessages: readonly string[];
  /** `genie` or `manual` (the designer entered the lead). */
  origin: string;
  source: RequestSource | null;
  /** The finished analysis of the client's website, when there is one. */
  brand?: BrandAnalysisFacts | null;
}

function formatted(input: SuggestionsInput, id: BriefFieldId, language: Language): string | null {
  const stored = input.answers[id];
  if (!stored || stored.skipped) return null;
  if (!stored.value) return stored.raw.trim() || null;
  return formatBriefValue(stored.value, language, fieldDefinitions[id].options);
}

export function budgetBandOf(analysis: BriefAnalysis): BudgetBand {
  if (!analysis.budget) return 'unstated';
  return analysis.budgetAssessment?.level ?? 'no_band';
}

export function urgencyOf(analysis: BriefAnalysis): TimelineUrgency {
  const t = analysis.timeline;
  if (!t) return analysis.deadline ? 'relaxed' : 'unstated';
  if (t.kind === 'asap' || t.kind === 'passed') return t.kind;
  return t.level === 'high' ? 'urgent' : t.level === 'medium' ? 'soon' : 'relaxed';
}

/** The styles the client leans to, from their own choices only (the reference rounds, their words, their ratings): never the type's defaults. */
export function clientStylesOf(analysis: BriefAnalysis, input: SuggestionsInput): DesignStyleId[] {
  const profiled = (input.referenceOutcome?.style_profile ?? []).filter((s) => s.weight > 0).map((s) => s.style);
  const chosen = analysis.styles.filter((c) => c.bases.some((b) => b.kind !== 'default')).map((c) => c.style);
  return [...new Set([...profiled, ...chosen])].slice(0, 3);
}

/** Where the lead came from, as a short key the charts group by: an embed's campaign or host, the genie, or the designer. */
export function leadSourceOf(origin: string, source: RequestSource | null): string {
  if (origin === 'manual') return 'manual';
  const named = source?.utm_source ?? source?.campaign;
  if (named) return named.toLowerCase().slice(0, 60);
  if (source?.page_url) {
    try {
      return new URL(source.page_url).hostname.replace(/^www\./, '');
    } catch {
      // not a URL: counted as the embed
    }
  }
  return source?.embed ? 'embed' : 'genie';
}

/**
 * Who this client is and what will decide for them, from the brief, their own messages and the analysis
 * of their website (when one finished) by rules:
 * every value is something the client said or chose (or a comparison of it with the market bands and
 * usual project lengths); nothing is filled in when they did not say it.
 */
export function profileClient(input: ClientProfileInput, language: Language): ClientProfile {
  const { brief } = input;
  const analysis = analyzeBrief(brief);
  const urgency = urgencyOf(analysis);
  const signals = decisionSignalsIn(input.visitorMessages);
  if ((urgency === 'asap' || urgency === 'urgent') && !signals.some((s) => s.kind === 'time_pressure') && analysis.deadline) {
    const words = rawAnswer(brief.answers, analysis.deadline.fieldId);
    if (words) signals.push({ kind: 'time_pressure', quote: clipQuote(words) });
  }
  const timeline = analysis.timeline;
  return {
    project_type: brief.projectType,
    category: formatted(brief, 'property_category', language) ?? formatted(brief, 'category', language),
    budget_band: budgetBandOf(analysis),
    budget: analysis.budget ? formatBriefValue(analysis.budget.value, language) : null,
    urgency,
    deadline: analysis.deadline ? formatBriefValue(analysis.deadline.value, language) : null,
    weeks_left: timeline && timeline.kind !== 'asap' ? Math.round(timeline.weeksLeft) : null,
    usual_weeks: timeline?.usualWeeks ?? usualProjectWeeks[brief.projectType],
    styles: clientStylesOf(analysis, brief).map((style) => ({ style, name: designStyle(style).name[language] })),
    location: rawAnswer(brief.answers, 'address'),
    signals,
    answered: analysis.coreAnswered,
    questions: analysis.coreTotal,
    source: leadSourceOf(input.origin, input.source),
    brand: clientBrandOf(input.brand ?? null),
  };
}
