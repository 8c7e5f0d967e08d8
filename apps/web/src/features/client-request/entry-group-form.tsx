import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { updateClientRequestInput, type BriefEntry, type UpdateClientRequestInput } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { TextAreaField } from '../../ui/field.tsx';
import { SectionForm, type SectionFormProps } from './editable-section.tsx';
import { changedValues, showServerFieldErrors } from './form-support.ts';
import { useUpdateRequest } from './use-update-request.ts';

type FormInput = z.input<typeof updateClientRequestInput>;

/**
 * Edits one group of the brief in the client's own words: Genie reads each changed answer again
 * (dates, budgets, sizes) like a visitor's; an empty answer clears it.
 */
export function EntryGroupForm({ clientId, entries, onClose, onDirtyChange }: { clientId: string; entries: BriefEntry[] } & SectionFormProps) {
  const { t } = useTranslation('client-request');
  const errorText = useErrorText();
  const save = useUpdateRequest(clientId);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isSubmitting, dirtyFields },
  } = useForm<FormInput, unknown, UpdateClientRequestInput>({
    resolver: zodResolver(updateClientRequestInput),
    mode: 'onTouched',
    defaultValues: { fields: Object.fromEntries(entries.map((e) => [e.field_id, e.raw ?? ''])) },
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const changes = changedValues(values, dirtyFields);
    if (Object.keys(changes.fields ?? {}).length === 0) return onClose(false);
    try {
      await save({ fields: changes.fields });
      onClose(true);
    } catch (error) {
      const names = entries.map((e) => `fields.${e.field_id}`);
      if (!showServerFieldErrors(error, setError, names)) setFailure(errorText.api(error));
    }
  });

  return (
    <SectionForm onSubmit={(e) => void onSubmit(e)} onCancel={() => onClose(false)} busy={isSubmitting} error={failure}>
      <p className="text-sm text-stone-500">{t('edit.entriesIntro')}</p>
      {entries.map((entry, i) => (
        <TextAreaField
          key={entry.field_id}
          label={entry.label}
          rows={entry.kind === 'free_text' || entry.kind === 'list' ? 3 : 1}
          autoFocus={i === 0}
          hint={entry.display && entry.display !== entry.raw ? t('edit.understoodAs', { value: entry.display }) : entry.skipped ? t('overview.skipped') : undefined}
          error={errorText.field(errors.fields?.[entry.field_id]?.message)}
          {...register(`fields.${entry.field_id}`)}
        />
      ))}
    </SectionForm>
  );
}
