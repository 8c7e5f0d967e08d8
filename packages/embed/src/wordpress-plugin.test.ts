import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compileMo, parsePo, pluginStrings, readMo } from '../wordpress/gettext.ts';

const wordpress = path.join(import.meta.dirname, '..', 'wordpress');
const php = fs.readFileSync(path.join(wordpress, 'genie-embed.php'), 'utf8');
const locales = ['zh_TW', 'ko_KR'] as const;
const po = (locale: string) => parsePo(fs.readFileSync(path.join(wordpress, 'languages', `genie-embed-${locale}.po`), 'utf8'));

/** Whether a command runs on this machine (php, msgfmt are optional: their checks are skipped without them). */
const has = (command: string) => spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;

/** The plugin header fields WordPress translates with the plugin's text domain. */
const header = (field: string) => new RegExp(`^ \\* ${field}: (.+)$`, 'm').exec(php)?.[1];

describe('the WordPress plugin speaks the designer’s language', () => {
  const strings = [header('Plugin Name')!, header('Description')!, ...pluginStrings(php)];

  it('declares its text domain and loads its translations from the folder it names', () => {
    expect(header('Text Domain')).toBe('genie-embed');
    expect(header('Domain Path')).toBe('/languages');
    expect(php).toContain("load_plugin_textdomain('genie-embed', false, dirname(plugin_basename(__FILE__)) . '/languages');");
    expect(strings.length).toBeGreaterThan(10);
    expect(strings).toContain('Show the button on every page');
  });

  it('has every string translated in zh_TW and ko_KR, and no translation of a string it no longer has', () => {
    const template = parsePo(fs.readFileSync(path.join(wordpress, 'languages', 'genie-embed.pot'), 'utf8'));
    expect([...template.keys()].filter(Boolean).sort()).toEqual([...strings].sort());
    for (const locale of locales) {
      const entries = po(locale);
      expect(entries.get('')).toContain(`Language: ${locale}`);
      const translated = [...entries].filter(([id]) => id !== '');
      expect(translated.map(([id]) => id).sort(), locale).toEqual([...strings].sort());
      for (const [id, text] of translated) {
        expect(text, `${locale}: ${id}`).not.toBe('');
        expect(text, `${locale}: ${id}`).not.toBe(id);
        // Shortcodes and examples stay as they are, whatever the language.
        for (const literal of id.match(/\[genie[^\]]*\]|\/genie\/[\w-]+/g) ?? []) expect(text, `${locale}: ${id}`).toContain(literal);
      }
    }
  });

  it('names the settings as the embed dialog’s WordPress steps do', () => {
    expect(po('zh_TW').get('Show the button on every page')).toBe('在每個頁面顯示按鈕');
    expect(po('ko_KR').get('Show the button on every page')).toBe('모든 페이지에 버튼 표시');
  });

  it('compiles each .po to a .mo WordPress reads back the same', () => {
    for (const locale of locales) {
      const entries = po(locale);
      const mo = compileMo(entries);
      expect(readMo(mo)).toEqual(new Map([...entries].sort(([a], [b]) => Buffer.compare(Buffer.from(a), Buffer.from(b)))));
    }
  });

  it.skipIf(!has('msgfmt'))('writes the same .mo bytes as GNU msgfmt (without its hash table)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'genie-mo-'));
    try {
      for (const locale of locales) {
        const out = path.join(dir, `${locale}.mo`);
        execFileSync('msgfmt', ['--no-hash', '-o', out, path.join(wordpress, 'languages', `genie-embed-${locale}.po`)]);
        expect(compileMo(po(locale)).equals(fs.readFileSync(out)), locale).toBe(true);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.skipIf(!has('php'))('passes php -l', () => {
    const result = spawnSync('php', ['-l', path.join(wordpress, 'genie-embed.php')], { encoding: 'utf8' });
    expect(result.stdout + result.stderr).toContain('No syntax errors detected');
    expect(result.status).toBe(0);
  });
});
