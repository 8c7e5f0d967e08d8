export { analyzeBrief, essentialFieldsByType, type BriefAnalysis, type OpenField } from './analyze-brief.ts';
export { perSquareMetreBands, totalBudgetBands, type BudgetAssessment, type BudgetLevel } from './budget-thresholds.ts';
export { unitsPerUsd } from '../currencies.ts';
export { composeSuggestions } from './compose-suggestions.ts';
export { defaultStylesByType, rankStyleCandidates, stylesMentionedIn, type StyleBasis, type StyleCandidate } from './style-candidates.ts';
export type { SuggestionsInput } from './suggestions-input.ts';
export { usualProjectWeeks, type TimelineAssessment } from './timeline.ts';
export { fieldStatus, type FieldStatus } from './brief-facts.ts';
