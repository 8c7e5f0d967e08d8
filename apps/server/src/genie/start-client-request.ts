import { randomBytes } from 'node:crypto';
import type { Language, StartClientRequestInput, StartClientRequestReply } from '@genie/contracts';
import { isLanguage } from '@genie/contracts';
import { createInterview } from '@genie/core';
import type { AppContext } from '../context.ts';
import { generateToken, hashToken } from '../auth/tokens.ts';
import { clientRequestsRepository } from '../db/repositories/client-requests.ts';
import { visitorSessionsRepository } from '../db/repositories/visitor-sessions.ts';
import { countProjectRequest } from '../billing/usage-quota.ts';
import { genieDesignerOf } from './genie-designer.ts';
import type { GenieTarget } from './genie-target.ts';
import { visitorClientRequestOf } from './visitor-views.ts';

const DAY_MS = 24 * 60 * 60_000;

/** The shareable key of a request: 128 random bits, base64url. */
export function newIdentifyKey(): string {
  return randomBytes(16).toString('base64url');
}

/**
 * The home form opens a client request and a visitor session. The lead is captured whatever the
 * designer's subscription status (an expired one still gets it) and whatever the plan's
 * project-request quota: past it the request is flagged `over_plan_limit`, never refused. The
 * interview starts in the visitor's language, else the designer's.
 */
export async function startClientRequest(
  ctx: Pick<AppContext, 'db' | 'now' | 'env'>,
  target: GenieTarget,
  input: StartClientRequestInput,
  utcOffsetMinutes: number | undefined,
): Promise<StartClientRequestReply> {
  const designer = await genieDesignerOf(ctx, target);
  const now = ctx.now();
  const language: Language = input.language ?? (isLanguage(designer.language) ? designer.language : 'en-US');
  const state = createInterview({
    projectType: input.project_type,
    language,
    // The demo studio's own opening is English: its visitors, in any of the three languages, are welcomed in theirs.
    designer: { teamName: designer.name || designer.genieName, opening: target.kind === 'demo' ? null : designer.opening },
    options: {
      ...(utcOffsetMinutes === undefined ? {} : { utcOffsetMinutes }),
      ...(input.reference_rounds === false ? { referenceRounds: false as const } : {}),
    },
  });
  const { overLimit } = target.kind === 'demo' ? { overLimit: false } : await countProjectRequest(ctx, designer);
  const request = await clientRequestsRepository(ctx.db).insert(designer.id, {
    overPlanLimit: overLimit,
    identifyKey: newIdentifyKey(),
    shareKey: newIdentifyKey(),
    contactName: input.contact_name,
    email: input.email,
    phone: input.phone,
    availableTime: input.available_time,
    availableTimeOther: input.available_time === 'other' ? (input.available_time_other ?? null) : null,
    projectType: input.project_type,
    language,
    inquiryDate: now,
    stage: 'chat',
    interviewState: state,
    isDemo: target.kind === 'demo',
    source: input.source ?? null,
    createdAt: now,
    updatedAt: now,
  });
  const token = generateToken();
  await visitorSessionsRepository(ctx.db).insert(designer.id, {
    clientRequestId: request.id,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + ctx.env.VISITOR_SESSION_TTL_DAYS * DAY_MS),
  });
  return { success: true, session_token: token, client_request: visitorClientRequestOf(request) };
}
