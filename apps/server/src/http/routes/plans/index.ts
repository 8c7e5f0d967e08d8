import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { planCatalogReply, selectPlanInput, selectPlanReply } from '@genie/contracts';
import { planCatalog } from '@genie/core';
import type { AppContext } from '../../../context.ts';
import { selectPlan } from '../../../plans/select-plan.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../../schemas.ts';

export const planRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/plans/',
    {
      schema: {
        tags: ['plans'],
        summary: 'The plan catalogue',
        response: { 200: planCatalogReply },
      },
    },
    async () => ({ success: true as const, plans: [...planCatalog], purchase: ctx.env.STRIPE ? ('checkout' as const) : ('request' as const) }),
  );

  app.post(
    '/plans/select/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags: ['plans'],
        summary: "Choose a plan: changes the trial's plan, or asks sales to set up the subscription",
        security: bearerAuth,
        body: selectPlanInput,
        response: { 200: selectPlanReply, ...errorResponses(400, 401) },
      },
    },
    async (request) => selectPlan(ctx, signedIn(request).designerId, request.body),
  );
};
