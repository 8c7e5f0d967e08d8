import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatEngine, ChatEngineChoice, ChatMessage, ChatProgress, ChatQuestion, Language, VisitorSessionReply, VisitorStage } from '@genie/contracts';
import { changeVisitorLanguage, streamChatTurn } from './api.ts';
import type { GenieBase } from './genie-base.ts';
import { loadDraft, saveDraft } from './visitor-storage.ts';

/** A visitor turn not yet answered: kept in session storage and retried with the same id, so it is never lost nor duplicated. */
export interface PendingTurn {
  id: string;
  text?: string;
  action?: 'skip' | 'back';
}
/** sent: answered; stored: the server has the message but the reply failed; failed: not stored. */
export type TurnResult = 'sent' | 'stored' | 'failed' | 'busy';
export type TurnInput = { text: string; action?: undefined } | { action: 'skip' | 'back'; text?: undefined };

export function newMessageId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `m-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

function sameTurn(a: PendingTurn | null, b: TurnInput): a is PendingTurn {
  return Boolean(a) && (a?.action ?? null) === (b.action ?? null) && (a?.text ?? '').trim() === (b.text ?? '').trim();
}

function upsert(list: ChatMessage[], message: ChatMessage): ChatMessage[] {
  const at = list.findIndex((m) => m.id === message.id || (message.client_message_id && m.client_message_id === message.client_message_id));
  if (at < 0) return [...list, message];
  const next = list.slice();
  next[at] = message;
  return next;
}

/**
 * The conversation: messages, the current question, progress, and one turn at a time streamed in.
 * A failed turn leaves `status: 'error'` and the pending turn in session storage; sending the same
 * text again, or `retry()`, reuses its client_message_id. `engine`: the engine every turn asks for (the
 * mood board's chat_o3_mini: the reasoning model); `answeredBy` is who wrote the latest reply of this visit.
 * `language`: the page's language now; every turn carries it, and a switch mid-chat has the question on
 * screen asked again in it (the interview then goes on in the visitor's new language).
 */
export function useChat(base: GenieBase, token: string, initial: VisitorSessionReply, engine?: ChatEngineChoice, language?: Language) {
  const pendingKey = `chat-pending.${base.storageKey}`;
  const [messages, setMessages] = useState<ChatMessage[]>(initial.messages);
  const [question, setQuestion] = useState<ChatQuestion | null>(initial.question);
  const [progress, setProgress] = useState<ChatProgress>(initial.progress);
  const [complete, setComplete] = useState(initial.complete || initial.client_request.stage !== 'chat');
  const [stage, setStage] = useState<VisitorStage>(initial.client_request.stage);
  const [answeredBy, setAnsweredBy] = useState<ChatEngine | null>(null);
  /** null: not waiting; '' : waiting for the first words (typing indicator); text: the reply so far. */
  const [streaming, setStreaming] = useState<string | null>(null);
  const [pending, setPendingState] = useState<PendingTurn | null>(() => loadDraft<PendingTurn>(pendingKey));
  const [status, setStatus] = useState<'idle' | 'sending' | 'error'>(() => {
    // A turn stored by the server whose reply never arrived: offer the retry straight away.
    const p = loadDraft<PendingTurn>(pendingKey);
    const last = initial.messages.at(-1);
    return p && last?.role === 'visitor' && last.client_message_id === p.id ? 'error' : 'idle';
  });
  const busy = useRef(false);
  /** The language the conversation goes on in, as the server last said. */
  const [spoken, setSpoken] = useState<Language>(initial.client_request.language);

  const setPending = useCallback(
    (value: PendingTurn | null) => {
      saveDraft(pendingKey, value);
      setPendingState(value);
    },
    [pendingKey],
  );

  const send = useCallback(
    async (input: TurnInput): Promise<TurnResult> => {
      if (busy.current) return 'busy';
      busy.current = true;
      const turn: PendingTurn = sameTurn(pending, input) ? pending : { id: newMessageId(), ...input };
      setPending(turn);
      setStatus('sending');
      let accepted = false;
      if (turn.text) {
        const local: ChatMessage = { id: `local-${turn.id}`, role: 'visitor', text: turn.text, created_at: new Date().toISOString(), client_message_id: turn.id };
        setMessages((list) => (list.some((m) => m.client_message_id === turn.id) ? list : [...list, local]));
      }
      setStreaming('');
      try {
        const sent = { client_message_id: turn.id, text: turn.text, action: turn.action, ...(engine ? { engine } : {}), ...(language ? { language } : {}) };
        const done = await streamChatTurn(base, token, sent, (event) => {
          if (event.type === 'accepted') {
            accepted = true;
            setMessages((list) => upsert(list, event.message));
          } else if (event.type === 'delta') setStreaming((s) => (s ?? '') + event.text);
        });
        setMessages((list) => upsert(list, done.message));
        setQuestion(done.question);
        setProgress(done.progress);
        setComplete(done.complete || done.stage !== 'chat');
        setStage(done.stage);
        setAnsweredBy(done.engine);
        if (language) setSpoken(language);
        setPending(null);
        setStatus('idle');
        return 'sent';
      } catch {
        // Not stored by the server: the words go back to the text box (see chat-page), not into the log.
        if (!accepted) setMessages((list) => list.filter((m) => m.id !== `local-${turn.id}`));
        setStatus('error');
        return accepted ? 'stored' : 'failed';
      } finally {
        setStreaming(null);
        busy.current = false;
      }
    },
    [base, token, pending, setPending, engine, language],
  );

  // The visitor switched the page's language mid-chat: the question on screen comes again in it, with its chips.
  useEffect(() => {
    if (!language || language === spoken || complete || status === 'sending' || busy.current) return;
    busy.current = true;
    changeVisitorLanguage(base, token, language)
      .then((reply) => {
        if (reply.message) setMessages((list) => upsert(list, reply.message!));
        setQuestion(reply.question);
        setProgress(reply.progress);
        setComplete(reply.complete);
      })
      // Not switched now (the conversation moved on meanwhile, or no network): the next turn carries the language.
      .catch(() => undefined)
      .finally(() => {
        setSpoken(language);
        busy.current = false;
      });
  }, [base, token, language, spoken, complete, status]);

  const retry = useCallback(() => (pending ? send(pending.action ? { action: pending.action } : { text: pending.text ?? '' }) : Promise.resolve<TurnResult>('busy')), [pending, send]);

  /** Whether the pending turn's words are already in the log (stored), or only in the text box. */
  const pendingShown = Boolean(pending && messages.some((m) => m.client_message_id === pending.id));

  return { messages, question, progress, complete, stage, streaming, status, pending, pendingShown, answeredBy, send, retry };
}
