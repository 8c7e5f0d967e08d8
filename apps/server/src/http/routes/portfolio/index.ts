import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  okReply,
  PORTFOLIO_UPLOAD_MAX_FILES,
  portfolioImageReply,
  portfolioListQuery,
  portfolioListReply,
  updatePortfolioImageInput,
  uploadPortfolioImagesFields,
  uploadPortfolioImagesReply,
} from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { isEmptyFileInput } from '../../../images/uploaded-file.ts';
import { deletePortfolioImage, listPortfolioImages, updatePortfolioImage } from '../../../references/manage-portfolio-images.ts';
import { uploadPortfolioImages } from '../../../references/upload-portfolio-images.ts';
import { refuseWhenUploadsBusy } from '../../plugins/refuse-when-uploads-busy.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses, uploadedFileField } from '../../schemas.ts';

const uploadForm = uploadPortfolioImagesFields.extend({
  files: z
    .union([uploadedFileField('image_required'), z.array(uploadedFileField('image_required'))])
    .describe(`The images (repeat the field), at most ${PORTFOLIO_UPLOAD_MAX_FILES}, 10 MB each`),
});
const imageParams = z.object({ id: z.string().max(100) });

/** The designer's own reference images (issue 4): shown first, and only, in their own genie's rounds. */
export const portfolioRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/portfolio/images/',
    {
      // Busy: refused before the body (up to several images) is read.
      onRequest: [app.requireDesigner, refuseWhenUploadsBusy(ctx.uploadSlots.images, (request) => signedIn(request).designerId)],
      config: { fileTooLargeCode: 'image_too_large', multipartOptions: { limits: { files: PORTFOLIO_UPLOAD_MAX_FILES } } },
      schema: {
        tags: ['portfolio'],
        summary: 'Upload images to the portfolio, tagged with style, space and project type',
        description:
          'multipart/form-data. Each image is decoded to prove it whole, auto-oriented, stripped of metadata and stored with web sizes. Files refused (damaged, near-duplicates, or 429 uploads_busy when too many uploads are being processed) are listed in `rejected`; when every file is refused the reply is that error (422 image_damaged "Image is damaged", 409 image_duplicate, …).',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        body: uploadForm,
        response: { 200: uploadPortfolioImagesReply, ...errorResponses(400, 401, 409, 413, 415, 422, 429) },
      },
    },
    async (request) => {
      const { files, ...fields } = request.body;
      const list = (Array.isArray(files) ? files : [files]).filter((f) => !isEmptyFileInput(f));
      return uploadPortfolioImages(ctx, signedIn(request).designerId, fields, list);
    },
  );

  app.get(
    '/portfolio/images/',
    {
      // Busy: refused before the body (up to several images) is read.
      onRequest: [app.requireDesigner, refuseWhenUploadsBusy(ctx.uploadSlots.images, (request) => signedIn(request).designerId)],
      schema: {
        tags: ['portfolio'],
        summary: "The designer's portfolio images, newest first",
        security: bearerAuth,
        querystring: portfolioListQuery,
        response: { 200: portfolioListReply, ...errorResponses(400, 401) },
      },
    },
    async (request) => listPortfolioImages(ctx, signedIn(request).designerId, request.query),
  );

  app.patch(
    '/portfolio/images/:id/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags: ['portfolio'],
        summary: 'Retag a portfolio image (style, space, project type, title)',
        security: bearerAuth,
        params: imageParams,
        body: updatePortfolioImageInput,
        response: { 200: portfolioImageReply, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => updatePortfolioImage(ctx, signedIn(request).designerId, request.params.id, request.body),
  );

  app.delete(
    '/portfolio/images/:id/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags: ['portfolio'],
        summary: 'Delete a portfolio image and its files',
        security: bearerAuth,
        params: imageParams,
        response: { 200: okReply, ...errorResponses(401, 404) },
      },
    },
    async (request) => deletePortfolioImage(ctx, signedIn(request).designerId, request.params.id),
  );
};
