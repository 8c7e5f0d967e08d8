import type { CreateCustomThemeInput, CustomTheme } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { imagenConfigsRepository } from '../db/repositories/imagen-configs.ts';

export async function createCustomTheme(ctx: Pick<AppContext, 'db'>, designerId: string, input: CreateCustomThemeInput): Promise<CustomTheme> {
  return imagenConfigsRepository(ctx.db).createTheme(designerId, input.display_name, input.data);
}
