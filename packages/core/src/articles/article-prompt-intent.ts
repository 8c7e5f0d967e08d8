import { languages, type ArticleDisclosure, type Language } from '@genie/contracts';
import enUS from './prompt-words/en-US.json' with { type: 'json' };
import koKR from './prompt-words/ko-KR.json' with { type: 'json' };
import zhTW from './prompt-words/zh-TW.json' with { type: 'json' };

/**
 * What a designer's prompt asks of an article besides its tone: its length, its topic, and which private
 * facts it may include. The words are data, one file per interface language (prompt-words/<language>.json);
 * a prompt is read with all three, since a designer may write in any of them.
 */
interface PromptWords {
  disclose: Record<ArticleDisclosure, string[]>;
  length: { short: string[]; long: string[] };
  topic: { after: string[]; before: string[]; stop: string[]; strip: string[] };
}

const words: Readonly<Record<Language, PromptWords>> = { 'en-US': enUS, 'zh-TW': zhTW, 'ko-KR': koKR };

export type ArticleLength = 'short' | 'medium' | 'long';

export interface ArticlePromptIntent {
  length: ArticleLength;
  /** What the article is about, in the designer's words ("our new oak kitchen"); null when the prompt names nothing. */
  topic: string | null;
  /** The private facts the prompt asks for by name ("include the budget"). */
  disclose: ArticleDisclosure[];
}

const isLatin = (word: string) => /^[\x20-\x7e]+$/.test(word);
const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a word occurs in the prompt (Latin words on word boundaries, case-insensitive), or -1. */
function find(prompt: string, word: string, from = 0): { at: number; end: number } | null {
  const rest = prompt.slice(from);
  if (isLatin(word)) {
    const match = new RegExp(`(?<![\\p{L}\\p{N}])${escape(word)}(?![\\p{L}\\p{N}])`, 'iu').exec(rest);
    return match ? { at: from + match.index, end: from + match.index + match[0].length } : null;
  }
  const at = rest.indexOf(word);
  return at >= 0 ? { at: from + at, end: from + at + word.length } : null;
}

const mentions = (prompt: string, list: readonly string[]) => list.some((w) => find(prompt, w) !== null);

function lengthOf(prompt: string): ArticleLength {
  let best: { length: ArticleLength; at: number } | null = null;
  for (const language of languages) {
    for (const length of ['short', 'long'] as const) {
      for (const word of words[language].length[length]) {
        const found = find(prompt, word);
        if (found && (!best || found.at < best.at)) best = { length, at: found.at };
      }
    }
  }
  return best?.length ?? 'medium';
}

const trimTopic = (text: string) => text.replace(/^[\s,.:;!?，。：；！？、-]+|[\s,.:;!?，。：；！？、的-]+$/gu, '').trim();

/** The words after a marker ("about …", "關於…") up to a stop word or a length word; or before "…에 대한". */
function topicOf(prompt: string): string | null {
  const stops = languages.flatMap((l) => [...words[l].topic.stop, ...words[l].length.short, ...words[l].length.long]);
  for (const language of languages) {
    const list = words[language].topic;
    for (const marker of list.after) {
      const found = find(prompt, marker);
      if (!found) continue;
      let end = prompt.length;
      for (const stop of stops) {
        const at = find(prompt, stop, found.end);
        if (at && at.at > found.end && at.at < end) end = at.at;
      }
      let topic = trimTopic(prompt.slice(found.end, end));
      for (const article of list.strip) topic = topic.replace(new RegExp(`^${escape(article)}\\s+`, 'i'), '');
      if (topic) return topic.slice(0, 80);
    }
    for (const marker of list.before) {
      const found = find(prompt, marker);
      if (!found) continue;
      const before = prompt.slice(0, found.at);
      const start = Math.max(...[',', '，', '.', '。'].map((p) => before.lastIndexOf(p))) + 1;
      const topic = trimTopic(before.slice(start));
      if (topic) return topic.slice(0, 80);
    }
  }
  return null;
}

/** The prompt's length, topic and the private facts it asks for. */
export function articlePromptIntent(prompt: string): ArticlePromptIntent {
  const disclose = (['budget', 'contact', 'client_words'] as const).filter((kind) => languages.some((l) => mentions(prompt, words[l].disclose[kind])));
  return { length: lengthOf(prompt), topic: topicOf(prompt), disclose };
}
