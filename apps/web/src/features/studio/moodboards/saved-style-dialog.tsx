import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { BoardImage, SavedStyle } from '@genie/contracts';
import { ApiError } from '../../../app/api-client.ts';
import { useErrorText } from '../../../app/error-message.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { TextField } from '../../../ui/field.tsx';
import { Modal } from '../../../ui/dialog.tsx';
import { boardsKey, createSavedStyle, refOf, updateSavedStyle, uploadBoardImage, useBoardImages } from './api.ts';

const sameImage = (a: Pick<BoardImage, 'source' | 'source_id'>, b: Pick<BoardImage, 'source' | 'source_id'>) => a.source === b.source && a.source_id === b.source_id;

/** Create or edit a saved style: its name, and images picked from the gallery and portfolio or uploaded. */
export function SavedStyleDialog({ open, onOpenChange, style }: { open: boolean; onOpenChange: (open: boolean) => void; style?: SavedStyle }) {
  const { t } = useTranslation('studio-boards');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const candidates = useBoardImages(open);
  const [name, setName] = useState(style?.name ?? '');
  const [chosen, setChosen] = useState<BoardImage[]>(style?.images ?? []);
  const pool = [...chosen.filter((c) => !(candidates.data ?? []).some((i) => sameImage(i, c))), ...(candidates.data ?? [])];
  const toggle = (image: BoardImage) => setChosen((list) => (list.some((c) => sameImage(c, image)) ? list.filter((c) => !sameImage(c, image)) : [...list, image]));

  const upload = useMutation({ mutationFn: uploadBoardImage, onSuccess: (image) => setChosen((list) => [...list, image]) });
  const save = useMutation({
    mutationFn: () => (style ? updateSavedStyle(style.id, name, chosen.map(refOf)) : createSavedStyle(name, chosen.map(refOf))),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: boardsKey });
      onOpenChange(false);
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) upload.mutate(file);
    event.target.value = '';
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={style ? t('moodboard.editSavedStyle') : t('moodboard.newSavedStyle')} className="max-w-2xl">
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <TextField label={t('moodboard.styleName')} value={name} onChange={(e) => setName(e.target.value)} error={errorText.field(fields.name)} maxLength={60} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-700">{t('moodboard.chooseImages')}</legend>
          <p className="text-xs text-stone-500">{t('moodboard.chooseHint')}</p>
          <div className="grid max-h-72 grid-cols-3 gap-2 overflow-y-auto sm:grid-cols-4">
            {pool.map((image) => {
              const on = chosen.some((c) => sameImage(c, image));
              return (
                <button
                  key={`${image.source}:${image.source_id}`}
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(image)}
                  className={cx('aspect-[4/3] overflow-hidden rounded-lg border-2', on ? 'border-brand-600 ring-2 ring-brand-200' : 'border-transparent opacity-70 hover:opacity-100')}
                >
                  <img src={image.url} alt="" className="h-full w-full object-cover" />
                </button>
              );
            })}
          </div>
          <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-brand-700 hover:underline">
            <input type="file" accept=".jpg,.jpeg,.png,.webp" className="sr-only" onChange={onFile} />
            {t('moodboard.upload')}
          </label>
          {fields.images && <p role="alert" className="text-xs font-medium text-red-600">{errorText.field(fields.images)}</p>}
        </fieldset>
        {upload.isError && <Alert>{errorText.api(upload.error)}</Alert>}
        {save.isError && !Object.keys(fields).length && <Alert>{errorText.api(save.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
