import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createStudioGenerationFields,
  okReply,
  regenerateStudioInput,
  furniturePieceKind,
  studioCutoutListReply,
  studioCutoutReply,
  studioDownloadQuery,
  studioPieceQuery,
  uploadStudioCutoutFields,
  studioGalleryQuery,
  studioGalleryReply,
  studioGenerationListQuery,
  studioGenerationListReply,
  studioGenerationReply,
  studioResultReply,
  updateStudioResultInput,
} from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { isEmptyFileInput, type UploadedFile } from '../../../images/uploaded-file.ts';
import { createStudioGeneration } from '../../../studio/create-studio-generation.ts';
import { deleteStudioCutout } from '../../../studio/cutouts/delete-studio-cutout.ts';
import { drawStudioPieceImage } from '../../../studio/cutouts/draw-studio-piece.ts';
import { listStudioCutouts } from '../../../studio/cutouts/list-studio-cutouts.ts';
import { uploadStudioCutout } from '../../../studio/cutouts/upload-studio-cutout.ts';
import {
  getStudioGeneration,
  listStudioGenerations,
  regenerateStudioGeneration,
  retryStudioGeneration,
  stopStudioGeneration,
} from '../../../studio/manage-studio-generations.ts';
import {
  deleteStudioResult,
  downloadStudioResult,
  listStudioGallery,
  restoreStudioResult,
  setStudioFavourite,
} from '../../../studio/studio-gallery.ts';
import { refuseWhenUploadsBusy } from '../../plugins/refuse-when-uploads-busy.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses, uploadedFileField } from '../../schemas.ts';

const tags = ['studio'];
const idParams = z.object({ id: z.string().max(100) });
const gated = 'Professional and Master plans only: other plans and expired subscriptions get 403 plan_feature_locked.';
const createForm = createStudioGenerationFields.extend({
  image: uploadedFileField('image_required').optional().describe('The input image (source `upload`): .jpg, .jpeg, .png or .webp, at most 10 MB'),
  mask: uploadedFileField('image_required').optional().describe('inpaint: the mask PNG at the image\'s size, white = repaint'),
}).meta({ id: 'StudioGenerationForm' }); // one component for both content types
const cutoutForm = uploadStudioCutoutFields.extend({
  image: uploadedFileField('image_required').describe('The product photo: .jpg, .jpeg, .png or .webp, at most 10 MB; a plain background is removed'),
});
const pieceParams = z.object({ piece: furniturePieceKind });
const present = (file: UploadedFile | undefined) => (file && !isEmptyFileInput(file) ? file : undefined);

/** The designer's image studio (Visual Inspiration, issue 12). */
export const studioRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/studio/generations/',
    {
      onRequest: [app.requireDesigner, refuseWhenUploadsBusy(ctx.uploadSlots.images, (request) => signedIn(request).designerId)],
      config: { fileTooLargeCode: 'image_too_large', multipartOptions: { limits: { files: 2 } } },
      schema: {
        tags,
        summary: 'Queue a generation: text→image, style→image, inpaint or furniture compose',
        description: `multipart/form-data (or JSON without files). Checked in this order, with the spec's messages: the input image for tools that need one ("Please upload an image", "Image is damaged"), space and style ("Please select a space and a style"), the prompt ("Please enter the prompt"), the mask for inpaint. Over the month's image quota: 403 image_quota_exceeded (images made are kept). The reply is the queued generation; a job makes the images — poll GET /studio/generations/{id}/. ${gated}`,
        security: bearerAuth,
        consumes: ['multipart/form-data', 'application/json'],
        body: createForm,
        response: { 200: studioGenerationReply, ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const { image, mask, ...fields } = request.body;
      const generation = await createStudioGeneration(ctx, signedIn(request).designerId, fields, { image: present(image), mask: present(mask) });
      return { success: true as const, generation };
    },
  );

  app.get(
    '/studio/generations/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "The designer's latest generations with their results, newest first (optionally one request's)",
        description: gated,
        security: bearerAuth,
        querystring: studioGenerationListQuery,
        response: { 200: studioGenerationListReply, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, generations: await listStudioGenerations(ctx, signedIn(request).designerId, request.query) }),
  );

  app.get(
    '/studio/generations/:id/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'One generation: status (queued, generating, succeeded, failed, cancelled), progress, results',
        description: gated,
        security: bearerAuth,
        params: idParams,
        response: { 200: studioGenerationReply, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, generation: await getStudioGeneration(ctx, signedIn(request).designerId, request.params.id) }),
  );

  const action = (path: string, summary: string, run: (designerId: string, id: string) => Promise<unknown>) =>
    app.post(
      `/studio/generations/:id/${path}/`,
      {
        onRequest: app.requireDesigner,
        schema: {
          tags,
          summary,
          description: gated,
          security: bearerAuth,
          params: idParams,
          response: { 200: studioGenerationReply, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => ({ success: true as const, generation: (await run(signedIn(request).designerId, request.params.id)) as never }),
    );
  action('stop', 'Stop a queued or running generation (409 generation_not_stoppable once it has finished)', (d, id) => stopStudioGeneration(ctx, d, id));
  action('retry', 'Run a failed or stopped generation again with the same settings', (d, id) => retryStudioGeneration(ctx, d, id));

  app.post(
    '/studio/generations/:id/regenerate/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "A new generation from this one's settings, with an edited prompt; the earlier results are kept",
        description: gated,
        security: bearerAuth,
        params: idParams,
        body: regenerateStudioInput,
        response: { 200: studioGenerationReply, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      generation: await regenerateStudioGeneration(ctx, signedIn(request).designerId, request.params.id, request.body),
    }),
  );

  app.get(
    '/studio/results/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'The gallery: every result, newest first, filtered by tool, space, style, request or favourite',
        description: gated,
        security: bearerAuth,
        querystring: studioGalleryQuery,
        response: { 200: studioGalleryReply, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listStudioGallery(ctx, signedIn(request).designerId, request.query),
  );

  app.patch(
    '/studio/results/:id/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Mark or unmark a result as a favourite',
        description: gated,
        security: bearerAuth,
        params: idParams,
        body: updateStudioResultInput,
        response: { 200: studioResultReply, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, result: await setStudioFavourite(ctx, signedIn(request).designerId, request.params.id, request.body.favourite) }),
  );

  app.delete(
    '/studio/results/:id/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Delete a result (restore undoes it)',
        description: gated,
        security: bearerAuth,
        params: idParams,
        response: { 200: okReply, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteStudioResult(ctx, signedIn(request).designerId, request.params.id);
      return { success: true as const, msg: 'The image has been deleted.' };
    },
  );

  app.post(
    '/studio/results/:id/restore/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Undo the deletion of a result',
        description: gated,
        security: bearerAuth,
        params: idParams,
        response: { 200: studioResultReply, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, result: await restoreStudioResult(ctx, signedIn(request).designerId, request.params.id) }),
  );

  app.get(
    '/studio/results/:id/download/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Download a result as PNG, JPEG or WebP',
        description: gated,
        security: bearerAuth,
        params: idParams,
        querystring: studioDownloadQuery,
        response: {
          200: z.string().meta({ type: 'string', format: 'binary' }).describe('The image'),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      const file = await downloadStudioResult(ctx, signedIn(request).designerId, request.params.id, request.query.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .send(file.data as unknown as string);
    },
  );

  app.get(
    '/studio/furniture-pieces/:piece/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'A built-in furniture piece drawn in a style (PNG with transparency): the live preview while placing',
        description: gated,
        security: bearerAuth,
        params: pieceParams,
        querystring: studioPieceQuery,
        response: { 200: z.string().meta({ type: 'string', format: 'binary' }).describe('The piece, PNG'), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const png = await drawStudioPieceImage(ctx, signedIn(request).designerId, request.params.piece, request.query.style, request.query.width);
      return reply.type('image/png').header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').send(png as unknown as string);
    },
  );

  app.get(
    '/studio/cutouts/',
    {
      onRequest: app.requireDesigner,
      schema: { tags, summary: "The designer's product cut-outs for furniture compose, newest first", description: gated, security: bearerAuth, response: { 200: studioCutoutListReply, ...errorResponses(401, 403) } },
    },
    async (request) => ({ success: true as const, cutouts: await listStudioCutouts(ctx, signedIn(request).designerId) }),
  );

  app.post(
    '/studio/cutouts/',
    {
      onRequest: [app.requireDesigner, refuseWhenUploadsBusy(ctx.uploadSlots.images, (request) => signedIn(request).designerId)],
      config: { fileTooLargeCode: 'image_too_large', multipartOptions: { limits: { files: 1 } } },
      schema: {
        tags,
        summary: 'Upload a product photo as a cut-out for furniture compose (multipart/form-data `image`, `piece`)',
        description: `A plain background is removed offline (flood fill from the border with a colour tolerance, feathered edge); a PNG that already has transparency is kept as it is. Place it with a placement's \`cutout_id\`; \`piece\` says what it is (a rug lies under the rest). ${gated}`,
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        body: cutoutForm,
        response: { 200: studioCutoutReply, ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
      },
    },
    async (request) => ({ success: true as const, cutout: await uploadStudioCutout(ctx, signedIn(request).designerId, request.body.piece, request.body.image) }),
  );

  app.delete(
    '/studio/cutouts/:id/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Delete one of your cut-outs and its stored picture',
        description: `A composition queued with it afterwards fails with \`cutout_deleted\`. ${gated}`,
        security: bearerAuth,
        params: idParams,
        response: { 200: okReply, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      await deleteStudioCutout(ctx, signedIn(request).designerId, request.params.id);
      return { success: true as const, msg: 'The cut-out has been deleted.' };
    },
  );
};
