import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages, validationMessages as accountValidationMessages, workspaceValidationMessages } from '@genie/contracts';

const validationMessages = { ...accountValidationMessages, ...workspaceValidationMessages };

const root = path.dirname(new URL(import.meta.url).pathname);

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Record<string, unknown>, key));
    else out[key] = String(v);
  }
  return out;
}

function load(group: string, lang: string, ns: string) {
  return flatten(JSON.parse(fs.readFileSync(path.join(root, group, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>);
}

const namespaces = ['shared', 'admin', 'visitor'].flatMap((group) => {
  const dir = path.join(root, group, 'en-US');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.json')).map((f) => ({ group, ns: f.replace(/\.json$/, '') })) : [];
});

/** The label catalogue web and server share: packages/core/src/i18n/<language>/*.json (the web app loads catalog.json as the namespace `catalog`). */
const coreRoot = path.resolve(root, '../../../../packages/core/src/i18n');
const coreFiles = fs.readdirSync(path.join(coreRoot, 'en-US')).filter((f) => f.endsWith('.json'));

function loadCore(lang: string, file: string) {
  return flatten(JSON.parse(fs.readFileSync(path.join(coreRoot, lang, file), 'utf8')) as Record<string, unknown>);
}

describe('translation catalogs', () => {
  it.each(namespaces)('$group/$ns has the same keys, all filled, in every language', ({ group, ns }) => {
    const english = load(group, 'en-US', ns);
    for (const lang of languages) {
      const other = load(group, lang, ns);
      expect(Object.keys(other).sort(), `${lang}/${ns}`).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(other)) expect(value.trim(), `${lang}/${ns}:${key}`).not.toBe('');
    }
  });

  it('has a label catalogue folder for each interface language and no other', () => {
    const folders = fs.readdirSync(coreRoot, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.sort()).toEqual([...languages].sort());
    expect(coreFiles.sort()).toEqual(['catalog.json', 'vocabulary.json']);
  });

  it.each(coreFiles)('core label catalogue %s has the same keys, all filled, in every language', (file) => {
    const english = loadCore('en-US', file);
    for (const lang of languages) {
      const other = loadCore(lang, file);
      expect(Object.keys(other).sort(), `${lang}/${file}`).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(other)) expect(value.trim(), `${lang}/${file}:${key}`).not.toBe('');
    }
  });

  it('keeps every validation message of the contracts, word for word in English', () => {
    const english = load('shared', 'en-US', 'validation');
    for (const [key, text] of Object.entries(validationMessages)) expect(english[key], key).toBe(text);
    for (const lang of languages) {
      const catalog = load('shared', lang, 'validation');
      for (const key of Object.keys(validationMessages)) expect(catalog[key], `${lang}:${key}`).toBeTruthy();
    }
  });
});
