import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import { Badge } from '../../ui/badge.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PlanGate } from '../shell/plan-gate.tsx';
import { StudioTools, studioToolNamespaces } from './studio-tools.tsx';

export async function loader() {
  await i18n.loadNamespaces([...studioToolNamespaces, 'catalog', 'plans', 'shell']);
  return null;
}

/** /section/visual_inspiration — the designer's studio (Professional and Master; others see the upgrade prompt). */
export function Component() {
  const { t } = useTranslation(['studio', 'shell']);
  const title = t('shell:sections.visual_inspiration.title');
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-400 to-brand-700 text-white shadow-md">
          <Icon name="image" className="h-6 w-6" />
        </span>
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">{title}</h1>
            <Badge tone="accent">{t('shell:preview.professional')}</Badge>
          </div>
          <p className="max-w-3xl text-base text-stone-600">{t('studio:lead')}</p>
        </div>
      </header>
      <PlanGate feature="visual_inspiration">
        <StudioTools />
      </PlanGate>
    </div>
  );
}
