import type { AppContext } from '../context.ts';
import { imagenConfigsRepository } from '../db/repositories/imagen-configs.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';

/** Another designer's theme id answers not_found, exactly like an unknown one. */
export async function deleteCustomTheme(ctx: Pick<AppContext, 'db'>, designerId: string, id: string): Promise<void> {
  if (!(await imagenConfigsRepository(ctx.db).deleteTheme(designerId, id))) throw new AppError('not_found', errorMessages.not_found);
}
