import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { SuggestionsReply } from '@genie/contracts';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert.tsx';
import { Button, buttonClasses } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { useBrowseOnly } from '../shell/browse-only.tsx';
import { suggestionsKey } from './ai-api.ts';
import { SectionCard } from './section-card.tsx';

export interface SectionFormProps {
  /** The form is done: saved (true) or cancelled (false). */
  onClose: (saved: boolean) => void;
  /** Tells the page whether this form holds unsaved changes (for the leave-page guard). */
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * One group of the overview: shown read-only with an Edit button, or as its form. After a save it
 * says the AI suggestions are out of date until regenerated.
 */
export function EditableSection({ id, title, description, view, form, onDirtyChange }: {
  id: string;
  title: string;
  description?: ReactNode;
  view: ReactNode;
  form: (props: SectionFormProps) => ReactNode;
  onDirtyChange: (id: string, dirty: boolean) => void;
}) {
  const { t } = useTranslation('client-request');
  const [editingWanted, setEditing] = useState(false);
  // A form opened on a computer closes when the window narrows to a phone's: browse-only there.
  const browseOnly = useBrowseOnly();
  const editing = editingWanted && !browseOnly;
  const [saved, setSaved] = useState(false);
  const queryClient = useQueryClient();
  const { clientId = '' } = useParams();
  // Only suggestions that exist can be out of date.
  const hadSuggestions = saved && !!queryClient.getQueryData<SuggestionsReply>(suggestionsKey(clientId))?.suggestions;
  const editButton = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false;
      editButton.current?.focus();
    }
  }, [editing]);

  const reportDirty = useCallback((dirty: boolean) => onDirtyChange(id, dirty), [id, onDirtyChange]);
  const close = (didSave: boolean) => {
    onDirtyChange(id, false);
    returnFocus.current = true;
    setEditing(false);
    setSaved(didSave);
  };

  return (
    <SectionCard
      title={title}
      titleId={`section-${id}`}
      description={description}
      action={
        !editing &&
        !browseOnly && (
          <button
            ref={editButton}
            type="button"
            className={buttonClasses('ghost', { className: 'min-h-9 px-3' })}
            onClick={() => {
              setSaved(false);
              setEditing(true);
            }}
          >
            <PencilIcon />
            {t('edit.edit')}
            <span className="sr-only">: {title}</span>
          </button>
        )
      }
    >
      {editing ? form({ onClose: close, onDirtyChange: reportDirty }) : view}
      {saved && !editing && (
        <Alert tone="success" className="mt-4">
          {hadSuggestions ? (
            <>
              {t('edit.saved')}{' '}
              <Link to="?tab=suggestions" className="font-semibold underline">
                {t('edit.savedStale')}
              </Link>
            </>
          ) : (
            t('edit.savedOnly')
          )}
        </Alert>
      )}
    </SectionCard>
  );
}

/** The body of a section's (or the status dialog's) form: its fields, a general error and Save / Cancel. */
export function SectionForm({ onSubmit, onCancel, busy, error, className, children }: {
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  busy: boolean;
  error: string | null;
  className?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('client-request');
  return (
    <form noValidate onSubmit={onSubmit} className={cx('space-y-4', className)}>
      {children}
      {error && <Alert>{error}</Alert>}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-stone-100 pt-4">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common:cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {busy ? t('common:saving') : t('common:save')}
        </Button>
      </div>
    </form>
  );
}

function PencilIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 20h4L19 9l-4-4L4 16z" />
      <path d="M13.5 6.5l4 4" />
    </svg>
  );
}
