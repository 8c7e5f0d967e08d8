import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../app/api-client.ts';

/** Only what the designer changed: the parsed value of every dirty field (nested `fields.*` included). */
export function changedValues<T extends Record<string, unknown>>(values: T, dirty: Partial<Record<keyof T, unknown>>): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(dirty) as (keyof T)[]) {
    const flag = dirty[key];
    const value = values[key];
    if (flag === true) out[key] = value;
    else if (flag && typeof flag === 'object' && value && typeof value === 'object') {
      const nested = changedValues(value as Record<string, unknown>, flag as Record<string, unknown>);
      if (Object.keys(nested).length > 0) out[key] = nested as T[keyof T];
    }
  }
  return out;
}

/**
 * Puts a failed save's per-field reasons under the inputs at fault (`email`, `fields.budget`, …).
 * False when the error names none of the form's fields, so the caller shows it as a whole.
 */
export function showServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fieldNames: readonly string[]): boolean {
  if (!(error instanceof ApiError)) return false;
  let shown = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!fieldNames.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: !shown });
    shown = true;
  }
  return shown;
}
