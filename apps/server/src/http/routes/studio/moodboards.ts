import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boardImageCandidatesQuery,
  boardImageCandidatesReply,
  boardImageReply,
  createMoodboardInput,
  createSavedStyleInput,
  exportMoodboardInput,
  moodboardExportReply,
  moodboardListQuery,
  moodboardListReply,
  moodboardReply,
  okReply,
  savedStyleListReply,
  savedStyleReply,
  saveMoodboardStyleInput,
  updateMoodboardInput,
  updateSavedStyleInput,
} from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { listBoardImageCandidates } from '../../../studio/moodboards/board-image-candidates.ts';
import { createMoodboard } from '../../../studio/moodboards/create-moodboard.ts';
import { exportMoodboard } from '../../../studio/moodboards/export-moodboard.ts';
import { deleteMoodboard, getMoodboard, listMoodboards, updateMoodboard } from '../../../studio/moodboards/manage-moodboards.ts';
import { createSavedStyle, deleteSavedStyle, listSavedStyles, updateSavedStyle } from '../../../studio/moodboards/manage-saved-styles.ts';
import { saveMoodboardAsStyle } from '../../../studio/moodboards/save-moodboard-style.ts';
import { uploadBoardImage } from '../../../studio/moodboards/upload-board-image.ts';
import { refuseWhenUploadsBusy } from '../../plugins/refuse-when-uploads-busy.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses, uploadedFileField } from '../../schemas.ts';

const tags = ['studio'];
const idParams = z.object({ id: z.string().max(100) });
const gated = 'Professional and Master plans only: other plans and expired subscriptions get 403 plan_feature_locked.';
const uploadForm = z.object({ image: uploadedFileField('image_required').describe('.jpg, .jpeg, .png or .webp, at most 10 MB') });

/** The studio's moodboards and saved moodboard styles (Visual Inspiration, issue 13). */
export const studioMoodboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const designer = (request: Parameters<typeof signedIn>[0]) => signedIn(request).designerId;
  const doc = <T extends object>(summary: string, extra: T) => ({ tags, summary, description: gated, security: bearerAuth, ...extra });

  app.get(
    '/studio/moodboard-images/',
    { onRequest: app.requireDesigner, schema: doc("The designer's gallery results and portfolio images (optionally of one style), to make a saved style or an article from", { querystring: boardImageCandidatesQuery, response: { 200: boardImageCandidatesReply, ...errorResponses(400, 401, 403) } }) },
    async (request) => ({ success: true as const, images: await listBoardImageCandidates(ctx, designer(request), request.query.style) }),
  );

  app.post(
    '/studio/moodboard-images/',
    {
      onRequest: [app.requireDesigner, refuseWhenUploadsBusy(ctx.uploadSlots.images, (request) => signedIn(request).designerId)],
      config: { fileTooLargeCode: 'image_too_large', multipartOptions: { limits: { files: 1 } } },
      schema: doc('Upload an image for a saved style (multipart/form-data `image`); choose it afterwards as { source: "upload", id }', {
        consumes: ['multipart/form-data'],
        body: uploadForm,
        response: { 200: boardImageReply, ...errorResponses(400, 401, 403, 413, 415, 422, 429) },
      }),
    },
    async (request) => ({ success: true as const, image: await uploadBoardImage(ctx, designer(request), request.body.image) }),
  );

  app.get('/studio/moodboard-styles/', { onRequest: app.requireDesigner, schema: doc("The designer's saved moodboard styles, newest first", { response: { 200: savedStyleListReply, ...errorResponses(401, 403) } }) }, async (request) => ({
    success: true as const,
    styles: await listSavedStyles(ctx, designer(request)),
  }));

  app.post(
    '/studio/moodboard-styles/',
    { onRequest: app.requireDesigner, schema: doc('Save a moodboard style: a name and 1–12 images (gallery results, portfolio or library images, uploads)', { body: createSavedStyleInput, response: { 200: savedStyleReply, ...errorResponses(400, 401, 403) } }) },
    async (request) => ({ success: true as const, style: await createSavedStyle(ctx, designer(request), request.body) }),
  );

  app.patch(
    '/studio/moodboard-styles/:id/',
    { onRequest: app.requireDesigner, schema: doc("Rename a saved style or set its images (the style's own are kept as they are)", { params: idParams, body: updateSavedStyleInput, response: { 200: savedStyleReply, ...errorResponses(400, 401, 403, 404) } }) },
    async (request) => ({ success: true as const, style: await updateSavedStyle(ctx, designer(request), request.params.id, request.body) }),
  );

  app.delete(
    '/studio/moodboard-styles/:id/',
    { onRequest: app.requireDesigner, schema: doc('Delete a saved style (boards made from it stay)', { params: idParams, response: { 200: okReply, ...errorResponses(401, 403, 404) } }) },
    async (request) => {
      await deleteSavedStyle(ctx, designer(request), request.params.id);
      return { success: true as const, msg: 'The style has been deleted.' };
    },
  );

  app.get(
    '/studio/moodboards/',
    { onRequest: app.requireDesigner, schema: doc("The designer's moodboards, newest first (optionally one request's)", { querystring: moodboardListQuery, response: { 200: moodboardListReply, ...errorResponses(400, 401, 403) } }) },
    async (request) => ({ success: true as const, moodboards: await listMoodboards(ctx, designer(request), request.query.client_request_id) }),
  );

  app.post(
    '/studio/moodboards/',
    {
      onRequest: app.requireDesigner,
      schema: doc('Assemble a moodboard from a style (or a saved style) and a space (or a request\'s brief): images, palette with colour codes, materials, concept, laid out with a template. "Please select a space and a style" when either is missing.', {
        body: createMoodboardInput,
        response: { 200: moodboardReply, ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) => ({ success: true as const, moodboard: await createMoodboard(ctx, designer(request), request.body) }),
  );

  app.get(
    '/studio/moodboards/:id/',
    { onRequest: app.requireDesigner, schema: doc('One moodboard', { params: idParams, response: { 200: moodboardReply, ...errorResponses(401, 403, 404) } }) },
    async (request) => ({ success: true as const, moodboard: await getMoodboard(ctx, designer(request), request.params.id) }),
  );

  app.patch(
    '/studio/moodboards/:id/',
    {
      onRequest: app.requireDesigner,
      schema: doc('Edit a moodboard: its title and concept, another template (laid out again), or the dragged layout (same items, images swapped among its own)', {
        params: idParams,
        body: updateMoodboardInput,
        response: { 200: moodboardReply, ...errorResponses(400, 401, 403, 404) },
      }),
    },
    async (request) => ({ success: true as const, moodboard: await updateMoodboard(ctx, designer(request), request.params.id, request.body) }),
  );

  app.delete(
    '/studio/moodboards/:id/',
    { onRequest: app.requireDesigner, schema: doc('Delete a moodboard', { params: idParams, response: { 200: okReply, ...errorResponses(401, 403, 404) } }) },
    async (request) => {
      await deleteMoodboard(ctx, designer(request), request.params.id);
      return { success: true as const, msg: 'The moodboard has been deleted.' };
    },
  );

  app.post(
    '/studio/moodboards/:id/exports/',
    {
      onRequest: app.requireDesigner,
      schema: doc('Export the board as laid out to PNG or PDF; the reply carries a signed link to the file', { params: idParams, body: exportMoodboardInput, response: { 200: moodboardExportReply, ...errorResponses(400, 401, 403, 404) } }),
    },
    async (request) => ({ success: true as const, export: await exportMoodboard(ctx, designer(request), request.params.id, request.body.format) }),
  );

  app.post(
    '/studio/moodboards/:id/save-style/',
    { onRequest: app.requireDesigner, schema: doc("Save the board's images as a saved style, reused for the next board", { params: idParams, body: saveMoodboardStyleInput, response: { 200: savedStyleReply, ...errorResponses(400, 401, 403, 404) } }) },
    async (request) => ({ success: true as const, style: await saveMoodboardAsStyle(ctx, designer(request), request.params.id, request.body.name) }),
  );
};
