import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { infoFileReply } from '@genie/contracts';
import { extractInfoFileText } from '../../../accounts/extract-info-file-text.ts';
import type { AppContext } from '../../../context.ts';
import { bearerAuth, errorResponses, uploadedFileField } from '../../schemas.ts';

export const infoFileRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.post(
    '/accounts/info_file/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags: ['accounts'],
        summary: 'Plain text of a background-information document',
        description: 'Multipart field `file`: .txt, .docx, .doc or .pdf, at most 10 MB. The web app puts the text into the context field for review; nothing is saved.',
        security: bearerAuth,
        consumes: ['multipart/form-data'],
        body: z.object({ file: uploadedFileField('info_file_type') }),
        response: { 200: infoFileReply, ...errorResponses(400, 401, 413, 415, 422) },
      },
    },
    async (request) => extractInfoFileText(request.body.file),
  );
};
