import {
  referenceImageSource,
  referenceImageTitle,
  type DesignStyleId,
  type Language,
  type PaletteEntry,
  type PortfolioImage,
  type ReferenceImageCard,
  type ReferenceImageVariant,
} from '@genie/contracts';
import { designStyle, spaceEntry } from '@genie/core';
import { designStyleId, spaceName } from '@genie/contracts';
import type { ReferenceImageRow } from '../db/schema.ts';
import type { FileStorage } from '../storage/file-storage.ts';

const variantsOf = (row: ReferenceImageRow) => row.variants as ReferenceImageVariant[];
const titleOf = (row: ReferenceImageRow) => referenceImageTitle.safeParse(row.titles).data;

/** The alt text of an image in the visitor's language: its title, else its style and space names. */
export function altTextOf(row: ReferenceImageRow, language: Language): string {
  const title = titleOf(row);
  if (title) return title[language] ?? title['en-US'];
  const style = designStyleId.safeParse(row.style).data;
  const space = spaceName.safeParse(row.space).data;
  return [style ? designStyle(style).name[language] : row.style, space ? spaceEntry(space).label[language] : null].filter(Boolean).join(' ');
}

/** What a visitor's round shows: the web sizes (WebP, then the JPEG fallback), never the original. */
export function referenceCardOf(row: ReferenceImageRow, language: Language, storage: FileStorage): ReferenceImageCard {
  const [, ...web] = variantsOf(row);
  const shown = web.length > 0 ? web : variantsOf(row);
  return {
    id: row.id,
    alt: altTextOf(row, language),
    width: row.width,
    height: row.height,
    variants: shown.map((v) => ({ url: storage.urlFor(v.key), width: v.width, height: v.height, format: v.format })),
  };
}

/** The URL of the web variant closest to `width` (WebP preferred), for a single `src`. */
export function imageUrlOf(row: ReferenceImageRow, storage: FileStorage, width = 768): string | null {
  const variants = variantsOf(row).slice(1);
  const webp = variants.filter((v) => v.format === 'webp');
  const pool = webp.length > 0 ? webp : variantsOf(row);
  const best = [...pool].sort((a, b) => Math.abs(a.width - width) - Math.abs(b.width - width))[0];
  return best ? storage.urlFor(best.key) : null;
}

export function portfolioImageOf(row: ReferenceImageRow, storage: FileStorage): PortfolioImage {
  return {
    id: row.id,
    style: row.style as DesignStyleId,
    space: spaceName.safeParse(row.space).data ?? null,
    project_type: row.projectType as PortfolioImage['project_type'],
    title: titleOf(row) ?? { 'en-US': designStyle(row.style as DesignStyleId).name['en-US'] },
    source: referenceImageSource.safeParse(row.source).data ?? { credit: 'Portfolio' },
    width: row.width,
    height: row.height,
    variants: variantsOf(row).map((v) => ({ url: storage.urlFor(v.key), width: v.width, height: v.height, format: v.format, bytes: v.bytes })),
    palette: row.palette as PaletteEntry[],
    created_at: row.createdAt.toISOString(),
  };
}
