import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.ts';
import type { EventBus } from '../events/event-bus.ts';

/** What the worker itself needs; handlers receive whatever context the root composes for them. */
export interface WorkerContext {
  db: Database;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Where the worker announces each job's status on `jobChannel(id)`; handlers may add their progress there. */
  events?: EventBus;
}

/** The job a handler is running: its id names its live channel (`jobChannel(job.id)`). */
export interface RunningJob {
  id: string;
  type: string;
}

export type JobHandler<C> = (ctx: C, payload: Record<string, unknown>, job: RunningJob) => Promise<void>;

/** The job types features enqueue; their handlers are composed at the root (`job-handlers.ts`). */
export const jobTypes = {
  visitorReportMail: 'visitor_report_mail',
  newLeadMail: 'new_lead_mail',
  bookingDesignerMail: 'booking_designer_mail',
  bookingVisitorMail: 'booking_visitor_mail',
  purgeDemoRequests: 'purge_demo_requests',
  seedDemoLibrary: 'seed_demo_library',
  brandAnalysis: 'brand_analysis',
  loginLinkMail: 'login_link_mail',
  usageWarningMail: 'usage_warning_mail',
  billingMail: 'billing_mail',
  billingSweep: 'billing_sweep',
  studioGeneration: 'studio_generation',
  moodBoardConcept: 'mood_board_concept',
  databaseMaintenance: 'database_maintenance',
} as const;
