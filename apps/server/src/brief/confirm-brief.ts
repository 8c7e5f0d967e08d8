import { genieValidationMessages } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { briefFeedbacksRepository } from '../db/repositories/brief-feedbacks.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { AppError } from '../errors.ts';
import type { VisitorScope } from '../genie/visitor-session.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { jobTypes } from '../jobs/job-types.ts';
import { briefStyleSamples } from './brief-style-samples.ts';

/**
 * The visitor confirms the brief: every style sample must be rated. The request moves to done and
 * the e-mails (the report to the visitor, the new lead to the designer) are queued as jobs, retried
 * until delivered. Confirming twice changes nothing and sends nothing twice.
 */
export async function confirmBrief(ctx: Pick<AppContext, 'db' | 'now'>, scope: VisitorScope) {
  const msg = 'Thank you! Your project report is on its way to your inbox.';
  if (scope.request.stage === 'done') return { success: true as const, stage: 'done' as const, msg };
  if (scope.request.stage !== 'brief') throw new AppError('wrong_stage', 'Please finish the previous steps first.');
  const draft = await briefFeedbacksRepository(ctx.db).find(scope.designer.id, scope.request.id);
  const unrated = (await briefStyleSamples(ctx, scope.request, scope.state)).filter((s) => !draft.ratings[s.id]);
  if (unrated.length) {
    throw new AppError(
      'rating_required',
      genieValidationMessages.rating_required,
      Object.fromEntries(unrated.map((s) => [`ratings.${s.id}`, 'rating_required'])),
    );
  }
  const now = ctx.now();
  const updated = await clientRequestsRepository(ctx.db).update(scope.designer.id, scope.request.id, { stage: 'done', confirmedAt: now }, now);
  if (!updated) throw new Error('client request vanished');
  const payload = { clientRequestId: scope.request.id, designerId: scope.designer.id };
  await enqueueJob(ctx, { type: jobTypes.visitorReportMail, payload, designerId: scope.designer.id, uniqueKey: `${jobTypes.visitorReportMail}:${scope.request.id}` });
  if (!scope.request.isDemo) {
    await enqueueJob(ctx, { type: jobTypes.newLeadMail, payload, designerId: scope.designer.id, uniqueKey: `${jobTypes.newLeadMail}:${scope.request.id}` });
  }
  return { success: true as const, stage: 'done' as const, msg };
}
