import { isLanguage, type DesignStyleId, type Language, type ReferenceImageTitle, type SpaceName } from '@genie/contracts';
import { designStyle, spaceEntry } from '@genie/core';

/** A title from the style and room names in the three languages ("Japandi Bedroom"). */
export function defaultTitleOf(style: DesignStyleId, space: SpaceName | null): ReferenceImageTitle {
  const name = designStyle(style).name;
  const label = space ? spaceEntry(space).label : null;
  const join = (language: Language, sep: string) => (label ? `${name[language]}${sep}${label[language]}` : name[language]);
  return { 'en-US': join('en-US', ' '), 'zh-TW': join('zh-TW', ''), 'ko-KR': join('ko-KR', ' ') };
}

/** A title a designer typed, in their own language (and as the en-US fallback every title needs). */
export function typedTitleOf(text: string, language: string): ReferenceImageTitle {
  return isLanguage(language) && language !== 'en-US' ? { 'en-US': text, [language]: text } : { 'en-US': text };
}
