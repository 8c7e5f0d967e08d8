import type { Language } from '@genie/contracts';

/** How every prompt names the language to write in. */
export const languageNames: Record<Language, string> = {
  'en-US': 'English',
  'zh-TW': 'Traditional Chinese as written in Taiwan (繁體中文)',
  'ko-KR': 'Korean (한국어)',
};
