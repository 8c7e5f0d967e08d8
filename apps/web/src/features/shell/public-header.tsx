import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../../ui/language-switcher.tsx';
import { GenieLogo } from '../../ui/logo.tsx';

/** The top bar of every screen outside the admin shell: the brand and the language switcher. */
export function PublicHeader({ homeTo = '/login' }: { homeTo?: string }) {
  const { t } = useTranslation('common');
  return (
    <header className="relative z-10 mx-auto flex w-full max-w-6xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
      <Link to={homeTo} className="rounded-lg" aria-label={t('appName')}>
        <GenieLogo />
      </Link>
      <LanguageSwitcher />
    </header>
  );
}
