import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analyseStudioPlanFields,
  createStudioCadFields,
  renderStudioPlanInput,
  studioExportParams,
  studioGenerationReply,
  studioPlanReply,
  updateStudioPlanInput,
} from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { isEmptyFileInput, type UploadedFile } from '../../../images/uploaded-file.ts';
import { analyseStudioPlan } from '../../../studio/plans/analyse-studio-plan.ts';
import { downloadStudioExport } from '../../../studio/plans/download-studio-export.ts';
import { getStudioPlan } from '../../../studio/plans/get-studio-plan.ts';
import { queueStudioCad } from '../../../studio/plans/queue-studio-cad.ts';
import { renderStudioPlan } from '../../../studio/plans/render-studio-plan.ts';
import { updateStudioPlan } from '../../../studio/plans/update-studio-plan.ts';
import { refuseWhenUploadsBusy } from '../../plugins/refuse-when-uploads-busy.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses, uploadedFileField } from '../../schemas.ts';

const tags = ['studio'];
const idParams = z.object({ id: z.string().max(100) });
const gated = 'Professional and Master plans only: other plans and expired subscriptions get 403 plan_feature_locked.';
const imageField = uploadedFileField('image_required').optional().describe('The input image (source `upload`): .jpg, .jpeg, .png or .webp, at most 10 MB');
const knownLength =
  'A known length makes real units: ref_x1, ref_y1, ref_x2, ref_y2 (two points as fractions 0–1 of the image) and ref_mm (their distance in millimetres), all or none.';
const present = (file: UploadedFile | undefined) => (file && !isEmptyFileInput(file) ? file : undefined);

/** The studio's plan tools (issue 13): image → CAD, floor plan → 2D presentation plan and 3D concept. */
export const studioPlanToolRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const upload = {
    onRequest: [app.requireDesigner, refuseWhenUploadsBusy(ctx.uploadSlots.images, (request) => signedIn(request).designerId)],
    config: { fileTooLargeCode: 'image_too_large' as const, multipartOptions: { limits: { files: 1 } } },
  };

  app.post(
    '/studio/cad/',
    {
      ...upload,
      schema: {
        tags,
        summary: 'Image → CAD: queue the tracing of a photo, sketch or scanned drawing into a line drawing',
        description: `multipart/form-data with \`image\`, or JSON naming a request's floor plan or a gallery result (source, source_id). ${knownLength} Counts one image against the month's quota (403 image_quota_exceeded). The result is a PNG preview; its SVG and DXF come from GET /studio/results/{id}/exports/{format}/. ${gated}`,
        security: bearerAuth,
        consumes: ['multipart/form-data', 'application/json'],
        body: createStudioCadFields.extend({ image: imageField }).meta({ id: 'StudioCadForm' }),
        response: { 200: studioGenerationReply, ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const { image, ...fields } = request.body;
      return { success: true as const, generation: await queueStudioCad(ctx, signedIn(request).designerId, fields, present(image)) };
    },
  );

  app.post(
    '/studio/plans/',
    {
      ...upload,
      schema: {
        tags,
        summary: 'Analyse a floor plan: find its walls, rooms and doors for the designer to correct',
        description: `multipart/form-data with \`image\`, or JSON naming a request's floor plan (source floor_plan, source_id, client_request_id) or a gallery result. ${knownLength} Without one the scale is guessed from the walls' thickness (scale_source wall_thickness). An image without walls or closed rooms: 422 plan_no_walls_found / plan_no_rooms_found. Free: rendering counts against the quota. ${gated}`,
        security: bearerAuth,
        consumes: ['multipart/form-data', 'application/json'],
        body: analyseStudioPlanFields.extend({ image: imageField }).meta({ id: 'StudioPlanForm' }),
        response: { 200: studioPlanReply, ...errorResponses(400, 401, 403, 404, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const { image, ...fields } = request.body;
      return { success: true as const, plan: await analyseStudioPlan(ctx, signedIn(request).designerId, fields, present(image)) };
    },
  );

  app.get(
    '/studio/plans/:id/',
    {
      onRequest: app.requireDesigner,
      schema: { tags, summary: 'An analysed floor plan with its (corrected) model', description: gated, security: bearerAuth, params: idParams, response: { 200: studioPlanReply, ...errorResponses(401, 403, 404) } },
    },
    async (request) => ({ success: true as const, plan: await getStudioPlan(ctx, signedIn(request).designerId, request.params.id) }),
  );

  app.patch(
    '/studio/plans/:id/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Rename rooms or change their function (areas stay as measured)',
        description: gated,
        security: bearerAuth,
        params: idParams,
        body: updateStudioPlanInput,
        response: { 200: studioPlanReply, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, plan: await updateStudioPlan(ctx, signedIn(request).designerId, request.params.id, request.body) }),
  );

  app.post(
    '/studio/plans/:id/renders/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Queue the 2D presentation plan (PNG, SVG, PDF) or the 3D concept (preview PNG, GLB, OBJ + MTL) of the corrected plan',
        description: `The ceiling height (3D) is 2.2–6 m. Counts one image against the month's quota (403 image_quota_exceeded). ${gated}`,
        security: bearerAuth,
        params: idParams,
        body: renderStudioPlanInput,
        response: { 200: studioGenerationReply, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, generation: await renderStudioPlan(ctx, signedIn(request).designerId, request.params.id, request.body) }),
  );

  app.get(
    '/studio/results/:id/exports/:format/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "Download a plan tool's export: SVG or DXF (CAD), SVG or PDF (2D plan), GLB, OBJ or MTL (3D concept)",
        description: gated,
        security: bearerAuth,
        params: studioExportParams,
        response: { 200: z.string().meta({ type: 'string', format: 'binary' }).describe('The file'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const file = await downloadStudioExport(ctx, signedIn(request).designerId, request.params.id, request.params.format);
      return reply
        .type(file.contentType)
        .header('content-disposition', `attachment; filename="${file.filename}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .send(file.data as unknown as string);
    },
  );
};
