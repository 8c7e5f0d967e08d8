import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { floorPieceKinds, furniturePieceKinds, type FurniturePieceKind, type FurniturePlacement, type StudioCutout } from '@genie/contracts';
import { DRAWN_PIECE_ASPECT, layerOrder, newPieceScale, placeNewPiece, type ComposeBox } from '@genie/core/compose';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { cutoutsKey, deleteCutout, uploadCutout, useCutouts, usePiecePreview } from './api.ts';
import { useErrorText } from '../../app/error-message.ts';

/** Height / width of each drawn piece until its picture has loaded. */
const drawnAspect = DRAWN_PIECE_ASPECT;

export interface FurniturePlacerProps {
  src: string;
  /** The chosen style: the pieces are previewed as the compose will draw them. */
  style: string;
  pieces: FurniturePlacement[];
  onPiecesChange: (pieces: FurniturePlacement[]) => void;
  shadow: boolean;
  onShadowChange: (shadow: boolean) => void;
}

/**
 * Furniture compose: add drawn pieces or the designer's own product cut-outs, see each one on the photo
 * as it will be drawn (layered as the compose lays them: rugs under everything, then back to front),
 * drag them where they stand (the point is the foot of the piece), size the selected one with the
 * slider, and choose whether they cast a shadow. A new piece goes where the floor has room.
 */
export function FurniturePlacer({ src, style, pieces, onPiecesChange, shadow, onShadowChange }: FurniturePlacerProps) {
  const { t } = useTranslation('studio');
  const area = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [roomAspect, setRoomAspect] = useState(0.75);
  const [loadedAspect, setLoadedAspect] = useState<Record<string, number>>({});
  const dragging = useRef<number | null>(null);
  const cutouts = useCutouts();
  const cutoutById = new Map((cutouts.data ?? []).map((c) => [c.id, c]));

  const aspectOf = (p: Pick<FurniturePlacement, 'piece' | 'cutout_id'>) => {
    const own = p.cutout_id ? cutoutById.get(p.cutout_id) : undefined;
    if (own) return own.height / Math.max(1, own.width);
    return loadedAspect[p.piece] ?? drawnAspect[p.piece];
  };
  const boxOf = (p: FurniturePlacement): ComposeBox => ({ floor: floorPieceKinds.has(p.piece), x: p.x, y: p.y, width: p.scale, aspect: aspectOf(p) });

  const add = (piece: FurniturePieceKind, cutout?: StudioCutout) => {
    const scale = newPieceScale(piece);
    const aspect = cutout ? cutout.height / Math.max(1, cutout.width) : (loadedAspect[piece] ?? drawnAspect[piece]);
    const spot = placeNewPiece(pieces.map(boxOf), { floor: floorPieceKinds.has(piece), width: scale, aspect }, roomAspect);
    onPiecesChange([...pieces, { piece, ...spot, scale, ...(cutout ? { cutout_id: cutout.id } : {}) }]);
    setSelected(pieces.length);
  };
  const update = (index: number, patch: Partial<FurniturePlacement>) => onPiecesChange(pieces.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  function positionOf(event: ReactPointerEvent) {
    const rect = area.current?.getBoundingClientRect();
    if (!rect) return null;
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    return { x: clamp((event.clientX - rect.left) / rect.width), y: clamp((event.clientY - rect.top) / rect.height) };
  }

  const order = layerOrder(pieces.map((p) => ({ floor: floorPieceKinds.has(p.piece), y: p.y })));
  const current = selected !== null ? pieces[selected] : undefined;
  return (
    <div className="space-y-3" data-testid="furniture-placer">
      <div className="flex flex-wrap gap-2" aria-label={t('furniture.add')} role="group">
        {furniturePieceKinds.map((kind) => (
          <Button key={kind} variant="secondary" className="!min-h-8 !px-3 !py-1" onClick={() => add(kind)}>
            + {t(`furniture.pieces.${kind}`)}
          </Button>
        ))}
      </div>
      <OwnCutouts cutouts={cutouts.data ?? []} onAdd={(c) => add(c.piece, c)} onDeleted={(id) => onPiecesChange(pieces.filter((p) => p.cutout_id !== id))} />
      <div ref={area} className="relative select-none overflow-hidden rounded-xl ring-1 ring-stone-200">
        <img
          src={src}
          alt=""
          className="block w-full"
          draggable={false}
          onLoad={(e) => e.currentTarget.naturalWidth && setRoomAspect(e.currentTarget.naturalHeight / e.currentTarget.naturalWidth)}
        />
        {order.map((i) => {
          const p = pieces[i]!;
          const own = p.cutout_id ? cutoutById.get(p.cutout_id) : undefined;
          return (
            <PlacedPiece
              key={i}
              placement={p}
              style={style}
              cutout={own}
              aspect={aspectOf(p)}
              selected={selected === i}
              label={t('furniture.placed', { piece: own ? t('furniture.ownPiece', { piece: t(`furniture.pieces.${p.piece}`) }) : t(`furniture.pieces.${p.piece}`), n: i + 1 })}
              onAspect={(aspect) => !own && loadedAspect[p.piece] !== aspect && setLoadedAspect((was) => ({ ...was, [p.piece]: aspect }))}
              onPointerDown={(e) => {
                e.currentTarget.setPointerCapture(e.pointerId);
                dragging.current = i;
                setSelected(i);
              }}
              onPointerMove={(e) => {
                if (dragging.current !== i) return;
                const pos = positionOf(e);
                if (pos) update(i, pos);
              }}
              onPointerEnd={() => (dragging.current = null)}
            />
          );
        })}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        {current && selected !== null && (
          <>
            <label className="flex items-center gap-2 text-sm text-stone-700">
              {t('furniture.scale')}
              <input
                type="range"
                min={5}
                max={100}
                value={Math.round(current.scale * 100)}
                onChange={(e) => update(selected, { scale: Number(e.target.value) / 100 })}
                className="w-32 accent-brand-600"
              />
            </label>
            <Button
              variant="ghost"
              onClick={() => {
                onPiecesChange(pieces.filter((_, i) => i !== selected));
                setSelected(null);
              }}
            >
              {t('furniture.remove')}
            </Button>
          </>
        )}
        <label className="flex items-center gap-2 text-sm text-stone-700">
          <input type="checkbox" checked={shadow} onChange={(e) => onShadowChange(e.target.checked)} className="accent-brand-600" />
          {t('furniture.shadow')}
        </label>
      </div>
    </div>
  );
}

interface PlacedPieceProps {
  placement: FurniturePlacement;
  style: string;
  cutout: StudioCutout | undefined;
  aspect: number;
  selected: boolean;
  label: string;
  onAspect: (aspect: number) => void;
  onPointerDown: (e: ReactPointerEvent<HTMLButtonElement>) => void;
  onPointerMove: (e: ReactPointerEvent<HTMLButtonElement>) => void;
  onPointerEnd: () => void;
}

/** One piece on the photo: its own picture at its place and size (the foot of the piece at the point). */
function PlacedPiece({ placement: p, style, cutout, aspect, selected, label, onAspect, onPointerDown, onPointerMove, onPointerEnd }: PlacedPieceProps) {
  const drawn = usePiecePreview(p.piece, style);
  const url = cutout ? cutout.url : drawn.data;
  const width = p.scale * 100;
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={selected}
      data-piece={p.piece}
      className={cx('absolute touch-none rounded-sm outline-offset-2', selected ? 'outline outline-2 outline-brand-600' : 'hover:outline hover:outline-1 hover:outline-white/80')}
      style={{ left: `${p.x * 100 - width / 2}%`, top: `${p.y * 100}%`, width: `${width}%`, aspectRatio: `${1 / aspect}`, transform: 'translateY(-100%)' }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
    >
      {url ? (
        <img
          src={url}
          alt=""
          draggable={false}
          className="pointer-events-none block h-full w-full object-contain"
          onLoad={(e) => e.currentTarget.naturalWidth && onAspect(e.currentTarget.naturalHeight / e.currentTarget.naturalWidth)}
        />
      ) : (
        <span className="block h-full w-full animate-pulse rounded-sm border border-dashed border-white/80" />
      )}
    </button>
  );
}

/**
 * The designer's own product photos as cut-outs: upload one (a plain background is removed), add any to
 * the photo, delete one (it leaves the photo too).
 */
function OwnCutouts({ cutouts, onAdd, onDeleted }: { cutouts: StudioCutout[]; onAdd: (cutout: StudioCutout) => void; onDeleted: (id: string) => void }) {
  const { t } = useTranslation('studio');
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<FurniturePieceKind>('armchair');
  const file = useRef<HTMLInputElement>(null);
  const upload = useMutation({
    mutationFn: (f: File) => uploadCutout(f, kind),
    onSuccess: async (cutout) => {
      await queryClient.invalidateQueries({ queryKey: cutoutsKey });
      onAdd(cutout);
    },
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteCutout(id),
    onSuccess: async (_, id) => {
      onDeleted(id);
      await queryClient.invalidateQueries({ queryKey: cutoutsKey });
    },
  });
  return (
    <div className="space-y-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200" data-testid="own-cutouts">
      <div className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
        <span className="font-medium">{t('furniture.own')}</span>
        <label className="flex items-center gap-2">
          {t('furniture.ownKind')}
          <select className="rounded-md border border-stone-300 bg-white px-2 py-1 text-sm" value={kind} onChange={(e) => setKind(e.target.value as FurniturePieceKind)}>
            {furniturePieceKinds.map((k) => (
              <option key={k} value={k}>
                {t(`furniture.pieces.${k}`)}
              </option>
            ))}
          </select>
        </label>
        <input
          ref={file}
          type="file"
          accept=".jpg,.jpeg,.png,.webp"
          className="sr-only"
          aria-label={t('furniture.ownUpload')}
          onChange={(e) => {
            const chosen = e.target.files?.[0];
            if (chosen) upload.mutate(chosen);
            e.target.value = '';
          }}
        />
        <Button variant="secondary" className="!min-h-8 !px-3 !py-1" busy={upload.isPending} onClick={() => file.current?.click()}>
          {t('furniture.ownUpload')}
        </Button>
      </div>
      <p className="text-xs text-stone-500">{t('furniture.ownHint')}</p>
      {upload.isError && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {errorText.api(upload.error)}
        </p>
      )}
      {remove.isError && (
        <p role="alert" className="text-xs font-medium text-red-600">
          {errorText.api(remove.error)}
        </p>
      )}
      {remove.isSuccess && (
        <p role="status" className="text-xs text-stone-600">
          {t('furniture.ownDeleted')}
        </p>
      )}
      {cutouts.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {cutouts.map((c) => (
            <li key={c.id} className="relative">
              <button
                type="button"
                className="flex h-16 w-16 items-center justify-center rounded-lg bg-[conic-gradient(#e7e5e4_25%,#fff_0_50%,#e7e5e4_0_75%,#fff_0)] bg-[length:12px_12px] ring-1 ring-stone-200 hover:ring-brand-600"
                aria-label={t('furniture.ownAdd', { piece: t(`furniture.pieces.${c.piece}`) })}
                onClick={() => onAdd(c)}
              >
                <img src={c.url} alt="" className="max-h-14 max-w-14 object-contain" />
              </button>
              <button
                type="button"
                className="absolute -right-2 -top-2 flex h-6 w-6 items-center justify-center rounded-full bg-white text-sm leading-none text-stone-600 shadow ring-1 ring-stone-300 hover:text-red-600 disabled:opacity-50"
                aria-label={t('furniture.ownDelete', { piece: t(`furniture.pieces.${c.piece}`) })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(c.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
