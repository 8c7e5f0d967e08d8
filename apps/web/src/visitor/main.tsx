import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { ApiError } from '../app/api-client.ts';
import { initBrowserMonitoring } from '../app/monitoring.ts';
import { readRuntimeConfig } from '../app/runtime-config.ts';
import { designerQuery } from '../features/genie/api.ts';
import { PageLoading } from '../ui/spinner.tsx';
import { initI18n } from './lite-i18n.ts';
import { QueryClient, QueryClientProvider } from './lite-query.ts';
import { LiteRouter } from './lite-router.tsx';
import { handlesAddress, matchVisitorRoute, VisitorScreen } from './routes.tsx';
import './visitor.css';

/**
 * The visitor's entry (visitor.html, built by vite.visitor.config.ts): the genie's screens under
 * /genie/{linkWords}, /genie_demo and /genie-embed/{linkWords}/{flow}, without the designer's app, its
 * translations or its libraries. Same defaults as the designer's app (src/main.tsx).
 */
const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

void initBrowserMonitoring(readRuntimeConfig());
// The first screen's catalogs, its chunk when it has one of its own, and the designer's profile its
// frame shows (a designer's genie, their embed panel or mood board) load at once and side by side.
const first = matchVisitorRoute(window.location.pathname);
void first?.page?.preload?.();
if (first?.params.linkWords) void queryClient.prefetchQuery(designerQuery(first.params.linkWords));
await initI18n(undefined, first?.namespaces);

const root = document.getElementById('root');
if (!root) throw new Error('root element missing');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoading />}>
        <LiteRouter handles={handlesAddress}>{(location) => <VisitorScreen location={location} />}</LiteRouter>
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
