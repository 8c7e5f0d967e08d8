import type { BriefReply } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { briefFeedbacksRepository } from '../db/repositories/brief-feedbacks.ts';
import type { VisitorScope } from '../genie/visitor-session.ts';
import { visitorClientRequestOf } from '../genie/visitor-views.ts';
import { briefEntriesOf } from './brief-entries.ts';
import { briefFeedbackOf } from './brief-feedback-view.ts';
import { referenceProfileOf } from '../references/reference-profile.ts';
import { briefStyleSamples, referenceOutcomeOf } from './brief-style-samples.ts';

/** The project report as the visitor reviews it: collected fields, style samples to rate, the feedback draft. */
export async function getBrief(ctx: Pick<AppContext, 'db' | 'storage' | 'fileLinks'>, scope: VisitorScope): Promise<BriefReply> {
  const draft = await briefFeedbacksRepository(ctx.db).find(scope.designer.id, scope.request.id);
  return {
    success: true,
    client_request: visitorClientRequestOf(scope.request),
    entries: briefEntriesOf(scope.state),
    style_samples: await briefStyleSamples(ctx, scope.request, scope.state),
    feedback: briefFeedbackOf(draft, ctx.fileLinks, { kind: 'visitor', requestId: scope.request.id }),
    reference_profile: referenceProfileOf(referenceOutcomeOf(scope.request), scope.state.language),
  };
}
