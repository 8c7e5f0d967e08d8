import { useTranslation } from 'react-i18next';
import { projectTypes, requestPriorities, type ClientRequestDetail } from '@genie/contracts';
import { SelectField, TextField } from '../../ui/field.tsx';
import { SectionForm, type SectionFormProps } from './editable-section.tsx';
import { useRequestSectionForm } from './form-support.ts';

const fieldNames = ['project_type', 'brand_name', 'website_url', 'deadline', 'priority'] as const;

/** Edits the project's type, brand, website, deadline and priority. */
export function ProjectForm({ request, ...section }: { request: ClientRequestDetail } & SectionFormProps) {
  const { t } = useTranslation(['client-request', 'catalog']);
  const { field, watch, sectionForm } = useRequestSectionForm({
    clientId: request.id,
    fieldNames,
    defaultValues: {
      project_type: request.project_type,
      brand_name: request.brand_name ?? '',
      website_url: request.website_url ?? '',
      deadline: request.deadline ?? '',
      priority: request.priority ?? '',
    },
    ...section,
  });
  const typeChanged = watch('project_type') !== request.project_type;

  return (
    <SectionForm {...sectionForm}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label={t('fields.project_type')}
          defaultValue={request.project_type}
          autoFocus
          hint={typeChanged ? t('edit.projectTypeHint') : undefined}
          {...field('project_type')}
        >
          {projectTypes.map((v) => (
            <option key={v} value={v}>
              {t(`catalog:projectTypes.${v}`)}
            </option>
          ))}
        </SelectField>
        <TextField label={t('fields.brand_name')} autoComplete="off" {...field('brand_name')} />
        <TextField
          label={t('fields.website_url')}
          inputMode="url"
          autoComplete="off"
          spellCheck={false}
          placeholder="https://"
          hint={t('edit.websiteHint')}
          {...field('website_url')}
        />
        <TextField label={t('fields.deadline')} type="date" {...field('deadline')} />
        <SelectField label={t('fields.priority')} defaultValue={request.priority ?? ''} hint={t('edit.priorityHint')} {...field('priority')}>
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
