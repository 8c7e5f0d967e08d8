import { describe, expect, it } from 'vitest';
import type { ChatEvent } from '@genie/contracts';
import { sse } from './event-stream.ts';

const delta = (text: string): ChatEvent => ({ type: 'delta', text });
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The chunks the stream hands to the socket, each with the time it left (ms after the start). */
async function chunksOf(events: AsyncIterable<ChatEvent>) {
  const started = performance.now();
  const chunks: { text: string; at: number }[] = [];
  for await (const chunk of sse(events)) chunks.push({ text: String(chunk), at: performance.now() - started });
  return chunks;
}

describe('the chat’s event stream', () => {
  it('sends the events that are ready together in one write, each as a `data:` line', async () => {
    const chunks = await chunksOf(
      (async function* () {
        yield delta('Hello ');
        yield delta('there.');
        yield { type: 'error', code: 'internal_error', msg: 'x' } as ChatEvent;
      })(),
    );
    expect(chunks.map((c) => c.text)).toEqual([
      'data: {"type":"delta","text":"Hello "}\n\ndata: {"type":"delta","text":"there."}\n\ndata: {"type":"error","code":"internal_error","msg":"x"}\n\n',
    ]);
  });

  it('sends an event at once when the next one is still being worked out (a model thinking)', async () => {
    const chunks = await chunksOf(
      (async function* () {
        yield delta('accepted');
        await wait(150);
        yield delta('one');
        yield delta('two');
      })(),
    );
    expect(chunks.map((c) => c.text)).toEqual(['data: {"type":"delta","text":"accepted"}\n\n', 'data: {"type":"delta","text":"one"}\n\ndata: {"type":"delta","text":"two"}\n\n']);
    // It left before the wait was over.
    expect(chunks[1]!.at - chunks[0]!.at).toBeGreaterThan(50);
  });

  it('ends with nothing to send when there are no events', async () => {
    expect(await chunksOf((async function* () {})())).toEqual([]);
  });
});
