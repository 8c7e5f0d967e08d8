import { useId, useRef, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientRequestDetail } from '@genie/contracts';
import { Button } from '../../../ui/button.tsx';
import { control } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { addPoint, fractionOf, type KnownLengthDraft } from './known-length.ts';

export type PlanInput = { source: 'upload'; file: File; url: string } | { source: 'floor_plan'; id: string; url: string };

const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** The input image as form fields: the file, or the request's floor plan by id. */
export function appendInput(form: FormData, input: PlanInput, requestId: string | undefined): void {
  if (input.source === 'upload') form.append('image', input.file);
  else {
    form.append('source', 'floor_plan');
    form.append('source_id', input.id);
  }
  if (requestId) form.append('client_request_id', requestId);
}

interface Props {
  input: PlanInput | null;
  onInput: (input: PlanInput | null) => void;
  measure: KnownLengthDraft;
  onMeasure: (draft: KnownLengthDraft) => void;
  /** What happens without a known length (translated). */
  fallback: string;
  request?: ClientRequestDetail | undefined;
  error?: string | undefined;
  onError: (message: string | undefined) => void;
}

/** Choose the input image (upload, or one of the request's floor plans) and optionally mark one known length on it. */
export function PlanInputField({ input, onInput, measure, onMeasure, fallback, request, error, onError }: Props) {
  const { t } = useTranslation(['studio-plans', 'validation']);
  const fileRef = useRef<HTMLInputElement>(null);
  const mmId = useId();
  const floorPlans = request?.feedback.floor_plans ?? [];

  function choose(file: File | undefined) {
    if (!file) return;
    if (!/\.(jpe?g|png|webp)$/i.test(file.name)) return onError(t('validation:image_type'));
    if (file.size > MAX_UPLOAD_BYTES) return onError(t('validation:image_too_large'));
    onError(undefined);
    onMeasure({ points: [], millimetres: measure.millimetres });
    onInput({ source: 'upload', file, url: URL.createObjectURL(file) });
  }

  function mark(event: MouseEvent<HTMLElement>) {
    const point = fractionOf(event.clientX, event.clientY, event.currentTarget.getBoundingClientRect());
    onMeasure({ ...measure, points: addPoint(measure.points, point) });
  }

  const [a, b] = measure.points;
  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-stone-700">{t('input.title')}</legend>
      <input ref={fileRef} type="file" accept=".jpg,.jpeg,.png,.webp" className="sr-only" aria-label={t('input.upload')} data-testid="plan-input-file" onChange={(e) => choose(e.target.files?.[0])} />
      {!input ? (
        <div className="space-y-3">
          <Button variant="secondary" onClick={() => fileRef.current?.click()}>
            <Icon name="image" className="h-4 w-4" />
            {t('input.upload')}
          </Button>
          <p className="text-xs text-stone-500">{t('input.hint')}</p>
          {floorPlans.length > 0 && (
            <div>
              <p className="mb-1 text-sm text-stone-700">{t('input.floorPlans')}</p>
              <ul className="flex flex-wrap gap-2">
                {floorPlans.map((p, i) => (
                  <li key={p.id}>
                    <button type="button" onClick={() => onInput({ source: 'floor_plan', id: p.id, url: p.url })} className="overflow-hidden rounded-lg ring-1 ring-stone-200 hover:ring-2 hover:ring-brand-400">
                      <img src={p.url} alt={t('input.floorPlanN', { n: i + 1 })} className="h-20 w-28 object-cover" />
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      ) : (
        <div className="space-y-3">
          <div className="relative inline-block max-w-full cursor-crosshair select-none" onClick={mark} data-testid="plan-input-image">
            <img src={input.url} alt={t('input.alt')} className="block max-h-80 max-w-full rounded-lg ring-1 ring-stone-200" draggable={false} />
            <svg className="pointer-events-none absolute inset-0 h-full w-full" viewBox="0 0 1 1" preserveAspectRatio="none" aria-hidden="true">
              {a && b && <line x1={a[0]} y1={a[1]} x2={b[0]} y2={b[1]} stroke="#c2410c" strokeWidth={0.006} vectorEffect="non-scaling-stroke" style={{ strokeWidth: 2 }} />}
            </svg>
            {[a, b].map((p, i) =>
              p ? (
                <span key={i} className="pointer-events-none absolute -ml-2 -mt-2 h-4 w-4 rounded-full border-2 border-white bg-orange-600 shadow" style={{ left: `${p[0] * 100}%`, top: `${p[1] * 100}%` }} />
              ) : null,
            )}
          </div>
          <div className="space-y-1">
            <p className="text-sm font-medium text-stone-700">{t('measure.title')}</p>
            <p className="text-xs text-stone-500">{t('measure.hint', { fallback })}</p>
            <div className="flex flex-wrap items-end gap-2">
              <span className="text-sm text-stone-600" aria-live="polite">
                {measure.points.length === 0 ? t('measure.pickA') : measure.points.length === 1 ? t('measure.pickB') : t('measure.pointsSet')}
              </span>
              <label htmlFor={mmId} className="sr-only">
                {t('measure.millimetres')}
              </label>
              <input id={mmId} className={`${control} !w-40`} inputMode="decimal" placeholder={t('measure.millimetres')} value={measure.millimetres} onChange={(e) => onMeasure({ ...measure, millimetres: e.target.value })} />
              {measure.points.length > 0 && (
                <Button variant="ghost" onClick={() => onMeasure({ points: [], millimetres: measure.millimetres })}>
                  {t('measure.clear')}
                </Button>
              )}
              <Button variant="ghost" onClick={() => onInput(null)}>
                {t('input.change')}
              </Button>
            </div>
          </div>
        </div>
      )}
      {error && (
        <p className="text-sm text-red-600" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
