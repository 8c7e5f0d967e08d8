import { designStyleId, spaceName, type BoardImageRef, type Language, type StudioArticleKind } from '@genie/contracts';
import { defaultArticlePrompt, describeStyle, type ArticleBrief, type ArticleInput } from '@genie/core';
import type { AppContext } from '../../context.ts';
import { designersRepository } from '../../db/repositories/designers.ts';
import { resolveBoardImages, type StoredBoardImage } from '../moodboards/board-images.ts';
import { requestBriefOf } from './article-brief.ts';

/** What an article is written from, as the designer chose it (stored with the article, reused by Regenerate). */
export interface ArticleSettings {
  kind: StudioArticleKind;
  language: Language;
  clientRequestId: string | null;
  style: string | null;
  space: string | null;
  images: readonly BoardImageRef[];
}

type Ctx = Pick<AppContext, 'db' | 'now'>;

/** Images are mentioned by their style's name in the article's language (the same style once). */
function captionsOf(images: readonly StoredBoardImage[], language: Language): string[] {
  const names = images.map((i) => designStyleId.safeParse(i.style).data).filter((s) => s !== undefined).map((s) => describeStyle(s, language).name);
  return [...new Set(names)];
}

/** The brief without a request: the space alone, for a home. */
const bareBrief = (space: string | null): ArticleBrief => {
  const known = spaceName.safeParse(space).data;
  return { projectType: 'residential_space', answers: {}, spaces: known ? [known] : [] };
};

/** The designer's language (the default for a new article) and name (the article's signature). */
export async function designerVoiceOf(ctx: Pick<AppContext, 'db'>, designerId: string): Promise<{ language: Language; name: string | null }> {
  const designer = await designersRepository(ctx.db).findById(designerId);
  return { language: (designer?.language as Language | undefined) ?? 'en-US', name: designer?.name.trim() || null };
}

/**
 * The composer's (and the LLM's) input: the request's brief when there is one, the chosen images'
 * captions (images gone since are skipped on a regenerate), the prompt or the default one.
 */
export async function articleInputOf(ctx: Ctx, designerId: string, settings: ArticleSettings, prompt: string | undefined, seed: number, strict: boolean): Promise<ArticleInput> {
  const space = spaceName.safeParse(settings.space).data;
  const brief = settings.clientRequestId ? await requestBriefOf(ctx, designerId, settings.clientRequestId, space) : bareBrief(settings.space);
  const images = strict ? await resolveBoardImages(ctx, designerId, settings.images) : await resolveBoardImages(ctx, designerId, settings.images).catch(() => []);
  return {
    kind: settings.kind,
    prompt: prompt?.trim() || defaultArticlePrompt(settings.language),
    language: settings.language,
    brief,
    styleIds: settings.style ? [settings.style] : images.map((i) => i.style).filter((s): s is string => !!s),
    imageCaptions: captionsOf(images, settings.language),
    designerName: (await designerVoiceOf(ctx, designerId)).name,
    seed,
  };
}
