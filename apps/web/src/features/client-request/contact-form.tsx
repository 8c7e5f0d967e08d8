import { useTranslation } from 'react-i18next';
import { availableTimes, type ClientRequestDetail } from '@genie/contracts';
import { SelectField, TextField } from '../../ui/field.tsx';
import { SectionForm, type SectionFormProps } from './editable-section.tsx';
import { useRequestSectionForm } from './form-support.ts';

const fieldNames = ['contact_name', 'email', 'phone', 'available_time', 'available_time_other'] as const;
/** The empty choice keeps a not-specified time as it is (undefined for the schema: nothing to save). */
const chosen = (value: unknown) => (value === '' ? undefined : value);

/** Edits how to reach the client: name, e-mail, phone and available time. */
export function ContactForm({ request, ...section }: { request: ClientRequestDetail } & SectionFormProps) {
  const { t } = useTranslation('client-request');
  const { field, watch, sectionForm } = useRequestSectionForm({
    clientId: request.id,
    fieldNames,
    defaultValues: {
      contact_name: request.contact_name,
      email: request.email,
      phone: request.phone,
      available_time: request.available_time ?? undefined,
      available_time_other: request.available_time_other ?? '',
    },
    ...section,
  });

  return (
    <SectionForm {...sectionForm}>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('fields.contact_name')} autoFocus autoComplete="off" {...field('contact_name')} />
        <TextField label={t('fields.email')} type="email" autoComplete="off" {...field('email')} />
        <TextField label={t('fields.phone')} type="tel" autoComplete="off" {...field('phone')} />
        <SelectField label={t('fields.available_time')} defaultValue={request.available_time ?? ''} {...field('available_time', { setValueAs: chosen })}>
          {request.available_time === null && <option value="">{t('availableTimeNone')}</option>}
          {availableTimes.map((v) => (
            <option key={v} value={v}>
              {t(`availableTimes.${v}`)}
            </option>
          ))}
        </SelectField>
        {watch('available_time') === 'other' && (
          <TextField label={t('fields.available_time_other')} className="sm:col-span-2" {...field('available_time_other')} />
        )}
      </div>
    </SectionForm>
  );
}
