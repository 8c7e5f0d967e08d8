import { screenReply } from '../prompts/screen-reply.ts';
import type { FallbackReason } from './turn-types.ts';

/** A question mark in any of the interview's languages (full-width included): the lead-in never asks. */
const QUESTION_MARK = /[?？]/;
/** Where a sentence ends: its mark before a space or a line break, a full-width mark, or a line break. */
const SENTENCE_END = /[.!…](?=\s)|[。！]|\n/g;
/** A line that ends in a colon announces what follows: it is judged with it ("Here it is:" and what it gives). */
const ANNOUNCES = /[:：]\s*$/;

export interface HeldBack {
  reason: Extract<FallbackReason, 'refusal' | 'unsafe_output' | 'off_task'>;
  detail: string;
}

/**
 * The model's lead-in as it is written, sentence by sentence: each sentence is shown as soon as it and everything
 * before it pass the output filter (`screenReply`: no protected passage, no other identity, no refusal) and it asks
 * nothing; the first that does not is held back with all that follows, and what was shown stays the lead-in. So the
 * visitor reads the model's first sentence while it writes the next, and never half a sentence, nor one the filter
 * would have held back. (A passage of a protected text split across two sentences is caught on the second: the first
 * half alone is shorter than a passage.)
 */
export interface LeadInGate {
  /** Text from the model, in any pieces. */
  add(delta: string): void;
  /** The model finished: the last sentence (no mark needed) is judged too. */
  finish(): void;
  /** Nothing more is shown (the turn was decided without the rest: a timeout, a broken stream). */
  close(): void;
  /** Exactly the text shown so far. */
  readonly shown: string;
  readonly held: HeldBack | null;
}

export function leadInGate(options: { protectedTexts: readonly string[]; teamName: string; show: (text: string) => void }): LeadInGate {
  let buffer = '';
  let shown = '';
  let held: HeldBack | null = null;
  let closed = false;

  const judge = (sentence: string): HeldBack | null => {
    if (QUESTION_MARK.test(sentence)) return { reason: 'off_task', detail: 'the wording asked a question of its own' };
    const verdict = screenReply({ reply: shown + sentence, protectedTexts: options.protectedTexts, teamName: options.teamName });
    return verdict.ok ? null : { reason: verdict.reason, detail: verdict.detail };
  };
  const offer = (sentence: string) => {
    // The lead-in starts with its first word; later sentences keep the space before them.
    const text = shown ? sentence : sentence.trimStart();
    if (!text.trim()) return;
    held = judge(text);
    if (held) return;
    shown += text;
    options.show(text);
  };

  return {
    add(delta) {
      if (closed || held) return;
      buffer += delta;
      let from = 0;
      while (!held) {
        SENTENCE_END.lastIndex = from;
        const end = SENTENCE_END.exec(buffer);
        if (!end) break;
        // A line break ends the sentence before it and is the next one's leading space.
        const cut = end[0] === '\n' ? end.index : end.index + end[0].length;
        const sentence = buffer.slice(0, cut);
        if (!sentence.trim() || ANNOUNCES.test(sentence)) {
          from = end.index + end[0].length;
          continue;
        }
        buffer = buffer.slice(cut);
        from = 0;
        offer(sentence);
      }
    },
    finish() {
      if (closed || held) return;
      offer(buffer.trimEnd());
      buffer = '';
      closed = true;
    },
    close() {
      closed = true;
    },
    get shown() {
      return shown;
    },
    get held() {
      return held;
    },
  };
}

/** A stream of text written by one side and read by another (the turn's reply as it is decided): each read takes all written since the last. */
export interface TextChannel {
  push(text: string): void;
  end(): void;
  readonly stream: AsyncIterable<string>;
}

export function textChannel(): TextChannel {
  const queue: string[] = [];
  let ended = false;
  let wake: (() => void) | null = null;
  const notify = () => {
    wake?.();
    wake = null;
  };
  return {
    push(text) {
      if (ended || !text) return;
      queue.push(text);
      notify();
    },
    end() {
      ended = true;
      notify();
    },
    stream: {
      async *[Symbol.asyncIterator]() {
        for (;;) {
          // What was written while the reader was away comes as one piece (a sentence, or a whole engine reply).
          if (queue.length > 0) {
            yield queue.splice(0).join('');
            continue;
          }
          if (ended) return;
          await new Promise<void>((resolve) => (wake = resolve));
        }
      },
    },
  };
}
