import type { BriefFieldId, ProjectType } from '@genie/contracts';
import type { InterviewField } from '../interview/catalogue.ts';
import { isSpatialProjectType } from '../styles/space-catalog.ts';
import {
  applicableFields,
  areaOf,
  budgetOf,
  daysBetween,
  deadlineFieldsByType,
  deadlineOf,
  fieldStatus,
  type AreaFacts,
  type DeadlineFacts,
  type FieldStatus,
  type MoneyFacts,
} from './brief-facts.ts';
import { assessBudget, type BudgetAssessment } from './budget-thresholds.ts';
import { rankStyleCandidates, type StyleCandidate } from './style-candidates.ts';
import type { SuggestionsInput } from './suggestions-input.ts';
import { assessTimeline, type TimelineAssessment } from './timeline.ts';

/** What a first call cannot do without, per project type (the deadline counts once, whichever date field holds it). */
export const essentialFieldsByType: Readonly<Record<ProjectType, readonly BriefFieldId[]>> = {
  residential_space: ['project_background', 'space_size', 'budget', 'move_in_date'],
  commercial_space: ['project_background', 'space_size', 'budget', 'opening_date'],
  exhibition_space: ['project_background', 'space_size', 'budget', 'opening_date'],
  brand_design: ['project_background', 'expected_deadline'],
  packaging_design: ['project_background', 'product_description', 'expected_deadline'],
  website: ['project_background', 'budget', 'expected_deadline'],
  other: ['project_background', 'other_design_requirements', 'expected_deadline'],
};

export interface OpenField {
  field: InterviewField;
  status: Exclude<FieldStatus, 'answered'>;
}

/** The facts the suggestions are written from, computed once (the rules and the LLM prompt share them). */
export interface BriefAnalysis {
  projectType: ProjectType;
  spatial: boolean;
  budget: MoneyFacts | null;
  area: AreaFacts | null;
  budgetAssessment: BudgetAssessment | null;
  deadline: DeadlineFacts | null;
  timeline: TimelineAssessment | null;
  /** The directions' styles, best first (2–3). */
  styles: StyleCandidate[];
  /** Core questions of the project type without a usable answer: essentials first, then in asking order. */
  openFields: OpenField[];
  missingEssentials: BriefFieldId[];
  coreAnswered: number;
  coreTotal: number;
  daysSinceInquiry: number;
}

export function analyzeBrief(input: SuggestionsInput): BriefAnalysis {
  const { projectType, answers } = input;
  const budget = budgetOf(answers);
  const area = areaOf(answers);
  const deadline = deadlineOf(projectType, answers);
  const core = applicableFields(projectType, answers).filter((f) => f.priority === 'core');
  const isDeadlineField = (id: BriefFieldId) => deadlineFieldsByType[projectType].includes(id);

  const essentials = essentialFieldsByType[projectType];
  const missingEssentials = essentials.filter((id) =>
    isDeadlineField(id) ? deadline === null : fieldStatus(answers, id) !== 'answered',
  );
  const open: OpenField[] = [];
  for (const field of core) {
    const status = fieldStatus(answers, field.id);
    if (status === 'answered') continue;
    // A deadline given in another date field (the show's opening instead of the move-in) is enough.
    if (isDeadlineField(field.id) && deadline && status === 'missing') continue;
    open.push({ field, status });
  }
  const rank = (id: BriefFieldId) => {
    const i = essentials.indexOf(id);
    return i === -1 ? essentials.length : i;
  };
  open.sort((a, b) => rank(a.field.id) - rank(b.field.id));

  return {
    projectType,
    spatial: isSpatialProjectType(projectType),
    budget,
    area,
    budgetAssessment: assessBudget(projectType, budget, area),
    deadline,
    timeline: assessTimeline(projectType, deadline, input.today),
    styles: rankStyleCandidates(input, { limit: 3, minimum: 2 }),
    openFields: open,
    missingEssentials,
    coreAnswered: core.filter((f) => fieldStatus(answers, f.id) === 'answered').length,
    coreTotal: core.length,
    daysSinceInquiry: Math.max(0, daysBetween(input.inquiryDate, input.today)),
  };
}
