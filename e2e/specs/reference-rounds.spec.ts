/**
 * The reference-image rounds on a phone, built from a designer's own portfolio (the e2e server runs
 * with REFERENCE_DEMO_LIBRARY=off): the designer uploads generated images through the portfolio API;
 * a visitor finishes the conversation (through the API), then in the real UI sees round 1, asks for
 * "New Images", chooses, chooses again, stops early, and the brief shows the resulting style profile.
 * A second journey (zh-TW) shows that two picks of one style steer the next round toward it.
 */
import zlib from 'node:zlib';
import type { DesignStyleId } from '@genie/contracts';
import { catalogs, fill } from '../support/catalogs.ts';
import { expect, expectNoSeriousA11yViolations, screenshot, test, type Api, type Designer } from '../support/fixtures.ts';
import { finishConversation } from '../support/visitor-api.ts';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

type Rgb = [number, number, number];

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A 96×96 RGB PNG painted by `paint(x, y)` (0 or 1 picks colour a or b): distinct patterns, distinct hashes. */
function patternPng(paint: (x: number, y: number) => number, a: Rgb, b: Rgb, size = 96): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3);
    for (let x = 0; x < size; x++) row.set(paint(x, y) ? b : a, 1 + x * 3);
    rows.push(row);
  }
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}

const patterns: ((x: number, y: number) => number)[] = [
  (_x, y) => Math.floor(y / 12) % 2,
  (x) => Math.floor(x / 12) % 2,
  (x, y) => (Math.floor(x / 24) + Math.floor(y / 24)) % 2,
  (x, y) => ((x - 48) ** 2 + (y - 48) ** 2 < 900 ? 1 : 0),
  (x, y) => (x + y < 96 ? 1 : 0),
  (x, y) => (x > y ? 1 : 0),
  (_x, y) => (y < 32 ? 1 : 0),
  (x) => (x < 64 ? 1 : 0),
  (x, y) => (Math.floor(x / 8) + Math.floor(y / 8)) % 2,
  (x, y) => (Math.abs(x - 48) + Math.abs(y - 48) < 36 ? 1 : 0),
  (x, y) => (x > 24 && x < 72 && y > 12 && y < 84 ? 1 : 0),
  (_x, y) => Math.floor(y / 32) % 2,
  (x, y) => Math.floor((x + y) / 16) % 2,
  (x, y) => Math.floor((x - y + 96) / 20) % 2,
  (x, y) => ((x - 20) ** 2 + (y - 70) ** 2 < 600 ? 1 : 0),
  (x, y) => (y > 60 || x < 20 ? 1 : 0),
  (x, y) => ((x % 32) < 16 && (y % 48) < 24 ? 1 : 0),
  (x, y) => (Math.abs(x - y) < 14 ? 1 : 0),
  (x, y) => ((x - 70) ** 2 + (y - 25) ** 2 < 500 ? 1 : 0),
  (x, y) => (y > 20 && y < 40 ? 1 : 0) | (x > 60 && x < 80 ? 1 : 0),
  (x, y) => (x + 2 * y < 120 ? 1 : 0),
  (x, y) => (Math.floor(x / 6) % 3 === 0 && y > 48 ? 1 : 0),
];

const looks: { style: DesignStyleId; space: string; a: Rgb; b: Rgb }[] = [
  { style: 'japandi', space: 'living_room', a: [232, 222, 204], b: [140, 110, 80] },
  { style: 'industrial', space: 'kitchen', a: [70, 70, 72], b: [180, 90, 50] },
  { style: 'coastal', space: 'bedroom', a: [240, 248, 255], b: [40, 110, 170] },
  { style: 'art_deco', space: 'dining_room', a: [20, 30, 40], b: [212, 175, 55] },
];

/** One portfolio image, labelled as a home room of `style`. */
async function uploadOne(api: Api, designer: Designer, png: Buffer, style: DesignStyleId, space: string, title: string) {
  const res = await api.request.post('/api/portfolio/images/', {
    headers: { Authorization: `Bearer ${designer.token}` },
    multipart: { files: { name: `${title}.png`, mimeType: 'image/png', buffer: png }, style, space, project_type: 'residential_space', title },
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function uploadPortfolio(api: Api, designer: Designer) {
  for (const [i, paint] of patterns.entries()) {
    const look = looks[i % looks.length]!;
    const res = await api.request.post('/api/portfolio/images/', {
      headers: { Authorization: `Bearer ${designer.token}` },
      multipart: {
        files: { name: `work-${i}.png`, mimeType: 'image/png', buffer: patternPng(paint, look.a, look.b) },
        style: look.style,
        space: look.space,
        project_type: 'residential_space',
        title: `${look.style} study ${i + 1}`,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  const list = await api.request.get('/api/portfolio/images/?page_size=100', { headers: { Authorization: `Bearer ${designer.token}` } });
  expect(((await list.json()) as { total: number }).total).toBe(patterns.length);
}

test('a visitor picks reference images from the designer portfolio (New Images, an early stop) and the brief shows the style profile', async ({ page, api }) => {
  test.setTimeout(120_000);
  const { genie } = catalogs['en-US'];
  const designer = await api.registerDesigner({ name: 'Rounds Studio', language: 'en-US' });
  await test.step('the designer uploads a portfolio', () => uploadPortfolio(api, designer));
  const linkWords = designer.genie_name;
  const visitor = await test.step('a visitor completes the conversation', () => finishConversation(api, linkWords));

  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('__e2e_rounds')) {
        window.localStorage.setItem(key, value);
        window.localStorage.setItem('language', 'en-US');
        window.sessionStorage.setItem('__e2e_rounds', '1');
      }
    },
    [`genie.visitor.${linkWords}`, JSON.stringify({ token: visitor.token, identifyKey: visitor.identifyKey })] as const,
  );

  const grid = () => page.getByRole('list', { name: /Round \d of \d/ });

  await test.step('round 1, then New Images', async () => {
    await page.goto(`/genie/${linkWords}/reference_image/${visitor.identifyKey}`);
    await expect(page.getByText(fill(genie.reference.round, { round: 1, total: 5 }), { exact: true })).toBeVisible();
    const count = await grid().getByRole('button').count();
    expect(count).toBeGreaterThanOrEqual(4);
    expect(count).toBeLessThanOrEqual(6);
    await expect(grid().getByRole('img').first()).toHaveJSProperty('complete', true);
    await screenshot(page, 'reference-rounds-01-round1', { fullPage: false });
    await expectNoSeriousA11yViolations(page);
    const before = await grid().getByRole('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
    const replaced = page.waitForResponse((r) => r.url().includes('/reference/new_images/'));
    await page.getByRole('button', { name: genie.reference.newImages, exact: true }).click();
    expect((await replaced).status()).toBe(200);
    await expect
      .poll(async () => grid().getByRole('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src'))))
      .not.toEqual(before);
    const after = await grid().getByRole('img').evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')));
    expect(after.filter((src) => before.includes(src)), 'New Images shows images not seen yet').toEqual([]);
    await expect(page.getByText(fill(genie.reference.round, { round: 1, total: 5 }), { exact: true })).toBeVisible();
  });

  await test.step('choose in rounds 1 and 2', async () => {
    for (const next of [2, 3]) {
      const chosen = page.waitForResponse((r) => r.url().includes('/reference/choose/'));
      await grid().getByRole('button').first().click();
      expect((await chosen).status()).toBe(200);
      const noticed = page.getByRole('heading', { name: genie.reference.notice.no_similar_images });
      await expect(page.getByText(fill(genie.reference.round, { round: next, total: 5 }), { exact: true }).or(noticed)).toBeVisible();
      if (await noticed.isVisible()) break;
      if (next === 2) await screenshot(page, 'reference-rounds-02-round2', { fullPage: false });
    }
  });

  await test.step('stop early → the brief shows the style profile', async () => {
    const noticed = page.getByRole('heading', { name: genie.reference.notice.no_similar_images });
    const action = (await noticed.isVisible())
      ? page.getByRole('button', { name: genie.reference.goToReport, exact: true })
      : page.getByRole('button', { name: genie.reference.stop, exact: true });
    await action.click();
    await expect(page).toHaveURL(new RegExp(`/genie/${linkWords}/design_brief/${visitor.identifyKey}$`));
    const profile = page.getByRole('region', { name: genie.brief.profileTitle });
    await expect(profile).toBeVisible();
    await expect(profile).toContainText(/\d+ images you chose/);
    expect(await profile.getByRole('meter').count()).toBeGreaterThanOrEqual(1);
    await profile.scrollIntoViewIfNeeded();
    await screenshot(page, 'reference-rounds-03-brief-profile', { fullPage: false });
  });
});

/**
 * Styles of a portfolio for the steering journey: Japandi (four images), three of its neighbours and
 * five styles far from it, each in its own colours, so the round's leaning shows on the screen.
 */
const tasteLooks: { style: DesignStyleId; count: number; a: Rgb; b: Rgb }[] = [
  { style: 'japandi', count: 4, a: [236, 226, 208], b: [150, 118, 84] },
  { style: 'zen', count: 2, a: [226, 222, 206], b: [120, 128, 96] },
  { style: 'wabisabi', count: 2, a: [214, 200, 180], b: [128, 104, 86] },
  { style: 'minimalism', count: 2, a: [244, 242, 238], b: [170, 160, 150] },
  { style: 'baroque', count: 2, a: [90, 20, 30], b: [212, 170, 60] },
  { style: 'industrial', count: 2, a: [62, 62, 66], b: [190, 96, 52] },
  { style: 'coastal', count: 2, a: [236, 246, 255], b: [30, 100, 170] },
  { style: 'art_deco', count: 2, a: [16, 24, 36], b: [220, 180, 50] },
  { style: 'bohemian', count: 2, a: [230, 120, 60], b: [120, 40, 100] },
];
const JAPANDI_FAMILY = new Set<string>(['japandi', 'zen', 'wabisabi', 'minimalism']);

test('on a phone in zh-TW, two picks of Japandi steer the next round toward Japandi and its neighbours', async ({ page, api }) => {
  test.setTimeout(120_000);
  const { genie } = catalogs['zh-TW'];
  const designer = await api.registerDesigner({ name: 'Taste Studio', language: 'zh-TW' });
  await test.step('the designer uploads a portfolio of nine styles', async () => {
    let n = 0;
    for (const look of tasteLooks) {
      for (let i = 0; i < look.count; i++, n++) {
        await uploadOne(api, designer, patternPng(patterns[n % patterns.length]!, look.a, look.b), look.style, 'living_room', `${look.style} ${i + 1}`);
      }
    }
  });
  const linkWords = designer.genie_name;
  const visitor = await test.step('a visitor who likes Japandi completes the conversation in zh-TW', () =>
    finishConversation(api, linkWords, { language: 'zh-TW', answers: { preferred_style: '我喜歡 Japandi，溫暖的木頭和安靜的感覺。' } }),
  );
  await page.addInitScript(
    ([key, value]) => {
      if (!window.sessionStorage.getItem('__e2e_taste')) {
        window.localStorage.setItem(key, value);
        window.localStorage.setItem('language', 'zh-TW');
        window.sessionStorage.setItem('__e2e_taste', '1');
      }
    },
    [`genie.visitor.${linkWords}`, JSON.stringify({ token: visitor.token, identifyKey: visitor.identifyKey })] as const,
  );
  let current = 1;
  const grid = () => page.getByRole('list', { name: fill(genie.reference.round, { round: current, total: 5 }), exact: true });
  const roundLabel = (round: number) => page.getByText(fill(genie.reference.round, { round, total: 5 }), { exact: true });
  /** The styles of the open round, read from the images' alt text (the titles, "<style> <n>"). */
  const stylesShown = async () => (await grid().getByRole('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('alt') ?? ''))).map((alt) => alt.split(' ')[0]!);

  await page.goto(`/genie/${linkWords}/reference_image/${visitor.identifyKey}`);
  await expect(roundLabel(1)).toBeVisible();
  const first = await stylesShown();
  expect(first.filter((s) => JAPANDI_FAMILY.has(s)).length, `round 1 spreads across styles: ${first.join(', ')}`).toBeLessThan(first.length / 2);
  await screenshot(page, 'reference-rounds-taste-01-round1', { fullPage: false });

  for (const next of [2, 3]) {
    await test.step(`pick a Japandi image (round ${next - 1})`, async () => {
      // Round 1 spreads across the styles with one Japandi image (the style the visitor named).
      expect(await stylesShown()).toContain('japandi');
      const chosen = page.waitForResponse((r) => r.url().includes('/reference/choose/'));
      await grid().getByRole('button', { name: /^japandi / }).first().click();
      expect((await chosen).status()).toBe(200);
      await expect(roundLabel(next)).toBeVisible();
      current = next;
    });
  }

  await test.step('round 3 leans toward Japandi and its neighbours, and still explores', async () => {
    await expect(grid().getByRole('img').first()).toHaveJSProperty('complete', true);
    const shown = await stylesShown();
    const steered = shown.filter((s) => JAPANDI_FAMILY.has(s)).length;
    expect(steered, shown.join(', ')).toBeGreaterThanOrEqual(shown.length / 2);
    expect(shown.some((s) => !JAPANDI_FAMILY.has(s)), 'one image keeps exploring').toBe(true);
    await screenshot(page, 'reference-rounds-taste-02-round3', { fullPage: false });
  });
});
