import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@genie/contracts';
import { setLanguage } from '../i18n/index.ts';
import { cx } from './cx.ts';

/** The language was chosen from a switcher that may be drawn anew before the change is done. */
let focusAfterSwitch = false;

/**
 * Present on every screen: switches and remembers the interface language. Closed, it is a button that
 * shows only the current language's name; the other names are in the DOM only while its menu is open.
 * (A native <select> is as wide as its longest option, so every page laid out 繁體中文 and 한국어 and
 * opened the system's CJK fonts before its first screen was shown: bench/README.md, issue 26.)
 * The menu follows the menu button pattern: Enter, Space or the arrows open it on the checked
 * language, the arrows, Home and End move, Enter or Space chooses, Escape and Tab close it, and the
 * focus comes back to the button.
 */
export function LanguageSwitcher({
  className,
  tone = 'light',
  menuPlacement = 'below-end',
}: {
  className?: string;
  tone?: 'light' | 'dark';
  /** Where the open menu goes: under the button, aligned on its end (a header), or above it, aligned on its start (a sidebar's foot). */
  menuPlacement?: 'below-end' | 'above-start';
}) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const currentIndex = Math.max(0, (languages as readonly string[]).indexOf(i18n.language));
  const current = languages[currentIndex]!;
  const labelId = `${id}-label`;
  const valueId = `${id}-value`;
  const menuId = `${id}-menu`;

  const openAt = (index: number) => {
    setActive(index);
    setOpen(true);
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  const choose = (language: Language) => {
    close(true);
    if (language === current) return;
    // A screen that waits for the new language's catalogs may draw the switcher anew: the new one takes the focus.
    focusAfterSwitch = true;
    void setLanguage(language).then(() =>
      // After the render the change causes: this switcher if it is still there, else the one drawn anew on its mount.
      setTimeout(() => {
        if (focusAfterSwitch && button.current?.isConnected) {
          focusAfterSwitch = false;
          button.current.focus();
        }
      }),
    );
  };

  useEffect(() => {
    if (!focusAfterSwitch) return;
    focusAfterSwitch = false;
    button.current?.focus();
  }, []);

  useEffect(() => {
    if (open) items.current[active]?.focus();
  }, [open, active]);

  // A press anywhere else closes the menu, leaving the focus where the press put it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(currentIndex);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const last = languages.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: active === last ? 0 : active + 1,
      ArrowUp: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    if (event.key in moves) {
      event.preventDefault();
      setActive(moves[event.key]!);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(languages[active]!);
    } else if (event.key === 'Escape') {
      // Handled here: the embed panel closes itself on an Escape nobody used (embed-layout.tsx).
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={root} className={cx('relative flex shrink-0 items-center text-sm', className)}>
      <span id={labelId} className="sr-only">
        {t('language')}
      </span>
      <button
        ref={button}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-labelledby={`${labelId} ${valueId}`}
        onClick={() => (open ? close(true) : openAt(currentIndex))}
        onKeyDown={onButtonKeyDown}
        className={cx(
          'flex items-center gap-1.5 whitespace-nowrap rounded-md border px-2 py-1 text-sm',
          tone === 'dark' ? 'border-white/20 bg-white/10 text-white hover:bg-white/15' : 'border-stone-300 bg-white text-ink-900 hover:bg-stone-50',
        )}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className={cx('h-4 w-4 shrink-0', tone === 'dark' ? 'text-stone-300' : 'text-stone-500')} fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18" />
        </svg>
        <span id={valueId} lang={current}>
          {t(`languages.${current}`)}
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className={cx('h-3.5 w-3.5 shrink-0 transition-transform', open && 'rotate-180', tone === 'dark' ? 'text-stone-300' : 'text-stone-500')} fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
        </svg>
      </button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-labelledby={labelId}
          onKeyDown={onMenuKeyDown}
          className={cx(
            'absolute z-40 min-w-40 whitespace-nowrap rounded-lg border border-stone-200 bg-white py-1 text-ink-900 shadow-lg',
            menuPlacement === 'below-end' ? 'right-0 top-full mt-1' : 'bottom-full left-0 mb-1',
          )}
        >
          {languages.map((language, index) => (
            <li
              key={language}
              ref={(el) => {
                items.current[index] = el;
              }}
              role="menuitemradio"
              aria-checked={language === current}
              tabIndex={index === active ? 0 : -1}
              lang={language}
              onClick={() => choose(language)}
              onMouseEnter={() => setActive(index)}
              className="flex cursor-pointer items-center justify-between gap-3 px-3 py-2 outline-none focus:bg-stone-100"
            >
              {t(`languages.${language}`)}
              {language === current && (
                <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-brand-600" fill="currentColor">
                  <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z" />
                </svg>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
