import { useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { furniturePieceKinds, type FurniturePieceKind, type FurniturePlacement } from '@genie/contracts';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';

/** Height / width of each drawn piece, so the placeholder has the piece's outline. */
const aspect: Record<FurniturePieceKind, number> = { sofa: 0.45, armchair: 0.8, coffee_table: 0.45, dining_table: 0.55, chair: 1.3, bed: 0.6, floor_lamp: 3, plant: 1.4, rug: 0.4, bookshelf: 1.6 };

export interface FurniturePlacerProps {
  src: string;
  pieces: FurniturePlacement[];
  onPiecesChange: (pieces: FurniturePlacement[]) => void;
  shadow: boolean;
  onShadowChange: (shadow: boolean) => void;
}

/**
 * Furniture compose: add drawn pieces, drag them where they stand on the photo (the point is the foot of
 * the piece), size the selected one with the slider, and choose whether they cast a shadow.
 */
export function FurniturePlacer({ src, pieces, onPiecesChange, shadow, onShadowChange }: FurniturePlacerProps) {
  const { t } = useTranslation('studio');
  const area = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const dragging = useRef<number | null>(null);

  const add = (piece: FurniturePieceKind) => {
    onPiecesChange([...pieces, { piece, x: 0.5, y: 0.85, scale: piece === 'rug' ? 0.5 : 0.3 }]);
    setSelected(pieces.length);
  };
  const update = (index: number, patch: Partial<FurniturePlacement>) => onPiecesChange(pieces.map((p, i) => (i === index ? { ...p, ...patch } : p)));

  function positionOf(event: ReactPointerEvent) {
    const rect = area.current?.getBoundingClientRect();
    if (!rect) return null;
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    return { x: clamp((event.clientX - rect.left) / rect.width), y: clamp((event.clientY - rect.top) / rect.height) };
  }

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
      <div ref={area} className="relative select-none overflow-hidden rounded-xl ring-1 ring-stone-200">
        <img src={src} alt="" className="block w-full" draggable={false} />
        {pieces.map((p, i) => {
          const width = p.scale * 100;
          return (
            <button
              key={i}
              type="button"
              aria-label={t('furniture.placed', { piece: t(`furniture.pieces.${p.piece}`), n: i + 1 })}
              aria-pressed={selected === i}
              className={cx(
                'absolute flex touch-none items-center justify-center rounded-md border-2 bg-amber-200/70 text-xs font-semibold text-ink-900',
                selected === i ? 'border-brand-600' : 'border-white',
              )}
              style={{ left: `${p.x * 100 - width / 2}%`, top: `${p.y * 100}%`, width: `${width}%`, aspectRatio: `${1 / aspect[p.piece]}`, transform: 'translateY(-100%)' }}
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
              onPointerUp={() => (dragging.current = null)}
              onPointerCancel={() => (dragging.current = null)}
            >
              {t(`furniture.pieces.${p.piece}`)}
            </button>
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
