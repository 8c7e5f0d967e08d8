import type { BrandExtraction } from '@genie/contracts';
import { countCssColors, type CssSource } from './css-colors.ts';
import { fontFamiliesOf, mergeFonts } from './css-fonts.ts';
import { decodeHtml } from './decode-html.ts';
import { logoPalette } from './logo-palette.ts';
import { extractPageSignals } from './page-signals.ts';
import type { SiteFetcher } from './safe-fetch.ts';

/** Same-site stylesheets read per page (a theme's main sheet comes first; the rest are plugins). */
export const MAX_STYLESHEETS = 3;
/** Logo candidates tried in turn until one decodes. */
const MAX_LOGO_TRIES = 2;

async function settled<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch {
    return null;
  }
}

async function firstLogoPalette(fetcher: SiteFetcher, candidates: readonly string[]): Promise<string[]> {
  for (const url of candidates.slice(0, MAX_LOGO_TRIES)) {
    const palette = await settled(fetcher.fetch(url, 'image').then((image) => logoPalette(image.body)));
    if (palette?.length) return palette;
  }
  return [];
}

/**
 * Fetches the website's page through the guard and reads its brand: the page itself must load
 * (its failure is the analysis's failure, a `BrandFetchError`); stylesheets and the logo are extras
 * that are left out when they fail.
 */
export async function extractWebsiteBrand(fetcher: SiteFetcher, websiteUrl: string): Promise<BrandExtraction> {
  const page = await fetcher.fetch(websiteUrl, 'html');
  const html = decodeHtml(page.body, page.charset);
  const signals = extractPageSignals(html, page.finalUrl);

  const [sheets, fontSheets, logo] = await Promise.all([
    Promise.all(signals.stylesheets.slice(0, MAX_STYLESHEETS).map((url) => settled(fetcher.fetch(url, 'css')))),
    Promise.all(signals.fontServiceStylesheets.slice(0, 1).map((url) => settled(fetcher.fetch(url, 'css')))),
    firstLogoPalette(fetcher, signals.logoCandidates),
  ]);
  const cssText = (r: { body: Buffer } | null): CssSource[] => (r ? [{ text: r.body.toString('utf8') }] : []);
  const siteCss = [...signals.inlineCss, ...sheets.flatMap(cssText)];
  const fonts = mergeFonts(signals.linkedFonts, fontFamiliesOf([...fontSheets.flatMap(cssText), ...siteCss]));

  return {
    url: websiteUrl,
    final_url: page.finalUrl,
    name: signals.name,
    description: signals.description,
    headings: signals.headings,
    navigation: signals.navigation,
    colors: { theme_color: signals.themeColor, css: countCssColors(siteCss), logo_palette: logo },
    fonts,
    logo_url: signals.logoCandidates[0] ?? null,
    social_links: signals.socialLinks,
    languages: signals.languages,
  };
}
