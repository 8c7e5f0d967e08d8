import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * onRequest hook of every shared read-only view (/api/shared/…): a shared link is private to whom it
 * was given, so search engines must not index it. Set before the handler runs, so error replies carry
 * it too. (No cache keeps it either: every API reply is `no-store`, http/private-caching.ts.)
 */
export async function sharedViewHeaders(_request: FastifyRequest, reply: FastifyReply): Promise<void> {
  reply.header('x-robots-tag', 'noindex, nofollow');
}
