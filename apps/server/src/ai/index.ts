export { checkLlmEnv, llmConfigOf, llmEnvSchema, llmEnvShape, llmProviders, reasoningConfigOf, type LlmConfig, type LlmEnv, type LlmProvider } from './config.ts';
export { createInterviewer, createReasoningInterviewer, type Interviewer } from './create-interviewer.ts';
export { createLanguageModel } from './llm/create-language-model.ts';
export { runInterviewTurn, runOpeningTurn } from './interviewer/run-interview-turn.ts';
export {
  fallbackReasons,
  type DesignerProfile,
  type FallbackReason,
  type InterviewTurn,
  type InterviewTurnInput,
  type InterviewTurnResult,
  type OpeningTurnInput,
  type TurnUsage,
} from './interviewer/turn-types.ts';
export { HISTORY_LINES, type ConversationLine } from './prompts/client-message.ts';
