import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorScreen } from '../features/shell/error-screen.tsx';
import { lazyRoute } from './lazy-route.ts';

/**
 * The route table. Every screen is its own chunk: its module exports `Component` (and may export
 * `ErrorBoundary`), loaded through lazyRoute so a stale deployment reloads once.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorScreen />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      {
        lazy: lazyRoute(() => import('../features/shell/public-layout.tsx')),
        children: [
          { path: 'login', lazy: lazyRoute(() => import('../features/auth/login-page.tsx')) },
          { path: 'registration', lazy: lazyRoute(() => import('../features/auth/registration-page.tsx')) },
          { path: 'forget_password', lazy: lazyRoute(() => import('../features/auth/forget-password-page.tsx')) },
          { path: 'reset_password', lazy: lazyRoute(() => import('../features/auth/reset-password-page.tsx')) },
          { path: 'plan', lazy: lazyRoute(() => import('../features/plans/outer-plans-page.tsx')) },
          { path: 'interior_plan', lazy: lazyRoute(() => import('../features/plans/outer-plans-page.tsx')) },
        ],
      },
      {
        lazy: lazyRoute(() => import('../features/shell/admin-shell.tsx')),
        children: [
          { path: 'client_request', lazy: lazyRoute(() => import('../features/shell/potential-clients-preview-page.tsx')) },
          { path: 'account', lazy: lazyRoute(() => import('../features/account/account-page.tsx')) },
          { path: 'account/info/edit', lazy: lazyRoute(() => import('../features/account/edit-info-page.tsx')) },
          { path: 'account/password/edit', lazy: lazyRoute(() => import('../features/account/edit-password-page.tsx')) },
          { path: 'account/chatbot_color/edit', lazy: lazyRoute(() => import('../features/account/edit-chatbot-color-page.tsx')) },
          { path: 'account/outbox', lazy: lazyRoute(() => import('../features/account/outbox-page.tsx')) },
          { path: 'choosing_plan', lazy: lazyRoute(() => import('../features/plans/choosing-plan-page.tsx')) },
          { path: 'choosing_interior_plan', lazy: lazyRoute(() => import('../features/plans/choosing-plan-page.tsx')) },
          { path: 'section/:section', lazy: lazyRoute(() => import('../features/shell/section-preview-page.tsx')) },
        ],
      },
      { path: '*', lazy: lazyRoute(() => import('../features/shell/not-found-page.tsx')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
