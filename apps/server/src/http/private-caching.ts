import type { FastifyInstance } from 'fastify';

/**
 * Every API reply is `Cache-Control: no-store` (contact data, briefs, requests, account data, the
 * outbox: nothing a browser or a proxy may keep) unless its route chose its own caching. Only two do:
 * the files route (public for logos and reference images, private and short for request files) and
 * the visitor's chat stream (`private, no-cache`: a POST reply, kept from proxies). Keyed on the /api
 * prefix, so error replies and unknown API paths are covered too.
 */
export function registerPrivateCaching(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (/^\/api(?:[/?]|$)/.test(request.url) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });
}
