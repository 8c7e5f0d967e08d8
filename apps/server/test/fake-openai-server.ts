import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real local HTTP server speaking the OpenAI Chat Completions protocol (POST /v1/chat/completions,
 * JSON or SSE streaming, tool calls), as Ollama, vLLM and LM Studio do. Tests script its replies:
 * queued per request, or from a responder that sees each request.
 */

export interface FakeChatRequest {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: {
    model?: string;
    messages?: { role: string; content: unknown; tool_calls?: unknown }[];
    tools?: { type: 'function'; function: { name: string; description?: string; parameters?: unknown } }[];
    tool_choice?: unknown;
    stream?: boolean;
    stream_options?: { include_usage?: boolean };
    max_tokens?: number;
    max_completion_tokens?: number;
    [key: string]: unknown;
  };
}

export type FakeReply =
  /** An assistant message; streamed word by word when the request asks for a stream. */
  | { type: 'text'; text: string; finishReason?: 'stop' | 'length' | 'content_filter' }
  /** The model's refusal field (OpenAI's structured refusal). */
  | { type: 'refusal'; refusal: string }
  /** One tool call. `arguments` as a string is sent as is, so it may be malformed JSON. Name: the request's first tool. */
  | { type: 'tool_call'; name?: string; arguments: string | Record<string, unknown> }
  /** An HTTP error with an OpenAI-style error body. */
  | { type: 'error'; status: number; message?: string }
  /** Waits, then replies (or is abandoned if the client gives up first). */
  | { type: 'delay'; ms: number; then: FakeReply }
  /** Starts an SSE stream with some text, then drops the connection midway. */
  | { type: 'break_stream'; text: string }
  /** A 200 whose body is not JSON (or, streamed, an event whose data is not JSON). */
  | { type: 'broken_json' };

export interface FakeOpenAiServer {
  /** The base URL to configure, including the /v1 prefix. */
  baseUrl: string;
  /** Every chat request received, in order. */
  requests: FakeChatRequest[];
  /** Replies for the next requests, in order. */
  enqueue(...replies: FakeReply[]): void;
  /** The reply when the queue is empty (default: a 500 saying nothing was scripted). */
  respondWith(responder: (request: FakeChatRequest) => FakeReply): void;
  close(): Promise<void>;
}

const usage = { prompt_tokens: 42, completion_tokens: 7, total_tokens: 49 };

function words(text: string): string[] {
  return text.match(/\s*\S+/g) ?? [text];
}

function split(text: string, parts: number): string[] {
  const size = Math.max(1, Math.ceil(text.length / parts));
  const pieces: string[] = [];
  for (let i = 0; i < text.length; i += size) pieces.push(text.slice(i, i + size));
  return pieces.length ? pieces : [''];
}

export async function startFakeOpenAiServer(): Promise<FakeOpenAiServer> {
  const requests: FakeChatRequest[] = [];
  const queue: FakeReply[] = [];
  let responder: (request: FakeChatRequest) => FakeReply = () => ({ type: 'error', status: 500, message: 'no scripted reply' });
  const timers = new Set<NodeJS.Timeout>();
  let sequence = 0;

  function send(request: FakeChatRequest, res: http.ServerResponse, reply: FakeReply): void {
    const id = `chatcmpl-fake-${++sequence}`;
    const created = Math.floor(Date.now() / 1000);
    const model = request.body.model ?? 'fake-model';
    const streaming = request.body.stream === true;

    switch (reply.type) {
      case 'error':
        res.writeHead(reply.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: reply.message ?? `fake error ${reply.status}`, type: 'server_error', code: null } }));
        return;
      case 'delay': {
        const timer = setTimeout(() => {
          timers.delete(timer);
          if (!res.destroyed) send(request, res, reply.then);
        }, reply.ms);
        timers.add(timer);
        res.on('close', () => {
          clearTimeout(timer);
          timers.delete(timer);
        });
        return;
      }
      case 'broken_json':
        if (streaming) {
          res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
          res.end(`data: {"id": "${id}", "choices": [{"delta": {"content": "Tha\n\ndata: [DONE]\n\n`);
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(`{"id": "${id}", "object": "chat.completion", "choices": [{"message": {"role": "assistant", "tool_calls": [`);
        }
        return;
      case 'break_stream': {
        res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
        for (const piece of words(reply.text)) {
          res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] })}\n\n`);
        }
        // Let the chunks reach the client, then drop the connection without finishing.
        const timer = setTimeout(() => {
          timers.delete(timer);
          res.destroy();
        }, 20);
        timers.add(timer);
        return;
      }
    }

    const toolName = reply.type === 'tool_call' ? (reply.name ?? request.body.tools?.[0]?.function.name ?? 'tool') : '';
    const toolArguments = reply.type === 'tool_call' ? (typeof reply.arguments === 'string' ? reply.arguments : JSON.stringify(reply.arguments)) : '';
    const finishReason = reply.type === 'tool_call' ? 'tool_calls' : reply.type === 'text' ? (reply.finishReason ?? 'stop') : 'stop';

    if (!streaming) {
      const message =
        reply.type === 'text'
          ? { role: 'assistant', content: reply.text }
          : reply.type === 'refusal'
            ? { role: 'assistant', content: null, refusal: reply.refusal }
            : { role: 'assistant', content: null, tool_calls: [{ id: `call_${sequence}`, type: 'function', function: { name: toolName, arguments: toolArguments } }] };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ id, object: 'chat.completion', created, model, choices: [{ index: 0, message, finish_reason: finishReason }], usage }));
      return;
    }

    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk({ role: 'assistant', content: '' }));
    if (reply.type === 'text') {
      for (const piece of words(reply.text)) res.write(chunk({ content: piece }));
    } else if (reply.type === 'refusal') {
      res.write(chunk({ refusal: reply.refusal }));
    } else {
      res.write(chunk({ tool_calls: [{ index: 0, id: `call_${sequence}`, type: 'function', function: { name: toolName, arguments: '' } }] }));
      for (const piece of split(toolArguments, 3)) res.write(chunk({ tool_calls: [{ index: 0, function: { arguments: piece } }] }));
    }
    res.write(chunk({}, finishReason));
    if (request.body.stream_options?.include_usage) {
      res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [], usage })}\n\n`);
    }
    res.end('data: [DONE]\n\n');
  }

  const server = http.createServer((req, res) => {
    const body: Buffer[] = [];
    req.on('data', (b: Buffer) => body.push(b));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${req.url}`, type: 'invalid_request_error' } }));
        return;
      }
      let parsed: FakeChatRequest['body'];
      try {
        parsed = JSON.parse(Buffer.concat(body).toString('utf8')) as FakeChatRequest['body'];
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'invalid JSON body', type: 'invalid_request_error' } }));
        return;
      }
      const request: FakeChatRequest = { path: req.url, headers: req.headers, body: parsed };
      requests.push(request);
      send(request, res, queue.shift() ?? responder(request));
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    respondWith: (next) => {
      responder = next;
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}
