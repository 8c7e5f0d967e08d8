/**
 * One chat turn as a visitor's browser sends it: the POST, then its server-sent-events stream read to the
 * end. Shared by the chat-turn scenario (chat-load.ts) and the chat against a failing LLM
 * (llm-first-words.ts), so both read the product's stream alike and time the same moments: from just
 * before the request is sent to the first `accepted`, the first `delta` and the `done` event read off it.
 */
import http from 'node:http';

/** What a visitor sends: the path (under the origin), its headers and the JSON body. */
export interface ChatTurnRequest {
  path: string;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

/**
 * A turn read to its end. Times are ms since the request was sent; `acceptedMs` and `firstDeltaMs` are
 * null when the stream held no such event (a reply without a `delta`, the baseline's `accepted`-less one).
 * A non-200 status, an `error` event, an event that is no JSON, a stream without `done` or a broken
 * connection is a failure.
 */
export type ChatTurnOutcome<Done> =
  | { ok: true; done: Done; doneMs: number; acceptedMs: number | null; firstDeltaMs: number | null }
  | { ok: false; reason: string };

/**
 * Sends one turn over `agent` and reads its stream. `stallMs` of silence abandon the request (a failure):
 * a guard against a stalled server hanging the bench, not a latency limit.
 */
export function sendChatTurn<Done>(agent: http.Agent, origin: URL, turn: ChatTurnRequest, stallMs: number): Promise<ChatTurnOutcome<Done>> {
  const payload = JSON.stringify(turn.body);
  return new Promise((resolve) => {
    const t0 = performance.now();
    let acceptedAt = 0;
    let firstDeltaAt = 0;
    let doneAt = 0;
    let done: Done | null = null;
    let failure: string | null = null;
    const req = http.request(
      {
        host: origin.hostname,
        port: origin.port,
        method: 'POST',
        path: turn.path,
        agent,
        headers: { ...turn.headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), accept: 'text/event-stream' },
      },
      (res) => {
        res.setEncoding('utf8');
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          if (res.statusCode !== 200) return;
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const line of block.split('\n')) {
              if (!line.startsWith('data:')) continue;
              let event: { type: string; code?: string };
              try {
                event = JSON.parse(line.slice(5)) as { type: string; code?: string };
              } catch {
                // A line that is no JSON is the server's fault, reported as this turn's failure (not a crash of the bench).
                failure ??= `malformed event: ${line.slice(5).trim().slice(0, 80)}`;
                continue;
              }
              if (event.type === 'accepted' && !acceptedAt) acceptedAt = performance.now();
              else if (event.type === 'delta' && !firstDeltaAt) firstDeltaAt = performance.now();
              else if (event.type === 'done' && !done) {
                doneAt = performance.now();
                done = event as unknown as Done;
              } else if (event.type === 'error') failure ??= `error event ${event.code}`;
            }
          }
        });
        res.on('end', () => {
          if (res.statusCode !== 200) return resolve({ ok: false, reason: `HTTP ${res.statusCode}: ${buffer.slice(0, 160)}` });
          if (failure) return resolve({ ok: false, reason: failure });
          if (!done) return resolve({ ok: false, reason: 'stream ended without a done event' });
          const since = (at: number) => (at ? at - t0 : null);
          resolve({ ok: true, done, doneMs: doneAt - t0, acceptedMs: since(acceptedAt), firstDeltaMs: since(firstDeltaAt) });
        });
        res.on('error', (err) => resolve({ ok: false, reason: err.message }));
      },
    );
    req.on('error', (err) => resolve({ ok: false, reason: err.message }));
    req.setTimeout(stallMs, () => req.destroy(new Error(`no reply for ${stallMs / 1000} s`)));
    req.end(payload);
  });
}
