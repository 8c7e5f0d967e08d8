import type { FurniturePieceKind } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import { requireStudio } from '../studio-access.ts';
import { drawStudioPiece } from '../studio-furniture.ts';

/** GET /studio/furniture-pieces/{piece}/: the built-in piece as the compose will draw it, for the live preview. */
export async function drawStudioPieceImage(ctx: Pick<AppContext, 'db' | 'now'>, designerId: string, piece: FurniturePieceKind, style: string, width: number): Promise<Buffer> {
  await requireStudio(ctx, designerId);
  return drawStudioPiece(piece, style, width);
}
