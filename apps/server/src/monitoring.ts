import * as Sentry from '@sentry/node';
import type { Env } from './env.ts';

/** Server error and trace reporting, on only when SENTRY_DSN is set (spec §9 sample rates). */
export function initServerMonitoring(env: Env): boolean {
  if (!env.SENTRY_DSN) return false;
  Sentry.init({ dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT, tracesSampleRate: 1 });
  return true;
}
