import { useEffect, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isStudioPlanTool, type StudioGeneration, type StudioResult } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { Badge } from '../../ui/badge.tsx';
import { Button } from '../../ui/button.tsx';
import { control } from '../../ui/field.tsx';
import { imageProviderName } from '../../ui/image-provider-name.ts';
import { generationAction, regenerate, studioKey } from './api.ts';
import { useStudioLabels } from './studio-labels.ts';
import { useBrowseOnly } from '../shell/browse-only.tsx';
import { ConnectProviderLink } from './study-notice.tsx';

const isActive = (g: StudioGeneration) => g.status === 'queued' || g.status === 'generating';

function useElapsedSeconds(from: string, running: boolean, until: string | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  const end = until ? new Date(until).getTime() : now;
  return Math.max(0, Math.round((end - new Date(from).getTime()) / 1000));
}

/**
 * One generation: queued → generating (progress bar, elapsed time, Stop) → its results, or the reason it
 * failed with Retry. The prompt can be edited and Regenerate makes a new generation; these results stay.
 */
export function GenerationCard({
  generation,
  onUseSettings,
  resultActions,
}: {
  generation: StudioGeneration;
  onUseSettings?: (g: StudioGeneration) => void;
  /** Shown under each result (the plan tools' downloads). */
  resultActions?: (r: StudioResult) => ReactNode;
}) {
  const { t } = useTranslation('studio');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const labels = useStudioLabels();
  const active = isActive(generation);
  const browseOnly = useBrowseOnly();
  const elapsed = useElapsedSeconds(generation.started_at ?? generation.created_at, active, active ? null : generation.finished_at);
  const [prompt, setPrompt] = useState(generation.prompt);
  const refresh = () => queryClient.invalidateQueries({ queryKey: studioKey });
  const action = useMutation({ mutationFn: (a: 'stop' | 'retry') => generationAction(generation.id, a), onSettled: refresh });
  const again = useMutation({ mutationFn: () => regenerate(generation.id, prompt), onSuccess: refresh });
  const percent = Math.round(generation.progress * 100);
  const planTool = isStudioPlanTool(generation.tool);
  const providerName = imageProviderName(generation.provider, generation.provider_label, t);

  return (
    <article className="space-y-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm" data-testid="generation" data-status={generation.status} aria-label={t(`tools.${generation.tool}.name`)}>
      <header className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold text-ink-900">{t(`tools.${generation.tool}.name`)}</h3>
        <Badge tone={generation.status === 'failed' ? 'warning' : generation.status === 'succeeded' ? 'success' : 'neutral'}>{t(`status.${generation.status}`)}</Badge>
        {generation.study && (
          <Badge tone="warning">
            <span data-testid="study-badge">{t('study.badge')}</span>
          </Badge>
        )}
        <span className="text-xs text-stone-500">
          {planTool ? generation.prompt : `${labels.space(generation.space)} · ${labels.style(generation.style)}`}
          {providerName ? ` · ${providerName}` : ''}
        </span>
      </header>

      {active && (
        <div className="space-y-2">
          <div className="h-2 overflow-hidden rounded-full bg-stone-100" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('progress')}>
            <div className="h-full rounded-full bg-brand-500 transition-all" style={{ width: `${Math.max(4, percent)}%` }} />
          </div>
          <div className="flex items-center justify-between text-sm text-stone-600">
            <span>{t('elapsed', { seconds: elapsed })}</span>
            {!browseOnly && (
              <Button variant="secondary" busy={action.isPending} onClick={() => action.mutate('stop')}>
                {t('stop')}
              </Button>
            )}
          </div>
        </div>
      )}

      {generation.status === 'failed' && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <span role="alert">{generation.failure_code ? t(`failure.${generation.failure_code}`) : (generation.failure_reason ?? t('failedUnknown'))}</span>
          {generation.failure_code === 'unchanged' && (
            <ConnectProviderLink />
          )}
          {!browseOnly && (
            <Button variant="secondary" busy={action.isPending} onClick={() => action.mutate('retry')}>
              {t('retry')}
            </Button>
          )}
        </div>
      )}
      {generation.status === 'cancelled' && (
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
          <span>{t('stopped')}</span>
          {!browseOnly && (
            <Button variant="secondary" busy={action.isPending} onClick={() => action.mutate('retry')}>
              {t('retry')}
            </Button>
          )}
        </div>
      )}
      {action.error && <p className="text-sm text-red-600">{errorText.api(action.error)}</p>}

      {generation.study && generation.results.length > 0 && (
        <p className="text-sm text-stone-600" data-testid="study-note">
          {t('study.onResult')}{' '}
          <ConnectProviderLink />
        </p>
      )}
      {generation.results.length > 0 && (
        <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {generation.results.map((r) => (
            <li key={r.id}>
              <a href={r.url} target="_blank" rel="noreferrer" className="block overflow-hidden rounded-lg ring-1 ring-stone-200">
                <img src={r.url} alt={t(r.study ? 'study.resultAlt' : 'resultAlt', { tool: t(`tools.${generation.tool}.name`) })} className={`aspect-[4/3] w-full ${planTool ? 'bg-white object-contain' : 'object-cover'}`} data-testid="generation-result" />
              </a>
              {resultActions?.(r)}
            </li>
          ))}
        </ul>
      )}

      {!active && !browseOnly && onUseSettings && generation.tool !== 'furniture_compose' && (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <label className="block flex-1 text-sm">
            <span className="mb-1 block font-medium text-stone-700">{t('editPrompt')}</span>
            <textarea className={control} rows={2} value={prompt} onChange={(e) => setPrompt(e.target.value)} aria-label={t('editPrompt')} />
          </label>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => onUseSettings?.(generation)}>
              {t('useSettings')}
            </Button>
            <Button busy={again.isPending} disabled={!prompt.trim()} onClick={() => again.mutate()}>
              {t('regenerate')}
            </Button>
          </div>
        </div>
      )}
      {!active && !browseOnly && onUseSettings && generation.tool === 'furniture_compose' && (
        <div className="flex justify-end">
          <Button variant="secondary" onClick={() => onUseSettings?.(generation)}>
            {t('useSettings')}
          </Button>
        </div>
      )}
      {again.error && <p className="text-sm text-red-600">{errorText.api(again.error)}</p>}
    </article>
  );
}
