import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from './i18n/index.ts';
import { createRouter } from './app/router.tsx';
import { readRuntimeConfig } from './app/runtime-config.ts';
import { initBrowserMonitoring } from './app/monitoring.ts';
import { ApiError } from './app/api-client.ts';
import { PageLoading } from './ui/spinner.tsx';
import './styles.css';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
    },
  },
});

void initBrowserMonitoring(readRuntimeConfig());
// The router starts loading the address's screens at once, while the first catalogs load: no waterfall.
const router = createRouter();
await initI18n();

const root = document.getElementById('root');
if (!root) throw new Error('root element missing');
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<PageLoading />}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
