export {
  DEFAULT_FOLLOW_UP_MINUTES,
  DEFAULT_MAX_REASKS,
  DEFAULT_TURN_BUDGET,
  answer,
  briefEntries,
  closing,
  correct,
  correctByDesigner,
  createInterview,
  currentField,
  goBack,
  greeting,
  isComplete,
  isCoreComplete,
  nextQuestion,
  progressOf,
  skip,
  type AnswerOutcome,
  type AnswerResult,
  type BriefEntry,
  type CorrectionOutcome,
  type CreateInterviewInput,
  type InterviewQuestion,
  type QuestionChip,
} from './engine.ts';
export { interviewField, interviewFields, type AskCondition, type FieldPriority, type InterviewField } from './catalogue.ts';
export { fieldDefinitions, topics, type ChoiceOption, type FieldDefinition, type Topic } from './fields.ts';
export { applyExtracted, interviewCatalogue, type CatalogueField } from './extraction.ts';
export { formatBriefValue } from './format-brief-value.ts';
export { parseAnswer } from './parse-answer.ts';
export { readClientNotes } from './read-client-notes.ts';
export { projectTypeLabels } from './phrases.ts';
export type { ParseContext } from './parse/parse-context.ts';
export type { QuantityFamily } from './parse/quantity.ts';
