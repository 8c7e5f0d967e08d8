import type { ImagenConfigsValue } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { imagenConfigsRepository } from '../db/repositories/imagen-configs.ts';
import { OFFLINE_PROVIDER_ID } from '../ai/images/offline/offline-image-provider.ts';

/** The designer's custom spaces and custom themes, and whether the generative tools make studies (built-in renderer). */
export async function getImagenConfigs(ctx: Pick<AppContext, 'db' | 'imageProvider'>, designerId: string): Promise<ImagenConfigsValue> {
  const configs = imagenConfigsRepository(ctx.db);
  const [custom_spaces, custom_themes] = await Promise.all([configs.getSpaces(designerId), configs.listThemes(designerId)]);
  return { custom_spaces, custom_themes, studies: ctx.imageProvider.id === OFFLINE_PROVIDER_ID };
}
