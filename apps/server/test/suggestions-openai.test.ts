import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AiSuggestionsContent } from '@genie/contracts';
import { startFakeOpenAiServer, type FakeChatRequest, type FakeOpenAiServer } from './fake-openai-server.ts';
import { createTestApp, registerDesigner, type RegisteredDesigner, type TestApp } from './helpers.ts';
import { answer, generate, openRequest, replyOf, storedRows } from './suggestions-helpers.ts';

const written: AiSuggestionsContent = {
  summary: 'Lee wants a neighbourhood bistro of about 85 m² on US$90,000, opening in September.',
  design_directions: [
    {
      title: 'Industrial, warmed with wood',
      description: 'Exposed brick and black steel, softened by reclaimed wood and warm light.',
      style: 'industrial',
      palette: ['#e8e2d8', '#b5651d', '#3b3b3b', '#1f1f1f'],
      materials: ['Exposed brick', 'Black steel', 'Reclaimed wood'],
      key_pieces: ['Factory bar stools', 'Metal factory pendant'],
      budget_fit: 'About US$1,060 per m²: workable with standard finishes.',
    },
  ],
  first_call_questions: ['Is the lease signed?'],
  risks: [],
  next_steps: ['Visit the site to measure.'],
};

let server: FakeOpenAiServer;
let t: TestApp;
let studio: RegisteredDesigner;

/** The writer's calls: they ask for structured output; the visitor chat's do not. */
const writerCalls = () => server.requests.filter((r) => r.body.response_format !== undefined);

// A real OpenAI-compatible server (as Ollama or vLLM) behind the configured provider.
beforeAll(async () => {
  server = await startFakeOpenAiServer();
  t = await createTestApp({
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: server.baseUrl,
    LLM_MODEL: 'llama3.1:8b',
    LLM_MAX_RETRIES: '0',
    LLM_WRITER_TIMEOUT_MS: '1000',
    RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000',
  });
  studio = await registerDesigner(t.app, { name: 'Oak Studio' });
});
afterAll(async () => {
  await t.close();
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

async function briefedRequest() {
  const request = await openRequest(t, studio.genie_name, { project_type: 'commercial_space', contact_name: 'Lee', language: 'en-US' });
  await answer(t, request.id, { project_background: 'A neighbourhood bistro.', space_size: '85 m2', budget: '$80,000 to $100,000', preferred_style: 'industrial' });
  return request;
}

/** Replies to the writer's call as scripted; anything else (the visitor chat) gets an error, so the engine answers it. */
function writerReplies(reply: (request: FakeChatRequest) => Parameters<FakeOpenAiServer['enqueue']>[0]) {
  server.respondWith((request) => (request.body.response_format ? reply(request) : { type: 'error', status: 500, message: 'chat not scripted' }));
}

describe('AI suggestions through an OpenAI-compatible server', () => {
  it('asks for JSON following the suggestions schema and stores the answer as the LLM’s', async () => {
    const request = await briefedRequest();
    writerReplies(() => ({ type: 'text', text: JSON.stringify(written) }));
    const reply = replyOf(await generate(t, studio.token, request.id, { language: 'en-US' }));
    expect(reply.suggestions).toMatchObject({ source: 'llm', content: written });

    const [call] = writerCalls();
    expect(call!.body).toMatchObject({
      model: 'llama3.1:8b',
      max_tokens: t.env.LLM.writerMaxOutputTokens,
      response_format: { type: 'json_schema', json_schema: { name: 'ai_suggestions', strict: false } },
    });
    const schema = (call!.body.response_format as { json_schema: { schema: { required: string[] } } }).json_schema.schema;
    expect(schema.required).toEqual(['summary', 'design_directions', 'first_call_questions', 'risks', 'next_steps']);
    expect(call!.body.messages?.map((m) => m.role)).toEqual(['system', 'user']);
    expect(String(call!.body.messages?.[1]?.content)).toContain('"id": "industrial"');
  });

  it('falls back to the rules on a server error, and on a server slower than the timeout', async () => {
    const failing = await briefedRequest();
    writerReplies(() => ({ type: 'error', status: 500, message: 'model crashed' }));
    expect(replyOf(await generate(t, studio.token, failing.id)).suggestions).toMatchObject({ source: 'rules' });
    expect(await storedRows(t, failing.id)).toMatchObject([{ fallbackReason: 'error' }]);

    const slow = await briefedRequest();
    writerReplies(() => ({ type: 'delay', ms: 10_000, then: { type: 'text', text: JSON.stringify(written) } }));
    const reply = replyOf(await generate(t, studio.token, slow.id));
    expect(reply.suggestions).toMatchObject({ source: 'rules' });
    expect(reply.suggestions!.content.design_directions[0]!.style).toBe('industrial');
    expect(await storedRows(t, slow.id)).toMatchObject([{ fallbackReason: 'timeout' }]);
  });
});
