import { randomUUID } from 'node:crypto';
import type { ArticleVersion, CreateArticleInput, StudioArticle } from '@genie/contracts';
import type { ArticleInput } from '@genie/core';
import type { AppContext } from '../../context.ts';
import { requireStudio } from '../studio-access.ts';
import { articleInputOf, designerVoiceOf, type ArticleSettings } from './article-input.ts';
import { articleView } from './article-views.ts';
import { articlesRepository } from './articles-repository.ts';
import { writeArticle } from './write-article.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'writer' | 'log' | 'ownProviders'>;

/** Writes one version of an article (LLM or composer) and records who wrote it and why. */
export async function writeArticleVersion(ctx: Ctx, designerId: string, input: ArticleInput): Promise<ArticleVersion> {
  // The studio's own LLM when the server has none and the studio has connected one (issue 25).
  const written = await writeArticle({ ...ctx, writer: await ctx.ownProviders.writerFor(designerId) }, input);
  return {
    id: randomUUID(),
    title: written.title,
    body: written.body,
    prompt: input.prompt,
    source: written.source,
    fallback_reason: written.fallbackReason,
    created_at: ctx.now().toISOString(),
    edited_at: null,
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
  const version = await writeArticleVersion(ctx, designerId, await articleInputOf(ctx, designerId, settings, input.prompt, 0, true));
  const row = await articlesRepository(ctx.db).insert(
    designerId,
    { ...settings, images: [...settings.images], versions: [version], currentVersionId: version.id },
    ctx.now(),
  );
  return articleView(row);
}
