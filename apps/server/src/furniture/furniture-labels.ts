import { isLanguage, type Language } from '@genie/contracts';
import { catalogIds, catalogLabel, type CatalogId } from '@genie/core';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';

const materialIds: ReadonlySet<string> = new Set(catalogIds('materials'));

/** A piece's material as the designer reads it: the catalogue's label for a known id, else the product's own words. */
export function materialLabel(language: Language, material: string): string {
  return materialIds.has(material) ? catalogLabel(language, 'materials', material as CatalogId<'materials'>) : material.replace(/_/g, ' ');
}

/** The language the designer's exports are written in. */
export async function designerLanguageOf(ctx: Pick<AppContext, 'db'>, designerId: string): Promise<Language> {
  const designer = await designersRepository(ctx.db).findById(designerId);
  return designer && isLanguage(designer.language) ? designer.language : 'en-US';
}
