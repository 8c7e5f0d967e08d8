import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { leadStatuses, updateLeadStatusInput, type ClientRequestDetail, type ClientRequestDetailReply, type LeadStatus, type UpdateLeadStatusInput } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { SelectField, TextAreaField } from '../../ui/field.tsx';
import { clientRequestKey, clientRequestsKey, updateLeadStatus } from './api.ts';
import { showServerFieldErrors } from './form-support.ts';

const NOTE_MAX = 1000;
const statusTone: Record<LeadStatus, 'brand' | 'accent' | 'neutral' | 'success' | 'warning'> = {
  new: 'brand',
  contacted: 'accent',
  in_proposal: 'warning',
  won: 'success',
  lost: 'neutral',
};

export function StatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useTranslation('client-request');
  return <Badge tone={statusTone[status]}>{t(`statuses.${status}`)}</Badge>;
}

/** Where the lead stands in the designer's pipeline, with a note; changed in a small dialog. */
export function StatusEditor({ request }: { request: ClientRequestDetail }) {
  const { t } = useTranslation('client-request');
  const [open, setOpen] = useState(false);
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
      <span className="text-sm text-stone-500">{t('status.label')}</span>
      <StatusBadge status={request.status} />
      {request.status_note && (
        <p className="min-w-0 max-w-md truncate text-sm text-stone-600" title={request.status_note}>
          “{request.status_note}”
        </p>
      )}
      <Button variant="ghost" className="min-h-8 px-2" onClick={() => setOpen(true)}>
        {t('status.change')}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t('status.title')} description={t('status.description')}>
        {open && <StatusForm request={request} onDone={() => setOpen(false)} />}
      </Modal>
    </div>
  );
}

type FormInput = z.input<typeof updateLeadStatusInput>;

function StatusForm({ request, onDone }: { request: ClientRequestDetail; onDone: () => void }) {
  const { t } = useTranslation('client-request');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, UpdateLeadStatusInput>({
    resolver: zodResolver(updateLeadStatusInput),
    defaultValues: { status: request.status, note: request.status_note },
  });
  const note = watch('note') ?? '';

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await updateLeadStatus(request.id, values);
      queryClient.setQueryData<ClientRequestDetailReply>(clientRequestKey(request.id), (old) =>
        old ? { ...old, client_request: { ...old.client_request, status: reply.status, status_note: reply.status_note } } : old,
      );
      void queryClient.invalidateQueries({ queryKey: clientRequestsKey });
      onDone();
    } catch (error) {
      if (!showServerFieldErrors(error, setError, ['status', 'note'])) setFailure(errorText.api(error));
    }
  });

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="mt-5 space-y-4">
      <SelectField label={t('status.label')} defaultValue={request.status} error={errorText.field(errors.status?.message)} {...register('status')}>
        {leadStatuses.map((s) => (
          <option key={s} value={s}>
            {t(`statuses.${s}`)}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('status.note')}
        rows={4}
        maxLength={NOTE_MAX}
        placeholder={t('status.notePlaceholder')}
        hint={t('status.noteCount', { length: note.length, max: NOTE_MAX })}
        error={errorText.field(errors.note?.message)}
        {...register('note')}
      />
      {failure && <Alert>{failure}</Alert>}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" busy={isSubmitting}>
          {isSubmitting ? t('common:saving') : t('common:save')}
        </Button>
      </div>
    </form>
  );
}
