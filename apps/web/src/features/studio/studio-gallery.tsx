import { useEffect, useRef, useState } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isStudioPlanTool, studioDownloadFormats, studioTools, type StudioResult, type StudioTool } from '@genie/contracts';
import { Button } from '../../ui/button.tsx';
import { control } from '../../ui/field.tsx';
import { Icon } from '../../ui/icons.tsx';
import { deleteResult, downloadResult, restoreResult, setFavourite, studioKey, useGallery, useImagenConfigs, type GalleryFilters } from './api.ts';
import { ExportButtons } from './plans/export-buttons.tsx';
import { useStudioLabels } from './studio-labels.ts';
import { useBrowseOnly } from '../shell/browse-only.tsx';

const UNDO_MS = 8000;
const sendTargets: StudioTool[] = ['style_to_image', 'inpaint', 'furniture_compose'];

/**
 * Every result, newest first: filters (tool, space, style, favourites; the request's own when opened from
 * one), full-size view, download as PNG/JPEG/WebP, favourite, delete with Undo, and "send to" a tool.
 */
export function StudioGallery({ requestId, onSendTo }: { requestId?: string; onSendTo: (result: StudioResult, tool: StudioTool) => void }) {
  const { t } = useTranslation('studio');
  const queryClient = useQueryClient();
  const configs = useImagenConfigs();
  const labels = useStudioLabels(configs.data?.custom_themes ?? []);
  const [filters, setFilters] = useState<GalleryFilters>(requestId ? { client_request_id: requestId } : {});
  const gallery = useGallery(filters);
  const [open, setOpen] = useState<StudioResult | null>(null);
  const browseOnly = useBrowseOnly();
  const [undo, setUndo] = useState<StudioResult | null>(null);
  const undoTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const refresh = () => queryClient.invalidateQueries({ queryKey: studioKey });
  const favourite = useMutation({ mutationFn: (r: StudioResult) => setFavourite(r.id, !r.favourite), onSuccess: refresh });
  const remove = useMutation({
    mutationFn: (r: StudioResult) => deleteResult(r.id),
    onSuccess: (_, r) => {
      setOpen(null);
      setUndo(r);
      clearTimeout(undoTimer.current);
      undoTimer.current = setTimeout(() => setUndo(null), UNDO_MS);
      return refresh();
    },
  });
  const restore = useMutation({
    mutationFn: (r: StudioResult) => restoreResult(r.id),
    onSuccess: () => {
      setUndo(null);
      return refresh();
    },
  });
  useEffect(() => () => clearTimeout(undoTimer.current), []);

  const results = gallery.data?.results ?? [];
  const spaces = [...new Set(results.map((r) => r.space).concat(filters.space ? [filters.space] : []))];
  const styles = [...new Set(results.map((r) => r.style).concat(filters.style ? [filters.style] : []))];
  const setFilter = (key: keyof GalleryFilters, value: string) => setFilters((f) => ({ ...f, [key]: value || undefined, page: 1 }));
  const total = gallery.data?.total ?? 0;
  const page = filters.page ?? 1;
  const pages = Math.max(1, Math.ceil(total / 24));

  return (
    <section aria-labelledby="gallery-title" className="space-y-4 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="gallery-title" className="text-lg font-semibold text-ink-900">
          {t('gallery.title')} <span className="text-sm font-normal text-stone-500">({total})</span>
        </h2>
        <div className="flex flex-wrap gap-2" role="group" aria-label={t('gallery.filters')}>
          <select aria-label={t('gallery.tool')} className={`${control} !w-auto`} value={filters.tool ?? ''} onChange={(e) => setFilter('tool', e.target.value)}>
            <option value="">{t('gallery.allTools')}</option>
            {studioTools.map((tool) => (
              <option key={tool} value={tool}>
                {t(`tools.${tool}.name`)}
              </option>
            ))}
          </select>
          <select aria-label={t('gallery.space')} className={`${control} !w-auto`} value={filters.space ?? ''} onChange={(e) => setFilter('space', e.target.value)}>
            <option value="">{t('gallery.allSpaces')}</option>
            {spaces.map((s) => (
              <option key={s} value={s}>
                {labels.space(s)}
              </option>
            ))}
          </select>
          <select aria-label={t('gallery.style')} className={`${control} !w-auto`} value={filters.style ?? ''} onChange={(e) => setFilter('style', e.target.value)}>
            <option value="">{t('gallery.allStyles')}</option>
            {styles.map((s) => (
              <option key={s} value={s}>
                {labels.style(s)}
              </option>
            ))}
          </select>
          <label className="flex items-center gap-2 text-sm text-stone-700">
            <input type="checkbox" className="accent-brand-600" checked={filters.favourite === 'true'} onChange={(e) => setFilter('favourite', e.target.checked ? 'true' : '')} />
            {t('gallery.favourites')}
          </label>
          {requestId && (
            <label className="flex items-center gap-2 text-sm text-stone-700">
              <input type="checkbox" className="accent-brand-600" checked={filters.client_request_id === requestId} onChange={(e) => setFilter('client_request_id', e.target.checked ? requestId : '')} />
              {t('gallery.thisRequest')}
            </label>
          )}
        </div>
      </div>

      {results.length === 0 ? (
        <p className="rounded-xl bg-stone-50 p-6 text-center text-sm text-stone-500">{t('gallery.empty')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="gallery">
          {results.map((r) => (
            <li key={r.id} className="group relative">
              <button type="button" onClick={() => setOpen(r)} className="block w-full overflow-hidden rounded-xl ring-1 ring-stone-200 hover:ring-2 hover:ring-brand-400">
                <img src={r.url} alt={t(r.study ? 'study.resultAlt' : 'resultAlt', { tool: t(`tools.${r.tool}.name`) })} className="aspect-[4/3] w-full object-cover" loading="lazy" />
                {r.study && (
                  <span className="absolute left-1 top-1 rounded bg-amber-100/95 px-1.5 py-0.5 text-[11px] font-semibold text-amber-900" data-testid="gallery-study-badge">
                    {t('study.badge')}
                  </span>
                )}
              </button>
              <div className="mt-1 flex items-center justify-between gap-1 text-xs text-stone-600">
                <span className="truncate">
                  {t(`tools.${r.tool}.name`)} · {labels.style(r.style)}
                </span>
                {browseOnly ? (
                  r.favourite && <Icon name="star" className="h-4 w-4 text-amber-500" />
                ) : (
                  <button type="button" onClick={() => favourite.mutate(r)} aria-pressed={r.favourite} aria-label={t('gallery.favourite')} className={r.favourite ? 'text-amber-500' : 'text-stone-400 hover:text-amber-500'}>
                    <Icon name="star" className="h-4 w-4" />
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <div className="flex items-center justify-center gap-3 text-sm">
          <Button variant="secondary" disabled={page <= 1} onClick={() => setFilters((f) => ({ ...f, page: page - 1 }))}>
            {t('gallery.previous')}
          </Button>
          <span>{t('gallery.page', { page, pages })}</span>
          <Button variant="secondary" disabled={page >= pages} onClick={() => setFilters((f) => ({ ...f, page: page + 1 }))}>
            {t('gallery.next')}
          </Button>
        </div>
      )}

      <RadixDialog.Root open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <RadixDialog.Portal>
          <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink-900/85" />
          <RadixDialog.Content aria-describedby={undefined} className="fixed inset-4 z-50 flex flex-col gap-3 overflow-auto rounded-2xl bg-white p-4 focus:outline-none">
            {open && (
              <>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <RadixDialog.Title className="font-semibold text-ink-900">
                    {t(`tools.${open.tool}.name`)} · {labels.space(open.space)} · {labels.style(open.style)}
                  </RadixDialog.Title>
                  <RadixDialog.Close aria-label={t('close')} className="rounded-lg p-2 text-stone-500 hover:bg-stone-100">
                    <Icon name="close" />
                  </RadixDialog.Close>
                </div>
                <img src={open.url} alt={t(open.study ? 'study.resultAlt' : 'resultAlt', { tool: t(`tools.${open.tool}.name`) })} className="mx-auto max-h-[65vh] w-auto rounded-lg object-contain" />
                {open.study && <p className="text-sm text-amber-900">{t('study.onResult')}</p>}
                {open.prompt && <p className="text-sm text-stone-600">{open.prompt}</p>}
                {isStudioPlanTool(open.tool) && <ExportButtons result={open} withPng={false} />}
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium text-stone-700">{t('gallery.download')}</span>
                  {studioDownloadFormats.map((format) => (
                    <Button key={format} variant="secondary" onClick={() => void downloadResult(open.id, format)}>
                      <Icon name="download" className="h-4 w-4" />
                      {format.toUpperCase()}
                    </Button>
                  ))}
                  {!browseOnly && (
                    <>
                      <span className="mx-2 h-6 w-px bg-stone-200" />
                      <span className="text-sm font-medium text-stone-700">{t('gallery.sendTo')}</span>
                      {sendTargets.map((tool) => (
                        <Button
                          key={tool}
                          variant="ghost"
                          onClick={() => {
                            onSendTo(open, tool);
                            setOpen(null);
                          }}
                        >
                          {t(`tools.${tool}.name`)}
                        </Button>
                      ))}
                      <span className="flex-1" />
                      <Button variant="danger" busy={remove.isPending} onClick={() => remove.mutate(open)}>
                        {t('gallery.delete')}
                      </Button>
                    </>
                  )}
                </div>
              </>
            )}
          </RadixDialog.Content>
        </RadixDialog.Portal>
      </RadixDialog.Root>

      {undo && (
        <div role="status" className="fixed bottom-6 left-1/2 z-50 flex -translate-x-1/2 items-center gap-4 rounded-xl bg-ink-900 px-4 py-3 text-sm text-white shadow-xl">
          {t('gallery.deleted')}
          <Button variant="onDark" busy={restore.isPending} onClick={() => restore.mutate(undo)}>
            {t('gallery.undo')}
          </Button>
        </div>
      )}
    </section>
  );
}
