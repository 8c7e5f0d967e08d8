import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type Language } from '@genie/contracts';
import { setLanguage } from '../i18n/index.ts';
import { cx } from './cx.ts';

/** Present on every screen: switches and remembers the interface language. */
export function LanguageSwitcher({ className, tone = 'light' }: { className?: string; tone?: 'light' | 'dark' }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  return (
    <div className={cx('flex items-center gap-2 text-sm', className)}>
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <svg aria-hidden="true" viewBox="0 0 24 24" className={cx('h-4 w-4', tone === 'dark' ? 'text-stone-300' : 'text-stone-500')} fill="none" stroke="currentColor" strokeWidth="1.8">
        <circle cx="12" cy="12" r="9" />
        <path d="M3 12h18M12 3c2.5 2.7 2.5 15.3 0 18M12 3c-2.5 2.7-2.5 15.3 0 18" />
      </svg>
      <select
        id={id}
        value={i18n.language}
        onChange={(e) => void setLanguage(e.target.value as Language)}
        className={cx(
          'rounded-md border px-2 py-1 text-sm',
          tone === 'dark' ? 'border-white/20 bg-white/10 text-white' : 'border-stone-300 bg-white text-ink-900',
        )}
      >
        {languages.map((l) => (
          <option key={l} value={l} className="text-ink-900">
            {t(`languages.${l}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
