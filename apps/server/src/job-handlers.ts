import { sendLoginLink } from './accounts/send-login-link.ts';
import { sendBookingMail } from './bookings/send-booking-mail.ts';
import { runBillingSweep, sendBillingMail, sendUsageWarningMail } from './billing/billing-jobs.ts';
import { runMoodBoardConceptJob } from './mood-board/run-mood-board-concept-job.ts';
import { runBrandAnalysisJob } from './brand-analysis/run-brand-analysis-job.ts';
import { purgeDemoRequests } from './genie/purge-demo-requests.ts';
import { runDemoLibrarySeedingJob } from './references/seed-demo-library.ts';
import { loadBriefReport } from './reports/brief-report.ts';
import { newLeadMail, visitorReportMail } from './reports/report-mails.ts';
import { renderReportPdf } from './reports/render-report-pdf.ts';
import { runStudioGenerationJob } from './studio/run-studio-generation-job.ts';
import type { JobContext } from './context.ts';
import type { DatabaseHandle } from './db/client.ts';
import { jobTypes, type JobHandler } from './jobs/job-types.ts';
import type { RecurringJob } from './jobs/job-worker.ts';

function requestOf(payload: Record<string, unknown>): { designerId: string; clientRequestId: string } {
  const { designerId, clientRequestId } = payload;
  if (typeof designerId !== 'string' || typeof clientRequestId !== 'string') throw new Error('job payload lacks the request');
  return { designerId, clientRequestId };
}

async function reportMail(ctx: JobContext, payload: Record<string, unknown>, to: 'visitor' | 'designer'): Promise<void> {
  const { designerId, clientRequestId } = requestOf(payload);
  const report = await loadBriefReport(ctx, designerId, clientRequestId);
  // The request was deleted meanwhile (a purged demo): nothing left to send.
  if (!report) return;
  const pdf = await renderReportPdf(report, ctx.storage);
  await ctx.mailer.send(to === 'visitor' ? visitorReportMail(report, pdf) : newLeadMail(report, ctx.env.PUBLIC_URL, pdf));
}

/**
 * Every job type's handler, composed here at the root so that features only enqueue (they import
 * `jobs/` for `enqueueJob` and `jobTypes`, never the registry).
 */
export const jobHandlers: Record<string, JobHandler<JobContext>> = {
  [jobTypes.visitorReportMail]: (ctx, payload) => reportMail(ctx, payload, 'visitor'),
  [jobTypes.newLeadMail]: (ctx, payload) => reportMail(ctx, payload, 'designer'),
  [jobTypes.bookingDesignerMail]: (ctx, payload) => sendBookingMail(ctx, payload, 'designer'),
  [jobTypes.bookingVisitorMail]: (ctx, payload) => sendBookingMail(ctx, payload, 'visitor'),
  [jobTypes.purgeDemoRequests]: async (ctx) => {
    await purgeDemoRequests(ctx);
  },
  [jobTypes.seedDemoLibrary]: runDemoLibrarySeedingJob,
  [jobTypes.brandAnalysis]: (ctx, payload) => runBrandAnalysisJob(ctx, payload),
  [jobTypes.loginLinkMail]: sendLoginLink,
  [jobTypes.billingMail]: sendBillingMail,
  [jobTypes.usageWarningMail]: sendUsageWarningMail,
  [jobTypes.billingSweep]: async (ctx) => {
    await runBillingSweep(ctx);
  },
  [jobTypes.studioGeneration]: runStudioGenerationJob,
  [jobTypes.moodBoardConcept]: runMoodBoardConceptJob,
};

/**
 * Image work (studio generations, drawing the demo library) takes seconds to minutes a job: it has a
 * worker lane of its own, so mails, brand analyses and the billing sweep never queue behind it.
 */
export const imageJobTypes: readonly string[] = [jobTypes.studioGeneration, jobTypes.seedDemoLibrary, jobTypes.moodBoardConcept];

export const recurringJobs: RecurringJob[] = [
  { type: jobTypes.purgeDemoRequests, everyMs: 60 * 60_000 },
  { type: jobTypes.billingSweep, everyMs: 60 * 60_000 },
];

/** How often the embedded database is vacuumed and analysed (a PostgreSQL server's autovacuum does it there). */
export const DATABASE_MAINTENANCE_EVERY_MS = 6 * 60 * 60_000;

/**
 * The embedded database's upkeep as a recurring job, first six hours after the install's first start.
 * None is scheduled on PostgreSQL (no `maintain`); one an embedded install moved there by `db:move`
 * brought along does nothing and is not scheduled again.
 */
export function databaseMaintenanceJob(database: DatabaseHandle): { handlers: Record<string, JobHandler<JobContext>>; recurring: RecurringJob[] } {
  const { maintain } = database;
  return {
    handlers: { [jobTypes.databaseMaintenance]: async () => maintain?.() },
    recurring: maintain ? [{ type: jobTypes.databaseMaintenance, everyMs: DATABASE_MAINTENANCE_EVERY_MS, firstAfterMs: DATABASE_MAINTENANCE_EVERY_MS }] : [],
  };
}
