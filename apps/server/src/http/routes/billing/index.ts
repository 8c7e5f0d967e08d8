import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkoutInput, operatorPlanInput, operatorPlanReply, redirectReply } from '@genie/contracts';
import type { AppContext } from '../../../context.ts';
import { applyBillingEvent } from '../../../billing/apply-billing-event.ts';
import { openBillingPortal, startCheckout } from '../../../billing/billing-sessions.ts';
import { grantPlan } from '../../../billing/grant-plan.ts';
import type { OperatorAccess } from '../../../billing/operator-access.ts';
import { WebhookSignatureError, type PaymentGateway } from '../../../billing/payment-gateway.ts';
import { AppError } from '../../../errors.ts';
import { errorMessages } from '../../../error-messages.ts';
import { signedIn } from '../../plugins/auth.ts';
import { bearerAuth, errorResponses } from '../../schemas.ts';

export interface BillingServices {
  /** The payment provider; null when none is configured. */
  gateway: PaymentGateway | null;
  operator: OperatorAccess;
}

const webhookReply = z.object({ received: z.literal(true), outcome: z.array(z.enum(['applied', 'replayed', 'ignored'])) });

export const billingRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; billing: BillingServices }> = async (app, { ctx, billing }) => {
  app.post(
    '/billing/checkout/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags: ['billing'],
        summary: 'Start the payment provider\'s checkout for a new subscription; reply: where to send the browser',
        security: bearerAuth,
        body: checkoutInput,
        response: { 200: redirectReply, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) => startCheckout(ctx, billing.gateway, signedIn(request).designerId, request.body),
  );

  app.post(
    '/billing/portal/',
    {
      onRequest: app.requireDesigner,
      schema: {
        tags: ['billing'],
        summary: 'Open the payment provider\'s portal: card, plan change, cancellation, invoices',
        security: bearerAuth,
        response: { 200: redirectReply, ...errorResponses(401, 409) },
      },
    },
    async (request) => openBillingPortal(ctx, billing.gateway, signedIn(request).designerId),
  );

  app.post(
    '/billing/operator/plan/',
    {
      schema: {
        tags: ['billing'],
        summary: 'Operator: grant or extend a plan (npm run plan:set); loopback only, with the token of DATA_DIR/operator.json',
        headers: z.object({ 'x-operator-token': z.string().max(200).optional() }),
        body: operatorPlanInput,
        response: { 200: operatorPlanReply, ...errorResponses(400, 403, 404) },
      },
    },
    async (request) => {
      if (!billing.operator.allows(request.headers['x-operator-token'], request.socket.remoteAddress)) {
        throw new AppError('forbidden', errorMessages.forbidden);
      }
      return grantPlan(ctx, request.body);
    },
  );

  // The webhook reads its body as raw bytes (the signature covers them exactly): a parser of its own,
  // in this encapsulated scope only.
  await app.register(async (scope) => {
    const hook = scope.withTypeProvider<ZodTypeProvider>();
    hook.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) => done(null, body));
    hook.post(
      '/billing/webhook/:provider/',
      {
        schema: {
          tags: ['billing'],
          summary: 'Payment-provider webhook (signed); the only thing that changes a subscription',
          params: z.object({ provider: z.string().max(40) }),
          response: { 200: webhookReply, ...errorResponses(400, 404) },
        },
      },
      async (request) => {
        const gateway = billing.gateway;
        if (!gateway || gateway.provider !== request.params.provider) throw new AppError('not_found', errorMessages.not_found);
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        let events;
        try {
          events = await gateway.parseWebhook(raw, request.headers);
        } catch (e) {
          if (e instanceof WebhookSignatureError) {
            request.log.warn({ reason: e.message }, 'billing webhook refused');
            throw new AppError('validation_failed', 'The webhook signature is not valid.');
          }
          throw e;
        }
        const outcome: ('applied' | 'replayed' | 'ignored')[] = [];
        for (const event of events) outcome.push(await applyBillingEvent(ctx, gateway.provider, event));
        return { received: true as const, outcome };
      },
    );
  });
};
