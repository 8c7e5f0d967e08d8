import { interviewState, type InterviewState } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { visitorSessionsRepository } from '../db/repositories/visitor-sessions.ts';
import type { ClientRequestRow, DesignerRow } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { errorMessages } from '../error-messages.ts';
import { hashToken, looksLikeToken } from '../auth/tokens.ts';
import { DEMO_GENIE_NAME } from './demo-studio.ts';
import type { GenieTarget } from './genie-target.ts';

/** The one client request a visitor session reaches, with its designer and its parsed interview state. */
export interface VisitorScope {
  designer: DesignerRow;
  request: ClientRequestRow;
  state: InterviewState;
}

const unauthorized = () => new AppError('unauthorized', 'Your session has expired. Please start again from the home page.');
const notFound = () => new AppError('not_found', errorMessages.not_found);

/** The interview state as stored, validated (a row written by an older or broken build must not reach the engine unchecked). */
export function interviewStateOf(request: ClientRequestRow): InterviewState {
  const parsed = interviewState.safeParse(request.interviewState);
  if (!parsed.success) throw new Error(`client request ${request.id}: stored interview state is invalid`);
  return parsed.data;
}

/**
 * Resolves the `x-visitor-session` token to its request. The request must belong to the genie of the
 * URL (its link words, or the demo), and an identify key given by the page must be that request's.
 * `target` null: any genie (the booking page has no link words).
 */
export async function visitorScopeOf(
  ctx: Pick<AppContext, 'db' | 'now'>,
  target: GenieTarget | null,
  token: string | undefined,
  identifyKey?: string,
): Promise<VisitorScope> {
  if (!token || !looksLikeToken(token)) throw unauthorized();
  const found = await visitorSessionsRepository(ctx.db).findActiveScope(hashToken(token), ctx.now());
  if (!found) throw unauthorized();
  const { request, designer } = found;
  if (target) {
    const isDemoStudio = designer.genieName.toLowerCase() === DEMO_GENIE_NAME;
    const matches = target.kind === 'demo' ? isDemoStudio && request.isDemo : !isDemoStudio && designer.genieName.toLowerCase() === target.linkWords.toLowerCase();
    if (!matches) throw notFound();
  }
  if (identifyKey !== undefined && identifyKey !== request.identifyKey) throw notFound();
  return { designer, request, state: interviewStateOf(request) };
}
