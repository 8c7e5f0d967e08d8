import { EMBED_QUERY, EMBED_SOURCE_FIELDS, type EmbedFlow, type EmbedTheme } from '@genie/contracts/embed-protocol';

/** Everything the loader needs, read from the script tag's data attributes or a `Genie('init', …)` call. */
export interface EmbedOptions {
  /** The product's origin: where the loader came from. */
  origin: string;
  linkWords: string;
  teamName: string;
  logo: string | null;
  flow: EmbedFlow;
  theme: EmbedTheme;
  color: string | null;
  position: 'right' | 'left';
  offsetX: number;
  offsetY: number;
  zIndex: number;
  /** Open after N seconds (0: on load), or only on click (null). */
  openAfter: number | null;
  greeting: string | null;
}

/** A whole non-negative number, else the fallback. */
const num = (value: string | undefined, fallback: number) => (/^\d+$/.test(value?.trim() ?? '') ? +value! : fallback);

/**
 * Reads the options from data attributes (`data-genie`, `data-team`, `data-theme`, `data-offset="20,24"`,
 * `data-open="load" | "5"`, `data-campaign`, `data-f_utm_source`, …). Malformed values fall back to the
 * defaults and never throw: a typo on the host page must not take the bubble away.
 */
export function parseOptions(data: Record<string, string | undefined>, origin: string): EmbedOptions {
  const [x, y = x] = (data.offset ?? '').split(',');
  return {
    origin,
    linkWords: data.genie?.trim() ?? '',
    teamName: data.team?.trim() ?? '',
    logo: /^(https:|data:image\/)/.test(data.logo ?? '') ? data.logo! : null,
    flow: data.flow === 'mood-board' ? 'mood-board' : 'genie',
    theme: data.theme === 'light' || data.theme === 'dark' ? data.theme : 'auto',
    color: /^#[0-9a-f]{6}$/i.test(data.color ?? '') ? data.color! : null,
    position: data.position === 'left' ? 'left' : 'right',
    offsetX: num(x, 20),
    offsetY: num(y, 20),
    zIndex: num(data.zIndex, 2147483000),
    openAfter: data.open === 'load' ? 0 : /^\d+$/.test(data.open ?? '') ? +data.open! : null,
    greeting: data.greeting?.trim() || null,
  };
}

/** The hidden fields given on the tag (`data-campaign`, `data-f_utm_source`, …) or through `Genie('init', { fields })`. */
export function sourceFields(data: Record<string, string | undefined>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of EMBED_SOURCE_FIELDS) {
    const value = data[EMBED_QUERY.field + name] ?? (name === 'campaign' ? data.campaign : undefined);
    if (value) fields[name] = value;
  }
  return fields;
}

/**
 * `Genie('init', {...})` over the tag's data attributes: the same names (camelCase), strings or numbers;
 * `fields: { campaign, utm_source, … }` adds hidden fields.
 */
export function mergeData(data: Record<string, string | undefined>, given: Record<string, unknown>): Record<string, string | undefined> {
  const next = { ...data };
  const add = (entries: object, prefix: string) => {
    for (const [k, v] of Object.entries(entries)) if (typeof v === 'string' || typeof v === 'number') next[prefix + k] = '' + v;
  };
  add(given, '');
  if (typeof given.fields === 'object' && given.fields) add(given.fields, EMBED_QUERY.field);
  return next;
}

/** The panel's address: the embed route, the host's origin (the only one the panel will post to), look and hidden fields. */
export function panelUrl(o: EmbedOptions, fields: Record<string, string>, page: { href: string; origin: string }): string {
  const url = new URL(`/genie-embed/${encodeURIComponent(o.linkWords)}/${o.flow}`, o.origin);
  const pageUrl = new URL(page.href);
  const q = url.searchParams;
  const set = (k: string, v: string | null) => v && q.set(k, v.slice(0, 300));
  set(EMBED_QUERY.origin, page.origin);
  if (o.theme !== 'auto') set(EMBED_QUERY.theme, o.theme);
  set(EMBED_QUERY.color, o.color);
  set(EMBED_QUERY.field + 'page_url', pageUrl.origin + pageUrl.pathname);
  for (const name of EMBED_SOURCE_FIELDS) set(EMBED_QUERY.field + name, fields[name] ?? (name.startsWith('utm_') ? pageUrl.searchParams.get(name) : null));
  return '' + url;
}
