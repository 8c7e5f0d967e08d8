import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/index.ts';
import { NavigationProgress } from '../../ui/navigation-progress.tsx';
import { BrandBackdrop } from './brand-backdrop.tsx';
import { PublicHeader } from './public-header.tsx';

export async function loader() {
  await i18n.loadNamespaces('auth');
  return null;
}

/** The frame of the screens outside the admin area (login, registration, password, outer plan pages). */
export function Component() {
  const { t } = useTranslation('auth');
  return (
    <div className="relative isolate flex min-h-full flex-col">
      <NavigationProgress />
      <BrandBackdrop />
      <PublicHeader />
      <main id="main" className="flex flex-1 flex-col px-4 pb-10 pt-2 sm:justify-center sm:px-6">
        <Outlet />
      </main>
      <footer className="px-4 pb-6 text-center text-xs text-stone-500">{t('footer', { year: new Date().getFullYear() })}</footer>
    </div>
  );
}
