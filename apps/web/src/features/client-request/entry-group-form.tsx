import { useTranslation } from 'react-i18next';
import type { BriefEntry } from '@genie/contracts';
import { TextAreaField } from '../../ui/field.tsx';
import { SectionForm, type SectionFormProps } from './editable-section.tsx';
import { useRequestSectionForm } from './form-support.ts';

/**
 * Edits one group of the brief in the client's own words: Genie reads each changed answer again
 * (dates, budgets, sizes) like a visitor's; an empty answer clears it.
 */
export function EntryGroupForm({ clientId, entries, ...section }: { clientId: string; entries: BriefEntry[] } & SectionFormProps) {
  const { t } = useTranslation('client-request');
  const hintOf = (entry: BriefEntry) =>
    entry.clarify
      ? t('edit.clarifyHint')
      : entry.display && entry.display !== entry.raw
        ? t('edit.understoodAs', { value: entry.display })
        : entry.skipped
          ? t('overview.skipped')
          : undefined;
  const { field, sectionForm } = useRequestSectionForm({
    clientId,
    fieldNames: entries.map((e) => `fields.${e.field_id}`),
    defaultValues: { fields: Object.fromEntries(entries.map((e) => [e.field_id, e.raw ?? ''])) },
    ...section,
  });

  return (
    <SectionForm {...sectionForm}>
      <p className="text-sm text-stone-500">{t('edit.entriesIntro')}</p>
      {entries.map((entry, i) => (
        <TextAreaField
          key={entry.field_id}
          label={entry.label}
          rows={entry.kind === 'free_text' || entry.kind === 'list' ? 3 : 1}
          autoFocus={i === 0}
          hint={hintOf(entry)}
          {...field(`fields.${entry.field_id}`)}
        />
      ))}
    </SectionForm>
  );
}
