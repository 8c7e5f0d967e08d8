import { requestSource } from '@genie/contracts';
import type { ClientProfileInput } from '@genie/core';
import type { AppContext } from '../context.ts';
import { chatMessagesRepository } from '../db/repositories/chat-messages.ts';
import type { ClientRequestRow } from '../db/schema.ts';
import { suggestionsSourceOf } from '../suggestions/suggestions-source.ts';

/** A request as the client profile reads it: the brief (as the suggestions read it) and the client's own messages. */
export async function clientProfileInputOf(ctx: Pick<AppContext, 'db' | 'now'>, request: ClientRequestRow): Promise<ClientProfileInput> {
  const [source, messages] = await Promise.all([suggestionsSourceOf(ctx, request), chatMessagesRepository(ctx.db).list(request.designerId, request.id)]);
  return {
    brief: source.input,
    visitorMessages: messages.filter((m) => m.role === 'visitor' && !m.action).map((m) => m.text),
    origin: request.origin,
    source: requestSource.safeParse(request.source).data ?? null,
  };
}
