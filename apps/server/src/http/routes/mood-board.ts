import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { MOOD_BOARD_MAX_IMAGES, moodBoardReply, proposeConceptsInput, moodBoardsQuery, moodBoardsReply, requestMoodBoardReply, starConceptInput, visitorRequestQuery } from '@genie/contracts';
import type { AppContext } from '../../context.ts';
import type { GenieTarget } from '../../genie/genie-target.ts';
import { visitorScopeOf } from '../../genie/visitor-session.ts';
import { addMoodBoardImage } from '../../mood-board/add-mood-board-image.ts';
import { getMoodBoard } from '../../mood-board/get-mood-board.ts';
import { getRequestMoodBoard } from '../../mood-board/get-request-mood-board.ts';
import { listMoodBoards } from '../../mood-board/list-mood-boards.ts';
import { proposeConcepts } from '../../mood-board/propose-concepts.ts';
import { removeMoodBoardImage } from '../../mood-board/remove-mood-board-image.ts';
import { starConcept } from '../../mood-board/star-concept.ts';
import { signedIn } from '../plugins/auth.ts';
import { perIpLimit } from '../plugins/rate-limits.ts';
import { bearerAuth, errorResponses, uploadedFileField } from '../schemas.ts';
import { visitorHeaders, visitorToken } from './genie/visitor-request.ts';

const conceptParams = z.object({ conceptId: z.string().max(100) });

/** The visitor's mood board of one genie (a designer's link words, or the demo studio). */
const visitorMoodBoardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; kind: 'designer' | 'demo' }> = async (app, { ctx, kind }) => {
  const tags = [kind === 'demo' ? 'mood board demo' : 'mood board'];
  const params = kind === 'designer' ? z.object({ linkWords: z.string().max(100) }) : z.object({});
  const targetOf = (request: FastifyRequest): GenieTarget =>
    kind === 'demo' ? { kind: 'demo' } : { kind: 'designer', linkWords: (request.params as { linkWords: string }).linkWords };
  const scopeOf = (request: FastifyRequest) =>
    visitorScopeOf(ctx, targetOf(request), visitorToken(request), (request.query as { identify_key?: string } | undefined)?.identify_key);
  const config = perIpLimit(ctx.env.RATE_LIMIT_VISITOR_PER_MINUTE);
  const session = { headers: visitorHeaders, querystring: visitorRequestQuery };

  app.get(
    '/',
    {
      config,
      schema: { tags, summary: "The visitor's mood board: uploads and every concept version (poll while busy)", params, ...session, response: { 200: moodBoardReply, ...errorResponses(401, 404, 429) } },
    },
    async (request) => getMoodBoard(ctx, await scopeOf(request)),
  );

  app.post(
    '/images/',
    {
      config: { ...config, fileTooLargeCode: 'image_too_large', multipartOptions: { limits: { files: 1 } } },
      schema: {
        tags,
        summary: `Attach one image to the interview (at most ${MOOD_BOARD_MAX_IMAGES} in all)`,
        description:
          'multipart/form-data, field `image`, ≤10 MB. A fifth image → 400 mood_board_image_limit; bytes that are no image (a PDF renamed .png) → 415 image_type_unsupported; a truncated or corrupt image → 422 image_damaged. Decoded, auto-oriented, EXIF/GPS dropped, stored as WebP.',
        params,
        ...session,
        consumes: ['multipart/form-data'],
        body: z.object({ image: uploadedFileField('image_required') }),
        response: { 200: moodBoardReply, ...errorResponses(400, 401, 404, 413, 415, 422, 429) },
      },
    },
    async (request) => addMoodBoardImage(ctx, await scopeOf(request), request.body.image),
  );

  app.delete(
    '/images/:imageId/',
    {
      config,
      schema: {
        tags,
        summary: "Remove one of the visitor's own images from the board",
        description: "An image of another visitor's request (or none) → 404.",
        params: params.extend({ imageId: z.string().max(100) }),
        ...session,
        response: { 200: moodBoardReply, ...errorResponses(401, 404, 429) },
      },
    },
    async (request) => removeMoodBoardImage(ctx, await scopeOf(request), request.params.imageId),
  );

  app.post(
    '/concepts/',
    {
      config,
      schema: {
        tags,
        summary: 'Propose concept images, or refine (`base_id` + words) or vary (`base_id` alone) one',
        description:
          'Queued as background jobs; poll the board. Proposing needs a few answers (or an image and one) → else 409 wrong_stage. Over the plan image allowance nothing is queued and `images_unavailable` is true.',
        params,
        ...session,
        body: proposeConceptsInput,
        response: { 200: moodBoardReply, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => proposeConcepts(ctx, await scopeOf(request), request.body),
  );

  app.put(
    '/concepts/:conceptId/star/',
    {
      config,
      schema: {
        tags,
        summary: 'Star or unstar a finished concept; starred ones go into the brief and the request',
        params: params.extend(conceptParams.shape),
        ...session,
        body: starConceptInput,
        response: { 200: moodBoardReply, ...errorResponses(400, 401, 404, 429) },
      },
    },
    async (request) => starConcept(ctx, await scopeOf(request), (request.params as { conceptId: string }).conceptId, request.body),
  );
};

/** The visitor's mood board (issue 14) and the designer's view of it on a request. */
export const moodBoardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  await app.register(visitorMoodBoardRoutes, { ctx, kind: 'demo', prefix: '/genie_demo/mood_board' });
  await app.register(visitorMoodBoardRoutes, { ctx, kind: 'designer', prefix: '/genie/:linkWords/mood_board' });

  app.get(
    '/my/mood_boards/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags: ['mood board'],
        summary: 'The Mood Board section: every board visitors made (photos, concepts, starred ones), latest activity first, paged',
        description: 'Only requests with at least one photo or concept. `images`: the photos then the starred concepts, up to six, as signed links. The whole board is GET /client_requests/{id}/mood_board/.',
        security: bearerAuth,
        querystring: moodBoardsQuery,
        response: { 200: moodBoardsReply, ...errorResponses(400, 401) },
      },
    },
    async (request) => listMoodBoards(ctx, signedIn(request).designerId, request.query),
  );

  app.get(
    '/client_requests/:id/mood_board/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags: ['mood board'],
        summary: "The visitor's mood board on a request: their uploads and starred concepts",
        security: bearerAuth,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: requestMoodBoardReply, ...errorResponses(401, 404) },
      },
    },
    async (request) => getRequestMoodBoard(ctx, signedIn(request).designerId, request.params.id),
  );
};
