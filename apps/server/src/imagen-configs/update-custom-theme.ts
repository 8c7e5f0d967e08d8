import type { CustomTheme, UpdateCustomThemeInput } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { imagenConfigsRepository } from '../db/repositories/imagen-configs.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

/** Another designer's theme id answers not_found, exactly like an unknown one. */
export async function updateCustomTheme(
  ctx: Pick<AppContext, 'db' | 'now'>,
  designerId: string,
  id: string,
  input: UpdateCustomThemeInput,
): Promise<CustomTheme> {
  const theme = await imagenConfigsRepository(ctx.db).updateTheme(designerId, id, input.display_name, input.data, ctx.now());
  if (!theme) throw new AppError('not_found', errorMessages.not_found);
  return theme;
}
