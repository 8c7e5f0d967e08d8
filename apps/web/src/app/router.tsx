import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ErrorScreen } from '../features/shell/error-screen.tsx';
import { PageLoading } from '../ui/spinner.tsx';
import { lazyRoute } from './lazy-route.ts';

/** The visitor flow's screens, under a designer's genie or the demo studio. */
const visitorFlow: RouteObject[] = [
  { path: 'chat', lazy: lazyRoute(() => import('../features/genie/chat-page.tsx')) },
  { path: 'reference_image/:identifyKey', lazy: lazyRoute(() => import('../features/genie/reference-page.tsx')) },
  { path: 'design_brief/:identifyKey', lazy: lazyRoute(() => import('../features/genie/brief-page.tsx')) },
  { path: 'thank_you', lazy: lazyRoute(() => import('../features/genie/thank-you-page.tsx')) },
];

/** The mood board's screens: the genie's, and the chat versions o3-mini and imagen3. */
const moodBoardFlow: RouteObject[] = [
  ...visitorFlow,
  { path: 'chat_o3_mini', lazy: lazyRoute(() => import('../features/genie/chat-page.tsx')) },
  { path: 'chat_imagen3', lazy: lazyRoute(() => import('../features/genie/chat-page.tsx')) },
];

/** The mood board's v3: the whole flow on one page, at its every sub-address. */
const moodBoardSinglePage = lazyRoute(() => import('../features/mood-board/mood-board-single-page.tsx'));
const moodBoardSingleFlow: RouteObject[] = [
  { index: true, lazy: moodBoardSinglePage },
  ...moodBoardFlow.map(({ path }) => ({ path, lazy: moodBoardSinglePage })),
];

/**
 * The route table. Every screen is its own chunk: its module exports `Component` (and may export
 * `ErrorBoundary`), loaded through lazyRoute so a stale deployment reloads once.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <ErrorScreen />,
    // Shown while the first screen's code and translations load.
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, element: <Navigate to="/login" replace /> },
      {
        lazy: lazyRoute(() => import('../features/shell/public-layout.tsx')),
        children: [
          { path: 'login', lazy: lazyRoute(() => import('../features/auth/login-page.tsx')) },
          { path: 'login/link', lazy: lazyRoute(() => import('../features/auth/login-link-page.tsx')) },
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
          { path: 'client_request', lazy: lazyRoute(() => import('../features/client-requests/client-requests-page.tsx')) },
          // Tabs are a ?tab= query: a second path segment is a shared view's (below).
          { path: 'client_request/:clientId', lazy: lazyRoute(() => import('../features/client-request/client-request-page.tsx')) },
          { path: 'account', lazy: lazyRoute(() => import('../features/account/account-page.tsx')) },
          { path: 'account/info/edit', lazy: lazyRoute(() => import('../features/account/edit-info-page.tsx')) },
          { path: 'account/password/edit', lazy: lazyRoute(() => import('../features/account/edit-password-page.tsx')) },
          { path: 'account/chatbot_color/edit', lazy: lazyRoute(() => import('../features/account/edit-chatbot-color-page.tsx')) },
          { path: 'account/outbox', lazy: lazyRoute(() => import('../features/account/outbox-page.tsx')) },
          { path: 'portfolio', lazy: lazyRoute(() => import('../features/portfolio/portfolio-page.tsx')) },
          { path: 'choosing_plan', lazy: lazyRoute(() => import('../features/plans/choosing-plan-page.tsx')) },
          { path: 'choosing_interior_plan', lazy: lazyRoute(() => import('../features/plans/choosing-plan-page.tsx')) },
          { path: 'section/tutorial', lazy: lazyRoute(() => import('../features/shell/tutorial-page.tsx')) },
          { path: 'section/onboarding', lazy: lazyRoute(() => import('../features/shell/onboarding-page.tsx')) },
          { path: 'section/ai_suggestions', lazy: lazyRoute(() => import('../features/sections/ai-suggestions-page.tsx')) },
          { path: 'section/conversation_history', lazy: lazyRoute(() => import('../features/sections/conversation-history-page.tsx')) },
          { path: 'section/client_intelligence', lazy: lazyRoute(() => import('../features/sections/client-intelligence-page.tsx')) },
          { path: 'section/ai_brand_analysis', lazy: lazyRoute(() => import('../features/sections/brand-analysis-page.tsx')) },
          // The address the sidebar used to give: bookmarks keep working.
          { path: 'section/brand_analysis', element: <Navigate to="/section/ai_brand_analysis" replace /> },
          { path: 'section/mood_board', lazy: lazyRoute(() => import('../features/sections/mood-board-page.tsx')) },
          { path: 'section/furniture_suggestions', lazy: lazyRoute(() => import('../features/sections/furniture-page.tsx')) },
          { path: 'section/visual_inspiration', lazy: lazyRoute(() => import('../features/studio/studio-page.tsx')) },
          // Every section is a page of its own; any other /section/ address is not found.
          { path: 'section/:section', lazy: lazyRoute(() => import('../features/shell/not-found-page.tsx')) },
        ],
      },
      // The visitor's genie (spec §2): outside the admin shell and the public layout; its own small chunks.
      { path: 'genie/book', lazy: lazyRoute(() => import('../features/genie/book-page.tsx')) },
      {
        path: 'genie/:linkWords',
        lazy: lazyRoute(() => import('../features/genie/genie-layout.tsx')),
        children: [
          { index: true, lazy: lazyRoute(() => import('../features/genie/home-page.tsx')) },
          ...visitorFlow,
        ],
      },
      // The visitor's mood board (issue 14): the genie's screens with images, and its chat versions.
      {
        path: 'mood_board/:linkWords',
        lazy: lazyRoute(() => import('../features/mood-board/mood-board-layout.tsx')),
        children: [{ index: true, lazy: lazyRoute(() => import('../features/genie/home-page.tsx')) }, ...moodBoardFlow],
      },
      // Its versions (same API, engine and request): v2 starts with the visitor's photos, v3 is one page.
      {
        path: 'mood_board_v2/:linkWords',
        lazy: lazyRoute(() => import('../features/mood-board/mood-board-layout.tsx')),
        children: [{ index: true, lazy: lazyRoute(() => import('../features/genie/home-page.tsx')) }, ...moodBoardFlow],
      },
      {
        path: 'mood_board_v3/:linkWords',
        lazy: lazyRoute(() => import('../features/mood-board/mood-board-layout.tsx')),
        children: moodBoardSingleFlow,
      },
      {
        path: 'genie_demo/mood_board',
        lazy: lazyRoute(() => import('../features/mood-board/mood-board-layout.tsx')),
        children: [{ index: true, element: <Navigate to="/genie_demo/mood_board/chat" replace /> }, ...moodBoardFlow],
      },
      {
        path: 'genie_demo',
        lazy: lazyRoute(() => import('../features/genie/genie-layout.tsx')),
        children: [{ index: true, element: <Navigate to="/genie_demo/chat" replace /> }, ...visitorFlow],
      },
      // The genie inside the embed widget's panel on another site (spec §2): no site chrome. Its mood
      // board has the hosted mood board's screens (the layout adds its images).
      {
        path: 'genie-embed/:linkWords/mood-board',
        lazy: lazyRoute(() => import('../features/genie/embed-layout.tsx')),
        children: [{ index: true, lazy: lazyRoute(() => import('../features/genie/home-page.tsx')) }, ...moodBoardFlow],
      },
      {
        path: 'genie-embed/:linkWords/:flow',
        lazy: lazyRoute(() => import('../features/genie/embed-layout.tsx')),
        children: [{ index: true, lazy: lazyRoute(() => import('../features/genie/home-page.tsx')) }, ...visitorFlow],
      },
      // Shared read-only views of one request (spec §2): no login, no admin shell. `demo` is the showcase.
      { path: 'client_request/:shareKey/:view', lazy: lazyRoute(() => import('../features/shared-request/shared-request-page.tsx')) },
      { path: 'client_request_demo', lazy: lazyRoute(() => import('../features/client-request/demo-request-page.tsx')) },
      { path: 'client_request_demo/:view', lazy: lazyRoute(() => import('../features/shared-request/shared-request-page.tsx')) },
      { path: '*', lazy: lazyRoute(() => import('../features/shell/not-found-page.tsx')) },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}
