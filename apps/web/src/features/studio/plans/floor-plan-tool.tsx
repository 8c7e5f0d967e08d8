import { lazy, Suspense, useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CEILING_HEIGHT, type ClientRequestDetail, type Language, type StudioPlan } from '@genie/contracts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { control } from '../../../ui/field.tsx';
import { i18n } from '../../../i18n/index.ts';
import { studioKey } from '../api.ts';
import { analysePlan, planKey, renderPlan, updatePlan, usePlan, useToolGenerations } from './api.ts';
import { emptyKnownLength, knownLengthFields, type KnownLengthDraft } from './known-length.ts';
import { usePlanErrorText } from './plan-error-text.ts';
import { appendInput, PlanInputField, type PlanInput } from './plan-input-field.tsx';
import { RoomEditor } from './room-editor.tsx';
import { formatArea, roomChanges, roomRowsOf, totalArea, type RoomRow } from './room-rows.ts';
import { ToolGenerations } from './tool-generations.tsx';
import { DesktopOnly } from '../../shell/browse-only.tsx';

/** The viewer (and three.js with it) is a chunk of its own, loaded only when a 3D concept is shown. */
const ConceptViewer = lazy(() => import('./concept-viewer.tsx'));

type Kind = '2d' | '3d';

/** Step one: the floor plan image, and the analysis that finds its walls and rooms. */
function AnalyseStep({ request, onPlan }: { request?: ClientRequestDetail | undefined; onPlan: (plan: StudioPlan) => void }) {
  const { t } = useTranslation(['studio-plans', 'validation']);
  const errorText = usePlanErrorText();
  const [input, setInput] = useState<PlanInput | null>(null);
  const [measure, setMeasure] = useState<KnownLengthDraft>(emptyKnownLength);
  const [error, setError] = useState<string | undefined>();
  const analyse = useMutation({
    mutationFn: () => {
      const form = new FormData();
      Object.entries({ language: i18n.language, ...knownLengthFields(measure) }).forEach(([k, v]) => form.append(k, v));
      appendInput(form, input!, request?.id);
      return analysePlan(form);
    },
    onSuccess: onPlan,
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!input) return setError(t('validation:image_required'));
    analyse.mutate();
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <PlanInputField input={input} onInput={setInput} measure={measure} onMeasure={setMeasure} fallback={t('measure.fallbackPlan')} request={request} error={error} onError={setError} />
      {analyse.error && <Alert>{errorText(analyse.error)}</Alert>}
      <Button type="submit" busy={analyse.isPending}>
        {analyse.isPending ? t('plan.analysing') : t('plan.analyse')}
      </Button>
    </form>
  );
}

/** Step two: the rooms to correct and the drawing to make from them. */
function RenderStep({ kind, plan, request, onRestart }: { kind: Kind; plan: StudioPlan; request?: ClientRequestDetail | undefined; onRestart: () => void }) {
  const { t } = useTranslation(['studio-plans', 'validation']);
  const errorText = usePlanErrorText();
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<RoomRow[]>(() => roomRowsOf(plan));
  const [title, setTitle] = useState('');
  const [ceiling, setCeiling] = useState<number>(CEILING_HEIGHT.default);
  const [furniture, setFurniture] = useState(false);
  useEffect(() => setRows(roomRowsOf(plan)), [plan]);
  const changes = roomChanges(plan, rows);
  const invalid = rows.some((r) => !r.name.trim());

  const save = useMutation({
    mutationFn: () => updatePlan(plan.id, { rooms: changes }),
    onSuccess: (saved) => queryClient.setQueryData(planKey(plan.id), saved),
  });
  const render = useMutation({
    mutationFn: async () => {
      if (changes.length > 0) queryClient.setQueryData(planKey(plan.id), await updatePlan(plan.id, { rooms: changes }));
      return renderPlan(plan.id, {
        tool: kind === '2d' ? 'plan_2d' : 'plan_3d',
        title: title.trim(),
        language: i18n.language as Language,
        ceiling_height: ceiling,
        furniture: kind === '3d' && furniture,
        ...(request ? { client_request_id: request.id } : {}),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKey }),
  });

  return (
    <div className="space-y-5">
      <div className="flex flex-col gap-4 lg:flex-row">
        <img src={plan.input_url} alt={t('input.alt')} className="max-h-72 self-start rounded-lg object-contain ring-1 ring-stone-200 lg:w-2/5" />
        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-base font-semibold text-ink-900">{t('plan.rooms')}</h3>
            <span className="text-sm text-stone-600" data-testid="rooms-found">
              {t('plan.roomsFound', { count: rows.length, area: formatArea(totalArea(rows)) })}
            </span>
          </div>
          <p className="text-xs text-stone-500">{plan.scale_source === 'wall_thickness' ? t('plan.scaleGuessed') : t('plan.scaleMeasured')}</p>
          <RoomEditor rows={rows} onChange={setRows} />
          <div className="flex flex-wrap items-center gap-2">
            <Button variant="secondary" busy={save.isPending} disabled={changes.length === 0 || invalid} onClick={() => save.mutate()}>
              {t('plan.save')}
            </Button>
            {save.isSuccess && changes.length === 0 && (
              <span role="status" className="text-sm text-emerald-700">
                {t('plan.saved')}
              </span>
            )}
            {save.error && <span className="text-sm text-red-600">{errorText(save.error)}</span>}
          </div>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <label className="block text-sm">
          <span className="mb-1 block font-medium text-stone-700">{t('plan.titleField')}</span>
          <input className={control} value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} />
        </label>
        {kind === '3d' && (
          <label className="block text-sm">
            <span className="mb-1 flex justify-between font-medium text-stone-700">
              {t('plan.ceiling')} <span className="tabular-nums">{t('plan.ceilingValue', { value: ceiling.toFixed(1) })}</span>
            </span>
            <input type="range" className="w-full accent-brand-600" min={CEILING_HEIGHT.min} max={CEILING_HEIGHT.max} step={0.1} value={ceiling} onChange={(e) => setCeiling(Number(e.target.value))} />
          </label>
        )}
        {kind === '3d' && (
          <label className="flex items-center gap-2 text-sm text-stone-700 sm:col-span-2">
            <input type="checkbox" className="accent-brand-600" checked={furniture} onChange={(e) => setFurniture(e.target.checked)} />
            {t('plan.furnitureVolumes')}
          </label>
        )}
      </div>
      {render.error && <Alert>{errorText(render.error)}</Alert>}
      <div className="flex flex-wrap gap-2">
        <Button busy={render.isPending} disabled={invalid} onClick={() => render.mutate()}>
          {kind === '2d' ? t('plan.render2d') : t('plan.render3d')}
        </Button>
        <Button variant="ghost" onClick={onRestart}>
          {t('plan.another')}
        </Button>
      </div>
    </div>
  );
}

/** The latest 3D concept in the interactive viewer. */
function LatestConcept({ requestId }: { requestId?: string | undefined }) {
  const { t } = useTranslation('studio-plans');
  const { generations } = useToolGenerations('plan_3d', requestId);
  const latest = generations.find((g) => g.status === 'succeeded' && g.results.length > 0)?.results[0];
  if (!latest) return null;
  return (
    <section aria-label={t('viewer.title')} className="space-y-2">
      <h3 className="text-base font-semibold text-ink-900">{t('viewer.title')}</h3>
      <Suspense fallback={<p className="text-sm text-stone-500">{t('viewer.loading')}</p>}>
        <ConceptViewer resultId={latest.id} />
      </Suspense>
    </section>
  );
}

/** Floor plan → 2D presentation plan or 3D concept: analyse, correct the rooms, render; the plan stays in the address (`?plan=`). */
export function FloorPlanTool({ kind, request }: { kind: Kind; request?: ClientRequestDetail | undefined }) {
  const { t } = useTranslation('studio-plans');
  const errorText = usePlanErrorText();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const planId = params.get('plan');
  const plan = usePlan(planId);
  const setPlanId = (id: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (id) next.set('plan', id);
        else next.delete('plan');
        return next;
      },
      { replace: true },
    );

  return (
    <div className="space-y-6">
      <DesktopOnly>
        <div className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6">
          <div className="space-y-1">
            <h2 className="text-lg font-semibold text-ink-900">{kind === '2d' ? t('plan.title2d') : t('plan.title3d')}</h2>
            <p className="text-sm text-stone-600">{kind === '2d' ? t('plan.lead2d') : t('plan.lead3d')}</p>
          </div>
          {plan.isError && <Alert>{errorText(plan.error)}</Alert>}
          {plan.data ? (
            <RenderStep kind={kind} plan={plan.data} request={request} onRestart={() => setPlanId(null)} />
          ) : (
            (!planId || plan.isError) && (
              <AnalyseStep
                request={request}
                onPlan={(p) => {
                  queryClient.setQueryData(planKey(p.id), p);
                  setPlanId(p.id);
                }}
              />
            )
          )}
        </div>
      </DesktopOnly>
      {kind === '3d' && <LatestConcept requestId={request?.id} />}
      <ToolGenerations
        tool={kind === '2d' ? 'plan_2d' : 'plan_3d'}
        title={kind === '2d' ? t('plan.results2d') : t('plan.results3d')}
        empty={t('plan.empty')}
        requestId={request?.id}
      />
    </div>
  );
}
