import type { AppContext } from '../context.ts';

/** What a job handler may use. */
export type JobContext = Pick<AppContext, 'env' | 'db' | 'now' | 'mailer' | 'storage' | 'log' | 'references' | 'demoLibrary' | 'writer'>;

export type JobHandler = (ctx: JobContext, payload: Record<string, unknown>) => Promise<void>;

export const jobTypes = {
  visitorReportMail: 'visitor_report_mail',
  newLeadMail: 'new_lead_mail',
  purgeDemoRequests: 'purge_demo_requests',
  seedDemoLibrary: 'seed_demo_library',
  brandAnalysis: 'brand_analysis',
  loginLinkMail: 'login_link_mail',
} as const;
