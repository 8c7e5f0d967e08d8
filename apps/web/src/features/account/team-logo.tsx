import { useTranslation } from 'react-i18next';
import { cx } from '../../ui/cx.ts';

/** The team's logo, or its initial on a brand-coloured tile when there is none. */
export function TeamLogo({ src, name, className }: { src: string | null | undefined; name: string; className?: string }) {
  const { t } = useTranslation('account');
  if (src) return <img src={src} alt={t('fields.logoAlt', { name })} className={cx('shrink-0 rounded-xl bg-white object-contain ring-1 ring-stone-200', className)} />;
  return (
    <span aria-hidden="true" className={cx('inline-flex shrink-0 items-center justify-center rounded-xl bg-brand-100 font-bold text-brand-700', className)}>
      {(name.trim()[0] ?? 'G').toUpperCase()}
    </span>
  );
}
