import type { InterviewState } from '@genie/contracts';
import { answer, createInterview, isComplete, nextQuestion } from '../engine.ts';
import type { CorpusConversation } from './corpus-types.ts';
import { scoreConversation, type ConversationScore, type VisitorTurn } from './score-conversation.ts';

/** When the corpus conversations start; each visitor turn is 20 s after the previous one. */
export const CORPUS_START = Date.parse('2026-01-20T02:00:00Z');
export const CORPUS_TURN_MS = 20_000;
/** The most turns a corpus conversation is played for, however the interview behaves. */
export const CORPUS_HARD_STOP = 40;
/** The designer every corpus conversation is with. */
export const CORPUS_TEAM_NAME = 'Studio Lumen';

/** Plays one visitor turn: the built-in engine by default; the server's LLM path passes its own. */
export type PlayTurn = (state: InterviewState, text: string, now: Date) => InterviewState | Promise<InterviewState>;

export interface ConversationResult {
  conversation: CorpusConversation;
  state: InterviewState;
  turns: VisitorTurn[];
  score: ConversationScore;
}

const engineTurn: PlayTurn = (state, text, now) => answer(state, text, now).state;

/** The interview a corpus conversation starts from. */
export function startCorpusInterview(conversation: CorpusConversation): InterviewState {
  return createInterview({
    projectType: conversation.projectType,
    language: conversation.language,
    designer: { teamName: CORPUS_TEAM_NAME },
    options: { utcOffsetMinutes: conversation.utcOffsetMinutes },
  });
}

/**
 * Plays a scripted visitor: first the volunteered `messages` in order, whatever the genie asks, then a
 * reply to each question (`whenAsked`, else `otherwise`) until the interview is complete or the hard
 * stop. Records the field asked before each turn, and scores the brief it ends with.
 */
export async function playConversation(conversation: CorpusConversation, turn: PlayTurn = engineTurn): Promise<ConversationResult> {
  let state = startCorpusInterview(conversation);
  const turns: VisitorTurn[] = [];
  const send = async (text: string, source: VisitorTurn['source']) => {
    const index = turns.length;
    const now = new Date(CORPUS_START + index * CORPUS_TURN_MS);
    // (After a message cut off, the genie asked nothing: it said "go on", and waits for the rest.)
    turns.push({ index, askedField: state.unfinished ? null : (nextQuestion(state)?.fieldId ?? null), text, source, at: now.toISOString() });
    state = await turn(state, text, now);
  };

  for (const message of conversation.messages) {
    if (isComplete(state)) break;
    await send(message, 'message');
  }
  while (!isComplete(state) && turns.length < CORPUS_HARD_STOP) {
    const question = nextQuestion(state);
    if (!question) break;
    const reply = conversation.whenAsked[question.fieldId];
    await send(reply ?? conversation.otherwise, reply === undefined ? 'otherwise' : 'asked');
  }
  return { conversation, state, turns, score: scoreConversation(conversation, state, turns, isComplete(state)) };
}
