import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ClientRequestDetail } from '@genie/contracts';
import { cx } from '../../ui/cx.ts';
import { ArticleStudio } from './articles/article-studio.tsx';
import { ImageStudio } from './image-studio.tsx';
import { MoodboardStudio } from './moodboards/moodboard-studio.tsx';
import { CadTool } from './plans/cad-tool.tsx';
import { FloorPlanTool } from './plans/floor-plan-tool.tsx';

/** The studio's tools, one tab each (`?tool=`); the first is the default. */
const tools: { id: string; label: string; render: (request?: ClientRequestDetail) => ReactNode }[] = [
  { id: 'images', label: 'studio-plans:tabs.images', render: (request) => <ImageStudio request={request} /> },
  { id: 'cad', label: 'studio-plans:tabs.cad', render: (request) => <CadTool request={request} /> },
  { id: 'plan2d', label: 'studio-plans:tabs.plan2d', render: (request) => <FloorPlanTool kind="2d" request={request} /> },
  { id: 'plan3d', label: 'studio-plans:tabs.plan3d', render: (request) => <FloorPlanTool kind="3d" request={request} /> },
  { id: 'moodboard', label: 'studio-boards:tools.moodboard', render: (request) => <MoodboardStudio requestId={request?.id} /> },
  { id: 'article', label: 'studio-boards:tools.article', render: (request) => <ArticleStudio requestId={request?.id} /> },
];

/** The translations every tool's screen needs, for the loaders of the pages that show them. */
export const studioToolNamespaces = ['studio', 'studio-plans', 'studio-boards'] as const;

/**
 * The studio's tools as tabs: on the studio page, and on a request's Visual Inspiration tab (where the
 * tools start from the request and keep what they make with it).
 */
export function StudioTools({ request }: { request?: ClientRequestDetail | undefined }) {
  const { t } = useTranslation(['studio-plans', 'studio-boards']);
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
        {current.render(request)}
      </div>
    </div>
  );
}
