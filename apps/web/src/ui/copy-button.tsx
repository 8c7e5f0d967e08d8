import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icons.tsx';
import { cx } from './cx.ts';

export interface CopyButtonProps {
  text: string;
  /** Accessible name before copying (default "Copy"). */
  label?: string;
  className?: string;
  tone?: 'light' | 'dark';
  /** Show the word next to the icon (default true). */
  showText?: boolean;
}

/** Copies `text` to the clipboard and says "Copied" for two seconds (announced to screen readers). */
export function CopyButton({ text, label, className, tone = 'light', showText = true }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const [copied, setCopied] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      fallbackCopy(text);
    }
    setCopied(true);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setCopied(false), 2000);
  }

  const word = copied ? t('copied') : (label ?? t('copy'));
  // The announcement sits beside the button, not inside it: modal dialogs hide everything but live regions
  // from assistive technology, and a live region inside the button would leave the button nameless.
  return (
    <>
      <button
        type="button"
        onClick={() => void copy()}
        aria-label={showText ? undefined : word}
        className={cx(
          'inline-flex min-h-9 shrink-0 items-center justify-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-semibold transition-colors',
          tone === 'dark'
            ? copied
              ? 'bg-emerald-400/20 text-emerald-200'
              : 'bg-white/10 text-white hover:bg-white/20'
            : copied
              ? 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-200'
              : 'bg-white text-brand-700 ring-1 ring-brand-200 hover:bg-brand-50',
          className,
        )}
      >
        <Icon name={copied ? 'check' : 'copy'} className="h-4 w-4" />
        {showText && <span>{word}</span>}
      </button>
      <span aria-live="polite" className="sr-only">
        {copied ? t('copied') : ''}
      </span>
    </>
  );
}

/** For browsers without the async clipboard (or insecure origins): copy through a hidden text area. */
function fallbackCopy(text: string) {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    document.execCommand('copy');
  } finally {
    area.remove();
  }
}
