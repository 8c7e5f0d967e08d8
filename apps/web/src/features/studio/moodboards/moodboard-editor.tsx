import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moodboardTemplateIds, type Moodboard, type MoodboardExport, type MoodboardExportFormat, type MoodboardTemplateId, type UpdateMoodboardInput } from '@genie/contracts';
import { ApiError } from '../../../app/api-client.ts';
import { useErrorText } from '../../../app/error-message.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button, buttonClasses } from '../../../ui/button.tsx';
import { control, TextAreaField, TextField } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { boardsKey, exportMoodboard, saveMoodboardAsStyle, updateMoodboard } from './api.ts';
import { MoodboardCanvas } from './moodboard-canvas.tsx';

/** A built board: drag and swap on the canvas, another template, PNG/PDF export, "save as style". */
export function MoodboardEditor({ board, onChange }: { board: Moodboard; onChange: (board: Moodboard) => void }) {
  const { t } = useTranslation('studio-boards');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [exported, setExported] = useState<MoodboardExport | null>(null);
  const [styleName, setStyleName] = useState('');
  const [savedName, setSavedName] = useState<string | null>(null);
  const [words, setWords] = useState({ title: board.title, concept: board.concept });

  const edit = useMutation({
    mutationFn: (input: UpdateMoodboardInput) => updateMoodboard(board.id, input),
    onSuccess: (updated) => {
      onChange(updated);
      return queryClient.invalidateQueries({ queryKey: boardsKey });
    },
  });
  const exporting = useMutation({ mutationFn: (format: MoodboardExportFormat) => exportMoodboard(board.id, format), onSuccess: setExported });
  const saveStyle = useMutation({
    mutationFn: () => saveMoodboardAsStyle(board.id, styleName),
    onSuccess: async (style) => {
      setSavedName(style.name);
      setStyleName('');
      await queryClient.invalidateQueries({ queryKey: boardsKey });
    },
  });
  const styleError = saveStyle.error instanceof ApiError ? (errorText.field(saveStyle.error.fields.name ?? saveStyle.error.fields.images) ?? errorText.api(saveStyle.error)) : undefined;

  return (
    <section aria-labelledby="board-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h3 id="board-title" className="text-lg font-semibold text-ink-900">
          {board.title}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <label className="flex items-center gap-2 whitespace-nowrap text-sm text-stone-600">
            {t('moodboard.template')}
            <select className={control} value={board.template} onChange={(e) => edit.mutate({ template: e.target.value as MoodboardTemplateId })}>
              {moodboardTemplateIds.map((id) => (
                <option key={id} value={id}>
                  {t(`moodboard.templates.${id}`)}
                </option>
              ))}
            </select>
          </label>
          <Button variant="secondary" busy={exporting.isPending && exporting.variables === 'png'} onClick={() => exporting.mutate('png')}>
            {t('moodboard.exportPng')}
          </Button>
          <Button variant="secondary" busy={exporting.isPending && exporting.variables === 'pdf'} onClick={() => exporting.mutate('pdf')}>
            {t('moodboard.exportPdf')}
          </Button>
        </div>
      </div>
      {/* The export's result sits right under its buttons, above the board: both clicks without scrolling. */}
      {exporting.isError && <Alert>{errorText.api(exporting.error)}</Alert>}
      {exported && (
        <Alert tone="success">
          <span className="mr-3">{t('moodboard.exportReady', { format: exported.format.toUpperCase() })}</span>
          <a href={exported.url} download={`moodboard.${exported.format}`} className={buttonClasses('secondary')}>
            <Icon name="download" className="h-4 w-4" /> {t('moodboard.download')}
          </a>
        </Alert>
      )}
      <p className="text-sm text-stone-500">{t('moodboard.dragHint')}</p>
      <MoodboardCanvas board={board} busy={edit.isPending} onEdit={(input) => edit.mutate(input)} />
      {edit.isError && <Alert>{errorText.api(edit.error)}</Alert>}
      <form
        className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          edit.mutate(words);
        }}
      >
        <TextField label={t('moodboard.boardTitle')} value={words.title} maxLength={120} onChange={(e) => setWords({ ...words, title: e.target.value })} />
        <TextAreaField label={t('moodboard.concept')} value={words.concept} rows={3} maxLength={1000} onChange={(e) => setWords({ ...words, concept: e.target.value })} />
        <Button type="submit" variant="secondary" busy={edit.isPending && edit.variables.title !== undefined}>
          {t('moodboard.saveWords')}
        </Button>
      </form>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          saveStyle.mutate();
        }}
      >
        <label className="min-w-60 flex-1 space-y-1 text-sm font-medium text-stone-700">
          <span>{t('moodboard.styleName')}</span>
          <input className={control} value={styleName} maxLength={60} onChange={(e) => setStyleName(e.target.value)} aria-invalid={!!styleError} />
        </label>
        <Button type="submit" variant="accent" busy={saveStyle.isPending}>
          {t('moodboard.saveAsStyle')}
        </Button>
      </form>
      {styleError && <p role="alert" className="text-xs font-medium text-red-600">{styleError}</p>}
      {savedName && <Alert tone="success">{t('moodboard.savedAsStyle', { name: savedName })}</Alert>}
    </section>
  );
}
