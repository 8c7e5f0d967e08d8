import { decisionSignalKinds, languages, type DecisionSignal, type DecisionSignalKind, type Language } from '@genie/contracts';
import enUS from './signals/en-US.json' with { type: 'json' };
import koKR from './signals/ko-KR.json' with { type: 'json' };
import zhTW from './signals/zh-TW.json' with { type: 'json' };

/** The words that show each signal, one JSON file per language (signals/<language>.json). */
export const signalWords: Readonly<Record<Language, Readonly<Record<DecisionSignalKind, readonly string[]>>>> = {
  'en-US': enUS,
  'zh-TW': zhTW,
  'ko-KR': koKR,
};

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Latin words match whole words ("cat" is not in "location"); Chinese and Korean words match inside a sentence. */
function matcherOf(word: string): (text: string) => boolean {
  if (/^[\x20-\x7e]+$/.test(word)) {
    const re = new RegExp(`(^|[^\\p{L}\\p{N}])${escape(word)}($|[^\\p{L}\\p{N}])`, 'iu');
    return (text) => re.test(text);
  }
  return (text) => text.includes(word);
}

const matchers: ReadonlyArray<{ kind: DecisionSignalKind; test: (text: string) => boolean }> = decisionSignalKinds.flatMap((kind) =>
  languages.flatMap((language) => signalWords[language][kind].map((word) => ({ kind, test: matcherOf(word) }))),
);

/** A message as a quote: one line, at most `max` characters. */
export function clipQuote(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1).trimEnd()}…` : clean;
}

/**
 * What the client's own messages show will weigh on the decision, each kind once with the first message
 * that shows it. Every language's words are looked for: a client may write in another language than the page.
 */
export function decisionSignalsIn(messages: readonly string[]): DecisionSignal[] {
  const found = new Map<DecisionSignalKind, string>();
  for (const message of messages) {
    for (const { kind, test } of matchers) {
      if (!found.has(kind) && test(message)) found.set(kind, clipQuote(message));
    }
  }
  return decisionSignalKinds.flatMap((kind) => (found.has(kind) ? [{ kind, quote: found.get(kind)! }] : []));
}
