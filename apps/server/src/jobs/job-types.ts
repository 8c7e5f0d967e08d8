import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';

/** What the worker itself needs; handlers receive whatever context the root composes for them. */
export interface WorkerContext {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
}

export type JobHandler<C> = (ctx: C, payload: Record<string, unknown>) => Promise<void>;

/** The job types features enqueue; their handlers are composed at the root (`job-handlers.ts`). */
export const jobTypes = {
  visitorReportMail: 'visitor_report_mail',
  newLeadMail: 'new_lead_mail',
  purgeDemoRequests: 'purge_demo_requests',
  seedDemoLibrary: 'seed_demo_library',
  brandAnalysis: 'brand_analysis',
  loginLinkMail: 'login_link_mail',
  studioGeneration: 'studio_generation',
} as const;
