import type { ImagenConfigsValue } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { imagenConfigsRepository } from '../db/repositories/imagen-configs.ts';

/** The designer's custom spaces and custom themes. */
export async function getImagenConfigs(ctx: Pick<AppContext, 'db'>, designerId: string): Promise<ImagenConfigsValue> {
  const configs = imagenConfigsRepository(ctx.db);
  const [custom_spaces, custom_themes] = await Promise.all([configs.getSpaces(designerId), configs.listThemes(designerId)]);
  return { custom_spaces, custom_themes };
}
