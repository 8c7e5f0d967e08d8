import type { BriefFieldId, InterviewState } from '@genie/contracts';
import { answer, closing, greeting, interviewField, nextQuestion, type AnswerOutcome, type InterviewQuestion } from '@genie/core';
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
  const question = nextQuestion(state);
  if (outcome?.type === 'needs_clarification' && question) {
    if (outcome.reason === 'elsewhere') {
      // Facts for other fields were filed; the question on screen is asked again.
      return { state, outcome, task: { type: 'ask', lead: 'answered_other', question: taskQuestion(state, question) }, engineReply: outcome.reask };
    }
    return { state, outcome, task: { type: 'clarify', clarification: outcome.reask, question: taskQuestion(state, question) }, engineReply: outcome.reask };
  }
  const ack = acknowledgementOf(outcome);
  if (!question) {
    // Nothing left to ask (the turn budget may have run out on a clarification): the closing, never a crash.
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
 * With the LLM's extraction: the engine reads the message itself for every field, and the LLM's words
 * per field are read like typed words for the fields its own reading missed (so a weak extraction
 * loses nothing). The engine stays the judge of what is known, what is filed and what is asked next.
 */
export function planExtractedTurn(
  state: InterviewState,
  visitorMessage: string,
  extracted: Partial<Record<BriefFieldId, string>>,
  now: Date,
): TurnPlan {
  const current = nextQuestion(state);
  const words = Object.fromEntries(
    Object.entries(extracted).filter((e): e is [BriefFieldId, string] => typeof e[1] === 'string' && e[1].trim() !== ''),
  ) as Partial<Record<BriefFieldId, string>>;
  if (!current) return planEngineTurn(state, visitorMessage, now);
  const { state: next, outcome } = answer(state, visitorMessage, now, { extracted: words });
  const othersRecorded = (Object.keys(next.answers) as BriefFieldId[]).some((id) => id !== current.fieldId && next.answers[id] !== state.answers[id]);
  const mentionedSettled = (Object.keys(words) as BriefFieldId[]).some((id) => id !== current.fieldId && state.answers[id] !== undefined);
  if (outcome.type === 'needs_clarification' && outcome.reason === 'unparsed' && !othersRecorded && mentionedSettled) {
    // The visitor spoke again of a settled answer: the question stays open, and "go back" is pointed to.
    return planAfter(next, null, 'already_answered');
  }
  return planAfter(next, outcome, leadOf(outcome, othersRecorded));
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
