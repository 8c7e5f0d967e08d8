import { randomUUID } from 'node:crypto';
import type { ArticleVersion, CreateArticleInput, StudioArticle } from '@genie/contracts';
import type { ArticleInput } from '@genie/core';
import type { AppContext } from '../../context.ts';
import { requireStudio } from '../studio-access.ts';
import { articleInputOf, designerVoiceOf, type ArticleSettings } from './article-input.ts';
import { articleView } from './article-views.ts';
import { articlesRepository } from './articles-repository.ts';
import { writeArticle } from './write-article.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'writer' | 'log'>;

/**
 * Writes one version of an article (LLM or composer) and records who wrote it and why. What the designer
 * edited in the version it replaces stays: an edited title, and edited paragraphs in their place.
 */
export async function writeArticleVersion(ctx: Ctx, input: ArticleInput, previous?: ArticleVersion): Promise<ArticleVersion> {
  const written = await writeArticle(ctx, input);
  const kept = previous ? keepEdits(previous, written) : { title: written.title, body: written.body, title_edited: false, edited_paragraphs: [] };
  return {
    id: randomUUID(),
    ...kept,
    prompt: input.prompt,
    source: written.source,
    fallback_reason: written.fallbackReason,
    created_at: ctx.now().toISOString(),
    edited_at: null,
    include: [...(input.include ?? [])],
  };
}

const paragraphsOf = (body: string) => body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);

/** A new text with the designer's edits of the previous version kept: its edited title, its edited paragraphs at their index. */
export function keepEdits(previous: ArticleVersion, written: { title: string; body: string }) {
  const edited = new Set(previous.edited_paragraphs);
  const before = paragraphsOf(previous.body);
  const after = paragraphsOf(written.body);
  before.forEach((paragraph, index) => {
    if (!edited.has(paragraph)) return;
    if (index < after.length) after[index] = paragraph;
    else after.push(paragraph);
  });
  const keptParagraphs = before.filter((p) => edited.has(p));
  return {
    title: previous.title_edited ? previous.title : written.title,
    body: after.join('\n\n'),
    title_edited: previous.title_edited,
    edited_paragraphs: keptParagraphs,
  };
}

/** A new article from a prompt (default: a short poetry tone), a request's brief and chosen images. */
export async function createArticle(ctx: Ctx, designerId: string, input: CreateArticleInput): Promise<StudioArticle> {
  await requireStudio(ctx, designerId);
  const settings: ArticleSettings = {
    kind: input.kind,
    language: input.language ?? (await designerVoiceOf(ctx, designerId)).language,
    clientRequestId: input.client_request_id ?? null,
    style: input.style ?? null,
    space: input.space ?? null,
    images: input.images,
  };
  const version = await writeArticleVersion(ctx, { ...(await articleInputOf(ctx, designerId, settings, input.prompt, 0, true)), include: input.include ?? [] });
  const row = await articlesRepository(ctx.db).insert(
    designerId,
    { ...settings, images: [...settings.images], versions: [version], currentVersionId: version.id },
    ctx.now(),
  );
  return articleView(row);
}
