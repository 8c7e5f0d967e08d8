import { useTranslation } from 'react-i18next';
import type { BriefEntry } from '@genie/contracts';
import { Icon } from '../../ui/icons.tsx';
import { entryAnchor } from './brief-entries-view.tsx';

/** Above the overview: how many answers were kept "to clarify", each a link to its row. Nothing when none. */
export function ClarifySummary({ entries }: { entries: BriefEntry[] }) {
  const { t } = useTranslation('client-request');
  const toClarify = entries.filter((e) => e.clarify && !e.skipped);
  if (toClarify.length === 0) return null;
  return (
    <section aria-labelledby="to-clarify-title" className="rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5">
      <h2 id="to-clarify-title" className="flex items-center gap-2 text-base font-semibold">
        <Icon name="alert" className="h-5 w-5 shrink-0 text-amber-600" />
        {t('overview.toClarifyCount', { count: toClarify.length })}
      </h2>
      <p className="mt-1 text-sm">{t('overview.toClarifyIntro')}</p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {toClarify.map((e) => (
          <li key={e.field_id}>
            <a
              href={`#${entryAnchor(e.field_id)}`}
              className="inline-flex min-h-9 items-center rounded-full bg-white px-3 text-sm font-medium text-amber-900 ring-1 ring-amber-300 hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-amber-600"
            >
              {e.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
