import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  CUSTOM_THEME_STYLE_PREFIX,
  designStyleIds,
  spaceNames,
  studioGenerativeTools,
  studioImageTools,
  studioToolsWithInput,
  type ClientRequestDetail,
  type FurniturePlacement,
  type StudioGeneration,
  type StudioImageTool,
  type StudioTool,
} from '@genie/contracts';
import { ApiError } from '../../app/api-client.ts';
import { useErrorText } from '../../app/error-message.ts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { control, FieldShell } from '../../ui/field.tsx';
import { Icon } from '../../ui/icons.tsx';
import { createGeneration, studioKey, useGallery, useImagenConfigs } from './api.ts';
import { COMPOSE_PARAM, placementsOfParam } from '../furniture/place-in-photo.ts';
import { FurniturePlacer } from './furniture-placer.tsx';
import { MaskEditor } from './mask-editor.tsx';
import { exportMaskPng, maskPaints, type MaskStroke } from './mask-raster.ts';
import { prefillFromBrief } from './prefill-from-brief.ts';
import { DeleteSpaceDialog, NewSpaceDialog, ThemeDialog } from './space-dialogs.tsx';
import { useStudioLabels } from './studio-labels.ts';
import { StudyNotice } from './study-notice.tsx';

/** The input image: a file to upload, or one the server already has (gallery result, floor plan, reference, an earlier generation's input). */
export type StudioInput =
  | { source: 'upload'; file: File; url: string }
  | { source: 'result' | 'floor_plan' | 'reference' | 'generation'; id: string; url: string };

export interface StudioSettings {
  tool: StudioTool;
  space: string;
  style: string;
  prompt: string;
  count: number;
  input: StudioInput | null;
  pieces: FurniturePlacement[];
  shadow: boolean;
  /** style→image: how far the photo moves toward the style (0..1). */
  strength: number;
}

/** What "Use these settings" and "send to" ask the workbench to load. */
export interface WorkbenchRequest {
  settings: Partial<StudioSettings>;
  /** Changes each time, so the same settings can be loaded twice. */
  nonce: number;
}

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
const UPLOAD_TYPES = '.jpg,.jpeg,.png,.webp';
const toolIcons: Record<StudioImageTool, 'file' | 'palette' | 'image' | 'sofa'> = { text_to_image: 'file', style_to_image: 'palette', inpaint: 'image', furniture_compose: 'sofa' };

export function settingsOfGeneration(g: StudioGeneration): Partial<StudioSettings> {
  return {
    tool: g.tool,
    space: g.space,
    style: g.style,
    prompt: g.prompt,
    count: g.count,
    input: g.input_url ? { source: 'generation', id: g.id, url: g.input_url } : null,
    pieces: g.pieces,
    shadow: g.shadow,
    ...(g.strength !== null ? { strength: g.strength } : {}),
  };
}

const DEFAULT_STRENGTH = 0.6;

export function StudioWorkbench({ request, load, onQueued }: { request?: ClientRequestDetail; load: WorkbenchRequest | null; onQueued: (g: StudioGeneration) => void }) {
  const { t } = useTranslation(['studio', 'catalog', 'validation']);
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const configs = useImagenConfigs();
  const themes = useMemo(() => configs.data?.custom_themes ?? [], [configs.data]);
  const customSpaces = configs.data?.custom_spaces ?? [];
  const labels = useStudioLabels(themes);
  const prefill = useMemo(
    () => (request ? prefillFromBrief(request, { space: (id) => t(`catalog:spaces.${id}`), style: (id) => t(`catalog:styles.${id}`) }) : null),
    [request, t],
  );

  // "Place in a photo" on the furniture tab opens furniture compose with the list's pinned pieces.
  const [params] = useSearchParams();
  const [fromList] = useState(() => placementsOfParam(params.get(COMPOSE_PARAM)));
  const [settings, setSettings] = useState<StudioSettings>(() => ({
    tool: fromList.length ? 'furniture_compose' : 'text_to_image',
    space: prefill?.space ?? '',
    style: prefill?.style ?? '',
    prompt: prefill?.prompt ?? '',
    count: 2,
    input: null,
    pieces: fromList,
    shadow: true,
    strength: DEFAULT_STRENGTH,
  }));
  const [mask, setMask] = useState<{ strokes: MaskStroke[]; width: number; height: number } | null>(null);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const [dialog, setDialog] = useState<'newSpace' | 'deleteSpace' | 'theme' | null>(null);
  const [picker, setPicker] = useState<'gallery' | 'floor_plans' | 'references' | null>(null);
  const set = (patch: Partial<StudioSettings>) => setSettings((s) => ({ ...s, ...patch }));

  useEffect(() => {
    if (load) setSettings((s) => ({ ...s, ...load.settings }));
  }, [load]);

  const gallery = useGallery(request ? { client_request_id: request.id } : {});
  const allGallery = useGallery({});
  const floorPlans = request?.feedback.floor_plans ?? [];
  const references = (request?.reference_outcome?.chosen ?? []).flatMap((c) => (c.image?.variants[0] ? [{ id: c.image.id, url: c.image.variants[0].url, label: c.style_name }] : []));

  const generate = useMutation({
    mutationFn: async () => {
      const form = new FormData();
      form.set('tool', settings.tool);
      form.set('space', settings.space);
      form.set('style', settings.style);
      form.set('prompt', settings.prompt);
      form.set('count', String(settings.tool === 'furniture_compose' ? 1 : settings.count));
      if (request) form.set('client_request_id', request.id);
      const input = studioToolsWithInput.includes(settings.tool) ? settings.input : null;
      if (input?.source === 'upload') form.set('image', input.file);
      else if (input) {
        form.set('source', input.source);
        form.set('source_id', input.id);
      }
      if (settings.tool === 'inpaint' && mask && mask.strokes.length > 0) form.set('mask', await exportMaskPng(mask.strokes, mask.width, mask.height), 'mask.png');
      if (settings.tool === 'style_to_image') form.set('strength', String(settings.strength));
      if (settings.tool === 'furniture_compose') {
        form.set('pieces', JSON.stringify(settings.pieces));
        form.set('shadow', String(settings.shadow));
      }
      return createGeneration(form);
    },
    onSuccess: async (generation) => {
      onQueued(generation);
      await queryClient.invalidateQueries({ queryKey: studioKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        setErrors(Object.fromEntries(Object.entries(error.fields).map(([k, v]) => [k, errorText.field(v)])));
      }
    },
  });

  /** The browser checks what the server checks, in the same order and words. */
  function validate(): boolean {
    const next: Record<string, string | undefined> = {};
    const needsInput = studioToolsWithInput.includes(settings.tool);
    if (needsInput && !settings.input) next.image = t('validation:image_required');
    else if (!settings.space || !settings.style) next.space = t('validation:space_style_required');
    else if (settings.tool !== 'furniture_compose' && !settings.prompt.trim()) next.prompt = t('validation:prompt_required');
    else if (settings.tool === 'inpaint' && !(mask && mask.strokes.length > 0)) next.mask = t('validation:mask_required');
    else if (settings.tool === 'inpaint' && mask && !maskPaints(mask.strokes, mask.width, mask.height)) next.mask = t('validation:mask_empty');
    else if (settings.tool === 'furniture_compose' && settings.pieces.length === 0) next.pieces = t('validation:furniture_required');
    setErrors(next);
    return Object.keys(next).length === 0;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (validate()) generate.mutate();
  }

  function chooseFile(file: File | undefined) {
    if (!file) return;
    if (!/\.(jpe?g|png|webp)$/i.test(file.name)) return setErrors({ image: t('validation:image_type') });
    if (file.size > MAX_UPLOAD_BYTES) return setErrors({ image: t('validation:image_too_large') });
    setErrors({});
    set({ input: { source: 'upload', file, url: URL.createObjectURL(file) } });
  }

  const needsInput = studioToolsWithInput.includes(settings.tool);
  const selectedTheme = themes.find((th) => `${CUSTOM_THEME_STYLE_PREFIX}${th.id}` === settings.style) ?? null;
  const builtInSpaceLabels = spaceNames.map((id) => t(`catalog:spaces.${id}`));
  const pickable =
    picker === 'gallery'
      ? (allGallery.data?.results ?? []).map((r) => ({ id: r.id, url: r.url, label: labels.style(r.style), source: 'result' as const }))
      : picker === 'floor_plans'
        ? floorPlans.map((p, i) => ({ id: p.id, url: p.url, label: t('input.floorPlanN', { n: i + 1 }), source: 'floor_plan' as const }))
        : picker === 'references'
          ? references.map((r) => ({ ...r, source: 'reference' as const }))
          : [];

  return (
    <form onSubmit={submit} noValidate className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="workbench-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="workbench-title" className="text-lg font-semibold text-ink-900">
          {t('workbench.title')}
        </h2>
        {prefill && <p className="text-sm text-stone-500">{t('workbench.prefilled')}</p>}
      </div>
      {fromList.length > 0 && settings.tool === 'furniture_compose' && (
        <p className="rounded-lg bg-brand-50 p-3 text-sm text-ink-900" data-testid="compose-from-list">
          {t('furniture.fromList', { pieces: fromList.map((p) => t(`furniture.pieces.${p.piece}`)).join(t('furniture.separator')) })}
        </p>
      )}

      <fieldset>
        <legend className="mb-2 text-sm font-medium text-stone-700">{t('workbench.tool')}</legend>
        <div className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4" role="radiogroup" aria-label={t('workbench.tool')}>
          {studioImageTools.map((tool) => (
            <button
              key={tool}
              type="button"
              role="radio"
              aria-checked={settings.tool === tool}
              onClick={() => {
                set({ tool });
                setErrors({});
              }}
              className={cx(
                'flex items-center gap-3 rounded-xl border p-3 text-left text-sm transition',
                settings.tool === tool ? 'border-brand-500 bg-brand-50 ring-2 ring-brand-200' : 'border-stone-200 hover:border-brand-300',
              )}
            >
              <Icon name={toolIcons[tool]} className="h-5 w-5 shrink-0 text-brand-600" />
              <span>
                <span className="block font-semibold text-ink-900">{t(`tools.${tool}.name`)}</span>
                <span className="block text-xs text-stone-500">{t(`tools.${tool}.hint`)}</span>
              </span>
            </button>
          ))}
        </div>
      </fieldset>
      {configs.data?.studies && studioGenerativeTools.includes(settings.tool) && <StudyNotice />}

      <div className="grid gap-4 md:grid-cols-2">
        <div className="space-y-2">
          <FieldShell id="studio-space" label={t('workbench.space')} error={errors.space}>
            <select id="studio-space" className={control} value={settings.space} onChange={(e) => set({ space: e.target.value })} aria-invalid={Boolean(errors.space)}>
              <option value="">{t('choose')}</option>
              {customSpaces.length > 0 && (
                <optgroup label={t('workbench.customSpaces')}>
                  {customSpaces.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label={t('workbench.builtInSpaces')}>
                {spaceNames.map((id) => (
                  <option key={id} value={id}>
                    {t(`catalog:spaces.${id}`)}
                  </option>
                ))}
              </optgroup>
            </select>
          </FieldShell>
          <div className="flex gap-2">
            <Button variant="ghost" className="!min-h-8 !px-2 !py-1" onClick={() => setDialog('newSpace')}>
              <Icon name="plus" className="h-4 w-4" /> {t('spaces.new')}
            </Button>
            <Button variant="ghost" className="!min-h-8 !px-2 !py-1" onClick={() => setDialog('deleteSpace')}>
              {t('spaces.delete')}
            </Button>
          </div>
        </div>
        <div className="space-y-2">
          <FieldShell id="studio-style" label={t('workbench.style')}>
            <select id="studio-style" className={control} value={settings.style} onChange={(e) => set({ style: e.target.value })} aria-invalid={Boolean(errors.space)}>
              <option value="">{t('choose')}</option>
              {themes.length > 0 && (
                <optgroup label={t('workbench.customThemes')}>
                  {themes.map((th) => (
                    <option key={th.id} value={`${CUSTOM_THEME_STYLE_PREFIX}${th.id}`}>
                      {th.display_name}
                    </option>
                  ))}
                </optgroup>
              )}
              <optgroup label={t('workbench.builtInStyles')}>
                {designStyleIds.map((id) => (
                  <option key={id} value={id}>
                    {t(`catalog:styles.${id}`)}
                  </option>
                ))}
              </optgroup>
            </select>
          </FieldShell>
          <div className="flex gap-2">
            <Button
              variant="ghost"
              className="!min-h-8 !px-2 !py-1"
              onClick={() => {
                set({ style: settings.style.startsWith(CUSTOM_THEME_STYLE_PREFIX) ? '' : settings.style });
                setDialog('theme');
              }}
            >
              <Icon name="plus" className="h-4 w-4" /> {t('themes.new')}
            </Button>
            {selectedTheme && (
              <Button variant="ghost" className="!min-h-8 !px-2 !py-1" onClick={() => setDialog('theme')}>
                {t('themes.edit')}
              </Button>
            )}
          </div>
        </div>
      </div>

      {needsInput && (
        <div className="space-y-3">
          <p className="text-sm font-medium text-stone-700">{t('input.title')}</p>
          <div className="flex flex-wrap gap-2">
            <label className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-ink-900 ring-1 ring-stone-300 hover:bg-stone-50">
              <Icon name="download" className="h-4 w-4 rotate-180" />
              {t('input.upload')}
              <input type="file" accept={UPLOAD_TYPES} className="sr-only" data-testid="studio-upload" onChange={(e) => chooseFile(e.target.files?.[0])} />
            </label>
            <Button variant={picker === 'gallery' ? 'primary' : 'secondary'} onClick={() => setPicker(picker === 'gallery' ? null : 'gallery')}>
              {t('input.fromGallery')}
            </Button>
            {request && (
              <Button variant={picker === 'floor_plans' ? 'primary' : 'secondary'} onClick={() => setPicker(picker === 'floor_plans' ? null : 'floor_plans')}>
                {t('input.floorPlans')}
              </Button>
            )}
            {request && (
              <Button variant={picker === 'references' ? 'primary' : 'secondary'} onClick={() => setPicker(picker === 'references' ? null : 'references')}>
                {t('input.references')}
              </Button>
            )}
          </div>
          {picker && (
            <div className="rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
              {pickable.length === 0 ? (
                <p className="text-sm text-stone-500">{t(`input.none.${picker}`)}</p>
              ) : (
                <ul className="flex flex-wrap gap-2">
                  {pickable.map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        onClick={() => {
                          set({ input: { source: item.source, id: item.id, url: item.url } });
                          setPicker(null);
                          setErrors({});
                        }}
                        className="overflow-hidden rounded-lg ring-1 ring-stone-200 hover:ring-2 hover:ring-brand-400"
                      >
                        <img src={item.url} alt={item.label} className="h-20 w-20 object-cover" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
          {errors.image && (
            <p role="alert" className="text-xs font-medium text-red-600">
              {errors.image}
            </p>
          )}
          {settings.input && settings.tool === 'inpaint' && (
            <>
              <p className="text-sm text-stone-600">{t('mask.help')}</p>
              <MaskEditor src={settings.input.url} onChange={setMask} />
              {errors.mask && (
                <p role="alert" className="text-xs font-medium text-red-600">
                  {errors.mask}
                </p>
              )}
            </>
          )}
          {settings.input && settings.tool === 'furniture_compose' && (
            <>
              <FurniturePlacer src={settings.input.url} style={settings.style} pieces={settings.pieces} onPiecesChange={(pieces) => set({ pieces })} shadow={settings.shadow} onShadowChange={(shadow) => set({ shadow })} />
              {errors.pieces && (
                <p role="alert" className="text-xs font-medium text-red-600">
                  {errors.pieces}
                </p>
              )}
            </>
          )}
          {settings.input && settings.tool === 'style_to_image' && (
            <img src={settings.input.url} alt={t('input.selected')} className="max-h-64 rounded-xl ring-1 ring-stone-200" />
          )}
          {settings.tool === 'style_to_image' && (
            <label className="block max-w-md text-sm">
              <span className="block font-medium text-stone-700">{t('strength.label')}</span>
              <input
                type="range"
                min={0.1}
                max={1}
                step={0.05}
                value={settings.strength}
                onChange={(e) => set({ strength: Number(e.target.value) })}
                className="w-full accent-brand-600"
                data-testid="studio-strength"
              />
              <span className="block text-xs text-stone-500">{t('strength.hint', { percent: Math.round(settings.strength * 100) })}</span>
            </label>
          )}
        </div>
      )}

      {settings.tool !== 'furniture_compose' && (
        <div className="grid gap-4 md:grid-cols-[1fr_10rem]">
          <FieldShell id="studio-prompt" label={t('workbench.prompt')} error={errors.prompt}>
            <textarea id="studio-prompt" rows={3} className={control} value={settings.prompt} onChange={(e) => set({ prompt: e.target.value })} aria-invalid={Boolean(errors.prompt)} maxLength={2000} />
          </FieldShell>
          <FieldShell id="studio-count" label={t('workbench.count')}>
            <select id="studio-count" className={control} value={settings.count} onChange={(e) => set({ count: Number(e.target.value) })}>
              {[1, 2, 3, 4].map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
          </FieldShell>
        </div>
      )}

      {generate.error && !(generate.error instanceof ApiError && Object.keys(generate.error.fields).length > 0) && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-700">
          {errorText.api(generate.error)}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" busy={generate.isPending}>
          <Icon name="sparkles" className="h-4 w-4" />
          {t('workbench.generate')}
        </Button>
      </div>

      <NewSpaceDialog open={dialog === 'newSpace'} onOpenChange={(o) => setDialog(o ? 'newSpace' : null)} custom={customSpaces} builtInLabels={builtInSpaceLabels} onCreated={(name) => set({ space: name })} />
      <DeleteSpaceDialog
        open={dialog === 'deleteSpace'}
        onOpenChange={(o) => setDialog(o ? 'deleteSpace' : null)}
        custom={customSpaces}
        onDeleted={(name) => settings.space === name && set({ space: '' })}
      />
      {dialog === 'theme' && (
        <ThemeDialog
          open
          onOpenChange={(o) => setDialog(o ? 'theme' : null)}
          theme={selectedTheme}
          imageOptions={(gallery.data?.results ?? allGallery.data?.results ?? []).map((r) => ({ url: r.url, label: labels.style(r.style) }))}
          onSaved={(id) => set({ style: id ? `${CUSTOM_THEME_STYLE_PREFIX}${id}` : '' })}
        />
      )}
    </form>
  );
}
