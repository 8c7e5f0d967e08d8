import { Parser } from 'htmlparser2';
import { normalizeCssColor, type CssSource } from './css-colors.ts';
import { googleFontFamilies, isFontServiceStylesheet } from './css-fonts.ts';
import { socialNetworkOf } from './social-links.ts';

export const MAX_HEADINGS = 30;
export const MAX_NAVIGATION = 30;
export const MAX_SOCIAL_LINKS = 20;
export const MAX_LANGUAGES = 20;
const MAX_TEXT = 200;
const MAX_DESCRIPTION = 600;

/** What one HTML page says about its brand, before any stylesheet or image is fetched. */
export interface PageSignals {
  name: string | null;
  description: string | null;
  headings: string[];
  navigation: { label: string; url: string }[];
  themeColor: string | null;
  /** <style> elements and style attributes. */
  inlineCss: CssSource[];
  /** Same-site stylesheets, in document order (read for colours and fonts). */
  stylesheets: string[];
  /** Web-font services' stylesheets (read for family names only). */
  fontServiceStylesheets: string[];
  /** Families named by font links (Google Fonts). */
  linkedFonts: string[];
  /** Where the logo may be, best guess first. */
  logoCandidates: string[];
  socialLinks: { network: string; url: string }[];
  languages: string[];
}

const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/** An absolute http(s) URL for `href` on the page, or null (mailto:, javascript:, data:, junk). */
export function absoluteUrl(href: string | undefined, base: string): string | null {
  if (!href || !href.trim()) return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A guess at the registrable domain (`studio.com.tw` of `cdn.studio.com.tw`) without a public-suffix list. */
function siteOf(hostname: string): string {
  const labels = hostname.toLowerCase().replace(/\.$/, '').split('.');
  if (labels.length <= 2 || /^\d+$/.test(labels[labels.length - 1] ?? '')) return labels.join('.');
  const second = labels[labels.length - 2] ?? '';
  const countryPair = (labels[labels.length - 1] ?? '').length === 2 && (second.length <= 3 || ['gouv', 'govt'].includes(second));
  return labels.slice(countryPair ? -3 : -2).join('.');
}

/** Whether two URLs belong to the same site (a CDN sub-domain counts; a third-party CDN does not). */
export function sameSite(a: string, b: string): boolean {
  try {
    return siteOf(new URL(a).hostname) === siteOf(new URL(b).hostname);
  } catch {
    return false;
  }
}

const GENERIC_TITLE_PARTS = new Set([
  'home',
  'homepage',
  'home page',
  'welcome',
  'index',
  'official site',
  'official website',
  '首頁',
  '首页',
  '主頁',
  '官網',
  '官方網站',
  '官方网站',
  '홈',
  '홈페이지',
  '메인',
]);

const comparable = (text: string) => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The site's name from its <title>: split at the usual separators (| - – — · •), generic parts
 * ("Home", 首頁, 홈) dropped; the part that matches the host name, else the shortest (names are
 * shorter than taglines).
 */
export function siteNameFromTitle(title: string, hostname: string): string | null {
  const parts = collapse(title)
    .split(/\s+[|\-–—·•:»]\s+|\s*[|｜｜]\s*/)
    .map((p) => p.trim())
    .filter((p) => p && !GENERIC_TITLE_PARTS.has(p.toLowerCase()));
  if (parts.length === 0) return null;
  const host = comparable(hostname.replace(/^www\./, '').split('.')[0] ?? '');
  const matching = host.length >= 3 ? parts.find((p) => host.includes(comparable(p)) || comparable(p).includes(host)) : undefined;
  const pick = matching ?? parts.reduce((best, p) => (p.length < best.length ? p : best));
  return clip(pick, MAX_TEXT);
}

/** A language tag as BCP 47 (`zh_TW` → `zh-TW`), or null. */
function canonicalLanguage(tag: string): string | null {
  const cleaned = tag.trim().replace(/_/g, '-');
  if (!cleaned || cleaned.toLowerCase() === 'x-default') return null;
  try {
    return Intl.getCanonicalLocales(cleaned)[0] ?? null;
  } catch {
    return null;
  }
}

/** One language once: en and en-US are one language; zh-Hant and zh-Hans are two. */
function languageKey(tag: string): string {
  try {
    const locale = new Intl.Locale(tag).maximize();
    return `${locale.language}-${locale.script ?? ''}`;
  } catch {
    return tag.toLowerCase();
  }
}

/** The `logo` of schema.org JSON-LD (a string, or an ImageObject's url), anywhere in the graph. */
function jsonLdLogo(text: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return null;
  }
  const queue: unknown[] = [data];
  for (let i = 0; i < queue.length && i < 500; i++) {
    const node = queue[i];
    if (Array.isArray(node)) queue.push(...node);
    else if (node && typeof node === 'object') {
      const logo = (node as Record<string, unknown>).logo;
      if (typeof logo === 'string') return logo;
      if (logo && typeof logo === 'object' && typeof (logo as Record<string, unknown>).url === 'string') return (logo as Record<string, string>).url ?? null;
      queue.push(...Object.values(node));
    }
  }
  return null;
}

interface Anchor {
  href: string;
  text: string;
  label: string;
  inNav: boolean;
  inHeader: boolean;
}

const IGNORED_TEXT = new Set(['script', 'style', 'noscript', 'template', 'svg']);
/** Elements that separate words inside a heading or a link. */
const BREAKS = new Set(['br', 'p', 'div', 'li']);

/**
 * Reads one page in a single pass (htmlparser2's tolerant tokenizer, no DOM): name, description,
 * h1–h3, navigation, theme colour, CSS sources, font links, logo candidates, social links and
 * languages. Pure: the same HTML and URL always give the same signals.
 */
export function extractPageSignals(html: string, pageUrl: string): PageSignals {
  const meta = new Map<string, string>();
  const headings: string[] = [];
  const anchors: Anchor[] = [];
  const inlineCss: CssSource[] = [];
  const stylesheets: string[] = [];
  const fontServiceStylesheets: string[] = [];
  const linkedFonts: string[] = [];
  const logoImages: string[] = [];
  const touchIcons: string[] = [];
  const icons: string[] = [];
  const languages: string[] = [];
  let jsonLdLogoUrl: string | null = null;
  let title = '';
  let titleDone = false;

  /** Per open element: whether it opened a nav, a header or a text-less element (script, style, svg …). */
  const stack: { nav: boolean; header: boolean; ignored: boolean }[] = [];
  let navDepth = 0;
  let headerDepth = 0;
  let ignoredDepth = 0;
  let heading: { text: string; depth: number } | null = null;
  let anchor: (Anchor & { depth: number }) | null = null;
  let rawText: { kind: 'style' | 'ld' | 'title'; text: string } | null = null;

  const setMeta = (key: string | undefined, content: string | undefined) => {
    if (!key || content === undefined) return;
    const k = key.trim().toLowerCase();
    if (!meta.has(k)) meta.set(k, content.trim());
    if (k === 'og:locale' || k === 'og:locale:alternate') languages.push(content);
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        const role = attrs.role?.toLowerCase();
        const opened = { nav: name === 'nav' || role === 'navigation', header: name === 'header' || role === 'banner', ignored: IGNORED_TEXT.has(name) };
        stack.push(opened);
        if (opened.nav) navDepth += 1;
        if (opened.header) headerDepth += 1;
        if (opened.ignored) ignoredDepth += 1;
        if (attrs.style) inlineCss.push({ text: attrs.style, inline: true });
        if (BREAKS.has(name)) {
          if (heading) heading.text += ' ';
          if (anchor) anchor.text += ' ';
        }

        switch (name) {
          case 'html':
            if (attrs.lang) languages.push(attrs.lang);
            break;
          case 'title':
            if (!titleDone && ignoredDepth === 0) rawText = { kind: 'title', text: '' };
            break;
          case 'meta':
            setMeta(attrs.property ?? attrs.name ?? attrs.itemprop, attrs.content);
            break;
          case 'style':
            rawText = { kind: 'style', text: '' };
            break;
          case 'script':
            if (attrs.type?.toLowerCase() === 'application/ld+json') rawText = { kind: 'ld', text: '' };
            break;
          case 'link': {
            const rel = (attrs.rel ?? '').toLowerCase().split(/\s+/);
            const href = absoluteUrl(attrs.href, pageUrl);
            if (!href) break;
            if (rel.includes('stylesheet') && !rel.includes('alternate')) {
              const google = googleFontFamilies(href);
              if (google.length) linkedFonts.push(...google);
              else if (isFontServiceStylesheet(href)) fontServiceStylesheets.push(href);
              else if (sameSite(href, pageUrl)) stylesheets.push(href);
            }
            if (rel.includes('alternate') && attrs.hreflang) languages.push(attrs.hreflang);
            if (rel.includes('apple-touch-icon') || rel.includes('apple-touch-icon-precomposed')) touchIcons.push(href);
            else if (rel.includes('icon') && (/png|svg/i.test(attrs.type ?? '') || /\.(png|svg)(\?|$)/i.test(href))) icons.push(href);
            break;
          }
          case 'img': {
            const src = absoluteUrl(attrs.src ?? attrs['data-src'], pageUrl);
            if (src && /logo/i.test([attrs.class, attrs.id, attrs.alt, attrs.src].join(' '))) logoImages.push(src);
            if (anchor && attrs.alt) anchor.label ||= collapse(attrs.alt);
            break;
          }
          case 'a':
            if (attrs.hreflang) languages.push(attrs.hreflang);
            if (attrs.href !== undefined) {
              anchor = {
                href: attrs.href,
                text: '',
                label: collapse(attrs['aria-label'] ?? attrs.title ?? ''),
                inNav: navDepth > 0,
                inHeader: headerDepth > 0,
                depth: stack.length,
              };
            }
            break;
          case 'h1':
          case 'h2':
          case 'h3':
            heading = { text: '', depth: stack.length };
            break;
        }
      },
      ontext(text) {
        if (rawText) {
          rawText.text += text;
          return;
        }
        if (ignoredDepth > 0) return;
        if (heading) heading.text += text;
        if (anchor) anchor.text += text;
      },
      onclosetag(name) {
        const depth = stack.length;
        const closed = stack.pop();
        if (closed?.nav) navDepth -= 1;
        if (closed?.header) headerDepth -= 1;
        if (closed?.ignored) ignoredDepth -= 1;
        if (rawText && (name === 'style' || name === 'script' || name === 'title')) {
          if (rawText.kind === 'style') inlineCss.push({ text: rawText.text });
          else if (rawText.kind === 'ld') jsonLdLogoUrl ??= jsonLdLogo(rawText.text);
          else {
            title = rawText.text;
            titleDone = true;
          }
          rawText = null;
        }
        if (heading && depth === heading.depth) {
          const text = clip(collapse(heading.text), MAX_TEXT);
          if (text) headings.push(text);
          heading = null;
        }
        if (anchor && depth === anchor.depth) {
          anchors.push({ ...anchor, text: collapse(anchor.text) });
          anchor = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  const hostname = (() => {
    try {
      return new URL(pageUrl).hostname;
    } catch {
      return '';
    }
  })();
  const nonEmpty = (v: string | undefined) => (v && collapse(v) ? clip(collapse(v), MAX_TEXT) : null);
  const name =
    nonEmpty(meta.get('og:site_name')) ??
    nonEmpty(meta.get('application-name')) ??
    nonEmpty(meta.get('apple-mobile-web-app-title')) ??
    (title ? siteNameFromTitle(title, hostname) : null);
  const descriptionRaw = meta.get('description') || meta.get('og:description') || meta.get('twitter:description') || '';
  const description = collapse(descriptionRaw) ? clip(collapse(descriptionRaw), MAX_DESCRIPTION) : null;
  const themeColor = normalizeCssColor(meta.get('theme-color') ?? '') ?? normalizeCssColor(meta.get('msapplication-tilecolor') ?? '');

  const uniqueBy = <T>(items: T[], key: (item: T) => string) => {
    const seen = new Set<string>();
    return items.filter((item) => {
      const k = key(item);
      if (seen.has(k)) return false;
      seen.add(k);
      return true;
    });
  };

  // Links of <nav> when the page has one; the header's otherwise (logo link and language switch included).
  const hasNav = anchors.some((a) => a.inNav);
  const navigation = uniqueBy(
    anchors
      .filter((a) => (hasNav ? a.inNav : a.inHeader))
      .map((a) => ({ label: clip(a.text || a.label, MAX_TEXT), url: a.href.trim() === '#' ? null : absoluteUrl(a.href, pageUrl) }))
      .filter((a): a is { label: string; url: string } => !!a.label && a.url !== null),
    (a) => `${a.label.toLowerCase()} ${a.url}`,
  ).slice(0, MAX_NAVIGATION);

  const socialLinks = uniqueBy(
    anchors.flatMap((a) => {
      const url = absoluteUrl(a.href, pageUrl);
      const network = url ? socialNetworkOf(url) : null;
      return url && network ? [{ network, url }] : [];
    }),
    (s) => s.url.toLowerCase().replace(/\/+$/, ''),
  ).slice(0, MAX_SOCIAL_LINKS);

  const ogImage = absoluteUrl(meta.get('og:image') ?? meta.get('og:image:url') ?? meta.get('twitter:image'), pageUrl);
  const logoCandidates = uniqueBy(
    [...logoImages, absoluteUrl(jsonLdLogoUrl ?? undefined, pageUrl), absoluteUrl(meta.get('logo'), pageUrl), ...touchIcons, ...icons, ogImage].filter(
      (u): u is string => !!u,
    ),
    (u) => u,
  );

  const languageTags = uniqueBy(
    languages.map(canonicalLanguage).filter((l): l is string => l !== null),
    languageKey,
  ).slice(0, MAX_LANGUAGES);

  return {
    name,
    description,
    headings: uniqueBy(headings, (h) => h.toLowerCase()).slice(0, MAX_HEADINGS),
    navigation,
    themeColor,
    inlineCss,
    stylesheets: uniqueBy(stylesheets, (u) => u),
    fontServiceStylesheets: uniqueBy(fontServiceStylesheets, (u) => u),
    linkedFonts: uniqueBy(linkedFonts, (f) => f.toLowerCase()),
    logoCandidates,
    socialLinks,
    languages: languageTags,
  };
}
