import { loadSharp } from '../images/sharp.ts';
import type { JobContext } from '../context.ts';
import { quotaPeriodOf } from '../billing/usage-quota.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { newFileKey } from '../storage/new-file-key.ts';
import { ImageProviderError } from '../ai/images/image-provider.ts';
import { isUnchanged } from '../ai/images/unchanged-output.ts';
import { moodBoardRepository } from './mood-board-repository.ts';
import { monthOf, providerConnectionsRepository } from '../db/repositories/provider-connections.ts';
import { AppError } from '../errors.ts';
import type { ResolvedImageProvider } from '../provider-connections/own-providers.ts';

type Ctx = Pick<JobContext, 'db' | 'now' | 'storage' | 'log' | 'imageProvider' | 'ownProviders'>;

/** Small on purpose: a concept to talk about, made in seconds by the built-in renderer. */
const CONCEPT_SIZE = { width: 512, height: 384 };
/** image → image: how far a refinement moves from the picture it starts from. */
const REFINE_STRENGTH = 0.55;

/**
 * The `mood_board_concept` job: renders one concept image through the designer's image provider
 * (`ctx.imageProvider`; `chat_imagen3` asks for Imagen, which is that provider when IMAGE_PROVIDER is
 * imagen). Safe to run again: a concept no longer queued or rendering is left alone, and the image is
 * stored and counted against the allowance once, in one transaction.
 */
export async function runMoodBoardConceptJob(ctx: Ctx, payload: Record<string, unknown>): Promise<void> {
  const sharp = await loadSharp();
  const { designerId, conceptId } = payload;
  if (typeof designerId !== 'string' || typeof conceptId !== 'string') throw new Error('job payload lacks the concept');
  const repo = moodBoardRepository(ctx.db);
  // The studio's own image provider when it has connected one (issue 25); an address no longer allowed fails the concept.
  let resolved: ResolvedImageProvider;
  try {
    resolved = await ctx.ownProviders.imageProviderFor(designerId);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (await repo.markGenerating(designerId, conceptId, ctx.imageProvider.label, ctx.now())) await repo.fail(designerId, conceptId, 'rejected', ctx.now());
    return;
  }
  const provider = resolved.provider;
  const concept = await repo.markGenerating(designerId, conceptId, provider.label, ctx.now());
  if (!concept) return;
  try {
    if (resolved.own && !(await providerConnectionsRepository(ctx.db).reserveImages(designerId, monthOf(ctx.now()), 1, ctx.now()))) {
      await repo.fail(designerId, conceptId, 'cap_reached', ctx.now());
      return;
    }
    const input = concept.inputKey ? (await ctx.storage.get(concept.inputKey))?.data : undefined;
    const operation = input && provider.capabilities.has('image_to_image') ? 'image_to_image' : 'text_to_image';
    const [image] = await provider.generate({
      operation,
      prompt: concept.prompt,
      ...CONCEPT_SIZE,
      count: 1,
      ...(operation === 'image_to_image' ? { image: input, strength: REFINE_STRENGTH } : {}),
      signal: new AbortController().signal,
    });
    if (!image) throw new ImageProviderError('malformed', 'no image', provider.id);
    // A refinement that came back as the picture it started from (the built-in renderer cannot draw a new
    // chair) is not kept and not counted: the visitor is told the change could not be made (issue 25).
    if (operation === 'image_to_image' && concept.instruction && input && (await isUnchanged(input, image.data))) {
      await repo.fail(designerId, conceptId, 'unchanged', ctx.now());
      return;
    }
    const designer = await designersRepository(ctx.db).findById(designerId);
    if (!designer) return;
    const webp = await sharp(image.data).resize(1024, 1024, { fit: 'inside', withoutEnlargement: true }).webp({ quality: 85 }).toBuffer({ resolveWithObject: true });
    const key = newFileKey('mood-board', 'webp');
    await ctx.storage.put(key, webp.data);
    const stored = await repo.succeed(designerId, conceptId, { fileKey: key, width: webp.info.width, height: webp.info.height }, quotaPeriodOf(designer, ctx.now()).start, ctx.now());
    if (!stored) await ctx.storage.delete(key).catch(() => undefined);
  } catch (error) {
    ctx.log.warn({ conceptId, err: error instanceof Error ? error.message : String(error) }, 'mood board concept failed');
    await repo.fail(designerId, conceptId, error instanceof ImageProviderError ? error.reason : 'error', ctx.now());
  }
}
