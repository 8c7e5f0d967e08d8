import type { BriefFieldId, InterviewState } from '@genie/contracts';
import { answer, applyExtracted, closing, greeting, interviewField, nextQuestion, type AnswerOutcome, type InterviewQuestion } from '@genie/core';
import type { PhrasingTask, ReplyLead, TaskQuestion } from '../prompts/phrasing-prompt.ts';

/**
 * What a turn does to the interview, decided by the engine alone: the next state, the engine's
 * outcome for the question asked, what the reply must say (for the LLM to word) and the engine's
 * own wording of it (the fallback, and the whole reply without an LLM).
 */
export interface TurnPlan {
  state: InterviewState;
  outcome: AnswerOutcome | null;
  task: PhrasingTask;
  engineReply: string;
}

/** The question as the LLM may word it: the catalogue's plain question (a revisit's text quotes the visitor's earlier words). */
function taskQuestion(state: InterviewState, question: InterviewQuestion): TaskQuestion {
  const field = interviewField(state.projectType, question.fieldId);
  return {
    text: field?.question[state.language] ?? question.text,
    hint: question.hint,
    options: question.chips.map((c) => c.label),
  };
}

function acknowledgementOf(outcome: AnswerOutcome | null): string | null {
  if (!outcome || outcome.type === 'complete' || outcome.type === 'needs_clarification') return null;
  return outcome.acknowledgement;
}

function leadOf(outcome: AnswerOutcome | null, othersRecorded: boolean): ReplyLead | null {
  switch (outcome?.type) {
    case 'parsed':
      return othersRecorded ? 'answered_with_more' : 'answered';
    case 'accepted_raw':
      return 'accepted_raw';
    case 'skipped':
      return 'skipped';
    default:
      return null;
  }
}

function planAfter(state: InterviewState, outcome: AnswerOutcome | null, lead: ReplyLead | null): TurnPlan {
  if (outcome?.type === 'needs_clarification') {
    const question = nextQuestion(state)!;
    return { state, outcome, task: { type: 'clarify', clarification: outcome.reask, question: taskQuestion(state, question) }, engineReply: outcome.reask };
  }
  const ack = acknowledgementOf(outcome);
  const question = nextQuestion(state);
  if (!question) {
    const text = closing(state);
    return { state, outcome, task: { type: 'close', lead, closing: text }, engineReply: [ack, text].filter(Boolean).join('\n\n') };
  }
  return {
    state,
    outcome,
    task: { type: 'ask', lead: lead ?? 'answered', question: taskQuestion(state, question) },
    engineReply: [ack, question.text].filter(Boolean).join('\n\n'),
  };
}

/** The engine alone: the visitor's words answer the current question (parsed, clarified, skipped or kept as written). */
export function planEngineTurn(state: InterviewState, visitorMessage: string, now: Date): TurnPlan {
  const { state: next, outcome } = answer(state, visitorMessage, now);
  return planAfter(next, outcome, leadOf(outcome, false));
}

/**
 * With the LLM's extraction: the words it found for the current question answer it through the
 * engine (so parsing, clarification and turn counting are the engine's), and words for other
 * fields fill those still open through `applyExtracted` (never overwriting a settled answer).
 * An empty extraction leaves the message to the engine as if typed, so skip and help words keep
 * working and the message is never dropped.
 */
export function planExtractedTurn(
  state: InterviewState,
  visitorMessage: string,
  extracted: Partial<Record<BriefFieldId, string>>,
  now: Date,
): TurnPlan {
  const current = nextQuestion(state);
  const words = Object.entries(extracted).filter((e): e is [BriefFieldId, string] => typeof e[1] === 'string' && e[1].trim() !== '');
  if (!current || words.length === 0) return planEngineTurn(state, visitorMessage, now);

  const currentWords = words.find(([id]) => id === current.fieldId)?.[1];
  const others = Object.fromEntries(words.filter(([id]) => id !== current.fieldId));
  let next = state;
  let outcome: AnswerOutcome | null = null;
  if (currentWords !== undefined) {
    ({ state: next, outcome } = answer(state, currentWords, now));
  }
  const applied = applyExtracted(next, others, now);
  const othersRecorded = applied.applied.length > 0;
  if (outcome) return planAfter(applied.state, outcome, leadOf(outcome, othersRecorded));

  const mentionedSettled = applied.ignored.some((id) => state.answers[id as BriefFieldId] !== undefined);
  if (!othersRecorded && !mentionedSettled) return planEngineTurn(state, visitorMessage, now);
  // The question asked is still open: the message still counts as a visitor turn (the turn budget).
  return planAfter({ ...applied.state, turns: applied.state.turns + 1 }, null, othersRecorded ? 'answered_other' : 'already_answered');
}

/** The first message: the engine's greeting (the designer's opening, or a welcome) and the first question. */
export function planOpeningTurn(state: InterviewState): TurnPlan {
  const welcome = greeting(state);
  const question = nextQuestion(state);
  if (!question) return { state, outcome: null, task: { type: 'close', lead: null, closing: closing(state) }, engineReply: closing(state) };
  return {
    state,
    outcome: null,
    task: { type: 'greet', greeting: welcome, question: taskQuestion(state, question) },
    engineReply: `${welcome}\n\n${question.text}`,
  };
}
