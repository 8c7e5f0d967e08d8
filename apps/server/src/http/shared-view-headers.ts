import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onRequest hook of every shared read-only view (/api/shared/…): a shared link is private to whom it
 * was given, so search engines must not index it and no cache may keep it (a revoked link must stop
 * working at once). Set before the handler runs, so error replies carry the headers too.
 */
export async function sharedViewHeaders(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('x-robots-tag', 'noindex, nofollow');
  reply.header('cache-control', 'no-store');
}
