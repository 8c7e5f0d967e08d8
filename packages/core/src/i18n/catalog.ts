import { languages, type Language } from '@genie/contracts';
import type { Localized } from '../styles/localized.ts';
import enUSCatalog from './en-US/catalog.json' with { type: 'json' };
import enUSVocabulary from './en-US/vocabulary.json' with { type: 'json' };
import koKRCatalog from './ko-KR/catalog.json' with { type: 'json' };
import koKRVocabulary from './ko-KR/vocabulary.json' with { type: 'json' };
import zhTWCatalog from './zh-TW/catalog.json' with { type: 'json' };
import zhTWVocabulary from './zh-TW/vocabulary.json' with { type: 'json' };

/**
 * The product's labels, one JSON folder per interface language (i18n/<language>/): `catalog.json`
 * holds what screens show (project types, brief fields, styles, spaces; the web app loads it as the
 * i18next namespace `catalog`), `vocabulary.json` what only the server writes with (style
 * descriptions, materials, forms, key pieces, moods). The keys are the ids; English gives the shape.
 */
type Catalog = typeof enUSCatalog & typeof enUSVocabulary;
export type CatalogSection = keyof Catalog;
export type CatalogId<S extends CatalogSection> = keyof Catalog[S] & string;

const catalogs: Readonly<Record<Language, Catalog>> = {
  'en-US': { ...enUSCatalog, ...enUSVocabulary },
  'zh-TW': { ...zhTWCatalog, ...zhTWVocabulary },
  'ko-KR': { ...koKRCatalog, ...koKRVocabulary },
};

const entries = (language: Language, section: CatalogSection) => catalogs[language][section] as Readonly<Record<string, string>>;

/** The ids of a section, in the catalogue's order. */
export function catalogIds<S extends CatalogSection>(section: S): CatalogId<S>[] {
  return Object.keys(entries('en-US', section)) as CatalogId<S>[];
}

/** One label in one language (every language has every key: `catalogs` is typed by the English one). */
export function catalogLabel<S extends CatalogSection>(language: Language, section: S, id: CatalogId<S>): string {
  return entries(language, section)[id] ?? id;
}

/** A whole section, each id with its label in every language. */
export function catalogLabels<S extends CatalogSection>(section: S): Readonly<Record<CatalogId<S>, Localized>> {
  const localized = (id: CatalogId<S>) => Object.fromEntries(languages.map((l) => [l, catalogLabel(l, section, id)])) as Localized;
  return Object.fromEntries(catalogIds(section).map((id) => [id, localized(id)])) as Record<CatalogId<S>, Localized>;
}
