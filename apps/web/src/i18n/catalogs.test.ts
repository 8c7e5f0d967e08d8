import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes, languages, validationMessages as accountValidationMessages, workspaceValidationMessages } from '@genie/contracts';

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

/**
 * The other language folders of the product, each `<root>/<language>/*.json`: the label catalogue web
 * and server share (the web app loads its catalog.json as the namespace `catalog`) and the server's own
 * texts (mails, the PDF report). A new language is a new folder in each of them and in each group above.
 */
const languageSources = [
  { name: 'core label catalogue', root: path.resolve(root, '../../../../packages/core/src/i18n'), files: ['catalog.json', 'vocabulary.json'] },
  { name: 'server texts', root: path.resolve(root, '../../../server/src/i18n'), files: ['mails.json'] },
];
const sourceFiles = languageSources.flatMap((source) => source.files.map((file) => ({ ...source, file })));

function loadSource(sourceRoot: string, lang: string, file: string) {
  return flatten(JSON.parse(fs.readFileSync(path.join(sourceRoot, lang, file), 'utf8')) as Record<string, unknown>);
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

  it.each(namespaces)('$group/$ns names the plans in the reader’s language, never by their English names', ({ group, ns }) => {
    const english = load('admin', 'en-US', 'plans');
    const names = ['names.starter', 'names.professional', 'names.master'].map((key) => english[key]!);
    for (const lang of languages.filter((l) => l !== 'en-US')) {
      for (const [key, value] of Object.entries(load(group, lang, ns))) {
        for (const name of names) expect(value, `${lang}/${ns}:${key}`).not.toMatch(new RegExp(`\\b${name}\\b`));
      }
    }
  });

  it.each(languageSources)('the $name has a folder for each interface language and no other, with the same files', ({ root: sourceRoot, files }) => {
    const folders = fs.readdirSync(sourceRoot, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.sort()).toEqual([...languages].sort());
    for (const lang of languages) expect(fs.readdirSync(path.join(sourceRoot, lang)).filter((f) => f.endsWith('.json')).sort(), lang).toEqual([...files].sort());
  });

  it.each(sourceFiles)('the $name $file has the same keys, all filled, in every language', ({ root: sourceRoot, file }) => {
    const english = loadSource(sourceRoot, 'en-US', file);
    for (const lang of languages) {
      const other = loadSource(sourceRoot, lang, file);
      expect(Object.keys(other).sort(), `${lang}/${file}`).toEqual(Object.keys(english).sort());
      for (const [key, value] of Object.entries(other)) expect(value.trim(), `${lang}/${file}:${key}`).not.toBe('');
    }
  });

  it('says every error code the server can answer in every language, so no reply falls back to English', () => {
    for (const lang of languages) {
      const errors = load('shared', lang, 'errors');
      expect(errorCodes.filter((code) => !errors[code]), lang).toEqual([]);
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

describe('no screen promises what is not there', () => {
  // Issue 24: a section, a tool or a flow is built or absent, never a "coming soon" page.
  const soon = /coming soon|opens here soon|not built yet|即將推出|即將開放|敬請期待|곧 제공|출시 예정|준비 중/i;
  it.each(namespaces.flatMap(({ group, ns }) => languages.map((lang) => [group, ns, lang] as const)))('%s/%s in %s has no "coming soon" text', (group, ns, lang) => {
    const texts = load(group, lang, ns);
    expect(Object.entries(texts).filter(([, text]) => soon.test(text)).map(([key]) => key)).toEqual([]);
  });
});
