import type { StudioCutout } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import { requireStudio } from '../studio-access.ts';
import { cutoutRepository } from './cutout-repository.ts';
import { cutoutView } from './cutout-view.ts';

/** GET /studio/cutouts/: the designer's product cut-outs, newest first. */
export async function listStudioCutouts(ctx: Pick<AppContext, 'db' | 'now' | 'fileLinks'>, designerId: string): Promise<StudioCutout[]> {
  await requireStudio(ctx, designerId);
  return (await cutoutRepository(ctx.db).list(designerId)).map(cutoutView(ctx, designerId));
}
