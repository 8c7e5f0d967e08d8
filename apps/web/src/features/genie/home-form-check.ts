import type { z } from 'zod';
import { homeFormInput } from '@genie/contracts';
import { FIELDS, type FieldErrors, type FieldName, type HomeFormValues } from './home-form-fields.ts';

/** The contracts' schema decides, so the messages are the server's: each field's first message key. */
export function checkHomeForm(values: HomeFormValues): { ok: true; input: z.output<typeof homeFormInput> } | { ok: false; errors: FieldErrors } {
  const parsed = homeFormInput.safeParse(values);
  if (parsed.success) return { ok: true, input: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path[0] as FieldName;
    if (FIELDS.includes(name) && !errors[name]) errors[name] = issue.message;
  }
  return { ok: false, errors };
}
