import type { BriefFieldId, InterviewState } from '@genie/contracts';
import { nextQuestion } from '../engine.ts';
import type { CorpusConversation } from './corpus-types.ts';

/**
 * A stand-in for a perfect LLM extraction, built from a corpus conversation's answer key: for a visitor
 * message, the fields the key says that message states, each with the visitor's whole message as their
 * words; for a reply to a question, the field asked when the key expects it from that reply.
 */
export function answerKeyExtraction(conversation: CorpusConversation): (state: InterviewState, text: string) => Partial<Record<BriefFieldId, string>> {
  return (state, text) => {
    const index = conversation.messages.indexOf(text);
    const asked = nextQuestion(state)?.fieldId;
    const stated = (Object.entries(conversation.expected) as [BriefFieldId, CorpusConversation['expected'][BriefFieldId]][]).filter(([id, fact]) =>
      index >= 0 ? fact!.said === index : fact!.said === 'asked' && id === asked && conversation.whenAsked[id] === text,
    );
    return Object.fromEntries(stated.filter(([, fact]) => !('skipped' in fact!)).map(([id]) => [id, text]));
  };
}
