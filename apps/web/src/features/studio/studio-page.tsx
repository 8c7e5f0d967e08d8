import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { i18n } from '../../i18n/index.ts';
import { Badge } from '../../ui/badge.tsx';
import { cx } from '../../ui/cx.ts';
import { Icon } from '../../ui/icons.tsx';
import { useDocumentTitle } from '../../ui/use-document-title.ts';
import { PlanGate } from '../shell/plan-gate.tsx';
import { ImageStudio } from './image-studio.tsx';
import { CadTool } from './plans/cad-tool.tsx';
import { FloorPlanTool } from './plans/floor-plan-tool.tsx';

export async function loader() {
  await i18n.loadNamespaces(['studio', 'studio-plans', 'catalog', 'plans', 'shell']);
  return null;
}

/** The studio's tools, one tab each (`?tool=`); the first is the default. */
const tools: { id: string; label: string; render: () => ReactNode }[] = [
  { id: 'images', label: 'studio-plans:tabs.images', render: () => <ImageStudio /> },
  { id: 'cad', label: 'studio-plans:tabs.cad', render: () => <CadTool /> },
  { id: 'plan2d', label: 'studio-plans:tabs.plan2d', render: () => <FloorPlanTool kind="2d" /> },
  { id: 'plan3d', label: 'studio-plans:tabs.plan3d', render: () => <FloorPlanTool kind="3d" /> },
];

function StudioTools() {
  const { t } = useTranslation(['studio-plans']);
  const [params, setParams] = useSearchParams();
  const current = tools.find((tool) => tool.id === params.get('tool')) ?? tools[0]!;
  const choose = (id: string) =>
    setParams((p) => {
      const next = new URLSearchParams(p);
      next.set('tool', id);
      return next;
    });
  return (
    <div className="space-y-6">
      <div role="tablist" aria-label={t('tabs.label')} className="flex flex-wrap gap-1 rounded-xl bg-stone-100 p-1">
        {tools.map((tool) => (
          <button
            key={tool.id}
            type="button"
            role="tab"
            aria-selected={tool.id === current.id}
            onClick={() => choose(tool.id)}
            className={cx(
              'rounded-lg px-4 py-2 text-sm font-medium transition',
              tool.id === current.id ? 'bg-white text-ink-900 shadow-sm' : 'text-stone-600 hover:bg-white/60 hover:text-ink-900',
            )}
          >
            {t(tool.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={t(current.label)}>
        {current.render()}
      </div>
    </div>
  );
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
