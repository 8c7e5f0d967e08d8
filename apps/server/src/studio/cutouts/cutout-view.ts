import type { StudioCutout } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import { studioFileUrl } from '../studio-views.ts';
import type { CutoutRow } from './cutout-repository.ts';

export function cutoutView(ctx: Pick<AppContext, 'fileLinks'>, designerId: string): (row: CutoutRow) => StudioCutout {
  const urlOf = studioFileUrl(ctx, designerId);
  return (row) => ({ id: row.id, piece: row.piece, url: urlOf(row.fileKey), width: row.width, height: row.height, created_at: row.createdAt.toISOString() });
}
