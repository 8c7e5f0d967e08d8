import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { infoFileReply } from '@genie/contracts';
import { extractInfoFileText } from '../../../accounts/extract-info-file-text.ts';
import type { AppContext } from '../../../context.ts';
import { signedIn } from '../../plugins/auth.ts';
import { refuseWhenUploadsBusy } from '../../plugins/refuse-when-uploads-busy.ts';
import { bearerAuth, errorResponses, uploadedFileField } from '../../schemas.ts';

export const infoFileRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/accounts/info_file/',
    {
      // Busy: refused before the body is read, so a burst of uploads costs the server next to nothing.
      onRequest: [app.requireDesigner, refuseWhenUploadsBusy(ctx.uploadSlots.documents, (request) => signedIn(request).designerId)],
      schema: {
        tags: ['accounts'],
        summary: 'Plain text of a background-information document',
        description: 'Multipart field `file`: .txt, .docx, .doc or .pdf, at most 10 MB. Read under hard limits (inflated bytes, zip entries, PDF pages, memory, time); a document past any of them is `file_unreadable`. A few uploads are processed at a time: past that, 429 `uploads_busy`. The web app puts the text into the context field for review; nothing is saved.',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        body: z.object({ file: uploadedFileField('info_file_type') }),
        response: { 200: infoFileReply, ...errorResponses(400, 401, 413, 415, 422, 429) },
      },
    },
    async (request) => extractInfoFileText(ctx, signedIn(request).designerId, request.body.file),
  );
};
