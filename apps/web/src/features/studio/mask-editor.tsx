import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { cx } from '../../ui/cx.ts';
import { commitStrokes, emptyMaskHistory, redoMask, undoMask, type MaskHistory, type MaskStroke } from './mask-raster.ts';

export interface MaskEditorProps {
  /** The image to paint on (its natural size is the mask's size). */
  src: string;
  /** Called with the strokes and the natural size whenever the mask changes. */
  onChange: (mask: { strokes: MaskStroke[]; width: number; height: number }) => void;
}

const ZOOMS = [1, 1.5, 2, 3] as const;

/**
 * Paint the area to repaint over the image: brush and eraser, brush size, undo/redo, clear, zoom. Pointer
 * events, so a mouse, a pen and a finger all paint (touch-action none keeps the page from scrolling).
 * The mask shows as a translucent overlay; exportMaskPng turns the strokes into the white = repaint PNG.
 */
export function MaskEditor({ src, onChange }: MaskEditorProps) {
  const { t } = useTranslation('studio');
  const canvas = useRef<HTMLCanvasElement>(null);
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [mode, setMode] = useState<MaskStroke['mode']>('brush');
  const [size, setSize] = useState(40);
  const [zoom, setZoom] = useState<(typeof ZOOMS)[number]>(1);
  const [history, setHistory] = useState<MaskHistory>(emptyMaskHistory);
  const drawing = useRef<MaskStroke | null>(null);

  useEffect(() => {
    const image = new Image();
    image.onload = () => setNatural({ width: image.naturalWidth, height: image.naturalHeight });
    image.src = src;
    setHistory(emptyMaskHistory());
  }, [src]);

  // The brush size is in screen pixels; strokes are kept in the image's pixels.
  const scaleOf = () => {
    const rect = canvas.current?.getBoundingClientRect();
    return rect && natural ? natural.width / rect.width : 1;
  };

  function redraw(strokes: readonly MaskStroke[]) {
    const c = canvas.current;
    const context = c?.getContext('2d');
    if (!c || !context) return;
    context.clearRect(0, 0, c.width, c.height);
    for (const stroke of strokes) {
      context.globalCompositeOperation = stroke.mode === 'brush' ? 'source-over' : 'destination-out';
      context.strokeStyle = '#e11d48';
      context.fillStyle = '#e11d48';
      context.lineWidth = stroke.size;
      context.lineCap = 'round';
      context.lineJoin = 'round';
      const [first, ...rest] = stroke.points;
      if (!first) continue;
      context.beginPath();
      if (rest.length === 0) {
        context.arc(first.x, first.y, stroke.size / 2, 0, Math.PI * 2);
        context.fill();
        continue;
      }
      context.moveTo(first.x, first.y);
      for (const p of rest) context.lineTo(p.x, p.y);
      context.stroke();
    }
    context.globalCompositeOperation = 'source-over';
  }

  useEffect(() => {
    redraw(history.present);
    if (natural) onChange({ strokes: history.present, width: natural.width, height: natural.height });
    // onChange is the parent's setter; the mask changes only with the history.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [history, natural]);

  function pointOf(event: ReactPointerEvent<HTMLCanvasElement>) {
    const rect = event.currentTarget.getBoundingClientRect();
    const scale = scaleOf();
    return { x: (event.clientX - rect.left) * scale, y: (event.clientY - rect.top) * scale };
  }

  function down(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (!natural) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drawing.current = { mode, size: Math.max(1, Math.round(size * scaleOf())), points: [pointOf(event)] };
    redraw([...history.present, drawing.current]);
  }

  function move(event: ReactPointerEvent<HTMLCanvasElement>) {
    if (!drawing.current) return;
    drawing.current.points.push(pointOf(event));
    redraw([...history.present, drawing.current]);
  }

  function up() {
    const stroke = drawing.current;
    drawing.current = null;
    if (stroke) setHistory((h) => commitStrokes(h, [...h.present, stroke]));
  }

  return (
    <div className="space-y-3" data-testid="mask-editor">
      <div className="flex flex-wrap items-center gap-2" role="toolbar" aria-label={t('mask.toolbar')}>
        <div className="inline-flex rounded-lg ring-1 ring-stone-300" role="radiogroup" aria-label={t('mask.tool')}>
          {(['brush', 'erase'] as const).map((m) => (
            <button
              key={m}
              type="button"
              role="radio"
              aria-checked={mode === m}
              onClick={() => setMode(m)}
              className={cx('px-3 py-1.5 text-sm font-medium first:rounded-l-lg last:rounded-r-lg', mode === m ? 'bg-brand-600 text-white' : 'bg-white text-ink-900 hover:bg-stone-50')}
            >
              {t(`mask.${m}`)}
            </button>
          ))}
        </div>
        <label className="flex items-center gap-2 text-sm text-stone-700">
          {t('mask.brushSize')}
          <input type="range" min={5} max={150} value={size} onChange={(e) => setSize(Number(e.target.value))} className="w-28 accent-brand-600" />
          <span className="w-8 tabular-nums">{size}</span>
        </label>
        <Button variant="secondary" onClick={() => setHistory(undoMask)} disabled={history.past.length === 0}>
          {t('mask.undo')}
        </Button>
        <Button variant="secondary" onClick={() => setHistory(redoMask)} disabled={history.future.length === 0}>
          {t('mask.redo')}
        </Button>
        <Button variant="secondary" onClick={() => setHistory((h) => commitStrokes(h, []))} disabled={history.present.length === 0}>
          {t('mask.clear')}
        </Button>
        <label className="flex items-center gap-2 text-sm text-stone-700">
          {t('mask.zoom')}
          <select value={zoom} onChange={(e) => setZoom(Number(e.target.value) as (typeof ZOOMS)[number])} className="rounded-lg border border-stone-300 px-2 py-1 text-sm">
            {ZOOMS.map((z) => (
              <option key={z} value={z}>
                {Math.round(z * 100)}%
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="max-h-[32rem] overflow-auto rounded-xl bg-stone-100 ring-1 ring-stone-200">
        <div className="relative" style={{ width: `${zoom * 100}%` }}>
          <img src={src} alt="" className="block w-full select-none" draggable={false} />
          {natural && (
            <canvas
              ref={canvas}
              width={natural.width}
              height={natural.height}
              aria-label={t('mask.canvas')}
              className={cx('absolute inset-0 h-full w-full touch-none opacity-50', mode === 'brush' ? 'cursor-crosshair' : 'cursor-cell')}
              onPointerDown={down}
              onPointerMove={move}
              onPointerUp={up}
              onPointerCancel={up}
            />
          )}
        </div>
      </div>
    </div>
  );
}
