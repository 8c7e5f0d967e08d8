import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { availableTimes, createClientRequestInput, isLanguage, languages, projectTypes, type Language } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { showServerFieldErrors, useFieldProps } from '../../app/form-fields.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { SelectField, TextAreaField, TextField } from '../../ui/field.tsx';
import { usePersonalInfo } from '../shell/use-personal-info.ts';
import { clientRequestsKey } from '../client-request/api.ts';
import { createClientRequest } from './api.ts';
import { NS } from './badges.tsx';

type FormInput = z.input<typeof createClientRequestInput>;
type FormOutput = z.output<typeof createClientRequestInput>;
type FieldName = keyof FormInput;
const fieldNames: FieldName[] = [
  'project_type',
  'contact_name',
  'email',
  'phone',
  'available_time',
  'available_time_other',
  'brand_name',
  'website_url',
  'project_background',
  'language',
];

/** An empty <select> is "not chosen": undefined for the schema, so optional choices stay optional. */
const chosen = (value: unknown) => (value === '' ? undefined : value);

/**
 * "New client": a lead who called or came by. Only the project type, a name and one way to reach them
 * are needed; the request then behaves like one from the genie, so the designer lands on it at once.
 */
export function CreateClientDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation(NS);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('create.title')} description={t('create.description')} className="sm:max-w-2xl">
      {open && <CreateClientForm onCancel={() => onOpenChange(false)} />}
    </Modal>
  );
}

function CreateClientForm({ onCancel }: { onCancel: () => void }) {
  // genie-validation: the visitor's messages (contact name, e-mail, project type) that this form shares.
  const { t, i18n } = useTranslation([...NS, 'genie-validation']);
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = usePersonalInfo();
  const designerLanguage: Language = info.data?.data.language ?? (isLanguage(i18n.language) ? i18n.language : 'en-US');

  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createClientRequestInput),
    defaultValues: {
      project_type: '' as FormInput['project_type'],
      contact_name: '',
      email: '',
      phone: '',
      available_time: undefined,
      available_time_other: '',
      brand_name: '',
      website_url: '',
      project_background: '',
      language: designerLanguage,
    },
  });
  const { handleSubmit, control, setError } = form;
  const field = useFieldProps(form);
  const availableTime = useWatch({ control, name: 'available_time' });

  const create = useMutation({
    mutationFn: (values: FormOutput) =>
      createClientRequest({ ...values, available_time_other: values.available_time === 'other' ? values.available_time_other : undefined }),
    onSuccess: async ({ id }) => {
      await queryClient.invalidateQueries({ queryKey: clientRequestsKey });
      await navigate(`/client_request/${encodeURIComponent(id)}`);
    },
    onError: (error) => showServerFieldErrors(error, setError, fieldNames),
  });
  const onField = create.error instanceof ApiError && fieldNames.some((name) => (create.error as ApiError).fields[name]);

  return (
    <form noValidate onSubmit={(e) => void handleSubmit((values) => create.mutate(values))(e)} className="mt-5 space-y-4">
      <SelectField label={t('create.projectType')} required {...field('project_type')}>
        <option value="">{t('create.chooseProjectType')}</option>
        {projectTypes.map((type) => (
          <option key={type} value={type}>
            {t(`catalog:projectTypes.${type}`)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('create.contactName')} required autoComplete="off" {...field('contact_name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('create.email')} type="email" inputMode="email" autoComplete="off" {...field('email')} />
        <TextField
          label={t('create.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          hint={t('create.contactHint')}
          {...field('phone')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label={t('create.availableTime')} {...field('available_time', { setValueAs: chosen })}>
          <option value="">{t('create.availableTimeNone')}</option>
          {availableTimes.map((time) => (
            <option key={time} value={time}>
              {t(`availableTime.${time}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('create.language')} {...field('language', { setValueAs: chosen })}>
          {languages.map((language) => (
            <option key={language} value={language}>
              {t(`common:languages.${language}`)}
            </option>
          ))}
        </SelectField>
      </div>
      {availableTime === 'other' && (
        <TextField label={t('create.availableTimeOther')} {...field('available_time_other')} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('create.brandName')} autoComplete="off" {...field('brand_name')} />
        <TextField
          label={t('create.website')}
          type="url"
          inputMode="url"
          autoComplete="off"
          hint={t('create.websiteHint')}
          {...field('website_url')}
        />
      </div>
      <TextAreaField
        label={t('create.background')}
        hint={t('create.backgroundHint')}
        rows={4}
        {...field('project_background')}
      />
      {create.isError && !onField && <Alert>{errorText.api(create.error)}</Alert>}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" busy={create.isPending}>
          {create.isPending ? t('create.creating') : t('create.submit')}
        </Button>
      </div>
    </form>
  );
}
