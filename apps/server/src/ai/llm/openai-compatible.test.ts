import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createInterview, nextQuestion } from '@genie/core';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../test/fake-openai-server.ts';
import { llmEnvSchema } from '../config.ts';
import { createInterviewer, type Interviewer } from '../create-interviewer.ts';
import type { InterviewTurn } from '../interviewer/turn-types.ts';

const NOW = new Date('2026-01-20T02:00:00Z');
const designer = { teamName: 'Studio Lumen', opening: '', context: 'We mostly design for independent shops.' };
const BACKGROUND = 'We run a ceramics studio and want a new website where people can buy our work.';
const state = () => createInterview({ projectType: 'website', language: 'en-US', designer });

let server: FakeOpenAiServer;

/** Configured exactly as an operator would for Ollama, vLLM or LM Studio. */
function interviewerWith(timeoutMs: number): Interviewer {
  const config = llmEnvSchema.parse({
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: server.baseUrl,
    LLM_MODEL: 'llama3.1:8b',
    LLM_TIMEOUT_MS: String(timeoutMs),
    LLM_MAX_RETRIES: '0',
  });
  return createInterviewer(config);
}

beforeAll(async () => {
  server = await startFakeOpenAiServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

async function settle(turn: InterviewTurn) {
  const result = await turn.result;
  const chunks: string[] = [];
  for await (const chunk of turn.textStream) chunks.push(chunk);
  expect(chunks.join('')).toBe(result.reply);
  return result;
}

const visitorTurn = (timeoutMs = 4_000) => interviewerWith(timeoutMs).turn({ state: state(), visitorMessage: BACKGROUND, designer, now: NOW, quotaExceeded: false });

describe('an OpenAI-compatible server by base URL', () => {
  it('extracts through a tool call and streams the reply over SSE', async () => {
    server.enqueue(
      { type: 'tool_call', arguments: { project_background: BACKGROUND } },
      { type: 'text', text: 'Thank you, that sounds lovely!' },
    );
    const result = await settle(visitorTurn());

    expect(result).toMatchObject({ source: 'llm', reply: `Thank you, that sounds lovely!\n\n${nextQuestion(result.state)!.text}` });
    expect(result.state.answers.project_background?.raw).toBe(BACKGROUND);
    expect(result.question?.fieldId).toBe('url');

    const [extraction, phrasing] = server.requests;
    expect(extraction!.path).toBe('/v1/chat/completions');
    expect(extraction!.body.model).toBe('llama3.1:8b');
    expect(extraction!.body.stream).not.toBe(true);
    expect(extraction!.body.tools?.[0]?.function.name).toBe('record_brief_fields');
    expect(extraction!.body.tool_choice).toEqual({ type: 'function', function: { name: 'record_brief_fields' } });
    expect(phrasing!.body.stream).toBe(true);
    expect(phrasing!.body.messages?.[0]?.role).toBe('system');
    expect(phrasing!.body.messages?.at(-1)).toMatchObject({ role: 'user' });
  });

  it('falls back on a 500 and keeps the answer', async () => {
    server.enqueue({ type: 'error', status: 500, message: 'model crashed' });
    const result = await settle(visitorTurn());
    expect(result).toMatchObject({ source: 'engine', fallbackReason: 'error' });
    expect(result.state.answers.project_background?.raw).toBe(BACKGROUND);
    expect(result.reply).toContain(nextQuestion(result.state)!.text);
  });

  it('falls back on a reply slower than the timeout, within the timeout', async () => {
    server.enqueue({ type: 'delay', ms: 5_000, then: { type: 'tool_call', arguments: { project_background: BACKGROUND } } });
    const started = Date.now();
    const result = await settle(visitorTurn(500));
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(result).toMatchObject({ source: 'engine', fallbackReason: 'timeout' });
    expect(result.state.answers.project_background?.raw).toBe(BACKGROUND);
  });

  it('falls back on a malformed tool call and keeps the answer', async () => {
    server.enqueue({ type: 'tool_call', arguments: '{"project_background": "We run a ceramics' });
    const result = await settle(visitorTurn());
    expect(result).toMatchObject({ source: 'engine', fallbackReason: 'malformed_extraction' });
    expect(result.state.answers.project_background?.raw).toBe(BACKGROUND);
    expect(server.requests).toHaveLength(1);
  });

  it('falls back when the reply stream drops midway, showing none of it, and keeps the extraction', async () => {
    server.enqueue({ type: 'tool_call', arguments: { project_background: BACKGROUND } }, { type: 'break_stream', text: 'Thank you, that sounds lov' });
    const result = await settle(visitorTurn());
    expect(result).toMatchObject({ source: 'engine', fallbackReason: 'error' });
    expect(result.reply).not.toContain('sounds lov');
    expect(result.state.answers.project_background?.raw).toBe(BACKGROUND);
  });

  it('falls back on a structured refusal', async () => {
    server.enqueue({ type: 'tool_call', arguments: { project_background: BACKGROUND } }, { type: 'refusal', refusal: "I'm sorry, I can't help with that." });
    const result = await settle(visitorTurn());
    expect(result).toMatchObject({ source: 'engine', fallbackReason: 'refusal' });
    expect(result.state.answers.project_background?.raw).toBe(BACKGROUND);
  });
});
