import { Readable } from 'node:stream';
import type { ChatEvent } from '@genie/contracts';

const frame = (event: ChatEvent) => `data: ${JSON.stringify(event)}\n\n`;
const nextTurnOfTheLoop = () => new Promise<'later'>((resolve) => setImmediate(resolve, 'later'));

/**
 * The events as a text/event-stream. Events that are ready together (the built-in engine's reply: its
 * pieces and `done`) leave in one write; an event followed by a wait (`accepted` before a model
 * answers) leaves at once.
 */
export function sse(events: AsyncIterable<ChatEvent>): Readable {
  return Readable.from(
    (async function* () {
      const source = events[Symbol.asyncIterator]();
      let pending = source.next();
      for (;;) {
        const first = await pending;
        if (first.done) return;
        let chunk = frame(first.value);
        for (;;) {
          pending = source.next();
          const next = await Promise.race([pending, nextTurnOfTheLoop()]);
          if (next === 'later') break;
          if (next.done) {
            yield chunk;
            return;
          }
          chunk += frame(next.value);
        }
        yield chunk;
      }
    })(),
  );
}
