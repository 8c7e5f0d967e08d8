import { get, type FieldError, type FieldValues, type Path, type RegisterOptions, type UseFormRegisterReturn, type UseFormReturn, type UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client.ts';
import { useErrorText } from './error-message.ts';

/**
 * Registers an input with `form` and gives it its translated error (a zod key or the server's):
 * spread `field('email')` on a TextField, SelectField or TextAreaField.
 */
export function useFieldProps<T extends FieldValues, C, R>(form: Pick<UseFormReturn<T, C, R>, 'register' | 'formState'>) {
  const errorText = useErrorText();
  const { errors } = form.formState;
  return <N extends Path<T>>(name: N, options?: RegisterOptions<T, N>): UseFormRegisterReturn<N> & { error: string | undefined } => ({
    ...form.register(name, options),
    error: errorText.field((get(errors, name) as FieldError | undefined)?.message),
  });
}

/**
 * Puts a failed save's per-field reasons under the inputs at fault (`email`, `fields.budget`, …), the
 * first one focused. False when the error names none of the form's fields, so the caller shows it as a whole.
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
