import type { Language } from '@genie/contracts';
import { phrase } from './article-phrases.ts';

export const articleTones = ['poetry', 'formal', 'warm', 'playful', 'concise'] as const;
export type ArticleTone = (typeof articleTones)[number];

/** Words that ask for a tone, in the three interface languages (and English inside any prompt). */
const toneWords: readonly (readonly [ArticleTone, RegExp])[] = [
  ['poetry', /poe(?:m|try|tic)|verse|lyric|haiku|詩|시적|운문|(?:^|[\s,.])시(?:[\s,.!?]|$|처럼|로|의|같|를|풍)/i],
  ['formal', /formal|professional|business|corporate|正式|專業|商務|莊重|정중|격식|전문적|공식|비즈니스/i],
  ['warm', /warm|friendly|heartfelt|caring|溫暖|溫馨|親切|暖心|따뜻|다정|친근/i],
  ['playful', /playful|\bfun\b|funny|witty|humou?r|cheeky|light-hearted|俏皮|有趣|幽默|活潑|逗趣|재미|유쾌|장난|위트|발랄/i],
  ['concise', /concise|succinct|to the point|straightforward|no frills|簡潔|精簡|扼要|간결|요점|핵심만/i],
];

/** The tone a prompt asks for: the first tone word it uses; a short poetry tone when it names none. */
export function articleTone(prompt: string): ArticleTone {
  let best: { tone: ArticleTone; at: number } | null = null;
  for (const [tone, pattern] of toneWords) {
    const at = prompt.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { tone, at };
  }
  return best?.tone ?? 'poetry';
}

/** The prompt an article starts from when the designer writes none (spec: "a short poetry tone"). */
export function defaultArticlePrompt(language: Language): string {
  return phrase('articles', language, 'prompt.default') ?? 'a short poetry tone';
}
