import { loadSharp } from '../../images/sharp.ts';
import type { ClientRequestRow, ReferenceImageRow } from '../../db/schema.ts';
import { designStyle, isSpatialProjectType, rankBoardCandidates, spaceCatalog, type BoardCandidate, type BoardCandidateOrigin, type BoardWish } from '@genie/core';
import { designStyleIds, type DesignStyleId, type PaletteEntry, type ReferenceProjectType } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import { referenceImagesRepository } from '../../db/repositories/reference-images.ts';
import { studioRepository } from '../../db/repositories/studio.ts';
import { referenceOutcomeOf } from '../../brief/brief-style-samples.ts';
import { extractPalette } from '../../images/image-palette.ts';
import { labPixelsOf } from '../../images/lab-pixels.ts';
import { storedReferenceImage, type StoredBoardImage } from './board-images.ts';
import { boardRepository } from './board-repository.ts';

type Ctx = Pick<AppContext, 'db' | 'storage'>;
const POOL = 60;

interface Candidate extends BoardCandidate {
  image: StoredBoardImage;
}

const hexesOf = (palette: unknown): string[] => (Array.isArray(palette) ? (palette as PaletteEntry[]).map((p) => p?.hex).filter((h): h is string => typeof h === 'string') : []);

function referenceCandidate(row: ReferenceImageRow, origin: BoardCandidateOrigin): Candidate | null {
  const image = storedReferenceImage(row);
  if (!image) return null;
  return { origin, style: row.style, space: row.space, palette: hexesOf(row.palette), spatial: isSpatialProjectType(row.projectType as ReferenceProjectType), image: { ...image, id: image.sourceId } };
}

/** A gallery result's main colours (results carry no palette): a small sample of the file. */
async function paletteOfFile(ctx: Pick<AppContext, 'storage'>, key: string): Promise<string[]> {
  const sharp = await loadSharp();
  const file = await ctx.storage.get(key);
  if (!file) return [];
  try {
    const rgb = await sharp(file.data).removeAlpha().resize(32, 32, { fit: 'fill' }).raw().toBuffer();
    return extractPalette(labPixelsOf(rgb, rgb.length / 3, 1), 4).map((e) => e.hex.toLowerCase());
  } catch {
    return [];
  }
}

export interface BoardSources {
  style: DesignStyleId;
  space: string | null;
  request: ClientRequestRow | null;
}

/**
 * A board's images for a style: candidates from the lead's chosen reference images, the designer's
 * portfolio and gallery, and the shared library, kept only when they are of the board's styles (the
 * style asked for, then the lead's style profile), spaces (the one asked for, then spaces of the same
 * kind) and
 * colours (the lead's chosen palette, else the style's), best first; the first is the hero.
 */
export async function gatherBoardImages(ctx: Ctx, designerId: string, sources: BoardSources, spaces: readonly string[], limit: number): Promise<StoredBoardImage[]> {
  const outcome = sources.request ? referenceOutcomeOf(sources.request) : null;
  const profile = (outcome?.style_profile ?? []).map((s) => s.style).filter((s): s is DesignStyleId => (designStyleIds as readonly string[]).includes(s));
  const styles = [sources.style, ...profile.filter((s) => s !== sources.style)].slice(0, 2);
  const leadPalette = (outcome?.palette ?? []).map((p) => p.hex);
  const groups = new Set(spaces.flatMap((id) => spaceCatalog.filter((s) => s.id === id && s.group !== 'general').map((s) => s.group)));
  const nearSpaces = spaceCatalog.filter((s) => groups.has(s.group) && !spaces.includes(s.id)).map((s) => s.id);
  const wish: BoardWish = { styles, spaces, nearSpaces, palette: leadPalette.length >= 3 ? leadPalette : [...designStyle(sources.style).palette] };

  const references = referenceImagesRepository(ctx.db);
  const chosenIds = (outcome?.chosen ?? []).map((c) => c.image_id);
  const lead = chosenIds.length ? await references.findVisibleTo(designerId, chosenIds) : [];
  const portfolio = (await references.listForDesigner(designerId, 1, POOL)).rows;
  const library = await boardRepository(ctx.db).libraryImagesOfStyles(styles, POOL);
  const { rows: gallery } = await studioRepository(ctx.db).gallery(designerId, {}, { limit: POOL, offset: 0 });
  const galleryOfStyles = gallery.filter(({ generation }) => styles.includes(generation.style as DesignStyleId)).slice(0, 16);

  const candidates: Candidate[] = [
    ...lead.map((row) => referenceCandidate(row, 'lead')),
    ...portfolio.map((row) => referenceCandidate(row, 'portfolio')),
    ...(await Promise.all(
      galleryOfStyles.map(async ({ result, generation }): Promise<Candidate> => ({
        origin: 'gallery',
        style: generation.style,
        space: generation.space || null,
        palette: await paletteOfFile(ctx, result.fileKey),
        image: { id: result.id, source: 'result', sourceId: result.id, key: result.fileKey, width: result.width, height: result.height, style: generation.style },
      })),
    )),
    ...library.map((row) => referenceCandidate(row, 'library')),
  ].filter((c): c is Candidate => c !== null);

  const seen = new Set<string>();
  return rankBoardCandidates(candidates, wish)
    .map((r) => r.candidate.image)
    .filter((image) => {
      const key = `${image.source}:${image.sourceId}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, limit);
}
