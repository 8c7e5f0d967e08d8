import { language as languageSchema, moodboardExportFormat, moodboardLayout, moodboardSwatch, moodboardTemplate, type Moodboard } from '@genie/contracts';
import type { MoodboardContent, MoodboardLayout } from '@genie/core';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { MoodboardRow } from '../../db/schema.ts';
import { boardFileUrl, boardImageView, storedImagesOf } from './board-images.ts';

const storedExport = z.object({ id: z.string(), format: moodboardExportFormat, key: z.string(), createdAt: z.string() });
export type StoredMoodboardExport = z.infer<typeof storedExport>;

export const exportsOf = (row: Pick<MoodboardRow, 'exports'>) => z.array(storedExport).catch([]).parse(row.exports);
export const layoutOf = (row: Pick<MoodboardRow, 'layout'>) => moodboardLayout.parse(row.layout) as MoodboardLayout;

/** What the core lays out and draws: the images (by their board ids), palette, materials and words. */
export function contentOf(row: MoodboardRow): MoodboardContent {
  return {
    images: storedImagesOf(row.images).map((i) => ({ id: i.id, width: i.width, height: i.height })),
    palette: z.array(moodboardSwatch).catch([]).parse(row.palette),
    materials: z.array(z.string()).catch([]).parse(row.materials),
    concept: row.concept,
    title: row.title,
  };
}

export function moodboardView(ctx: Pick<AppContext, 'storage' | 'fileLinks'>, designerId: string, row: MoodboardRow): Moodboard {
  const content = contentOf(row);
  const urlOf = boardFileUrl(ctx, designerId);
  return {
    id: row.id,
    title: row.title,
    concept: row.concept,
    materials: [...content.materials],
    palette: [...content.palette],
    style: row.style,
    saved_style_id: row.savedStyleId,
    space: row.space,
    client_request_id: row.clientRequestId,
    language: languageSchema.catch('en-US').parse(row.language),
    template: moodboardTemplate.catch('grid').parse(row.template),
    layout: layoutOf(row),
    images: storedImagesOf(row.images).map(boardImageView(ctx, designerId)),
    exports: exportsOf(row).map((e) => ({ id: e.id, format: e.format, url: urlOf(e.key), created_at: e.createdAt })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
