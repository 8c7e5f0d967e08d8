import type { Language } from '@genie/contracts';
import { chatFiller } from './intents.ts';

/**
 * "As I said", 剛剛說過, 아까 말씀드렸는데: words that point back at an earlier message. Per language, the
 * phrase itself (not the sentence around it), so what follows it can be read as the answer. A new
 * language adds its own list.
 */
const referenceBackPhrases: Record<Language, readonly RegExp[]> = {
  'en-US': [
    /\b(?:as|like) (?:i|we)(?:'ve| have)? (?:already |just )?(?:said|mentioned|told you|wrote|explained|noted)(?: (?:before|earlier|above|already|in my (?:first|last|earlier) message))?\b/i,
    /\b(?:i|we)(?:'ve| have)? (?:already|just) (?:told you|said|mentioned|answered|explained)(?: (?:this|that|it))?(?: (?:before|earlier|above))?\b/i,
    /\b(?:i|we) (?:told you|said|mentioned)(?: (?:this|that|it))? (?:before|earlier|above|already)\b/i,
    /\b(?:again|once more),? (?:it's|it is)\b(?=\s)/i,
    /\b(?:see|scroll) (?:above|up)\b/i,
  ],
  'zh-TW': [
    /(?:就?(?:像|如)|正如|如同)?我?(?:剛剛|剛才|之前|前面|上面|已經)(?:有?(?:說|講|提|寫|回答|告訴你們?)(?:過|到|的)|有(?:說|講|提|寫))了?(?:啦|喔|哦|嘛|啊)?/,
    /我?(?:說|講|提|寫|回答|告訴你們?)過了?(?:啦|喔|哦|嘛|啊)?/,
    /(?:刚刚|刚才|之前|前面|已经)(?:有?(?:说|讲|提|写)(?:过|到|的)|有(?:说|讲|提|写))了?/,
  ],
  'ko-KR': [
    /(?:아까|이미|앞에서|위에서?|전에|처음에)\s*(?:제가\s*)?(?:말씀드렸|말씀 드렸|말했|얘기했|이야기했|적었|썼)(?:듯이|던 것처럼|던 대로|는데요?|지만|잖아요|잖아|었는데|습니다만)/,
    /(?:말씀드렸|말씀 드렸|말했|얘기했|이야기했)(?:듯이|던 것처럼|던 대로|잖아요|잖아)/,
    /(?:말씀드린|말한|얘기한|적은)\s*(?:것처럼|대로|거처럼)/,
  ],
};

/** Marks that end the clause a reference-back phrase stands in. */
const clauseEnd = /^[\s]*[,，、.。!！:：;；~～—-]*\s*/;

/**
 * The message without its "as I said" clause, when it has one; null when it has none. What is left may be
 * empty ("I already told you"): then the visitor points back and gives nothing new.
 */
export function withoutReferenceBack(text: string): string | null {
  for (const patterns of Object.values(referenceBackPhrases)) {
    for (const pattern of patterns) {
      const match = pattern.exec(text);
      if (!match) continue;
      const before = text.slice(0, match.index);
      const after = text.slice(match.index + match[0].length).replace(clauseEnd, '');
      // A phrase inside a sentence ("the budget, as I said, is 2M") keeps the words around it.
      const rest = `${before.replace(/[\s,，、]+$/, '')}${before.trim() && after ? ' ' : ''}${after}`.trim();
      return rest;
    }
  }
  return null;
}

/** Whether what is left after a reference-back phrase still says something: letters or digits beyond filler. */
export function saysSomething(rest: string): boolean {
  const words = rest
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\b(?:yes|yeah|yep|ok|okay|so|well|again|that|this|it|before|already|earlier|above|please|lol|haha)\b/g, '')
    // (Chat filler of every language, "哈哈", "ㅋㅋ" as NFKC writes it, is no word either.)
    .replace(chatFiller, ' ')
    .replace(/[了啦喔哦嘛啊呀吧呢嗯欸耶]|요$/g, '');
  return (words.match(/[\p{L}\p{N}]/gu)?.length ?? 0) >= 2;
}
