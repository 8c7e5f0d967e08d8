import type { RuntimeConfig } from './runtime-config.ts';

/** Browser monitoring, loaded only when a DSN is configured (spec §9 sample rates, traces only to our API). */
export async function initBrowserMonitoring(config: RuntimeConfig): Promise<boolean> {
  if (!config.sentryDsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.sentryEnvironment ?? 'production',
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration()],
    tracesSampleRate: 1,
    tracePropagationTargets: [new RegExp(`^${window.location.origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/`), /^\/api\//],
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
  });
  return true;
}
