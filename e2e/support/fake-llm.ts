/**
 * A studio's own language model for the journeys: a local server speaking the OpenAI chat API (GET /v1/models,
 * POST /v1/chat/completions) that accepts one key only. A journey scripts a turn by the visitor's words
 * (POST /scripts): the extraction's tool call returns the script's fields, and the reply's lead-in is streamed a
 * word at a time, with a pause after each sentence but the last, so a browser can be seen showing the first
 * sentence while the model is still writing the next. A call no script matches (the greeting) gets a short
 * welcome in the prompt's language. GET /requests lists what it was asked.
 * The server under test may reach it through PROVIDER_TEST_ALLOW_ORIGINS (NODE_ENV=test only).
 */
import http from 'node:http';
import { fakeLlmKey, fakeLlmModel, fakeLlmPort } from './ports.ts';

export interface FakeLlmScript {
  /** The visitor's message this script answers: a call whose body holds these words is scripted. */
  message: string;
  /** The extraction: the visitor's words per brief field. */
  extract: Record<string, string>;
  /** The lead-in's sentences, each with its own end mark (and a space after it where the language puts one). */
  sentences: string[];
  /** The pause after each sentence but the last. */
  pauseMs: number;
}

const scripts: FakeLlmScript[] = [];
const received: { path: string; key: string; stream: boolean; tool: boolean; scripted: boolean }[] = [];
const welcome = (body: string) => (body.includes('(한국어)') ? '반갑습니다!' : body.includes('(繁體中文)') ? '歡迎！' : 'Welcome!');

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    const path = new URL(req.url ?? '/', 'http://fake').pathname;
    const raw = Buffer.concat(chunks).toString('utf8');
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (path === '/health') return send(200, { ok: true });
    if (path === '/requests') return send(200, received);
    if (req.method === 'POST' && path === '/scripts') {
      scripts.push(JSON.parse(raw) as FakeLlmScript);
      return send(200, { ok: true });
    }
    const auth = req.headers.authorization ?? '';
    if (auth !== `Bearer ${fakeLlmKey}`) return send(401, { error: { message: 'Incorrect API key provided' } });
    if (req.method === 'GET' && path === '/v1/models') return send(200, { object: 'list', data: [{ id: fakeLlmModel, object: 'model' }] });
    if (req.method !== 'POST' || path !== '/v1/chat/completions') return send(404, { error: { message: `no route for ${req.method} ${path}` } });

    const body = JSON.parse(raw) as { stream?: boolean; tools?: { function: { name: string } }[]; messages?: { role: string; content: unknown }[] };
    // The visitor's words are in the last user message; the history before it may hold an earlier turn's words.
    const lastUser = JSON.stringify(body.messages?.filter((m) => m.role === 'user').at(-1)?.content ?? '');
    const script = scripts.find((s) => lastUser.includes(JSON.stringify(s.message).slice(1, -1)));
    received.push({ path, key: auth.replace(/^Bearer /, ''), stream: !!body.stream, tool: !!body.tools?.length, scripted: !!script });
    const id = `chatcmpl-e2e-${received.length}`;
    const created = Math.floor(Date.now() / 1000);
    const usage = { prompt_tokens: 400, completion_tokens: 20, total_tokens: 420 };

    if (!body.stream) {
      const tool = body.tools?.[0]?.function.name;
      const message = tool
        ? { role: 'assistant', content: null, tool_calls: [{ id: `call_${received.length}`, type: 'function', function: { name: tool, arguments: JSON.stringify(script?.extract ?? {}) } }] }
        : { role: 'assistant', content: welcome(raw) };
      return send(200, { id, object: 'chat.completion', created, model: fakeLlmModel, choices: [{ index: 0, message, finish_reason: tool ? 'tool_calls' : 'stop' }], usage });
    }

    const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: fakeLlmModel, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
    // Pieces as a model sends them: a few letters (with the spaces around them) at a time; a pause stands for the time a next sentence takes.
    const sentences = script?.sentences ?? [welcome(raw)];
    const pieces: ({ text: string } | { pauseMs: number })[] = sentences.flatMap((sentence, i) => [
      ...(sentence.match(/\s*\S{1,4}\s*/g) ?? [sentence]).map((text) => ({ text })),
      ...(i < sentences.length - 1 ? [{ pauseMs: script!.pauseMs }] : []),
    ]);
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    res.write(chunk({ role: 'assistant', content: '' }));
    let timer: NodeJS.Timeout | undefined;
    const next = (i: number) => {
      if (res.destroyed) return;
      const piece = pieces[i];
      if (!piece) {
        res.write(chunk({}, 'stop'));
        res.write(`data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: fakeLlmModel, choices: [], usage })}\n\n`);
        res.end('data: [DONE]\n\n');
        return;
      }
      if ('text' in piece) res.write(chunk({ content: piece.text }));
      timer = setTimeout(() => next(i + 1), 'pauseMs' in piece ? piece.pauseMs : 20);
    };
    res.once('close', () => clearTimeout(timer));
    next(0);
  });
});
server.listen(fakeLlmPort(), '127.0.0.1', () => console.log(`fake language model on ${fakeLlmPort()}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
