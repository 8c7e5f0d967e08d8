import { ARTICLE_MAX_CHARS } from '@genie/contracts';
import { allowedDisclosures, composeArticle, guardArticle, type Article, type ArticleInput } from '@genie/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { writeStructured, WritingRejected } from '../../ai/writer/write-structured.ts';
import type { Writer } from '../../ai/writer/writer.ts';
import { buildArticleSystemPrompt, buildArticleUserContent } from './article-prompt.ts';

/** Why the built-in composer wrote the article although an LLM is configured. */
export type ArticleFallbackReason = 'timeout' | 'error' | 'invalid_output' | 'wrong_language';

export interface WrittenArticle extends Article {
  source: 'llm' | 'rules';
  fallbackReason: ArticleFallbackReason | null;
}

const articleOutputSchema = z.object({ title: z.string().trim().min(1).max(200), body: z.string().trim().min(1).max(ARTICLE_MAX_CHARS) });
const articleOutput = { name: 'article', description: "A designer's article: title and body" };

const detailOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 500);

/**
 * The article in the designer's language: by the configured LLM (structured output, within the
 * writer's time budget), else — or when it fails — by core's composer, with the reason kept.
 */
export async function writeArticle(ctx: { writer: Writer; log?: Pick<FastifyBaseLogger, 'warn'> }, input: ArticleInput): Promise<WrittenArticle> {
  const { writer } = ctx;
  let fallbackReason: ArticleFallbackReason | null = null;
  if (writer.model) {
    const timeout = AbortSignal.timeout(writer.timeoutMs);
    try {
      const article = await writeStructured<Article>({
        model: writer.model,
        limits: writer,
        system: buildArticleSystemPrompt(input),
        user: buildArticleUserContent(input, input.language),
        output: articleOutput,
        schema: articleOutputSchema,
        language: input.language,
        languageProbe: (a) => `${a.title} ${a.body}`,
        signal: timeout,
      });
      // The same guard as the composer's: private facts the designer did not ask for are left out.
      const guarded = guardArticle(article, input.brief, allowedDisclosures(input), composeArticle(input).title);
      if (guarded.body.trim()) return { title: guarded.title, body: guarded.body, source: 'llm', fallbackReason: null };
      fallbackReason = 'invalid_output';
      ctx.log?.warn({ reason: fallbackReason, removed: guarded.removed }, 'Studio article: the LLM wrote only private facts, the composer wrote it');
    } catch (error) {
      fallbackReason = error instanceof WritingRejected ? error.reason : timeout.aborted ? 'timeout' : 'error';
      ctx.log?.warn({ reason: fallbackReason, detail: detailOf(error) }, 'Studio article: the LLM failed, the composer wrote it');
    }
  }
  return { ...composeArticle(input), source: 'rules', fallbackReason };
}
