import { useEffect, useState, type FormEvent } from 'react';
import { useForm, type DefaultValues, type Path, type RegisterOptions, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { updateClientRequestInput, type UpdateClientRequestInput } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { showServerFieldErrors, useFieldProps } from '../../app/form-fields.ts';
import type { SectionFormProps } from './editable-section.tsx';
import { useUpdateRequest } from './use-update-request.ts';

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

type RequestFormInput = z.input<typeof updateClientRequestInput>;

export interface RequestSectionForm extends UseFormReturn<RequestFormInput, unknown, UpdateClientRequestInput> {
  /** Registers an input and gives it its translated error: spread on a TextField, SelectField or TextAreaField. */
  field: <N extends Path<RequestFormInput>>(name: N, options?: RegisterOptions<RequestFormInput, N>) => UseFormRegisterReturn<N> & { error: string | undefined };
  /** The props of <SectionForm> but its children. */
  sectionForm: { onSubmit: (e: FormEvent<HTMLFormElement>) => void; onCancel: () => void; busy: boolean; error: string | null };
}

/**
 * The plumbing of one overview section's form: validated as the server will, reports whether it holds
 * unsaved changes, saves only what changed (nothing changed closes it), and shows a refused save under
 * the fields at fault (`fieldNames`) or as a whole. Spread `sectionForm` on <SectionForm>.
 */
export function useRequestSectionForm({ clientId, defaultValues, fieldNames, onClose, onDirtyChange }: {
  clientId: string;
  defaultValues: DefaultValues<RequestFormInput>;
  fieldNames: readonly string[];
} & SectionFormProps): RequestSectionForm {
  const errorText = useErrorText();
  const save = useUpdateRequest(clientId);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<RequestFormInput, unknown, UpdateClientRequestInput>({
    resolver: zodResolver(updateClientRequestInput),
    mode: 'onTouched',
    defaultValues,
  });
  const { isDirty, isSubmitting, dirtyFields } = form.formState;
  const field = useFieldProps(form);
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    const changes = changedValues(values, dirtyFields);
    if (Object.keys(changes).length === 0) return onClose(false);
    try {
      await save(changes);
      onClose(true);
    } catch (error) {
      if (!showServerFieldErrors(error, form.setError, fieldNames)) setFailure(errorText.api(error));
    }
  });

  return {
    ...form,
    field,
    sectionForm: { onSubmit: (e: FormEvent<HTMLFormElement>) => void onSubmit(e), onCancel: () => onClose(false), busy: isSubmitting, error: failure },
  };
}
