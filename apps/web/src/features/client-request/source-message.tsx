import { useEffect, useId, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';

/** The message split around the words the value was read from (first match, any case); all of it when they are not in it. */
export function splitAround(message: string, words: string): [string, string, string] {
  const at = words.trim() ? message.toLowerCase().indexOf(words.trim().toLowerCase()) : -1;
  if (at < 0) return [message, '', ''];
  const end = at + words.trim().length;
  return [message.slice(0, at), message.slice(at, end), message.slice(end)];
}

/**
 * A brief value that opens the visitor's whole message it was read from, the words it came from
 * marked: on a mouse hover (it closes when the mouse leaves), or by a tap, a click, Enter or Space
 * (it stays until Escape or a click elsewhere). Opened that way it takes the focus, so a screen
 * reader reads the message; a click while hovering keeps it open.
 */
export function SourceMessage({ message, words, children }: { message: string; words: string; children: ReactNode }) {
  const { t } = useTranslation('client-request');
  const [open, setOpen] = useState(false);
  // Opened by the mouse passing over it: no focus moves, and leaving closes it.
  const byHover = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const titleId = useId();
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  const enter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    window.clearTimeout(closeTimer.current);
    if (!open) {
      byHover.current = true;
      setOpen(true);
    }
  };
  // A short grace lets the mouse cross from the value to the message (to select its text).
  const leave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse' || !byHover.current) return;
    closeTimer.current = window.setTimeout(() => setOpen(false), 200);
  };
  const [before, said, after] = splitAround(message, words);

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        if (next) byHover.current = false;
        setOpen(next);
      }}
    >
      <Popover.Trigger
        onPointerEnter={enter}
        onPointerLeave={leave}
        onClick={(e) => {
          // The message is already open under the mouse: the click pins it instead of closing it.
          if (open && byHover.current) {
            e.preventDefault();
            byHover.current = false;
          }
        }}
        className="group inline-flex max-w-full items-baseline gap-1.5 rounded text-left decoration-stone-400 decoration-dotted underline-offset-4 hover:underline focus-visible:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 data-[state=open]:underline"
      >
        <span className="min-w-0 whitespace-pre-wrap break-words text-[15px] text-ink-900">{children}</span>
        <Icon name="chat" className="h-4 w-4 shrink-0 translate-y-0.5 text-stone-400 group-hover:text-brand-600 group-data-[state=open]:text-brand-600" />
        <span className="sr-only">, {t('overview.showMessage')}</span>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="top"
          align="start"
          sideOffset={6}
          collisionPadding={12}
          aria-labelledby={titleId}
          onPointerEnter={enter}
          onPointerLeave={leave}
          onOpenAutoFocus={(e) => byHover.current && e.preventDefault()}
          onCloseAutoFocus={(e) => byHover.current && e.preventDefault()}
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] rounded-xl border border-stone-200 bg-white p-4 text-sm text-ink-900 shadow-xl focus:outline-none"
        >
          <p id={titleId} className="text-xs font-semibold uppercase tracking-wide text-stone-500">
            {t('overview.message')}
          </p>
          <blockquote className="mt-1.5 whitespace-pre-wrap break-words border-l-2 border-brand-300 pl-3 text-[15px] leading-relaxed">
            {before}
            {said && <mark className="rounded-sm bg-amber-100 px-0.5 text-ink-900">{said}</mark>}
            {after}
          </blockquote>
          <Popover.Arrow className="fill-white" />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
