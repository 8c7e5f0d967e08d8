import { useMemo, useSyncExternalStore } from 'react';
import { languages, type Language } from '@genie/contracts';
import { LANGUAGE_KEY, initialLanguage, storeLanguage } from '../i18n/language-preference.ts';

/**
 * The visitor's pages' translations, in place of i18next and react-i18next (apps/web/vite.visitor.config.ts
 * puts this module where the visitor's code imports `react-i18next` or `src/i18n/index.ts`). It keeps
 * the part of their API those pages use, on the same catalogs:
 * - `useTranslation(ns | ns[])` suspends until the namespaces are loaded in the current language and
 *   returns `{ t, i18n }`; `t` looks a key up in each namespace in turn (`ns:key` picks one), takes
 *   `{{name}}` values, `count` plurals (`key_one`, `key_other`, else `key`) and a default value.
 * - `i18n.language`, `changeLanguage`, `loadNamespaces`, `on('languageChanged')`; `initI18n`, `setLanguage`.
 * Only the current language is loaded (the catalogue test keeps every language's keys equal, so no
 * fallback language is fetched), and only the shared and visitor catalogs can be: the admin's never reach
 * the visitor's build.
 */
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../i18n/{shared,visitor}/*/*.json');
const labelCatalogs = import.meta.glob<{ default: Record<string, unknown> }>('../../../../packages/core/src/i18n/*/catalog.json');

type Catalog = Record<string, unknown>;
type Options = Record<string, unknown> & { defaultValue?: string; count?: number };
type Listener = (language: string) => void;

const store = new Map<string, Catalog>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<Listener>();
const renders = new Set<() => void>();
let version = 0;

function loader(language: string, namespace: string) {
  if (namespace === 'catalog') return labelCatalogs[`../../../../packages/core/src/i18n/${language}/catalog.json`];
  return catalogs[`../i18n/shared/${language}/${namespace}.json`] ?? catalogs[`../i18n/visitor/${language}/${namespace}.json`];
}

function load(language: string, namespace: string): Promise<void> {
  const id = `${language}/${namespace}`;
  if (store.has(id)) return Promise.resolve();
  let promise = pending.get(id);
  if (!promise) {
    const read = loader(language, namespace);
    promise = (read ? read() : Promise.reject(new Error(`no catalog ${id}`))).then(
      (mod) => {
        store.set(id, mod.default);
        pending.delete(id);
      },
      (error: unknown) => {
        pending.delete(id);
        // A missing catalog shows keys rather than hanging the screen; a failed download is thrown to the error screen.
        if (read) throw error;
        store.set(id, {});
      },
    );
    pending.set(id, promise);
  }
  return promise;
}

function lookup(catalog: Catalog | undefined, key: string): unknown {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(language: string, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

function translate(language: string, namespaces: string[], key: string, options?: Options | string): string {
  const opts: Options = typeof options === 'string' ? { defaultValue: options } : (options ?? {});
  const colon = key.indexOf(':');
  const [list, bare] = colon > 0 ? [[key.slice(0, colon)], key.slice(colon + 1)] : [namespaces, key];
  const candidates = typeof opts.count === 'number' ? [`${bare}_${pluralOf(language, opts.count)}`, bare] : [bare];
  for (const namespace of list) {
    const catalog = store.get(`${language}/${namespace}`);
    for (const candidate of candidates) {
      const value = lookup(catalog, candidate);
      if (typeof value === 'string') return interpolate(value, opts);
    }
  }
  return opts.defaultValue !== undefined ? interpolate(opts.defaultValue, opts) : bare;
}

function interpolate(text: string, values: Options): string {
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

function changed() {
  version += 1;
  for (const render of renders) render();
}

export const i18n = {
  language: 'en-US' as string,
  get resolvedLanguage() {
    return this.language;
  },
  languages: [...languages] as string[],
  async loadNamespaces(namespaces: string | string[]): Promise<void> {
    await Promise.all((Array.isArray(namespaces) ? namespaces : [namespaces]).map((ns) => load(i18n.language, ns)));
  },
  hasLoadedNamespace(namespace: string): boolean {
    return store.has(`${i18n.language}/${namespace}`);
  },
  async changeLanguage(language: string): Promise<void> {
    const loaded = [...store.keys()].filter((id) => id.startsWith(`${i18n.language}/`)).map((id) => id.slice(id.indexOf('/') + 1));
    await Promise.all(loaded.map((ns) => load(language, ns)));
    i18n.language = language;
    for (const listener of listeners) listener(language);
    changed();
  },
  t(key: string, options?: Options | string): string {
    return translate(i18n.language, ['common'], key, options);
  },
  on(event: 'languageChanged', listener: Listener) {
    if (event === 'languageChanged') listeners.add(listener);
    return i18n;
  },
  off(event: 'languageChanged', listener: Listener) {
    if (event === 'languageChanged') listeners.delete(listener);
    return i18n;
  },
};

function subscribe(render: () => void) {
  renders.add(render);
  return () => {
    renders.delete(render);
  };
}

/** react-i18next's hook, for the visitor's pages: suspends until the namespaces are there. */
export function useTranslation(ns: string | readonly string[] = 'common') {
  useSyncExternalStore(subscribe, () => version);
  const namespaces = typeof ns === 'string' ? [ns] : [...ns];
  const nsKey = namespaces.join('|');
  const language = i18n.language;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- nsKey stands for `namespaces`
  const t = useMemo(() => (key: string, options?: Options | string) => translate(language, namespaces, key, options), [language, nsKey]);
  const missing = namespaces.filter((n) => !store.has(`${language}/${n}`));
  // React shows the nearest Suspense fallback until the catalogs are in, as react-i18next does.
  if (missing.length) throw Promise.all(missing.map((n) => load(language, n)));
  return { t, i18n, ready: true };
}

/** Not needed by this implementation: here so a module written for react-i18next still loads. */
export const initReactI18next = { type: '3rdParty' as const, init() {} };

export { LANGUAGE_KEY, initialLanguage };

export async function setLanguage(language: Language) {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

/** Sets the language and loads the first screen's namespaces (`namespaces`) in parallel. */
export async function initI18n(language: Language = initialLanguage(), namespaces: string[] = ['common']) {
  i18n.language = language;
  document.documentElement.lang = language;
  await i18n.loadNamespaces(namespaces);
  return i18n;
}
