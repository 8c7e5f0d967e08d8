import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicDesignerReply } from '@genie/contracts';
import { getPublicDesigner } from '../../../accounts/get-public-designer.ts';
import type { AppContext } from '../../../context.ts';
import { errorResponses } from '../../schemas.ts';

export const designerRoute: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/accounts/designer/:linkWords/',
    {
      schema: {
        tags: ['accounts'],
        summary: "A genie's public profile, by its link words",
        description: 'Only what the public genie page shows: never e-mail, phone, context or secrets.',
        params: z.object({ linkWords: z.string().max(100) }),
        response: { 200: publicDesignerReply, ...errorResponses(404) },
      },
    },
    async (request) => getPublicDesigner(ctx, request.params.linkWords),
  );
};
