import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialLanguage, LANGUAGE_KEY } from './index.ts';

function browserLanguage(tag: string) {
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(tag);
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe('choosing the interface language', () => {
  it('uses the stored preference first', () => {
    localStorage.setItem(LANGUAGE_KEY, 'ko-KR');
    browserLanguage('zh-TW');
    expect(initialLanguage()).toBe('ko-KR');
  });

  it.each([
    ['en-GB', 'en-US'],
    ['en', 'en-US'],
    ['zh-CN', 'zh-TW'],
    ['zh-Hant-HK', 'zh-TW'],
    ['ko', 'ko-KR'],
    ['ko-KR', 'ko-KR'],
  ])('maps a browser language of %s to %s when nothing is stored', (tag, expected) => {
    browserLanguage(tag);
    expect(initialLanguage()).toBe(expected);
  });

  it('falls back to English for any other browser language', () => {
    browserLanguage('fr-FR');
    expect(initialLanguage()).toBe('en-US');
  });

  it('ignores a stored value that is not a supported language', () => {
    localStorage.setItem(LANGUAGE_KEY, 'de-DE');
    browserLanguage('ja-JP');
    expect(initialLanguage()).toBe('en-US');
  });
});
