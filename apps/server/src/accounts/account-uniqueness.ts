import { validationMessages } from '@genie/contracts';
import type { Database } from '../db/client.ts';
import { uniqueViolation } from '../db/errors.ts';
import { designersRepository } from '../db/repositories/designers.ts';
import { AppError } from '../errors.ts';
import { isReservedGenieName } from './reserved-genie-names.ts';

type UniqueField = 'genieName' | 'email' | 'username';

const takenErrors: Record<UniqueField, () => AppError> = {
  genieName: () => new AppError('genie_name_taken', validationMessages.genie_name_taken, { genie_name: 'genie_name_taken' }),
  email: () => new AppError('email_taken', validationMessages.email_taken, { email: 'email_taken' }),
  username: () => new AppError('username_taken', validationMessages.username_taken, { username: 'username_taken' }),
};

const fieldByConstraint: Record<string, UniqueField> = {
  designers_genie_name_lower_key: 'genieName',
  designers_email_lower_key: 'email',
  designers_username_lower_key: 'username',
};

/**
 * Throws the *_taken error for the first value another account already uses (genie name, then
 * e-mail, then username). A reserved genie name counts as taken.
 */
export async function assertAccountValuesAvailable(
  db: Database,
  values: Partial<Record<UniqueField, string | null | undefined>>,
  exceptDesignerId?: string,
): Promise<void> {
  const designers = designersRepository(db);
  for (const field of ['genieName', 'email', 'username'] as const) {
    const value = values[field];
    if (!value) continue;
    if (field === 'genieName' && isReservedGenieName(value)) throw takenErrors.genieName();
    if (await designers.isTaken(field, value, exceptDesignerId)) throw takenErrors[field]();
  }
}

/** Two sign-ups racing for one value: the database's unique index decides; answer with the same error. */
export function takenErrorFromUniqueViolation(err: unknown): AppError | undefined {
  const constraint = uniqueViolation(err);
  if (constraint === undefined) return undefined;
  const field = fieldByConstraint[constraint];
  return field ? takenErrors[field]() : undefined;
}
