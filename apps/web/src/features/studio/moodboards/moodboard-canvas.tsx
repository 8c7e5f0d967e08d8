import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Moodboard, UpdateMoodboardInput } from '@genie/contracts';
import { cx } from '../../../ui/cx.ts';
import { canvasDelta, dropEdit } from './board-drag.ts';

interface Drag {
  itemId: string;
  startX: number;
  startY: number;
  dx: number;
  dy: number;
}

/** The drawn width over the canvas width, kept up to date as the page resizes. */
function useScale(canvasWidth: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0.5);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setScale(el.clientWidth / canvasWidth || 0.5);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [canvasWidth]);
  return { ref, scale };
}

/**
 * The board as laid out, drawn to the page's width: drag an item to move it, drop an image on another
 * image to swap them. Each drop is one edit the server applies (and answers with the new layout).
 */
export function MoodboardCanvas({ board, onEdit, busy }: { board: Moodboard; onEdit: (edit: UpdateMoodboardInput) => void; busy: boolean }) {
  const { t } = useTranslation('studio-boards');
  const { canvas, items } = board.layout;
  const { ref, scale } = useScale(canvas.width);
  const [drag, setDrag] = useState<Drag | null>(null);
  const urls = new Map(board.images.map((i) => [i.id, i.url]));
  const names = new Map(board.palette.map((s) => [s.hex.toLowerCase(), s.name]));

  const start = (event: PointerEvent<HTMLDivElement>, itemId: string) => {
    if (busy || event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    setDrag({ itemId, startX: event.clientX, startY: event.clientY, dx: 0, dy: 0 });
  };
  const move = (event: PointerEvent<HTMLDivElement>) => {
    if (drag) setDrag({ ...drag, dx: event.clientX - drag.startX, dy: event.clientY - drag.startY });
  };
  const end = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag || !ref.current) return;
    const box = ref.current.getBoundingClientRect();
    const pointer = { x: (event.clientX - box.left) / scale, y: (event.clientY - box.top) / scale };
    const edit = dropEdit(board.layout, drag.itemId, pointer, canvasDelta(event.clientX - drag.startX, event.clientY - drag.startY, scale));
    setDrag(null);
    if (edit) onEdit(edit);
  };

  const px = (n: number) => `${n * scale}px`;
  /** Canvas font sizes drawn to scale, never below what a screen can read. */
  const font = (n: number) => `${Math.max(10, n * scale)}px`;
  return (
    <div
      ref={ref}
      data-testid="moodboard-canvas"
      className={cx('relative w-full touch-none select-none overflow-hidden rounded-xl border border-stone-200 bg-[#faf8f5] shadow-inner', busy && 'opacity-80')}
      style={{ aspectRatio: `${canvas.width} / ${canvas.height}` }}
    >
      {[...items]
        .sort((a, b) => a.z - b.z)
        .map((item) => {
          const dragging = drag?.itemId === item.id;
          const style = {
            left: px(item.x),
            top: px(item.y),
            width: px(item.w),
            height: px(item.h),
            transform: dragging ? `translate(${drag.dx}px, ${drag.dy}px)` : undefined,
            zIndex: dragging ? 100 : item.z,
          };
          return (
            <div
              key={item.id}
              data-item={item.id}
              data-kind={item.kind}
              data-ref={item.ref}
              onPointerDown={(e) => start(e, item.id)}
              onPointerMove={move}
              onPointerUp={end}
              onPointerCancel={() => setDrag(null)}
              className={cx('absolute cursor-grab overflow-hidden', dragging && 'cursor-grabbing opacity-90 shadow-2xl ring-2 ring-brand-400')}
              style={style}
            >
              {item.kind === 'image' &&
                (urls.get(item.ref) ? (
                  <img src={urls.get(item.ref)} alt={t('moodboard.boardAlt')} draggable={false} className="h-full w-full object-cover" />
                ) : (
                  <div className="h-full w-full bg-stone-200" />
                ))}
              {item.kind === 'swatch' && (
                <div className="flex h-full flex-col">
                  <div className="flex-1 rounded-sm" style={{ background: item.ref }} />
                  <p className="truncate pt-0.5 font-semibold text-ink-900" style={{ fontSize: font(Math.max(11, Math.min(14, item.w / 6))) }}>
                    {item.ref.toUpperCase()}
                    {names.get(item.ref.toLowerCase()) ? ` · ${names.get(item.ref.toLowerCase())}` : ''}
                  </p>
                </div>
              )}
              {item.kind === 'title' && (
                <p className="font-bold leading-tight text-ink-900" style={{ fontSize: font(Math.max(14, Math.min(item.h * 0.55, 44))) }}>
                  {item.ref}
                </p>
              )}
              {item.kind === 'text' && (
                <p className={cx('leading-snug', item.id === 'materials' ? 'text-stone-500' : 'text-ink-900')} style={{ fontSize: font(Math.max(11, Math.min(18, canvas.width / 60))) }}>
                  {item.ref}
                </p>
              )}
            </div>
          );
        })}
    </div>
  );
}
