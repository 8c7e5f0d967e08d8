import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { genieValidationMessages, languages, visitorValidationMessages } from '@genie/contracts';

const dir = path.join(path.dirname(new URL(import.meta.url).pathname), '../../i18n/visitor');
const load = (lang: string) => JSON.parse(fs.readFileSync(path.join(dir, lang, 'genie-validation.json'), 'utf8')) as Record<string, string>;

describe('visitor validation catalog', () => {
  it('keeps every visitor message of the contracts word for word in English, and translates each', () => {
    const all = { ...visitorValidationMessages, ...genieValidationMessages };
    expect(load('en-US')).toEqual(all);
    for (const lang of languages) for (const key of Object.keys(all)) expect(load(lang)[key], `${lang}:${key}`).toBeTruthy();
  });
});
