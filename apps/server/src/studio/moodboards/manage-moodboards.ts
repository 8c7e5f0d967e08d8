import { validationMessages, type Moodboard, type UpdateMoodboardInput } from '@genie/contracts';
import { layoutMoodboard, moveMoodboardItem, swapMoodboardImages, type MoodboardContent, type MoodboardLayout } from '@genie/core';
import type { AppContext } from '../../context.ts';
import type { MoodboardRow } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { errorMessages } from '../../error-messages.ts';
import { requireStudio } from '../studio-access.ts';
import { boardRepository } from './board-repository.ts';
import { MOODBOARD_CANVAS } from './create-moodboard.ts';
import { contentOf, layoutOf, moodboardView } from './moodboard-views.ts';

type Ctx = Pick<AppContext, 'db' | 'now' | 'storage' | 'fileLinks'>;
const notFound = () => new AppError('not_found', errorMessages.not_found);
const invalidLayout = () => new AppError('validation_failed', validationMessages.invalid_value, { layout: 'invalid_value' });

/** One of the designer's boards; another designer's is 404 alike. */
export async function findMoodboardRow(ctx: Pick<AppContext, 'db'>, designerId: string, id: string): Promise<MoodboardRow> {
  const row = await boardRepository(ctx.db).findBoard(designerId, id);
  if (!row) throw notFound();
  return row;
}

export async function listMoodboards(ctx: Ctx, designerId: string, clientRequestId: string | undefined): Promise<Moodboard[]> {
  await requireStudio(ctx, designerId);
  return (await boardRepository(ctx.db).listBoards(designerId, clientRequestId)).map((row) => moodboardView(ctx, designerId, row));
}

export async function getMoodboard(ctx: Ctx, designerId: string, id: string): Promise<Moodboard> {
  await requireStudio(ctx, designerId);
  return moodboardView(ctx, designerId, await findMoodboardRow(ctx, designerId, id));
}

/** The words each text item shows: the board's own, whatever the client sent. */
function textOf(item: MoodboardLayout['items'][number], content: MoodboardContent): string {
  if (item.kind === 'title') return content.title;
  if (item.id === 'concept') return content.concept;
  if (item.id === 'materials') return content.materials.join(' · ');
  return item.ref;
}

/**
 * A dragged layout keeps the board's items (same ids and kinds) and images (swapped among its own);
 * positions and sizes are the client's, kept on the canvas; texts and colours stay the board's.
 */
function checkedLayout(sent: MoodboardLayout, current: MoodboardLayout, content: MoodboardContent): MoodboardLayout {
  const byId = new Map(current.items.map((i) => [i.id, i]));
  const imageIds = new Set(content.images.map((i) => i.id));
  if (sent.items.length !== current.items.length || sent.template !== current.template) throw invalidLayout();
  const items = sent.items.map((item) => {
    const was = byId.get(item.id);
    if (!was || was.kind !== item.kind) throw invalidLayout();
    if (item.kind === 'image' && !imageIds.has(item.ref)) throw invalidLayout();
    const w = Math.min(item.w, current.canvas.width);
    const h = Math.min(item.h, current.canvas.height);
    const x = Math.min(item.x, current.canvas.width - w);
    const y = Math.min(item.y, current.canvas.height - h);
    const ref = item.kind === 'image' ? item.ref : item.kind === 'swatch' ? was.ref : textOf(item, content);
    return { ...item, x, y, w, h, ref };
  });
  if (new Set(items.map((i) => i.id)).size !== items.length) throw invalidLayout();
  return { template: current.template, canvas: current.canvas, items };
}

function editedLayout(input: UpdateMoodboardInput, current: MoodboardLayout, content: MoodboardContent): MoodboardLayout {
  if (input.template && input.template !== current.template) return layoutMoodboard(input.template, content, MOODBOARD_CANVAS);
  if (input.move) return moveMoodboardItem(current, input.move.item_id, input.move.dx, input.move.dy);
  if (input.swap) return swapMoodboardImages(current, input.swap.a, input.swap.b);
  if (input.layout) return checkedLayout(input.layout as MoodboardLayout, current, content);
  return { ...current, items: current.items.map((item) => (item.kind === 'title' || item.kind === 'text' ? { ...item, ref: textOf(item, content) } : item)) };
}

/** Edits a board: its words (text items follow), a new template (laid out again), one drag, or a whole dragged layout. */
export async function updateMoodboard(ctx: Ctx, designerId: string, id: string, input: UpdateMoodboardInput): Promise<Moodboard> {
  await requireStudio(ctx, designerId);
  const row = await findMoodboardRow(ctx, designerId, id);
  const content = { ...contentOf(row), ...(input.title ? { title: input.title } : {}), ...(input.concept !== undefined ? { concept: input.concept } : {}) };
  const current = layoutOf(row);
  const layout = editedLayout(input, current, content);
  const updated = await boardRepository(ctx.db).updateBoard(
    designerId,
    id,
    { title: content.title, concept: content.concept, template: layout.template, layout },
    ctx.now(),
  );
  if (!updated) throw notFound();
  return moodboardView(ctx, designerId, updated);
}

export async function deleteMoodboard(ctx: Ctx, designerId: string, id: string): Promise<void> {
  await requireStudio(ctx, designerId);
  if (!(await boardRepository(ctx.db).deleteBoard(designerId, id))) throw notFound();
}
