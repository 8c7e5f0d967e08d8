import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okReply, personalInfoReply, personalInfoUpdate } from '@genie/contracts';
import { getPersonalInfo } from '../../../accounts/get-personal-info.ts';
import { updatePersonalInfo } from '../../../accounts/update-personal-info.ts';
import type { AppContext } from '../../../context.ts';
import { signedIn } from '../../plugins/auth.ts';
import { isEmptyFileInput } from '../../../images/uploaded-file.ts';
import { bearerAuth, errorResponses, formContentTypes, uploadedFileField } from '../../schemas.ts';

const personalInfoForm = personalInfoUpdate.extend({
  logo: uploadedFileField('image_required')
    .optional()
    .describe('Profile image file: .jpg, .jpeg, .png or .webp, at most 10 MB; stored re-encoded as WebP (max 512 px)'),
}).meta({ id: 'PersonalInfoForm' }); // one component for the three content types

export const personalInfoRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/accounts/personal_info/',
    {
      onRequest: app.requireDesigner,
      config: { allowQueryToken: true },
      schema: {
        tags: ['accounts'],
        summary: "The signed-in designer's account, subscription and plan",
        description: 'The token may also arrive as the `token` query parameter (spec §4).',
        security: bearerAuth,
        querystring: z.object({ token: z.string().max(2000).optional() }),
        response: { 200: personalInfoReply, ...errorResponses(401) },
      },
    },
    async (request) => getPersonalInfo(ctx, signedIn(request).designerId),
  );

  app.put(
    '/accounts/personal_info/',
    {
      onRequest: app.requireDesigner,
      config: { fileTooLargeCode: 'image_too_large' },
      schema: {
        tags: ['accounts'],
        summary: 'Change any subset of the account fields and/or the logo',
        description: 'A form body (multipart/form-data for a logo). Changing genie_name, username or email re-checks uniqueness. remove_logo=true clears the logo.',
        security: bearerAuth,
        consumes: formContentTypes,
        body: personalInfoForm,
        response: { 200: okReply, ...errorResponses(400, 401, 409, 413, 415, 422) },
      },
    },
    async (request) => {
      const { logo, ...fields } = request.body;
      const file = logo && !isEmptyFileInput(logo) ? logo : undefined;
      return updatePersonalInfo(ctx, signedIn(request).designerId, { ...fields, logo: file });
    },
  );
};
