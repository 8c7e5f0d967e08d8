import { useId, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  PORTFOLIO_UPLOAD_MAX_FILES,
  type DesignStyleId,
  type PortfolioImage,
  type ReferenceProjectType,
  type SpaceName,
  type UploadPortfolioImagesFields,
} from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { cx } from '../../ui/cx.ts';
import { Modal } from '../../ui/dialog.tsx';
import { SelectField, TextField } from '../../ui/field.tsx';
import { Icon } from '../../ui/icons.tsx';
import { PageLoading, Spinner } from '../../ui/spinner.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { deletePortfolioImage, PORTFOLIO_PAGE_SIZE, portfolioKey, updatePortfolioImage, uploadPortfolioImages, usePortfolio } from './api.ts';
import { humanise, projectTypeOptions, spaceOptions, styleOptions } from './labels.ts';
import { DesktopOnly, useBrowseOnly } from '../shell/browse-only.tsx';

const NS = ['portfolio', 'catalog', 'common', 'errors', 'validation'];

interface Tags {
  style: DesignStyleId;
  space: SpaceName | '';
  project_type: ReferenceProjectType;
}

type FileState = { status: 'queued' } | { status: 'uploading' } | { status: 'done' } | { status: 'rejected'; reason: string };
interface UploadItem {
  key: string;
  file: File;
  state: FileState;
}

/** Labels of the tags, from the shared label catalogue (packages/core/src/i18n); an id unknown to it is humanised. */
function useTagLabels() {
  const { t } = useTranslation(NS);
  return {
    style: (id: string) => t(`catalog:styles.${id}`, { defaultValue: humanise(id) }),
    space: (id: string | null) => (id ? t(`catalog:spaces.${id}`, { defaultValue: humanise(id) }) : t('noSpace')),
    projectType: (id: string) => t(`catalog:projectTypes.${id}`, { defaultValue: humanise(id) }),
  };
}

/** /portfolio — the designer's own images: shown in their genie's reference rounds before the shared library. */
export function Component() {
  const { t } = useTranslation(NS);
  useDocumentTitle(t('title'));
  const errorText = useErrorText();
  const [page, setPage] = useState(1);
  const list = usePortfolio(page);
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / (list.data?.page_size ?? PORTFOLIO_PAGE_SIZE)));

  return (
    <div className="mx-auto max-w-6xl">
      <header className="mb-6 space-y-1">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900">{t('title')}</h1>
        <p className="max-w-2xl text-sm text-stone-600">{t('description')}</p>
      </header>
      <DesktopOnly>
        <Uploader />
      </DesktopOnly>
      <section aria-labelledby="portfolio-images" className="mt-8">
        <h2 id="portfolio-images" className="mb-3 text-lg font-semibold">
          {t('imagesTitle', { count: total })}
        </h2>
        {list.isPending ? (
          <PageLoading />
        ) : list.isError ? (
          <Alert>{errorText.api(list.error)}</Alert>
        ) : list.data.images.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 py-12 text-center">
            <Icon name="image" className="h-10 w-10 text-brand-300" />
            <p className="max-w-md text-sm text-stone-600">{t('empty')}</p>
          </Card>
        ) : (
          <>
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
              {list.data.images.map((image) => (
                <ImageCard key={image.id} image={image} />
              ))}
            </ul>
            {pages > 1 && (
              <nav aria-label={t('pagination')} className="mt-4 flex items-center justify-center gap-3 text-sm">
                <Button variant="secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
                  {t('previous')}
                </Button>
                <span>{t('pageOf', { page, pages })}</span>
                <Button variant="secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
                  {t('next')}
                </Button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}

function TagFields({ tags, onChange }: { tags: Tags; onChange: (tags: Tags) => void }) {
  const { t } = useTranslation(NS);
  const label = useTagLabels();
  return (
    <>
      <SelectField label={t('style')} value={tags.style} onChange={(e) => onChange({ ...tags, style: e.target.value as DesignStyleId })}>
        {styleOptions.map((s) => (
          <option key={s} value={s}>
            {label.style(s)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('space')} value={tags.space} onChange={(e) => onChange({ ...tags, space: e.target.value as SpaceName | '' })}>
        <option value="">{t('noSpace')}</option>
        {spaceOptions.map((s) => (
          <option key={s} value={s}>
            {label.space(s)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('projectTypeLabel')} value={tags.project_type} onChange={(e) => onChange({ ...tags, project_type: e.target.value as ReferenceProjectType })}>
        {projectTypeOptions.map((p) => (
          <option key={p} value={p}>
            {label.projectType(p)}
          </option>
        ))}
      </SelectField>
    </>
  );
}

/** Multi-file upload: every file is sent on its own, so each shows its own progress and result. */
function Uploader() {
  const { t } = useTranslation(NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [tags, setTags] = useState<Tags>({ style: 'modern', space: 'living_room', project_type: 'residential_space' });
  const [title, setTitle] = useState('');
  const [items, setItems] = useState<UploadItem[]>([]);
  const [running, setRunning] = useState(false);
  const [tooMany, setTooMany] = useState(false);

  const setState = (key: string, state: FileState) => setItems((list) => list.map((i) => (i.key === key ? { ...i, state } : i)));

  async function start() {
    const fields: UploadPortfolioImagesFields = { ...tags, title: title.trim() || undefined };
    const queue = files.map((file, n) => ({ key: `${Date.now()}-${n}-${file.name}`, file, state: { status: 'queued' } as FileState }));
    setItems(queue);
    setFiles([]);
    if (inputRef.current) inputRef.current.value = '';
    setRunning(true);
    for (const item of queue) {
      setState(item.key, { status: 'uploading' });
      try {
        const reply = await uploadPortfolioImages([item.file], fields);
        const refused = reply.rejected[0];
        setState(item.key, refused ? { status: 'rejected', reason: t(`errors:${refused.code}`, { defaultValue: refused.msg }) } : { status: 'done' });
      } catch (e) {
        setState(item.key, { status: 'rejected', reason: e instanceof ApiError ? errorText.api(e) : t('errors:internal_error') });
      }
    }
    setRunning(false);
    await queryClient.invalidateQueries({ queryKey: portfolioKey });
  }

  const finished = items.filter((i) => i.state.status === 'done' || i.state.status === 'rejected').length;
  const added = items.filter((i) => i.state.status === 'done').length;

  return (
    <Card className="space-y-4 p-5">
      <h2 className="text-lg font-semibold">{t('uploadTitle')}</h2>
      <p className="text-sm text-stone-600">{t('uploadHint', { max: PORTFOLIO_UPLOAD_MAX_FILES })}</p>
      <div>
        <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-ink-900">
          {t('chooseFiles')}
        </label>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          multiple
          accept="image/jpeg,image/png,image/webp"
          disabled={running}
          className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-700"
          onChange={(e) => {
            const chosen = Array.from(e.target.files ?? []);
            setTooMany(chosen.length > PORTFOLIO_UPLOAD_MAX_FILES);
            setFiles(chosen.slice(0, PORTFOLIO_UPLOAD_MAX_FILES));
          }}
        />
        {tooMany && <p className="mt-1 text-sm font-medium text-red-600">{t('tooMany', { max: PORTFOLIO_UPLOAD_MAX_FILES })}</p>}
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <TagFields tags={tags} onChange={setTags} />
        <TextField label={t('titleLabel')} hint={t('titleHint')} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <Button disabled={files.length === 0 || running} busy={running} onClick={() => void start()}>
        {t('upload', { count: files.length })}
      </Button>
      {items.length > 0 && (
        <div className="space-y-2" aria-live="polite">
          <p className="text-sm font-medium">{running ? t('progress', { done: finished, total: items.length }) : t('summary', { added, refused: items.length - added })}</p>
          <progress className="h-2 w-full accent-brand-600" max={items.length} value={finished} aria-label={t('progress', { done: finished, total: items.length })} />
          <ul className="divide-y divide-stone-100 rounded-xl border border-stone-200" aria-label={t('uploadResults')}>
            {items.map((item) => (
              <li key={item.key} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
                <span className="min-w-0 truncate">{item.file.name}</span>
                <FileStatus state={item.state} />
              </li>
            ))}
          </ul>
        </div>
      )}
    </Card>
  );
}

function FileStatus({ state }: { state: FileState }) {
  const { t } = useTranslation(NS);
  switch (state.status) {
    case 'queued':
      return <span className="text-stone-500">{t('status.queued')}</span>;
    case 'uploading':
      return (
        <span className="inline-flex items-center gap-1.5 text-brand-700">
          <Spinner className="h-4 w-4" />
          {t('status.uploading')}
        </span>
      );
    case 'done':
      return <span className="font-medium text-emerald-700">{t('status.done')}</span>;
    case 'rejected':
      return <span className="text-right font-medium text-red-600">{state.reason}</span>;
  }
}

function thumbOf(image: PortfolioImage) {
  const sorted = [...image.variants].sort((a, b) => a.width - b.width);
  return (sorted.find((v) => v.width >= 320) ?? sorted.at(-1))?.url;
}

function titleOf(image: PortfolioImage, language: string) {
  return image.title[language as keyof PortfolioImage['title']] ?? image.title['en-US'];
}

function ImageCard({ image }: { image: PortfolioImage }) {
  const { t, i18n } = useTranslation(NS);
  const label = useTagLabels();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const browseOnly = useBrowseOnly();
  const title = titleOf(image, i18n.language);
  return (
    <li className="overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
      <img src={thumbOf(image)} alt={title} loading="lazy" width={image.width} height={image.height} className="aspect-[4/3] w-full object-cover" />
      <div className="space-y-1 p-3">
        <p className="truncate text-sm font-semibold" title={title}>
          {title}
        </p>
        <p className="text-xs text-stone-600">
          {label.style(image.style)} · {label.space(image.space)}
        </p>
        <p className="text-xs text-stone-500">{label.projectType(image.project_type)}</p>
        {!browseOnly && (
        <div className="flex gap-2 pt-1">
          <Button variant="secondary" className="min-h-8 px-2.5 py-1 text-xs" onClick={() => setEditing(true)}>
            {t('common:edit')}
            <span className="sr-only">: {title}</span>
          </Button>
          <Button variant="ghost" className="min-h-8 px-2.5 py-1 text-xs text-red-700" onClick={() => setDeleting(true)}>
            {t('delete')}
            <span className="sr-only">: {title}</span>
          </Button>
        </div>
        )}
      </div>
      {editing && !browseOnly && <EditDialog image={image} onClose={() => setEditing(false)} />}
      {deleting && <DeleteDialog image={image} onClose={() => setDeleting(false)} />}
    </li>
  );
}

function EditDialog({ image, onClose }: { image: PortfolioImage; onClose: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [tags, setTags] = useState<Tags>({ style: image.style, space: image.space ?? '', project_type: image.project_type });
  const [title, setTitle] = useState(titleOf(image, i18n.language));
  const save = useMutation({
    mutationFn: () => updatePortfolioImage(image.id, { ...tags, space: tags.space || null, title: title.trim() || undefined }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: portfolioKey });
      onClose();
    },
  });
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('editTitle')}>
      <form
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate();
        }}
      >
        <TextField label={t('titleLabel')} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
        <TagFields tags={tags} onChange={setTags} />
        {save.error && <Alert>{errorText.api(save.error)}</Alert>}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {t('common:save')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function DeleteDialog({ image, onClose }: { image: PortfolioImage; onClose: () => void }) {
  const { t, i18n } = useTranslation(NS);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => deletePortfolioImage(image.id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: portfolioKey });
      onClose();
    },
  });
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={t('deleteTitle')} description={t('deleteText', { title: titleOf(image, i18n.language) })}>
      {remove.error && <Alert className="mt-3">{errorText.api(remove.error)}</Alert>}
      <div className={cx('mt-5 flex justify-end gap-2')}>
        <Button variant="secondary" onClick={onClose}>
          {t('common:cancel')}
        </Button>
        <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate()}>
          {t('deleteConfirm')}
        </Button>
      </div>
    </Modal>
  );
}
