import i18n, { type BackendModule, type ReadCallback } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { languages, type Language } from '@genie/contracts';
import { LANGUAGE_KEY, initialLanguage, storeLanguage } from './language-preference.ts';

/**
 * Catalogs live in i18n/<group>/<language>/<namespace>.json with group shared (common, validation,
 * errors), admin (designer screens) or visitor (public genie screens). Each namespace is a chunk of its
 * own, loaded when a screen first asks for it.
 *
 * The namespace `catalog` is the label catalogue the server shares (project types, brief fields,
 * styles, spaces): packages/core/src/i18n/<language>/catalog.json, never copied into the web catalogs.
 */
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('./{shared,admin,visitor}/*/*.json');
const labelCatalogs = import.meta.glob<{ default: Record<string, unknown> }>('../../../../packages/core/src/i18n/*/catalog.json');
const groups = ['shared', 'admin', 'visitor'] as const;

function catalogLoader(language: string, namespace: string) {
  if (namespace === 'catalog') return labelCatalogs[`../../../../packages/core/src/i18n/${language}/catalog.json`];
  const group = groups.find((g) => catalogs[`./${g}/${language}/${namespace}.json`]);
  return group && catalogs[`./${group}/${language}/${namespace}.json`];
}

const backend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogLoader(language, namespace);
    if (!load) return callback(new Error(`no catalog ${language}/${namespace}`), null);
    load().then(
      (mod) => callback(null, mod.default),
      (err: Error) => callback(err, null),
    );
  },
};

export { LANGUAGE_KEY, initialLanguage };

export async function setLanguage(language: Language) {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export async function initI18n(language: Language = initialLanguage()) {
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: [...languages],
      fallbackLng: 'en-US',
      load: 'currentOnly',
      ns: ['common', 'validation', 'errors'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  document.documentElement.lang = language;
  return i18n;
}

export { i18n };
