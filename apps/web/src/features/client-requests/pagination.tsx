import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { NS } from './badges.tsx';

/** The page numbers to offer: the first, the last, and the current one with its neighbours; gaps are null. */
export function pageWindow(page: number, pages: number): (number | null)[] {
  const wanted = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && p - last > 1) out.push(p - last === 2 ? last + 1 : null);
    out.push(p);
  }
  return out;
}

export function Pagination({ page, pages, onPage, compact }: { page: number; pages: number; onPage: (page: number) => void; compact: boolean }) {
  const { t } = useTranslation(NS);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pagination.label')} className="flex flex-wrap items-center justify-center gap-1.5 text-sm">
      <Button variant="secondary" className="min-h-9 px-3 py-1.5" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <span aria-hidden="true">←</span> {t('pagination.previous')}
      </Button>
      {compact ? (
        <span className="px-2 tabular-nums text-stone-600">{t('pagination.pageOf', { page, pages })}</span>
      ) : (
        <ul className="flex items-center gap-1">
          {pageWindow(page, pages).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden="true" className="px-1 text-stone-400">
                …
              </li>
            ) : (
              <li key={p}>
                <button
                  type="button"
                  onClick={() => onPage(p)}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={t('pagination.page', { page: p })}
                  className={cx(
                    'flex h-9 min-w-9 items-center justify-center rounded-lg px-2 font-semibold tabular-nums',
                    p === page ? 'bg-brand-600 text-white' : 'text-stone-700 hover:bg-stone-100',
                  )}
                >
                  {p}
                </button>
              </li>
            ),
          )}
        </ul>
      )}
      <Button variant="secondary" className="min-h-9 px-3 py-1.5" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')} <span aria-hidden="true">→</span>
      </Button>
    </nav>
  );
}
