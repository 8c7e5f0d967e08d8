import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { drawingDetails, drawingModes, type ClientRequestDetail } from '@genie/contracts';
import { Button } from '../../../ui/button.tsx';
import { control } from '../../../ui/field.tsx';
import { studioKey } from '../api.ts';
import { queueCad } from './api.ts';
import { emptyKnownLength, knownLengthFields, type KnownLengthDraft } from './known-length.ts';
import { usePlanErrorText } from './plan-error-text.ts';
import { appendInput, PlanInputField, type PlanInput } from './plan-input-field.tsx';
import { ToolGenerations } from './tool-generations.tsx';
import { DesktopOnly } from '../../shell/browse-only.tsx';

/** Image → CAD: an image (and optionally one known length) becomes a line drawing, downloaded as SVG, DXF or PNG. */
export function CadTool({ request }: { request?: ClientRequestDetail | undefined }) {
  const { t } = useTranslation(['studio-plans', 'validation']);
  const errorText = usePlanErrorText();
  const queryClient = useQueryClient();
  const [input, setInput] = useState<PlanInput | null>(null);
  const [measure, setMeasure] = useState<KnownLengthDraft>(emptyKnownLength);
  const [detail, setDetail] = useState<(typeof drawingDetails)[number]>('medium');
  const [mode, setMode] = useState<(typeof drawingModes)[number]>('auto');
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  const trace = useMutation({
    mutationFn: () => {
      const form = new FormData();
      Object.entries({ detail, mode, title, ...knownLengthFields(measure) }).forEach(([k, v]) => form.append(k, v));
      appendInput(form, input!, request?.id);
      return queueCad(form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: studioKey }),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!input) return setError(t('validation:image_required'));
    trace.mutate();
  }

  return (
    <div className="space-y-6">
      <DesktopOnly>
        <form onSubmit={submit} noValidate className="space-y-5 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6" aria-labelledby="cad-title">
          <div className="space-y-1">
            <h2 id="cad-title" className="text-lg font-semibold text-ink-900">
              {t('cad.title')}
            </h2>
            <p className="text-sm text-stone-600">{t('cad.lead')}</p>
          </div>
          <PlanInputField input={input} onInput={setInput} measure={measure} onMeasure={setMeasure} fallback={t('measure.fallbackCad')} request={request} error={error} onError={setError} />
          <div className="grid gap-4 sm:grid-cols-3">
            <label className="block text-sm">
              <span className="mb-1 block font-medium text-stone-700">{t('cad.detail')}</span>
              <select className={control} value={detail} onChange={(e) => setDetail(e.target.value as typeof detail)}>
                {drawingDetails.map((d) => (
                  <option key={d} value={d}>
                    {t(`cad.details.${d}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm">
              <span className="mb-1 block font-medium text-stone-700">{t('cad.mode')}</span>
              <select className={control} value={mode} onChange={(e) => setMode(e.target.value as typeof mode)}>
                {drawingModes.map((m) => (
                  <option key={m} value={m}>
                    {t(`cad.modes.${m}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="block text-sm">
              <span className="mb-1 block font-medium text-stone-700">{t('cad.titleField')}</span>
              <input className={control} value={title} maxLength={80} onChange={(e) => setTitle(e.target.value)} />
            </label>
          </div>
          {trace.error && (
            <p role="alert" className="text-sm text-red-600">
              {errorText(trace.error)}
            </p>
          )}
          <Button type="submit" busy={trace.isPending}>
            {t('cad.submit')}
          </Button>
        </form>
      </DesktopOnly>
      <ToolGenerations tool="image_to_cad" title={t('cad.results')} empty={t('cad.empty')} requestId={request?.id} />
    </div>
  );
}
