import { genieName, isValidationKey, username, validationMessages, type ErrorCode } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { isReservedGenieName } from './reserved-genie-names.ts';

export type AvailabilityResult =
  | { outcome: 'available' }
  | { outcome: 'taken' | 'invalid'; error: ErrorCode; msg: string };

/**
 * Whether a genie name and/or username can still be chosen (case-insensitive; reserved genie names
 * count as taken). At least one of the two must be given.
 */
export async function checkAccountValueAvailable(
  ctx: Pick<AppContext, 'db'>,
  query: { genie_name?: string | undefined; username?: string | undefined },
): Promise<AvailabilityResult> {
  if (query.genie_name === undefined && query.username === undefined) {
    return { outcome: 'invalid', error: 'validation_failed', msg: 'Give genie_name or username to check.' };
  }
  const designers = designersRepository(ctx.db);
  if (query.genie_name !== undefined) {
    const parsed = genieName.safeParse(query.genie_name);
    if (!parsed.success) return { outcome: 'invalid', error: 'genie_name_invalid', msg: messageOf(parsed.error.issues[0]?.message) };
    if (isReservedGenieName(parsed.data) || (await designers.isTaken('genieName', parsed.data))) {
      return { outcome: 'taken', error: 'genie_name_taken', msg: validationMessages.genie_name_taken };
    }
  }
  if (query.username !== undefined) {
    const parsed = username.safeParse(query.username);
    if (!parsed.success) return { outcome: 'invalid', error: 'username_invalid', msg: messageOf(parsed.error.issues[0]?.message) };
    if (await designers.isTaken('username', parsed.data)) {
      return { outcome: 'taken', error: 'username_taken', msg: validationMessages.username_taken };
    }
  }
  return { outcome: 'available' };
}

function messageOf(key: string | undefined): string {
  return key && isValidationKey(key) ? validationMessages[key] : validationMessages.invalid_value;
}
