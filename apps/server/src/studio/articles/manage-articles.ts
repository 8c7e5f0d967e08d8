import { boardImageRef, language as languageSchema, studioArticleKind, type RegenerateArticleInput, type StudioArticle, type UpdateArticleInput } from '@genie/contracts';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import type { StudioArticleRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import { requireStudio } from '../studio-access.ts';
import { articleInputOf } from './article-input.ts';
import { articleView, currentVersionOf, versionsOf } from './article-views.ts';
import { articlesRepository } from './articles-repository.ts';
import { writeArticleVersion } from './create-article.ts';

const paragraphsOf = (body: string) => body.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);

type Ctx = Pick<AppContext, 'db' | 'now'>;
const notFound = () => new AppError('not_found', errorMessages.not_found);
/** Versions kept per article (the oldest drop off; the current one always stays). */
const KEPT_VERSIONS = 20;

async function findArticle(ctx: Pick<AppContext, 'db'>, designerId: string, id: string): Promise<StudioArticleRow> {
  const row = await articlesRepository(ctx.db).find(designerId, id);
  if (!row) throw notFound();
  return row;
}

export async function listArticles(ctx: Ctx, designerId: string, clientRequestId: string | undefined): Promise<StudioArticle[]> {
  await requireStudio(ctx, designerId);
  return (await articlesRepository(ctx.db).list(designerId, clientRequestId)).map(articleView);
}

export async function getArticle(ctx: Ctx, designerId: string, id: string): Promise<StudioArticle> {
  await requireStudio(ctx, designerId);
  return articleView(await findArticle(ctx, designerId, id));
}

/** Saves the edited text into the current version. A store that fails is "Failed to save article". */
export async function saveArticleText(ctx: Ctx & Pick<AppContext, 'log'>, designerId: string, id: string, input: UpdateArticleInput): Promise<StudioArticle> {
  await requireStudio(ctx, designerId);
  const row = await findArticle(ctx, designerId, id);
  const current = currentVersionOf(row);
  const title = input.title ?? current.title;
  // What the designer changed is remembered, so that Regenerate keeps it: the title, and every paragraph
  // that was not in the text as written (earlier edits that are still there stay remembered).
  const written = new Set(paragraphsOf(current.body).filter((p) => !current.edited_paragraphs.includes(p)));
  const editedParagraphs = paragraphsOf(input.body).filter((p) => !written.has(p));
  const edited = {
    ...current,
    title,
    body: input.body,
    edited_at: ctx.now().toISOString(),
    title_edited: current.title_edited || title !== current.title,
    edited_paragraphs: editedParagraphs,
  };
  const versions = versionsOf(row).map((v) => (v.id === current.id ? edited : v));
  let updated: StudioArticleRow | undefined;
  try {
    updated = await articlesRepository(ctx.db).update(designerId, id, { versions, currentVersionId: current.id }, ctx.now());
  } catch (error) {
    ctx.log.error({ err: error }, 'Studio article: the save failed');
    throw new AppError('article_save_failed', errorMessages.article_save_failed);
  }
  if (!updated) throw notFound();
  return articleView(updated);
}

/** Writes a new version (the prompt edited or kept) that becomes the current one; the earlier ones are kept. */
export async function regenerateArticle(ctx: Ctx & Pick<AppContext, 'writer' | 'log'>, designerId: string, id: string, input: RegenerateArticleInput): Promise<StudioArticle> {
  await requireStudio(ctx, designerId);
  const row = await findArticle(ctx, designerId, id);
  const versions = versionsOf(row);
  const settings = {
    kind: studioArticleKind.catch('proposal').parse(row.kind),
    language: languageSchema.catch('en-US').parse(row.language),
    clientRequestId: row.clientRequestId,
    style: row.style,
    space: row.space,
    images: z.array(boardImageRef).catch([]).parse(row.images),
  };
  const current = currentVersionOf(row);
  const prompt = input.prompt?.trim() || current.prompt;
  const include = input.include ?? current.include;
  const version = await writeArticleVersion(ctx, { ...(await articleInputOf(ctx, designerId, settings, prompt, versions.length, false)), include }, current);
  const kept = [...versions, version].slice(-KEPT_VERSIONS);
  const updated = await articlesRepository(ctx.db).update(designerId, id, { versions: kept, currentVersionId: version.id }, ctx.now());
  if (!updated) throw notFound();
  return articleView(updated);
}

/** Makes an earlier version the current one again (nothing is lost: the others stay listed). */
export async function restoreArticleVersion(ctx: Ctx, designerId: string, id: string, versionId: string): Promise<StudioArticle> {
  await requireStudio(ctx, designerId);
  const row = await findArticle(ctx, designerId, id);
  if (!versionsOf(row).some((v) => v.id === versionId)) throw notFound();
  const updated = await articlesRepository(ctx.db).update(designerId, id, { versions: versionsOf(row), currentVersionId: versionId }, ctx.now());
  if (!updated) throw notFound();
  return articleView(updated);
}

export async function deleteArticle(ctx: Ctx, designerId: string, id: string): Promise<void> {
  await requireStudio(ctx, designerId);
  if (!(await articlesRepository(ctx.db).delete(designerId, id))) throw notFound();
}
