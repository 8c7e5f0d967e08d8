import { useId, useRef, useState, type FormEvent } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { leadStatuses, type ClientRequestListItem, type LeadStatus } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { TextAreaField } from '../../ui/field.tsx';
import { STATUS_NOTE_MAX, useUpdateLeadStatus } from './api.ts';
import { NS, StatusBadge, statusDot } from './badges.tsx';
import { Icon } from '../../ui/icons.tsx';

/**
 * The status cell: the current status (and note) as a button that opens a small popover with the five
 * statuses and the note. Saving shows the new status at once; if the server refuses, the old one comes
 * back with the reason underneath.
 */
export function StatusEditor({ item }: { item: Pick<ClientRequestListItem, 'id' | 'contact_name' | 'status' | 'status_note'> }) {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const update = useUpdateLeadStatus();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState<LeadStatus>(item.status);
  const [note, setNote] = useState(item.status_note);
  const form = useRef<HTMLFormElement>(null);
  const titleId = useId();
  const noteId = useId();
  const name = item.contact_name;

  function openChange(next: boolean) {
    if (next) {
      setStatus(item.status);
      setNote(item.status_note);
      update.reset();
    }
    setOpen(next);
  }

  function save(e: FormEvent) {
    e.preventDefault();
    setOpen(false);
    const trimmed = note.trim();
    if (status === item.status && trimmed === item.status_note) return;
    update.mutate({ id: item.id, status, note: trimmed });
  }

  return (
    <div className="space-y-1">
      <Popover.Root open={open} onOpenChange={openChange}>
        <Popover.Trigger className="group inline-flex items-center gap-1 rounded-full py-0.5 pr-1 text-stone-500 hover:bg-stone-100 data-[state=open]:bg-stone-100">
          <span className="sr-only">{t('statusEditor.trigger', { name })}: </span>
          <StatusBadge status={item.status} />
          <Icon name="chevronDown" className="h-4 w-4 group-hover:text-ink-900" />
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            collisionPadding={12}
            aria-labelledby={titleId}
            // Start on the status that is chosen now, as a radio group does.
            onOpenAutoFocus={(e) => {
              e.preventDefault();
              form.current?.querySelector<HTMLInputElement>('input[type=radio]:checked')?.focus();
            }}
            className="z-50 w-80 rounded-xl border border-stone-200 bg-white p-4 text-sm text-ink-900 shadow-xl focus:outline-none"
          >
            <form ref={form} onSubmit={save} className="space-y-3">
              <p id={titleId} className="font-semibold">
                {t('statusEditor.title', { name })}
              </p>
              <fieldset>
                <legend className="sr-only">{t('statusEditor.choice')}</legend>
                <div className="grid grid-cols-2 gap-1.5">
                  {leadStatuses.map((s) => (
                    <label
                      key={s}
                      className={cx(
                        'flex cursor-pointer items-center gap-2 rounded-lg border border-stone-200 px-2.5 py-2 font-medium',
                        'has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-300',
                      )}
                    >
                      <input type="radio" name="status" value={s} checked={status === s} onChange={() => setStatus(s)} className="accent-brand-600" />
                      <span aria-hidden="true" className={cx('h-2.5 w-2.5 rounded-full', statusDot[s])} />
                      {t(`status.${s}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div>
                <TextAreaField
                  id={noteId}
                  label={t('statusEditor.note')}
                  hint={t('statusEditor.noteHint')}
                  rows={3}
                  maxLength={STATUS_NOTE_MAX}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
                <p className="mt-1 text-right text-xs tabular-nums text-stone-500" aria-hidden="true">
                  {t('statusEditor.counter', { count: note.length, max: STATUS_NOTE_MAX })}
                </p>
              </div>
              <div className="flex justify-end gap-2">
                <Popover.Close asChild>
                  <Button variant="secondary" className="min-h-9 py-1.5">
                    {t('common:cancel')}
                  </Button>
                </Popover.Close>
                <Button type="submit" className="min-h-9 py-1.5">
                  {t('statusEditor.save')}
                </Button>
              </div>
            </form>
            <Popover.Arrow className="fill-white" />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {item.status_note && (
        <p className="flex max-w-48 items-start gap-1 text-xs text-stone-500" title={item.status_note}>
          <Icon name="note" className="mt-px h-3.5 w-3.5" />
          <span className="line-clamp-2 break-words">{item.status_note}</span>
        </p>
      )}
      {update.isError && (
        <p role="alert" className="max-w-56 text-xs font-medium text-red-600">
          {t('statusEditor.failed', { reason: errorText.api(update.error) })}
        </p>
      )}
    </div>
  );
}
