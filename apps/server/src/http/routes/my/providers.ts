import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  connectImageProviderInput,
  connectLlmProviderInput,
  okReply,
  providerConnectionReply,
  providerConnectionsReply,
  providerKindParams,
  providerTestReply,
} from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { connectImageProvider } from '../../../provider-connections/connect-image-provider.ts';
import { connectLlmProvider } from '../../../provider-connections/connect-llm-provider.ts';
import { disconnectProvider } from '../../../provider-connections/disconnect-provider.ts';
import { listProviderConnections } from '../../../provider-connections/list-provider-connections.ts';
import { testProviderConnection } from '../../../provider-connections/test-provider-connection.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../../schemas.ts';

const tags = ['my'];
const keyNote = 'The key is stored encrypted with the server\'s secret and never returned: replies carry only its last four characters (key_hint).';

/** A studio's own image provider and LLM (issue 25), in Account Management. */
export const providerRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/my/providers/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "The studio's own image provider and LLM, and the server's defaults",
        description: keyNote,
        security: bearerAuth,
        response: { 200: providerConnectionsReply, ...errorResponses(401) },
      },
    },
    async (request) => listProviderConnections(ctx, signedIn(request).designerId),
  );

  app.put(
    '/my/providers/image/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "Connect (or change) the studio's own image provider, with a monthly image cap",
        description: `Used for this studio's generations instead of the server's IMAGE_PROVIDER. automatic1111 and comfyui need base_url; the hosted ones a key. The address must be public (400 provider_address_not_allowed). Leaving api_key out keeps the stored key while the provider stays the same. ${keyNote}`,
        security: bearerAuth,
        body: connectImageProviderInput,
        response: { 200: providerConnectionReply, ...errorResponses(400, 401, 502) },
      },
    },
    async (request) => ({ success: true as const, connection: await connectImageProvider(ctx, signedIn(request).designerId, request.body) }),
  );

  app.put(
    '/my/providers/llm/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "Connect (or change) the studio's own LLM: an OpenAI-compatible address, key and model",
        description: `Used for this studio's genie and writer when the server has no LLM. Leaving api_key out keeps the stored key. ${keyNote}`,
        security: bearerAuth,
        body: connectLlmProviderInput,
        response: { 200: providerConnectionReply, ...errorResponses(400, 401, 502) },
      },
    },
    async (request) => ({ success: true as const, connection: await connectLlmProvider(ctx, signedIn(request).designerId, request.body) }),
  );

  app.post(
    '/my/providers/:kind/test/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: 'Test connection: one small call to the provider with the stored key (no image is made)',
        description: 'Replies with the price per image when the provider reports one (cost_per_image null otherwise). A refused key or model: 422 provider_key_rejected; no answer in time: 502 provider_unreachable; nothing connected: 404 provider_not_connected.',
        security: bearerAuth,
        params: providerKindParams,
        response: { 200: providerTestReply, ...errorResponses(400, 401, 404, 422, 502) },
      },
    },
    async (request) => testProviderConnection(ctx, signedIn(request).designerId, request.params.kind),
  );

  app.delete(
    '/my/providers/:kind/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags,
        summary: "Disconnect the studio's own provider of this kind; the server's default applies again",
        security: bearerAuth,
        params: providerKindParams,
        response: { 200: okReply, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      await disconnectProvider(ctx, signedIn(request).designerId, request.params.kind);
      return { success: true as const, msg: 'Disconnected' };
    },
  );
};
