import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createCustomThemeInput,
  customSpacesReply,
  customThemeReply,
  imagenConfigsReply,
  okReply,
  putCustomSpacesInput,
  updateCustomThemeInput,
} from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { createCustomTheme } from '../../../imagen-configs/create-custom-theme.ts';
import { deleteCustomTheme } from '../../../imagen-configs/delete-custom-theme.ts';
import { getImagenConfigs } from '../../../imagen-configs/get-imagen-configs.ts';
import { updateCustomSpaces } from '../../../imagen-configs/update-custom-spaces.ts';
import { updateCustomTheme } from '../../../imagen-configs/update-custom-theme.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../../schemas.ts';

// The paths keep the spec's spelling ("deisnger"): existing clients call them so.
const tags = ['imagen configs'];
const idParams = z.object({ id: z.string().max(100) });

export const imagenConfigRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/accounts/deisnger_imagen_configs/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "The designer's custom spaces and custom themes",
        security: bearerAuth,
        response: { 200: imagenConfigsReply, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true as const, value: await getImagenConfigs(ctx, signedIn(request).designerId) }),
  );

  app.post(
    '/accounts/deisnger_imagen_configs/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Create a custom theme',
        security: bearerAuth,
        body: createCustomThemeInput,
        response: { 200: customThemeReply, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ success: true as const, value: await createCustomTheme(ctx, signedIn(request).designerId, request.body) }),
  );

  app.put(
    '/accounts/deisnger_imagen_configs/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Replace the custom space list',
        description: 'Names are unique ignoring case, spaces and underscores, and may not repeat a built-in space (code space_exists).',
        security: bearerAuth,
        body: putCustomSpacesInput,
        response: { 200: customSpacesReply, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => ({
      success: true as const,
      value: { custom_spaces: await updateCustomSpaces(ctx, signedIn(request).designerId, request.body) },
    }),
  );

  app.put(
    '/accounts/deisnger_imagen_config/:id/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Change a custom theme',
        security: bearerAuth,
        params: idParams,
        body: updateCustomThemeInput,
        response: { 200: customThemeReply, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => ({
      success: true as const,
      value: await updateCustomTheme(ctx, signedIn(request).designerId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/accounts/deisnger_imagen_config/:id/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Delete a custom theme',
        security: bearerAuth,
        params: idParams,
        response: { 200: okReply, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await deleteCustomTheme(ctx, signedIn(request).designerId, request.params.id);
      return { success: true as const, msg: 'The theme has been deleted.' };
    },
  );
};
