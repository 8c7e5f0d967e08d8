/**
 * The visitor's first open stays small (issue 11: ≤ 100 KB gzip of JavaScript on /genie/{linkWords},
 * the embed panel, /genie_demo/chat and /mood_board/{linkWords}), measured from the build the e2e stage has just made:
 *  - from the Vite manifests, in every language, by the same code as `npm run bench` (bench/bundle-size.ts);
 *  - in Chromium: the JavaScript a phone actually fetches before the first screen is ready is exactly
 *    what that measurement counted, none of it is the designer's app, and every script came compressed.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import type { Language } from '@genie/contracts';
import { catalogs } from '../support/catalogs.ts';
import { expect, screenshot, setLanguage, test } from '../support/fixtures.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const AIM_GZIP_BYTES = 100_000;

interface RouteBundle {
  name: string;
  language: string;
  chunks: { file: string }[];
  totalGzipBytes: number;
  aimGzipBytes: number | null;
  precompressed: boolean;
}

let bundles: RouteBundle[] = [];

test.beforeAll(() => {
  const out = execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), [path.join(root, 'bench', 'bundle-size.ts'), '--json'], { cwd: root, encoding: 'utf8' });
  bundles = JSON.parse(out) as RouteBundle[];
});

test('every visitor route loads at most 100 KB gzip of JavaScript on first open, in every language', () => {
  const visitor = bundles.filter((b) => b.aimGzipBytes !== null);
  // Four visitor routes (the genie's home, the demo chat, the embed panel, the mood board's home) × three languages.
  expect(visitor.map((b) => `${b.language} ${b.name}`)).toHaveLength(12);
  for (const b of visitor) {
    expect(b.totalGzipBytes, `${b.language} ${b.name}: ${b.chunks.map((c) => c.file).join(', ')}`).toBeLessThanOrEqual(AIM_GZIP_BYTES);
    expect(b.precompressed, `${b.name}: every file has its .br`).toBe(true);
  }
});

test("the first screen's code is compiled while it downloads: its chunks start with V8's compile hint, the later screens' do not", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'apps', 'web', 'dist', '.vite', 'visitor-manifest.json'), 'utf8')) as Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!;
  const firstLine = (file: string) => fs.readFileSync(path.join(root, 'apps', 'web', 'dist', file), 'utf8').split('\n', 1)[0];
  const firstScreen = [entry.file, ...(entry.imports ?? []).map((key) => manifest[key]!.file)];
  expect(firstScreen.length).toBeGreaterThanOrEqual(2);
  for (const file of firstScreen) expect(firstLine(file), file).toBe('//# allFunctionsCalledOnLoad');
  const chat = Object.entries(manifest).find(([key]) => key.endsWith('features/genie/chat-page.tsx'));
  expect(chat, 'the chat screen is a chunk of its own').toBeDefined();
  expect(firstLine(chat![1].file)).not.toContain('allFunctionsCalledOnLoad');
});

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };

for (const language of ['en-US', 'zh-TW', 'ko-KR'] as const satisfies readonly Language[]) {
  test.describe(`on a phone (${language})`, () => {
    test.use(phone);

    test(`the demo chat fetches only the measured files, none of the designer's app (${language})`, async ({ page }) => {
      const { genie } = catalogs[language];
      await setLanguage(page, language);
      const scripts: { url: string; encoding: string | undefined }[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push({ url: new URL(response.url()).pathname, encoding: response.headers()['content-encoding'] });
      });
      // This test is about which bytes come, not how fast: a busy CI host may take a while to paint.
      test.setTimeout(90_000);
      await page.goto('/genie_demo/chat');
      await expect(page.getByRole('button', { name: genie.home.start, exact: true })).toBeVisible({ timeout: 60_000 });
      await screenshot(page, `visitor-first-load-demo-${language}`);

      const measured = bundles.find((b) => b.language === language && b.name.startsWith('/genie_demo/chat'));
      expect(measured).toBeDefined();
      const files = new Set(measured!.chunks.map((c) => `/${c.file}`));
      const fetched = scripts.map((s) => s.url);
      expect(fetched.filter((url) => !files.has(url)), 'scripts outside the measured first load').toEqual([]);
      for (const s of scripts) expect(s.encoding, s.url).toBe('br');
      // What came is what was measured: the same total, recomputed from the files the page fetched.
      const gzip = fetched.reduce((n, url) => n + zlib.gzipSync(fs.readFileSync(path.join(root, 'apps', 'web', 'dist', url))).length, 0);
      expect(gzip).toBeLessThanOrEqual(AIM_GZIP_BYTES);
      // Nothing of the designer's app: its router, query cache and i18n library have chunks of their own there.
      expect(fetched.filter((url) => /\/(router|query|i18n|index|zod)-/.test(url))).toEqual([]);
    });
  });
}
