import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../i18n/index.ts';
import { imageProviderName } from './image-provider-name.ts';

beforeAll(() => initI18n('en-US'));

describe("an image provider's name", () => {
  it.each([
    ['en-US', 'Built-in renderer'],
    ['zh-TW', '內建繪圖引擎'],
    ['ko-KR', '내장 렌더러'],
  ] as const)('the built-in renderer is named in %s, whatever English label the server stored', async (language, name) => {
    const t = await i18n.changeLanguage(language);
    expect(imageProviderName('offline', 'Built-in renderer', t)).toBe(name);
  });

  it("a hosted or studio provider keeps its proper name in every language; none, nothing", async () => {
    const t = await i18n.changeLanguage('zh-TW');
    expect(imageProviderName('openai', 'OpenAI gpt-image-1', t)).toBe('OpenAI gpt-image-1');
    expect(imageProviderName(null, 'Stability core', t)).toBe('Stability core');
    expect(imageProviderName(null, null, t)).toBeNull();
    await i18n.changeLanguage('en-US');
  });
});
