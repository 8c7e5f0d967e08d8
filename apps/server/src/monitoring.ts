import type { Env } from './env.ts';

/**
 * Server error and trace reporting, on only when SENTRY_DSN is set (spec §9 sample rates). The SDK is
 * loaded only then: without a DSN it would hold about 40 MB and slow every start for nothing.
 */
export async function initServerMonitoring(env: Env): Promise<boolean> {
  if (!env.SENTRY_DSN) return false;
  const Sentry = await import('@sentry/node');
  Sentry.init({ dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT, tracesSampleRate: 1 });
  return true;
}
