import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { designStyleIds, languages, moodboardTemplateIds, spaceNames, type CreateMoodboardInput, type DesignStyleId, type Language, type Moodboard, type MoodboardTemplateId, type SavedStyle, type SpaceName } from '@genie/contracts';
import { ApiError } from '../../../app/api-client.ts';
import { useErrorText } from '../../../app/error-message.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { control, FieldShell } from '../../../ui/field.tsx';
import { useStudioLabels } from '../studio-labels.ts';
import { boardsKey, createMoodboard, deleteSavedStyle, useMoodboards, useSavedStyles } from './api.ts';
import { MoodboardEditor } from './moodboard-editor.tsx';
import { RequestSelect } from './request-select.tsx';
import { SavedStyleDialog } from './saved-style-dialog.tsx';
import { DesktopOnly } from '../../shell/browse-only.tsx';

type Tab = 'saved' | 'new';

interface Place {
  space: string;
  requestId: string;
  template: MoodboardTemplateId;
}

/** Space, request and template: what both tabs ask besides the style. */
function PlaceFields({ place, onChange }: { place: Place; onChange: (place: Place) => void }) {
  const { t } = useTranslation('studio-boards');
  const labels = useStudioLabels();
  const spaceId = useId();
  const templateId = useId();
  return (
    <>
      <FieldShell id={spaceId} label={t('moodboard.space')}>
        <select id={spaceId} className={control} value={place.space} onChange={(e) => onChange({ ...place, space: e.target.value })}>
          <option value="">—</option>
          {spaceNames.map((s) => (
            <option key={s} value={s}>
              {labels.space(s)}
            </option>
          ))}
        </select>
      </FieldShell>
      <RequestSelect value={place.requestId} onChange={(requestId) => onChange({ ...place, requestId })} />
      <FieldShell id={templateId} label={t('moodboard.template')}>
        <select id={templateId} className={control} value={place.template} onChange={(e) => onChange({ ...place, template: e.target.value as MoodboardTemplateId })}>
          {moodboardTemplateIds.map((id) => (
            <option key={id} value={id}>
              {t(`moodboard.templates.${id}`)}
            </option>
          ))}
        </select>
      </FieldShell>
    </>
  );
}

function SavedStyleCard({ style, onUse, busy }: { style: SavedStyle; onUse: () => void; busy: boolean }) {
  const { t } = useTranslation('studio-boards');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const remove = useMutation({ mutationFn: () => deleteSavedStyle(style.id), onSuccess: () => queryClient.invalidateQueries({ queryKey: boardsKey }) });
  return (
    <li className="space-y-3 rounded-xl border border-stone-200 bg-white p-3 shadow-sm" data-testid="saved-style">
      <div className="grid grid-cols-4 gap-1">
        {style.images.slice(0, 4).map((image) => (
          <img key={image.id} src={image.url} alt="" className="aspect-square w-full rounded object-cover" />
        ))}
      </div>
      <div>
        <p className="font-semibold text-ink-900">{style.name}</p>
        <p className="text-xs text-stone-500">{t('moodboard.imageCount', { count: style.images.length })}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="accent" busy={busy} onClick={onUse}>
          {t('moodboard.use')}
        </Button>
        <Button variant="secondary" onClick={() => setEditing(true)}>
          {t('moodboard.edit')}
        </Button>
        <Button variant="ghost" busy={remove.isPending} onClick={() => window.confirm(t('moodboard.confirmDelete', { name: style.name })) && remove.mutate()}>
          {t('delete')}
        </Button>
      </div>
      {editing && <SavedStyleDialog open={editing} onOpenChange={setEditing} style={style} />}
    </li>
  );
}

/**
 * Moodboards: a "Saved style" tab (the designer's saved styles) and a "New style" tab (a style and a space), then the board editor.
 * Opened from a request, the board starts from that request's brief.
 */
export function MoodboardStudio({ requestId = '' }: { requestId?: string | undefined }) {
  const { t, i18n } = useTranslation('studio-boards');
  const errorText = useErrorText();
  const labels = useStudioLabels();
  const styles = useSavedStyles();
  const boards = useMoodboards();
  const language = (languages as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : undefined;
  const styleId = useId();
  const [tab, setTab] = useState<Tab>('new');
  const [style, setStyle] = useState('');
  const [place, setPlace] = useState<Place>({ space: '', requestId, template: 'grid' });
  const [creating, setCreating] = useState(false);
  const [board, setBoard] = useState<Moodboard | null>(null);
  const queryClient = useQueryClient();
  const build = useMutation({
    mutationFn: (input: CreateMoodboardInput) => createMoodboard(input),
    onSuccess: (made) => {
      setBoard(made);
      return queryClient.invalidateQueries({ queryKey: boardsKey });
    },
  });
  const fieldError = build.error instanceof ApiError ? errorText.field(build.error.fields.style) : undefined;
  const common = () => ({
    template: place.template,
    ...(language ? { language } : {}),
    ...(place.space ? { space: place.space as SpaceName } : {}),
    ...(place.requestId ? { client_request_id: place.requestId } : {}),
  });
  const submitNew = (event: FormEvent) => {
    event.preventDefault();
    build.mutate({ ...common(), ...(style ? { style: style as DesignStyleId } : {}) });
  };

  return (
    <div className="space-y-6">
      <DesktopOnly>
        <section className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <div className="space-y-1">
            <h2 className="text-lg font-semibold text-ink-900">{t('moodboard.title')}</h2>
            <p className="text-sm text-stone-600">{t('moodboard.lead')}</p>
          </div>
          <div role="tablist" className="inline-flex rounded-lg bg-stone-100 p-1">
            {(['saved', 'new'] as const).map((id) => (
              <button
                key={id}
                role="tab"
                type="button"
                aria-selected={tab === id}
                onClick={() => setTab(id)}
                className={cx('rounded-md px-4 py-1.5 text-sm font-medium', tab === id ? 'bg-white text-ink-900 shadow-sm' : 'text-stone-600 hover:text-ink-900')}
              >
                {t(`moodboard.tabs.${id}`)}
              </button>
            ))}
          </div>
          {tab === 'new' ? (
            <form role="tabpanel" onSubmit={submitNew} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" noValidate>
              <FieldShell id={styleId} label={t('moodboard.style')} error={fieldError}>
                <select id={styleId} className={control} value={style} onChange={(e) => setStyle(e.target.value)} aria-invalid={!!fieldError}>
                  <option value="">—</option>
                  {designStyleIds.map((s) => (
                    <option key={s} value={s}>
                      {labels.style(s)}
                    </option>
                  ))}
                </select>
              </FieldShell>
              <PlaceFields place={place} onChange={setPlace} />
              <div className="sm:col-span-2 lg:col-span-4">
                <Button type="submit" busy={build.isPending}>
                  {t('moodboard.build')}
                </Button>
              </div>
            </form>
          ) : (
            <div role="tabpanel" className="space-y-4">
              <div className="grid gap-4 sm:grid-cols-3">
                <PlaceFields place={place} onChange={setPlace} />
              </div>
              {fieldError && <p role="alert" className="text-xs font-medium text-red-600">{fieldError}</p>}
              {styles.isError && <Alert>{errorText.api(styles.error)}</Alert>}
              {styles.data?.length === 0 && <p className="text-sm text-stone-500">{t('moodboard.savedEmpty')}</p>}
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {styles.data?.map((s) => (
                  <SavedStyleCard key={s.id} style={s} busy={build.isPending && build.variables.saved_style_id === s.id} onUse={() => build.mutate({ ...common(), saved_style_id: s.id })} />
                ))}
              </ul>
              <Button variant="secondary" onClick={() => setCreating(true)}>
                {t('moodboard.newSavedStyle')}
              </Button>
              {creating && <SavedStyleDialog open={creating} onOpenChange={setCreating} />}
            </div>
          )}
          {build.isError && !fieldError && <Alert>{errorText.api(build.error)}</Alert>}
        </section>
      </DesktopOnly>
      {board && (
        <div className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          {board.images.length === 0 && <Alert tone="info">{t('moodboard.noImages')}</Alert>}
          <MoodboardEditor key={board.id} board={board} onChange={setBoard} />
        </div>
      )}
      {!!boards.data?.length && (
        <section className="space-y-2">
          <h3 className="text-sm font-semibold text-ink-900">{t('moodboard.recent')}</h3>
          <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200 bg-white">
            {boards.data.map((m) => (
              <li key={m.id} className="flex items-center justify-between gap-3 px-4 py-2 text-sm">
                <span className="min-w-0 truncate font-medium text-ink-900">{m.title}</span>
                <Button variant="ghost" onClick={() => setBoard(m)}>
                  {t('moodboard.open')}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
