import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { projectTypes, requestPriorities, updateClientRequestInput, type ClientRequestDetail, type UpdateClientRequestInput } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { SelectField, TextField } from '../../ui/field.tsx';
import { SectionForm, type SectionFormProps } from './editable-section.tsx';
import { changedValues, showServerFieldErrors } from './form-support.ts';
import { useUpdateRequest } from './use-update-request.ts';

type FormInput = z.input<typeof updateClientRequestInput>;
const fieldNames = ['project_type', 'brand_name', 'website_url', 'deadline', 'priority'] as const;

/** Edits the project's type, brand, website, deadline and priority. */
export function ProjectForm({ request, onClose, onDirtyChange }: { request: ClientRequestDetail } & SectionFormProps) {
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
      project_type: request.project_type,
      brand_name: request.brand_name ?? '',
      website_url: request.website_url ?? '',
      deadline: request.deadline ?? '',
      priority: request.priority ?? '',
    },
  });
  useEffect(() => onDirtyChange(isDirty), [isDirty, onDirtyChange]);
  const typeChanged = watch('project_type') !== request.project_type;

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
        <SelectField
          label={t('fields.project_type')}
          defaultValue={request.project_type}
          autoFocus
          hint={typeChanged ? t('edit.projectTypeHint') : undefined}
          error={errorText.field(errors.project_type?.message)}
          {...register('project_type')}
        >
          {projectTypes.map((v) => (
            <option key={v} value={v}>
              {t(`projectTypes.${v}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('fields.brand_name')} autoComplete="off" error={errorText.field(errors.brand_name?.message)} {...register('brand_name')} />
        <TextField
          label={t('fields.website_url')}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          hint={t('edit.websiteHint')}
          error={errorText.field(errors.website_url?.message)}
          {...register('website_url')}
        />
        <TextField label={t('fields.deadline')} type="date" error={errorText.field(errors.deadline?.message)} {...register('deadline')} />
        <SelectField label={t('fields.priority')} defaultValue={request.priority ?? ''} hint={t('edit.priorityHint')} error={errorText.field(errors.priority?.message)} {...register('priority')}>
          <option value="">{t('edit.priorityAuto')}</option>
          {requestPriorities.map((v) => (
            <option key={v} value={v}>
              {t(`priorities.${v}`)}
            </option>
          ))}
        </SelectField>
      </div>
    </SectionForm>
  );
}
