import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isStudioPlanTool, type ClientRequestDetail } from '@genie/contracts';
import { useErrorText } from '../../app/error-message.ts';
import { Alert } from '../../ui/alert.tsx';
import { useGenerations } from './api.ts';
import { GenerationCard } from './generation-card.tsx';
import { StudioGallery } from './studio-gallery.tsx';
import { settingsOfGeneration, StudioWorkbench, type WorkbenchRequest } from './studio-workbench.tsx';
import { DesktopOnly } from '../shell/browse-only.tsx';

/**
 * The image studio: the workbench, the latest generations (polled while one runs) and the gallery. Opened
 * from a request, it starts from the brief and keeps the results with the request.
 */
export function ImageStudio({ request }: { request?: ClientRequestDetail }) {
  const { t } = useTranslation('studio');
  const errorText = useErrorText();
  const generations = useGenerations(request?.id);
  // The plan tools list their own generations on their tabs.
  const imageGenerations = generations.data?.generations.filter((g) => !isStudioPlanTool(g.tool));
  const queryClient = useQueryClient();
  // A generation that finishes (seen by polling) brings new images: the gallery reads them again.
  const resultCount = generations.data?.generations.reduce((n, g) => n + g.results.length, 0) ?? 0;
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['studio', 'gallery'] });
  }, [resultCount, queryClient]);
  const [load, setLoad] = useState<WorkbenchRequest | null>(null);
  const loadSettings = (settings: WorkbenchRequest['settings']) => {
    setLoad({ settings, nonce: Date.now() });
    document.getElementById('workbench-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <div className="space-y-6">
      <DesktopOnly>
        <StudioWorkbench request={request} load={load} onQueued={() => undefined} />
      </DesktopOnly>
      <section aria-labelledby="generations-title" className="space-y-3">
        <h2 id="generations-title" className="text-lg font-semibold text-ink-900">
          {request ? t('generations.forRequest') : t('generations.title')}
        </h2>
        {generations.isError && <Alert>{errorText.api(generations.error)}</Alert>}
        {imageGenerations?.length === 0 && <p className="text-sm text-stone-500">{t('generations.empty')}</p>}
        <div className="space-y-3">
          {imageGenerations?.map((g) => (
            <GenerationCard key={g.id} generation={g} onUseSettings={(gen) => loadSettings(settingsOfGeneration(gen))} />
          ))}
        </div>
      </section>
      <StudioGallery requestId={request?.id} onSendTo={(result, tool) => loadSettings({ tool, input: { source: 'result', id: result.id, url: result.url }, pieces: [] })} />
    </div>
  );
}
