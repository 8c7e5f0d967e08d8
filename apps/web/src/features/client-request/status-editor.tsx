import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { leadStatuses, updateLeadStatusInput, type ClientRequestDetail, type UpdateLeadStatusInput } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { showServerFieldErrors, useFieldProps } from '../../app/form-fields.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { SelectField, TextAreaField } from '../../ui/field.tsx';
import { STATUS_NOTE_MAX, useUpdateLeadStatus } from '../client-requests/api.ts';
import { StatusBadge } from '../client-requests/badges.tsx';
import { SectionForm } from './editable-section.tsx';
import { useBrowseOnly } from '../shell/browse-only.tsx';

/** The request's own words, and the statuses as the Potential Clients list names them. */
const NS = ['client-request', 'clients'];

/** Where the lead stands in the designer's pipeline, with a note; changed in a small dialog. */
export function StatusEditor({ request }: { request: ClientRequestDetail }) {
  const { t } = useTranslation(NS);
  const [open, setOpen] = useState(false);
  const browseOnly = useBrowseOnly();
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <span className="text-sm text-stone-500">{t('status.label')}</span>
      <StatusBadge status={request.status} />
      {request.status_note && (
        <p className="min-w-0 max-w-md truncate text-sm text-stone-600" title={request.status_note}>
          “{request.status_note}”
        </p>
      )}
      {!browseOnly && (
        <Button variant="ghost" className="min-h-8 px-2" onClick={() => setOpen(true)}>
          {t('status.change')}
        </Button>
      )}
      <Modal open={open && !browseOnly} onOpenChange={setOpen} title={t('status.title')} description={t('status.description')}>
        {open && <StatusForm request={request} onDone={() => setOpen(false)} />}
      </Modal>
    </div>
  );
}

type FormInput = z.input<typeof updateLeadStatusInput>;

function StatusForm({ request, onDone }: { request: ClientRequestDetail; onDone: () => void }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const update = useUpdateLeadStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FormInput, unknown, UpdateLeadStatusInput>({
    resolver: zodResolver(updateLeadStatusInput),
    defaultValues: { status: request.status, note: request.status_note },
  });
  const { handleSubmit, setError, watch } = form;
  const field = useFieldProps(form);
  const note = watch('note') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await update.mutateAsync({ id: request.id, ...values });
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['status', 'note'])) setFailure(errorText.api(error));
    }
  });

  return (
    <SectionForm onSubmit={(e) => void onSubmit(e)} onCancel={onDone} busy={form.formState.isSubmitting} error={failure} className="mt-5">
      <SelectField label={t('status.label')} defaultValue={request.status} {...field('status')}>
        {leadStatuses.map((s) => (
          <option key={s} value={s}>
            {t(`clients:status.${s}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('status.note')}
        rows={4}
        maxLength={STATUS_NOTE_MAX}
        placeholder={t('status.notePlaceholder')}
        hint={t('status.noteCount', { length: note.length, max: STATUS_NOTE_MAX })}
        {...field('note')}
      />
    </SectionForm>
  );
}
