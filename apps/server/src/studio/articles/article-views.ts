import { articleVersion, boardImageRef, language as languageSchema, studioArticleKind, type ArticleVersion, type StudioArticle } from '@genie/contracts';
import { z } from 'zod';
import type { StudioArticleRow } from '../../db/schema.ts';

export const versionsOf = (row: Pick<StudioArticleRow, 'versions'>): ArticleVersion[] => z.array(articleVersion).catch([]).parse(row.versions);

/** The current version: the one `current_version_id` names, else the latest. */
export function currentVersionOf(row: Pick<StudioArticleRow, 'versions' | 'currentVersionId'>): ArticleVersion {
  const versions = versionsOf(row);
  const current = versions.find((v) => v.id === row.currentVersionId) ?? versions.at(-1);
  if (!current) throw new Error(`article without a version`);
  return current;
}

export function articleView(row: StudioArticleRow): StudioArticle {
  const current = currentVersionOf(row);
  return {
    id: row.id,
    kind: studioArticleKind.catch('proposal').parse(row.kind),
    client_request_id: row.clientRequestId,
    language: languageSchema.catch('en-US').parse(row.language),
    style: row.style,
    space: row.space,
    images: z.array(boardImageRef).catch([]).parse(row.images),
    prompt: current.prompt,
    title: current.title,
    body: current.body,
    current_version_id: current.id,
    versions: versionsOf(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
