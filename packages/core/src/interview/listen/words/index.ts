import type { Language, ProjectType } from '@genie/contracts';
import enUS from './en-US.json' with { type: 'json' };
import koKR from './ko-KR.json' with { type: 'json' };
import zhTW from './zh-TW.json' with { type: 'json' };

/**
 * The words by which a visitor's opening story gives its reason for the project (reason-for-the-project.ts; a
 * fourth language copies one block):
 * - `wish`, `project`: wanting the project ("I want my own online shop", "想做一個網站", "홈페이지를 만들고 싶어요");
 * - `causeEndsReason`: a cause that ends the reason, in the wish's sentence ("… 놓친 적이 있어서, 홈페이지를 …");
 * - `causeStartsWish`: one that starts the wish ("…, so I want a website", "…所以想做網站");
 * - `causeAfter`: one that gives the reason after the wish ("I want a new site because …");
 * - `howThingsAre`: words of a setback or a habit, in the sentence just before the wish ("but", "every", "常常", "근데");
 * - `setbackAfter`: a turn after which the reason's setback is told ("I sell on Etsy, but the fees eat 15%").
 */
export interface ReasonWords {
  wish: string[];
  project: Record<ProjectType, string[]>;
  causeEndsReason: string[];
  causeStartsWish: string[];
  causeAfter: string[];
  howThingsAre: string[];
  setbackAfter: string[];
}

/** What the message reader knows of one language: words/<language>.json. */
export interface LanguageWords {
  reasonForTheProject: ReasonWords;
}

/** Every language's words, in this order (the order their words are tried in). */
export const languageWords: Readonly<Record<Language, LanguageWords>> = {
  'en-US': enUS,
  'zh-TW': zhTW,
  'ko-KR': koKR,
};

/** A visitor may mix languages: the reader looks for every language's words in every message. */
export const allLanguages: readonly LanguageWords[] = Object.values(languageWords);
