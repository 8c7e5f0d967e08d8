import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FurnitureListItem, FurnitureListReply, FurnitureReason } from '@genie/contracts';

export const FURNITURE_NS = ['furniture', 'catalog', 'common', 'errors'];

/** Formats an amount in the list's currency, in the reader's language. */
export function useMoney() {
  const { i18n } = useTranslation();
  return (amount: number, currency: string) => new Intl.NumberFormat(i18n.resolvedLanguage ?? 'en-US', { style: 'currency', currency, maximumFractionDigits: 0 }).format(amount);
}

/** The one line saying why the piece was chosen, from its reason code. */
export function ReasonLine({ reason }: { reason: FurnitureReason }) {
  const { t } = useTranslation(FURNITURE_NS);
  const params = {
    style: reason.params.style ? t(`catalog:styles.${reason.params.style}`) : '',
    score: reason.params.score ? Math.round(reason.params.score) : '',
    material: (reason.params.material ?? '').replace(/_/g, ' '),
  };
  const fits = reason.params.fits_cm ? ` ${t('reasons.fits', { cm: reason.params.fits_cm })}` : '';
  return <p className="text-sm text-stone-600">{t(`reasons.${reason.code}`, params) + fits}</p>;
}

/** A piece of the list: picture, name, kind, price, size, vendor and why; `children` are the tab's actions. */
export function PieceSummary({ item, list, children }: { item: FurnitureListItem; list: FurnitureListReply; children?: ReactNode }) {
  const { t } = useTranslation(FURNITURE_NS);
  const money = useMoney();
  const p = item.piece;
  return (
    <div className="flex gap-3">
      {p.image ? <img src={p.image} alt="" className="size-20 shrink-0 rounded-md object-cover" /> : <div className="size-20 shrink-0 rounded-md bg-stone-100" />}
      <div className="min-w-0 flex-1 space-y-1">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h4 className="font-medium">
            {p.name} <span className="text-xs text-stone-600">· {t(`categories.${item.category}`)}</span>
          </h4>
          <span className="font-semibold tabular-nums">{money(item.price, list.currency)}</span>
        </div>
        <p className="text-xs text-stone-600">
          {t('size', { w: p.width_cm, d: p.depth_cm, h: p.height_cm })}
          {p.vendor ? ` · ${p.vendor}` : ''}
          {p.currency !== list.currency ? ` · ${money(p.price, p.currency)}` : ''}
        </p>
        <ReasonLine reason={item.reason} />
        {children}
      </div>
    </div>
  );
}

/** The list's total line: "total of budget" when the brief has one. */
export function TotalLine({ list }: { list: FurnitureListReply }) {
  const { t } = useTranslation(FURNITURE_NS);
  const money = useMoney();
  return (
    <p className="text-lg font-semibold tabular-nums" aria-live="polite">
      {list.budget !== null
        ? t('totalOfBudget', { total: money(list.total, list.currency), budget: money(list.budget, list.currency) })
        : t('total', { total: money(list.total, list.currency) })}
    </p>
  );
}
