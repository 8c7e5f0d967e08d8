import { useTranslation } from 'react-i18next';
import type { FurnitureListReply } from '@genie/contracts';
import { FURNITURE_NS, PieceSummary, TotalLine, useMoney } from './furniture-piece.tsx';

/** The furniture list in a read-only shared view (when the designer chose to include it): pinned pieces first, per room, with totals. */
export function SharedFurnitureList({ list }: { list: FurnitureListReply }) {
  const { t } = useTranslation(FURNITURE_NS);
  const money = useMoney();
  return (
    <section aria-labelledby="shared-furniture" className="space-y-4 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="shared-furniture" className="text-lg font-bold text-ink-900">
          {t('sharedTitle')}
        </h2>
        <TotalLine list={list} />
      </div>
      {list.rooms.map((room) => {
        const items = list.items.filter((i) => i.room_id === room.id).sort((a, b) => Number(b.pinned) - Number(a.pinned));
        if (!items.length) return null;
        return (
          <section key={room.id} className="space-y-2">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h3 className="text-base font-semibold">{t(`catalog:spaces.${room.space}`)}</h3>
              <span className="text-sm tabular-nums text-stone-600">{t('roomTotal', { total: money(items.reduce((sum, i) => sum + i.price, 0), list.currency) })}</span>
            </div>
            <ul className="space-y-2">
              {items.map((item) => (
                <li key={item.slot} className="rounded-xl border border-stone-200 bg-white p-3">
                  <PieceSummary item={item} list={list}>
                    {item.pinned && <p className="text-xs font-medium text-stone-700">{t('pinned')}</p>}
                  </PieceSummary>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </section>
  );
}
