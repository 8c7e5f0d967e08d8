import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { spaceNames, type CustomTheme } from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { Modal } from '../../ui/dialog.tsx';
import { control, FieldShell } from '../../ui/field.tsx';
import { createCustomTheme, deleteCustomTheme, imagenConfigsKey, saveCustomSpaces, updateCustomTheme } from './api.ts';

/** Names compare without case or width ("ＴＥＡ ROOM" = "tea room"), spaces and underscores alike: the server's rule. */
export function spaceKey(name: string): string {
  return name.normalize('NFKC').trim().toUpperCase().toLowerCase().replace(/[\s_-]+/g, '_');
}

/** New space: a name that no built-in space (by id or label) and no custom space already has. */
export function NewSpaceDialog({ open, onOpenChange, custom, builtInLabels, onCreated }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  custom: string[];
  builtInLabels: string[];
  onCreated: (name: string) => void;
}) {
  const { t } = useTranslation('studio');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useMutation({
    mutationFn: (names: string[]) => saveCustomSpaces(names),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: imagenConfigsKey });
      onCreated(name.trim());
      setName('');
      onOpenChange(false);
    },
    onError: (e) => setError(e instanceof ApiError && e.code === 'space_exists' ? errorText.field('space_exists') : errorText.api(e)),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    // The dialog is portalled out of the workbench's form, but React still bubbles its submit there.
    event.stopPropagation();
    const trimmed = name.trim();
    if (!trimmed) return setError(errorText.field('space_name_required'));
    const taken = new Set([...spaceNames, ...builtInLabels, ...custom].map(spaceKey));
    if (taken.has(spaceKey(trimmed))) return setError(errorText.field('space_exists'));
    setError(undefined);
    save.mutate([...custom, trimmed]);
  }

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('spaces.newTitle')}>
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        <FieldShell id="new-space-name" label={t('spaces.name')} error={error}>
          <input id="new-space-name" className={control} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} aria-invalid={Boolean(error)} autoFocus />
        </FieldShell>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {t('cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('spaces.create')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Delete space: only custom spaces are offered; the built-in ones stay. */
export function DeleteSpaceDialog({ open, onOpenChange, custom, onDeleted }: { open: boolean; onOpenChange: (open: boolean) => void; custom: string[]; onDeleted: (name: string) => void }) {
  const { t } = useTranslation('studio');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState('');
  const remove = useMutation({
    mutationFn: (name: string) => saveCustomSpaces(custom.filter((c) => c !== name)),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: imagenConfigsKey });
      onDeleted(choice);
      setChoice('');
      onOpenChange(false);
    },
  });
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('spaces.deleteTitle')} description={t('spaces.deleteText')}>
      {custom.length === 0 ? (
        <p className="mt-4 text-sm text-stone-600">{t('spaces.noneToDelete')}</p>
      ) : (
        <div className="mt-4 space-y-4">
          <FieldShell id="delete-space" label={t('spaces.name')} error={remove.error ? errorText.api(remove.error) : undefined}>
            <select id="delete-space" className={control} value={choice} onChange={(e) => setChoice(e.target.value)}>
              <option value="">{t('choose')}</option>
              {custom.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </FieldShell>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button variant="danger" disabled={!choice} busy={remove.isPending} onClick={() => remove.mutate(choice)}>
              {t('spaces.delete')}
            </Button>
          </div>
        </div>
      )}
    </Modal>
  );
}

/** A custom theme (display name, reference image, prompt), created or edited here and offered as a style. */
export function ThemeDialog({ open, onOpenChange, theme, imageOptions, onSaved }: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  theme: CustomTheme | null;
  /** Images the reference may be chosen from (the gallery). */
  imageOptions: { url: string; label: string }[];
  onSaved: (id: string | null) => void;
}) {
  const { t } = useTranslation('studio');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [name, setName] = useState(theme?.display_name ?? '');
  const [image, setImage] = useState(theme?.data.input_image_url ?? '');
  const [prompt, setPrompt] = useState(theme?.data.prompt ?? '');
  const save = useMutation({
    mutationFn: async () => {
      const input = { display_name: name, data: { input_image_url: image, prompt } };
      return theme ? updateCustomTheme(theme.id, input) : createCustomTheme(input);
    },
    onSuccess: async (reply) => {
      await queryClient.invalidateQueries({ queryKey: imagenConfigsKey });
      onSaved(reply.value.id);
      onOpenChange(false);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteCustomTheme(theme?.id ?? ''),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: imagenConfigsKey });
      onSaved(null);
      onOpenChange(false);
    },
  });
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={theme ? t('themes.editTitle') : t('themes.newTitle')}>
      <form
        className="mt-4 space-y-4"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          e.stopPropagation();
          save.mutate();
        }}
      >
        <FieldShell id="theme-name" label={t('themes.name')} error={errorText.field(fields.display_name)}>
          <input id="theme-name" className={control} value={name} maxLength={80} onChange={(e) => setName(e.target.value)} />
        </FieldShell>
        <FieldShell id="theme-image" label={t('themes.image')} hint={t('themes.imageHint')} error={errorText.field(fields['data.input_image_url'])}>
          <input id="theme-image" className={control} value={image} onChange={(e) => setImage(e.target.value)} placeholder="https://…" />
        </FieldShell>
        {imageOptions.length > 0 && (
          <ul className="flex flex-wrap gap-2" aria-label={t('themes.fromGallery')}>
            {imageOptions.slice(0, 12).map((option) => (
              <li key={option.url}>
                <button type="button" onClick={() => setImage(option.url)} className={`overflow-hidden rounded-lg ring-2 ${image === option.url ? 'ring-brand-600' : 'ring-transparent'}`}>
                  <img src={option.url} alt={option.label} className="h-14 w-14 object-cover" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <FieldShell id="theme-prompt" label={t('themes.prompt')} error={errorText.field(fields['data.prompt'])}>
          <textarea id="theme-prompt" className={control} rows={3} value={prompt} onChange={(e) => setPrompt(e.target.value)} />
        </FieldShell>
        {save.error && !Object.keys(fields).length && <p className="text-sm text-red-600">{errorText.api(save.error)}</p>}
        <div className="flex justify-between gap-2">
          {theme ? (
            <Button variant="ghost" busy={remove.isPending} onClick={() => remove.mutate()}>
              {t('themes.delete')}
            </Button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => onOpenChange(false)}>
              {t('cancel')}
            </Button>
            <Button type="submit" busy={save.isPending}>
              {t('save')}
            </Button>
          </div>
        </div>
      </form>
    </Modal>
  );
}
