import { validationMessages, type CreateMoodboardInput, type DesignStyleId, type Language, type Moodboard, type SpaceName } from '@genie/contracts';
import { layoutMoodboard, moodboardConcept, moodboardImageSlots, type ArticleBrief } from '@genie/core';
import type { AppContext } from '../../context.ts';
import { designersRepository } from '../../db/repositories/designers.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import { requestBriefOf } from '../articles/article-brief.ts';
import { requireStudio } from '../studio-access.ts';
import { findDesignerRequest } from '../../client-requests/find-designer-request.ts';
import { gatherBoardImages } from './gather-board-images.ts';
import { storedImagesOf, type StoredBoardImage } from './board-images.ts';
import { extractBoardPalette } from './board-palette.ts';
import { boardRepository } from './board-repository.ts';
import { moodboardView } from './moodboard-views.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks'>;

/** The canvas boards are laid out on (and exported at). */
export const MOODBOARD_CANVAS = { width: 1600, height: 1000 } as const;
const IMAGES = moodboardImageSlots.grid;

const spaceStyleRequired = () => new AppError('validation_failed', validationMessages.space_style_required, { style: 'space_style_required' });

/** The board's images for a style: see `gatherBoardImages` (the lead's choices, the designer's portfolio and gallery, the library). */
async function imagesForStyle(ctx: Ctx, designerId: string, style: DesignStyleId, space: SpaceName | undefined, requestId: string | undefined): Promise<StoredBoardImage[]> {
  const request = requestId ? await findDesignerRequest(ctx, designerId, requestId) : null;
  return gatherBoardImages(ctx, designerId, { style, space: space ?? null, request }, space && space !== 'other' && space !== 'new_space' ? [space] : [], IMAGES);
}

/** The most common style of the images, for a board made from a saved style without one. */
function leadStyleOf(images: readonly StoredBoardImage[]): string[] {
  const counts = new Map<string, number>();
  for (const image of images) if (image.style) counts.set(image.style, (counts.get(image.style) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([style]) => style).slice(0, 1);
}

async function languageOf(ctx: Ctx, designerId: string, asked: Language | undefined): Promise<Language> {
  if (asked) return asked;
  const designer = await designersRepository(ctx.db).findById(designerId);
  return (designer?.language as Language | undefined) ?? 'en-US';
}

/**
 * Assembles a board from a style (or a saved style's images) and a space (or a request's brief):
 * hero and supporting images, the palette extracted from them (else the style's), the style's
 * materials and a few words of concept, laid out with the template.
 */
export async function createMoodboard(ctx: Ctx, designerId: string, input: CreateMoodboardInput): Promise<Moodboard> {
  await requireStudio(ctx, designerId);
  if ((!input.style && !input.saved_style_id) || (!input.space && !input.client_request_id)) throw spaceStyleRequired();
  const boards = boardRepository(ctx.db);
  const saved = input.saved_style_id ? await boards.findStyle(designerId, input.saved_style_id) : undefined;
  if (input.saved_style_id && !saved) throw new AppError('not_found', errorMessages.not_found);
  const brief: ArticleBrief | null = input.client_request_id ? await requestBriefOf(ctx, designerId, input.client_request_id, input.space) : null;
  const language = await languageOf(ctx, designerId, input.language);

  const images = saved ? storedImagesOf(saved.images) : await imagesForStyle(ctx, designerId, input.style!, input.space, input.client_request_id);
  const styleIds = input.style ? [input.style] : leadStyleOf(images);
  // Another board of the same style and space gets other wording.
  const words = moodboardConcept(styleIds, input.space ?? null, language, brief, ctx.now().getTime() % 997);
  const extracted = await extractBoardPalette(ctx, images);
  const content = {
    images: images.map((i) => ({ id: i.id, width: i.width, height: i.height })),
    palette: extracted.length >= 3 ? extracted : words.palette,
    materials: words.materials,
    concept: words.concept,
    title: saved ? `${saved.name} · ${words.title}` : words.title,
  };
  const row = await boards.insertBoard(
    designerId,
    {
      clientRequestId: input.client_request_id ?? null,
      savedStyleId: saved?.id ?? null,
      style: input.style ?? styleIds[0] ?? null,
      space: input.space ?? null,
      language,
      template: input.template,
      ...content,
      images,
      layout: layoutMoodboard(input.template, content, MOODBOARD_CANVAS),
      exports: [],
    },
    ctx.now(),
  );
  return moodboardView(ctx, designerId, row);
}
