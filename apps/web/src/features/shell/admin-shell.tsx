import { useEffect, useState } from 'react';
import { Link, Navigate, Outlet, redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { clearToken, getToken, useToken } from '../../app/auth.ts';
import { i18n } from '../../i18n/index.ts';
import { Drawer } from '../../ui/dialog.tsx';
import { Icon } from '../../ui/icons.tsx';
import { NavigationProgress } from '../../ui/navigation-progress.tsx';
import { GenieLogo } from '../../ui/logo.tsx';
import { logOut } from '../auth/api.ts';
import { loginPath } from '../auth/redirect.ts';
import { MobileReminder, SubscriptionBanner } from './shell-banners.tsx';
import { Sidebar } from './sidebar.tsx';
import { TeamAvatar } from './team-avatar.tsx';
import { usePersonalInfo } from './use-personal-info.ts';

/** Signed-out visitors never see the shell: they go to /login, which brings them back here afterwards. */
export async function loader({ request }: LoaderFunctionArgs) {
  if (!getToken()) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  await i18n.loadNamespaces('shell');
  return null;
}

/** The layout of the designer's area (RequireAuth, sidebar, banners, the page in <main>). */
export function Component() {
  const token = useToken();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [loggedOut, setLoggedOut] = useState(false);

  // The token can vanish at any time: logout here, in another tab, or a 401 from any call (api-client clears it).
  if (!token) return <Navigate to={loggedOut ? '/login' : loginPath(location.pathname + location.search)} replace />;

  // The server ends the session first (a copied token stops working), then the browser forgets it, whatever the answer.
  const logout = () => {
    setLoggedOut(true);
    void logOut().then(() => {
      clearToken();
      queryClient.clear();
    });
  };
  return <AdminLayout onLogout={logout} />;
}

function AdminLayout({ onLogout }: { onLogout: () => void }) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const info = usePersonalInfo();

  // Following a link (or the browser's back button) closes the phone menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <div className="min-h-full bg-stone-50">
      <NavigationProgress />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
      >
        {t('skipToContent')}
      </a>

      <div className="fixed inset-y-0 left-0 z-30 hidden w-72 lg:block">
        <Sidebar onLogout={onLogout} />
      </div>

      <div className="flex min-h-full flex-col lg:pl-72">
        <header className="sticky top-0 z-20 flex items-center gap-3 border-b border-white/10 bg-ink-900 px-3 py-2.5 text-white lg:hidden">
          <button
            type="button"
            onClick={() => setMenuOpen(true)}
            aria-label={t('menu.open')}
            aria-expanded={menuOpen}
            className="flex h-10 w-10 items-center justify-center rounded-lg hover:bg-white/10"
          >
            <Icon name="menu" className="h-6 w-6" />
          </button>
          <Link to="/client_request" className="rounded-lg" aria-label={t('nav.home')}>
            <GenieLogo tone="dark" />
          </Link>
          {info.data && (
            <span className="ml-auto flex min-w-0 items-center gap-2">
              <span className="hidden truncate text-sm text-stone-300 sm:inline">{info.data.data.name || info.data.data.genie_name}</span>
              <TeamAvatar name={info.data.data.name || info.data.data.genie_name} logo={info.data.data.logo} className="h-8 w-8 rounded-lg text-xs" />
            </span>
          )}
        </header>

        <section aria-label={t('notices')} className="empty:hidden">
          <SubscriptionBanner />
          <MobileReminder />
        </section>

        <main id="main" tabIndex={-1} className="flex-1 px-4 py-6 focus:outline-none sm:px-6 lg:px-10 lg:py-8">
          <Outlet />
        </main>
      </div>

      <Drawer open={menuOpen} onOpenChange={setMenuOpen} title={t('menu.title')} hideTitle className="lg:hidden">
        <Sidebar onLogout={onLogout} onNavigate={() => setMenuOpen(false)} />
      </Drawer>
    </div>
  );
}
