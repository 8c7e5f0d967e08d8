import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { availableTimes, updateClientRequestInput, type ClientRequestDetail, type UpdateClientRequestInput } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { SelectField, TextField } from '../../ui/field.tsx';
import { SectionForm, type SectionFormProps } from './editable-section.tsx';
import { changedValues, showServerFieldErrors } from './form-support.ts';
import { useUpdateRequest } from './use-update-request.ts';

type FormInput = z.input<typeof updateClientRequestInput>;
const fieldNames = ['contact_name', 'email', 'phone', 'available_time', 'available_time_other'] as const;

/** Edits how to reach the client: name, e-mail, phone and available time. */
export function ContactForm({ request, onClose, onDirtyChange }: { request: ClientRequestDetail } & SectionFormProps) {
  const { t } = useTranslation('client-request');
  const errorText = useErrorText();
  const save = useUpdateRequest(request.id);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isDirty, isSubmitting, dirtyFields },
  } = useForm<FormInput, unknown, UpdateClientRequestInput>({
    resolver: zodResolver(updateClientRequestInput),
    mode: 'onTouched',
    defaultValues: {
      contact_name: request.contact_name,
      email: request.email,
      phone: request.phone,
      available_time: request.available_time,
      available_time_other: request.available_time_other ?? '',
    },
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const changes = changedValues(values, dirtyFields);
    if (Object.keys(changes).length === 0) return onClose(false);
    try {
      await save(changes);
      onClose(true);
    } catch (error) {
      if (!showServerFieldErrors(error, setError, fieldNames)) setFailure(errorText.api(error));
    }
  });

  return (
    <SectionForm onSubmit={(e) => void onSubmit(e)} onCancel={() => onClose(false)} busy={isSubmitting} error={failure}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.contact_name')} autoFocus autoComplete="off" error={errorText.field(errors.contact_name?.message)} {...register('contact_name')} />
        <TextField label={t('fields.email')} type="email" autoComplete="off" error={errorText.field(errors.email?.message)} {...register('email')} />
        <TextField label={t('fields.phone')} type="tel" autoComplete="off" error={errorText.field(errors.phone?.message)} {...register('phone')} />
        <SelectField label={t('fields.available_time')} defaultValue={request.available_time} error={errorText.field(errors.available_time?.message)} {...register('available_time')}>
          {availableTimes.map((v) => (
            <option key={v} value={v}>
              {t(`availableTimes.${v}`)}
            </option>
          ))}
        </SelectField>
        {watch('available_time') === 'other' && (
          <TextField
            label={t('fields.available_time_other')}
            className="sm:col-span-2"
            error={errorText.field(errors.available_time_other?.message)}
            {...register('available_time_other')}
          />
        )}
      </div>
    </SectionForm>
  );
}
