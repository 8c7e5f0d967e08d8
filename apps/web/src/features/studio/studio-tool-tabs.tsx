import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { cx } from '../../ui/cx.ts';

/** The studio's tools, chosen by `?tool=` (images by default). */
export const studioPageTools = ['images', 'moodboard', 'article'] as const;

export function StudioToolTabs() {
  const { t } = useTranslation('studio-boards');
  const [params] = useSearchParams();
  const current = params.get('tool') ?? 'images';
  return (
    <nav aria-label={t('tools.label')} className="mb-6 flex flex-wrap gap-2 border-b border-stone-200">
      {studioPageTools.map((tool) => (
        <Link
          key={tool}
          to={tool === 'images' ? '?' : `?tool=${tool}`}
          aria-current={current === tool ? 'page' : undefined}
          className={cx(
            '-mb-px border-b-2 px-4 py-2 text-sm font-medium',
            current === tool ? 'border-brand-600 text-brand-700' : 'border-transparent text-stone-600 hover:text-ink-900',
          )}
        >
          {t(`tools.${tool}`)}
        </Link>
      ))}
    </nav>
  );
}
