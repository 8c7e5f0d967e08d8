import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, studioPlanValidationMessages } from '@genie/contracts';
import { planErrorCodes } from './plan-error-text.ts';

const i18nDir = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../i18n/admin');
const catalog = (language: string) =>
  JSON.parse(fs.readFileSync(path.join(i18nDir, language, 'studio-plans.json'), 'utf8')) as { validation: Record<string, string>; errors: Record<string, string> };

describe('the studio-plans catalog', () => {
  it('says every validation message in English as the server does', () => {
    for (const [key, text] of Object.entries(studioPlanValidationMessages)) expect(catalog('en-US').validation[key], key).toBe(text);
  });

  it('words every validation key and plan error code in the three languages', () => {
    for (const language of languages) {
      const { validation, errors } = catalog(language);
      for (const key of Object.keys(studioPlanValidationMessages)) expect(validation[key], `${language} ${key}`).toBeTruthy();
      for (const code of planErrorCodes) expect(errors[code], `${language} ${code}`).toBeTruthy();
    }
  });
});
