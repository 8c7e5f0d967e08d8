import { validationMessages, type PutCustomSpacesInput } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { imagenConfigsRepository } from '../db/repositories/imagen-configs.ts';
import { AppError } from '../errors.ts';
import { isBuiltInSpace, spaceKey } from './built-in-spaces.ts';

/**
 * Replaces the designer's custom space list. A name may appear once, ignoring case, spaces and
 * underscores, and may not repeat a built-in space.
 */
export async function updateCustomSpaces(
  ctx: Pick<AppContext, 'db' | 'now'>,
  designerId: string,
  input: PutCustomSpacesInput,
): Promise<string[]> {
  const seen = new Set<string>();
  input.data.forEach((name, index) => {
    const key = spaceKey(name);
    if (seen.has(key) || isBuiltInSpace(name)) {
      throw new AppError('space_exists', validationMessages.space_exists, { [`data.${index}`]: 'space_exists' });
    }
    seen.add(key);
  });
  await imagenConfigsRepository(ctx.db).setSpaces(designerId, input.data, ctx.now());
  return input.data;
}
