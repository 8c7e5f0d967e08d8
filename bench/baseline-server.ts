/**
 * The benchmark's yardstick: a bare Fastify server, no plugins, no logging, no database.
 * Started by bench/run.ts as `node --import tsx bench/baseline-server.ts` with PORT set.
 *
 * - GET /api/health: one JSON reply (the yardstick of the autocannon rows).
 * - POST /api/chat-sse/: the yardstick of the chat-turn scenario. It takes the same JSON body as the
 *   product's POST /api/genie/{linkWords}/chat/ and answers the same way — a text/event-stream of
 *   `accepted`, `delta` and `done` events of about the product's size, streamed from an async generator —
 *   but stores nothing and decides nothing: what is left is HTTP, body parsing and streaming.
 */
import { Readable } from 'node:stream';
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 0);
const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));

let sequence = 0;
const question = {
  field_id: 'preferred_style',
  kind: 'free_text',
  text: 'Which style do you have in mind? Feel free to mention places or brands you like.',
  hint: null,
  chips: [],
  multiple: false,
};
app.post<{ Body: { client_message_id?: unknown; text?: unknown; action?: unknown } }>('/api/chat-sse/', async (request, reply) => {
  const { client_message_id: id, text, action } = request.body ?? {};
  if (typeof id !== 'string' || (typeof text !== 'string' && typeof action !== 'string')) {
    return reply.status(400).send({ success: false, code: 'validation_failed', msg: 'Invalid request' });
  }
  const now = new Date().toISOString();
  const visitorMessage = { id: `v-${++sequence}`, role: 'visitor', text: typeof text === 'string' ? text : action, created_at: now, client_message_id: id };
  const replyText = `Thank you, noted.\n\n${question.text}`;
  const genieMessage = { id: `g-${sequence}`, role: 'genie', text: replyText, created_at: now, client_message_id: null };
  const events = [
    { type: 'accepted', message: visitorMessage },
    { type: 'delta', text: replyText },
    { type: 'done', message: genieMessage, question, progress: { answered: 3, total: 12, topic_index: 1, topic_count: 4 }, complete: false, stage: 'chat', engine: 'built_in' },
  ];
  return reply
    .header('content-type', 'text/event-stream; charset=utf-8')
    .header('cache-control', 'no-cache, no-transform')
    .send(
      Readable.from(
        (async function* () {
          for (const event of events) yield `data: ${JSON.stringify(event)}\n\n`;
        })(),
      ),
    );
});

const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);

await app.listen({ port, host: '127.0.0.1' });
