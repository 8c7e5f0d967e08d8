import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FurnitureListItem, FurnitureListReply } from '@genie/contracts';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { LinkButton } from '../../ui/link-button.tsx';
import { PageLoading } from '../../ui/spinner.tsx';
import { Failure, useAiErrorMessage } from '../client-request/ai-states.tsx';
import { FURNITURE_NS, PieceSummary, ReasonLine, TotalLine, useMoney } from './furniture-piece.tsx';
import { placeablePieces, placeInPhotoSearch } from './place-in-photo.ts';
import { downloadFurnitureExport, useFurnitureAction, useFurnitureAlternatives, useFurnitureList } from './furniture-api.ts';
import { DesktopOnly, useBrowseOnly } from '../shell/browse-only.tsx';

const NS = FURNITURE_NS;

function PieceRow({ item, list, clientId }: { item: FurnitureListItem; list: FurnitureListReply; clientId: string }) {
  const { t } = useTranslation(NS);
  const money = useMoney();
  const action = useFurnitureAction(clientId);
  const [showAlternatives, setShowAlternatives] = useState(false);
  const browseOnly = useBrowseOnly();
  const alternatives = useFurnitureAlternatives(clientId, showAlternatives ? item.slot : null);
  const p = item.piece;
  return (
    <li className="rounded-xl border border-stone-200 bg-white p-3">
      <PieceSummary item={item} list={list}>
        {!browseOnly && (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button variant={item.pinned ? 'primary' : 'secondary'} aria-pressed={item.pinned} busy={action.isPending && action.variables?.kind === 'pin'} onClick={() => action.mutate({ kind: 'pin', slot: item.slot, pinned: !item.pinned })}>
            {item.pinned ? t('pinned') : t('pin')}
          </Button>
          <Button variant="secondary" aria-expanded={showAlternatives} onClick={() => setShowAlternatives((v) => !v)}>
            {t('showAlternatives')}
          </Button>
          <Button variant="ghost" onClick={() => action.mutate({ kind: 'remove', slot: item.slot })}>
            {t('remove')}
          </Button>
        </div>
        )}
      </PieceSummary>
      {showAlternatives && !browseOnly && (
        <div className="mt-3 border-t border-stone-200 pt-3">
          {alternatives.isPending ? (
            <PageLoading />
          ) : alternatives.data && alternatives.data.items.length > 0 ? (
            <ul className="space-y-2" aria-label={t('alternativesFor', { name: p.name })}>
              {alternatives.data.items.map((a) => (
                <li key={a.piece_id} className="flex items-center gap-3">
                  {a.piece.image ? <img src={a.piece.image} alt="" className="size-12 rounded object-cover" /> : null}
                  <div className="min-w-0 flex-1">
                    <p className="text-sm font-medium">{a.piece.name}</p>
                    <ReasonLine reason={a.reason} />
                  </div>
                  <span className="text-sm tabular-nums">{money(a.price, list.currency)}</span>
                  <Button variant="secondary" onClick={() => { setShowAlternatives(false); action.mutate({ kind: 'swap', slot: item.slot, pieceId: a.piece_id }); }}>
                    {t('swap')}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-stone-600">{t('noAlternatives')}</p>
          )}
        </div>
      )}
    </li>
  );
}

/** The Furniture Suggestions tab of a client request (spec §2; Professional plan). */
export function FurnitureTab({ clientId }: { clientId: string }) {
  const { t } = useTranslation(NS);
  const messageOf = useAiErrorMessage(t('failed'));
  const query = useFurnitureList(clientId);
  const action = useFurnitureAction(clientId);
  const browseOnly = useBrowseOnly();
  const [exportFailed, setExportFailed] = useState(false);

  if (query.isPending) return <PageLoading />;
  if (query.isError) return <Failure message={messageOf(query.error)} onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const list = query.data;

  if (!list.generated) {
    return (
      <div className="space-y-4 rounded-xl border border-stone-200 bg-white p-6 text-center">
        <p>{t('intro')}</p>
        <DesktopOnly className="text-left">
          <Button busy={action.isPending} onClick={() => action.mutate({ kind: 'generate' })}>
            {t('generate')}
          </Button>
        </DesktopOnly>
        {action.isError && <Alert tone="error">{messageOf(action.error)}</Alert>}
      </div>
    );
  }

  const over = list.budget !== null && list.total > list.budget;
  const placeable = placeablePieces(list.items);
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4">
        <TotalLine list={list} />
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" disabled={browseOnly} checked={list.shared} onChange={(e) => action.mutate({ kind: 'share', shared: e.target.checked })} />
            {t('showInShared')}
          </label>
          {(['csv', 'pdf'] as const).map((format) => (
            <Button key={format} variant="secondary" onClick={() => { setExportFailed(false); downloadFurnitureExport(clientId, format).catch(() => setExportFailed(true)); }}>
              {t(format === 'csv' ? 'exportCsv' : 'exportPdf')}
            </Button>
          ))}
          {placeable.kinds.length > 0 ? (
            <LinkButton variant="secondary" to={placeInPhotoSearch(placeable.kinds)} title={t('placeInPhotoHint')}>
              {t('placeInPhoto')}
            </LinkButton>
          ) : (
            <Button variant="secondary" disabled title={t('pinToPlace')}>
              {t('placeInPhoto')}
            </Button>
          )}
          <DesktopOnly fallback={null}>
            <Button variant="secondary" busy={action.isPending && action.variables?.kind === 'generate'} onClick={() => action.mutate({ kind: 'generate' })}>
              {t('regenerate')}
            </Button>
          </DesktopOnly>
        </div>
      </div>
      {placeable.skipped.length > 0 && <p className="text-sm text-stone-600">{t('placeSkipped', { names: placeable.skipped.map((i) => i.piece.name).join(', ') })}</p>}
      {over && <Alert tone="error">{t('overBudget')}</Alert>}
      {exportFailed && <Alert tone="error">{t('exportFailed')}</Alert>}
      {action.isError && <Alert tone="error">{messageOf(action.error)}</Alert>}
      {list.rooms.map((room) => {
        const items = list.items.filter((i) => i.room_id === room.id);
        const unfilled = list.unfilled.filter((u) => u.room_id === room.id);
        return (
          <section key={room.id} className="space-y-2">
            <h3 className="text-base font-semibold">
              {t(`catalog:spaces.${room.space}`)}
              {room.area_m2 ? <span className="ml-2 text-sm font-normal text-stone-600">{t('area', { m2: room.area_m2 })}</span> : null}
            </h3>
            <ul className="space-y-2">
              {items.map((item) => (
                <PieceRow key={item.slot} item={item} list={list} clientId={clientId} />
              ))}
            </ul>
            {unfilled.map((u) => (
              <p key={u.slot} className="text-sm text-stone-600">
                {t(`unfilled.${u.why}`, { category: t(`categories.${u.category}`) })}
              </p>
            ))}
          </section>
        );
      })}
    </div>
  );
}
