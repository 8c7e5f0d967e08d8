import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  briefReply,
  changeVisitorLanguageInput,
  changeVisitorLanguageReply,
  chatEvent,
  chatTurnInput,
  confirmBriefReply,
  FLOOR_PLAN_MAX_FILES,
  saveBriefFeedbackFields,
  saveBriefFeedbackReply,
  stageReply,
  startClientRequestInput,
  startClientRequestReply,
  updateBriefFieldsInput,
  updateBriefFieldsReply,
  visitorRequestQuery,
  visitorSessionReply,
  type ChatEvent,
} from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { confirmBrief } from '../../../brief/confirm-brief.ts';
import { getBrief } from '../../../brief/get-brief.ts';
import { saveBriefFeedback } from '../../../brief/save-brief-feedback.ts';
import { updateBriefFields } from '../../../brief/update-brief-fields.ts';
import { changeVisitorLanguage } from '../../../genie/change-visitor-language.ts';
import { getVisitorSession } from '../../../genie/get-visitor-session.ts';
import type { GenieTarget } from '../../../genie/genie-target.ts';
import { startChatTurn } from '../../../genie/run-chat-turn.ts';
import { announceChatTurn } from '../../../genie/announce-chat-turn.ts';
import { skipReference } from '../../../genie/skip-reference.ts';
import { startClientRequest } from '../../../genie/start-client-request.ts';
import { visitorScopeOf } from '../../../genie/visitor-session.ts';
import { hashToken } from '../../../auth/tokens.ts';
import { AppError } from '../../../errors.ts';
import { errorMessages } from '../../../error-messages.ts';
import { isEmptyFileInput, type UploadedFile } from '../../../images/uploaded-file.ts';
import { perIpLimit } from '../../plugins/rate-limits.ts';
import { errorResponses, formContentTypes, uploadedFileField } from '../../schemas.ts';
import { referenceRoutes } from './reference-routes.ts';
import { visitorHeaders, visitorToken, visitorUtcOffset } from './visitor-request.ts';
import { sse } from '../../event-stream.ts';

export interface VisitorRoutesOptions {
  ctx: AppContext;
  /** designer: mounted under /genie/:linkWords; demo: under /genie_demo. */
  kind: 'designer' | 'demo';
}

const feedbackForm = saveBriefFeedbackFields.extend({
  note_image: uploadedFileField('image_required').optional().describe('Note image: .jpg, .jpeg or .png, at most 10 MB'),
  floor_plans: z
    .union([uploadedFileField('image_required'), z.array(uploadedFileField('image_required'))])
    .optional()
    .describe(`Floor plan images (repeat the field), at most ${FLOOR_PLAN_MAX_FILES} in all, 10 MB each`),
}).meta({ id: 'BriefFeedbackForm' }); // one component for the three content types of both genies

/** The visitor API of one genie (contracts/genie.ts), for a designer's link words or the demo studio. */
export const visitorRoutes: FastifyPluginAsyncZod<VisitorRoutesOptions> = async (app, { ctx, kind }) => {
  const tag = kind === 'demo' ? 'genie demo' : 'genie';
  const params = kind === 'designer' ? z.object({ linkWords: z.string().max(100) }) : z.object({});
  const targetOf = (request: FastifyRequest): GenieTarget =>
    kind === 'demo' ? { kind: 'demo' } : { kind: 'designer', linkWords: (request.params as { linkWords: string }).linkWords };
  const scopeOf = (request: FastifyRequest) =>
    visitorScopeOf(ctx, targetOf(request), visitorToken(request), (request.query as { identify_key?: string } | undefined)?.identify_key);
  const visitorLimit = perIpLimit(ctx.env.RATE_LIMIT_VISITOR_PER_MINUTE);
  const sessionLimit = app.createRateLimit({
    max: ctx.env.RATE_LIMIT_CHAT_PER_SESSION_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `chat-session:${hashToken(visitorToken(request) ?? '')}`,
  });
  const perSession = async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await sessionLimit(request);
    if (!result.isAllowed && result.isExceeded) {
      reply.header('retry-after', Math.max(1, Math.ceil(result.ttl / 1000)));
      throw new AppError('rate_limited', errorMessages.rate_limited);
    }
  };
  const session = { headers: visitorHeaders, querystring: visitorRequestQuery };

  app.post(
    '/client_requests/',
    {
      config: perIpLimit(ctx.env.RATE_LIMIT_VISITOR_START_PER_MINUTE),
      schema: {
        tags: [tag],
        summary: 'The home form: opens a client request and a visitor session',
        description: 'Returns the session token for `x-visitor-session`. An expired designer subscription still captures the lead.',
        params,
        headers: visitorHeaders,
        body: startClientRequestInput,
        response: { 200: startClientRequestReply, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => startClientRequest(ctx, targetOf(request), request.body, visitorUtcOffset(request)),
  );

  app.get(
    '/session/',
    {
      config: visitorLimit,
      schema: {
        tags: [tag],
        summary: "Everything to resume the visitor's request, whatever the stage",
        description: 'On the first call the conversation opens: the greeting and first question are made and stored once.',
        params,
        ...session,
        response: { 200: visitorSessionReply, ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      const startedAt = performance.now() - reply.elapsedTime;
      return getVisitorSession(ctx, await scopeOf(request), startedAt);
    },
  );

  app.put(
    '/session/language/',
    {
      config: visitorLimit,
      schema: {
        tags: [tag],
        summary: "The visitor switched their page's language: the interview goes on in it",
        description:
          'The next question, its chips, the reading of answers and the report follow the language. Mid-chat the question on screen is asked again in it, as a stored genie message. The same language again changes nothing.',
        params,
        ...session,
        body: changeVisitorLanguageInput,
        response: { 200: changeVisitorLanguageReply, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => changeVisitorLanguage(ctx, await scopeOf(request), request.body),
  );

  app.post(
    '/chat/',
    {
      config: visitorLimit,
      preHandler: perSession,
      schema: {
        tags: [tag],
        summary: 'A visitor turn, answered as Server-Sent Events (chatEvent per data line)',
        description:
          'The message is stored before anything streams (idempotent by client_message_id: a retry replays the stored reply). Events: accepted, delta…, done (or error; a retry is then safe).',
        params,
        ...session,
        body: chatTurnInput,
        response: {
          200: { description: 'text/event-stream of chatEvent', content: { 'text/event-stream': { schema: chatEvent } } },
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
    },
    async (request, reply) => {
      const scope = await scopeOf(request);
      // The turn's budget runs from the request's arrival, not from the handler.
      const events = await startChatTurn(ctx, scope, request.body, visitorUtcOffset(request), performance.now() - reply.elapsedTime);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        // A POST reply no browser stores; private keeps proxies out. (Not no-store: Chromium then drops a
        // streamed body from its developer tools, which the end-to-end tests read each turn from.)
        .header('cache-control', 'private, no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(sse(announceChatTurn(ctx, scope.request.id, events)) as unknown as ChatEvent);
    },
  );

  app.post(
    '/reference/skip/',
    {
      config: visitorLimit,
      schema: {
        tags: [tag],
        summary: 'Skip the reference-image step: stage reference → brief',
        params,
        ...session,
        response: { 200: stageReply, ...errorResponses(401, 404, 409, 429) },
      },
    },
    async (request) => skipReference(ctx, await scopeOf(request)),
  );

  await app.register(referenceRoutes, { ctx, tag, params, scopeOf });

  app.get(
    '/brief/',
    {
      config: visitorLimit,
      schema: {
        tags: [tag],
        summary: 'The project report: collected fields, style samples to rate, the feedback draft',
        params,
        ...session,
        response: { 200: briefReply, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => getBrief(ctx, await scopeOf(request)),
  );

  app.put(
    '/brief/fields/',
    {
      config: visitorLimit,
      schema: {
        tags: [tag],
        summary: "Edit the brief's answers; each is parsed like a chat answer (empty: skipped)",
        params,
        ...session,
        body: updateBriefFieldsInput,
        response: { 200: updateBriefFieldsReply, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => updateBriefFields(ctx, await scopeOf(request), request.body),
  );

  app.put(
    '/brief/feedback/',
    {
      config: {
        ...visitorLimit,
        fileTooLargeCode: 'image_too_large',
        multipartOptions: { limits: { files: FLOOR_PLAN_MAX_FILES * 2 + 1 } },
      },
      schema: {
        tags: [tag],
        summary: 'Save the brief feedback draft: ratings, comment, note, note image, floor plans',
        description:
          'multipart/form-data (or JSON without files). Only the parts sent change. Images are decoded to prove them readable, auto-oriented, stripped of metadata and stored as WebP.',
        params,
        ...session,
        consumes: formContentTypes,
        body: feedbackForm,
        response: { 200: saveBriefFeedbackReply, ...errorResponses(400, 401, 404, 409, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const { note_image, floor_plans, ...fields } = request.body;
      const files = (floor_plans === undefined ? [] : Array.isArray(floor_plans) ? floor_plans : [floor_plans]).filter(
        (f: UploadedFile) => !isEmptyFileInput(f),
      );
      return saveBriefFeedback(ctx, await scopeOf(request), {
        ...fields,
        note_image: note_image && !isEmptyFileInput(note_image) ? note_image : undefined,
        floor_plans: files,
      });
    },
  );

  app.post(
    '/brief/confirm/',
    {
      config: visitorLimit,
      schema: {
        tags: [tag],
        summary: 'Confirm the brief: every style sample rated, then the report is e-mailed',
        description: 'Unrated samples → 400 rating_required ("Rating is required"). Stage → done; the e-mails are queued and retried until delivered.',
        params,
        ...session,
        response: { 200: confirmBriefReply, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => confirmBrief(ctx, await scopeOf(request)),
  );
};
