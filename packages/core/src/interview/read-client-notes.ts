import type { InterviewState } from '@genie/contracts';
import { answer, correct, currentField } from './engine.ts';

/**
 * What a client told the designer (a hand-made lead's notes: "35 ping, NT$4.5M, opening April 2027,
 * wabi-sabi"), read into a fresh interview as a visitor's first message would be: every fact the engine
 * reads is filed in its field, with the notes as its source and the engine's own "to clarify" marks, and
 * the whole text is kept as the project background. Nothing was asked, so no turn is counted.
 * A state whose first question is no longer the background only gets the background.
 */
export function readClientNotes(state: InterviewState, notes: string, now: Date): InterviewState {
  const text = notes.trim();
  if (!text) return state;
  // The background question is the first one of every project type: the notes answer it, and the
  // engine files what they say of the other fields exactly as it does for a visitor's message.
  const read = currentField(state)?.id === 'project_background' ? answer(state, text, now).state : state;
  const { helps: _spent, ...kept } = correct(read, 'project_background', text, now).state;
  // The designer typed notes, the client was asked nothing: no turn, clarification or help is spent.
  return { ...kept, turns: state.turns, reasks: state.reasks, revisit: state.revisit, ...(state.helps ? { helps: state.helps } : {}) };
}
