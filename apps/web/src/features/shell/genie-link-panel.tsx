import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../ui/copy-button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { cx } from '../../ui/cx.ts';
import { buttonClasses } from '../../ui/button.tsx';
import { genieLink } from './genie-link.ts';

/** The designer's genie address in a field-like box with Copy and Open actions. */
export function GenieLinkPanel({ genieName, className }: { genieName: string; className?: string }) {
  const { t } = useTranslation('shell');
  const id = useId();
  const link = genieLink(genieName);
  return (
    <div className={cx('space-y-2', className)}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700">
        {t('genieLink.label')}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-stone-300 bg-stone-50 px-3 py-2 font-mono text-sm text-ink-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
        />
        <div className="flex gap-2">
          <CopyButton text={link} label={t('genieLink.copy')} className="flex-1 sm:flex-none" />
          <a href={link} target="_blank" rel="noreferrer" className={buttonClasses('secondary', { className: 'min-h-9 flex-1 py-1.5 sm:flex-none' })}>
            <Icon name="external" className="h-4 w-4" />
            {t('genieLink.open')}
            <span className="sr-only">{t('opensInNewTab')}</span>
          </a>
        </div>
      </div>
    </div>
  );
}
