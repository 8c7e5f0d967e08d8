import { AppError } from '../errors.ts';
import type { VisitorScope } from '../genie/visitor-session.ts';

/** The brief can be edited once the conversation is over and until it is confirmed. */
export function assertBriefEditable(scope: VisitorScope): void {
  if (scope.request.stage === 'done') throw new AppError('wrong_stage', 'This brief has already been confirmed.');
  if (scope.request.stage === 'chat') throw new AppError('wrong_stage', 'Please finish the conversation first.');
}
