import type { ChatEvent } from '@genie/contracts';
import type { AppContext } from '../context.ts';
import { chatChannel } from '../events/event-bus.ts';

/** What a chat channel carries: a turn of the conversation is stored (its reply is in the database). */
export interface ChatTurnStoredEvent {
  type: 'turn_stored';
  message_id: string;
  stage: string;
  complete: boolean;
}

/**
 * Passes a turn's events through and, once its `done` went out, tells every instance on the request's
 * chat channel that the turn is stored, so whoever follows the conversation elsewhere re-reads it.
 */
export async function* announceChatTurn(
  ctx: Pick<AppContext, 'events' | 'log'>,
  clientRequestId: string,
  events: AsyncIterable<ChatEvent>,
): AsyncGenerator<ChatEvent> {
  for await (const event of events) {
    yield event;
    if (event.type === 'done') {
      const stored: ChatTurnStoredEvent = { type: 'turn_stored', message_id: event.message.id, stage: event.stage, complete: event.complete };
      ctx.events.publish(chatChannel(clientRequestId), stored).catch((err: unknown) => ctx.log.warn({ err, clientRequestId }, 'chat event not published'));
    }
  }
}
