import { randomBytes } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import sharp from 'sharp';
import type { ChatEvent, Language, ProjectType, StartClientRequestReply, VisitorSessionReply } from '@genie/contracts';
import { scriptedAnswer } from '../../../packages/core/src/interview/scripted-visitors.fixture.ts';

/** The API base of a genie: a designer's link words, or the demo studio. */
export const genieBase = (linkWords: string | null) => (linkWords === null ? '/api/genie_demo' : `/api/genie/${linkWords}`);

export const visitor = (token: string) => ({ 'x-visitor-session': token });

export interface StartedRequest {
  token: string;
  identifyKey: string;
  reply: StartClientRequestReply;
}

export async function startRequest(
  app: FastifyInstance,
  linkWords: string | null,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<StartedRequest> {
  const res = await app.inject({
    method: 'POST',
    url: `${genieBase(linkWords)}/client_requests/`,
    headers,
    payload: {
      contact_name: 'Mei Chen',
      email: `mei.${randomBytes(3).toString('hex')}@example.com`,
      phone: '+886 912 345 678',
      available_time: '18to21',
      project_type: 'residential_space',
      language: 'en-US',
      ...overrides,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const reply = res.json<StartClientRequestReply>();
  return { token: reply.session_token, identifyKey: reply.client_request.identify_key, reply };
}

/** The `data:` events of an SSE body. */
export function eventsOf(res: LightMyRequestResponse): ChatEvent[] {
  return res.body
    .split('\n\n')
    .map((block) => block.trim())
    .filter((block) => block.startsWith('data:'))
    .map((block) => JSON.parse(block.slice(5).trim()) as ChatEvent);
}

export async function chatTurn(
  app: FastifyInstance,
  linkWords: string | null,
  token: string,
  input: { text?: string; action?: 'skip' | 'back'; client_message_id?: string; engine?: string; language?: string },
) {
  const res = await app.inject({
    method: 'POST',
    url: `${genieBase(linkWords)}/chat/`,
    headers: visitor(token),
    payload: { client_message_id: input.client_message_id ?? `m-${randomBytes(6).toString('hex')}`, ...input },
  });
  return { res, events: res.statusCode === 200 ? eventsOf(res) : [] };
}

export function doneOf(events: ChatEvent[]): Extract<ChatEvent, { type: 'done' }> {
  const done = events.find((e): e is Extract<ChatEvent, { type: 'done' }> => e.type === 'done');
  if (!done) throw new Error(`no done event in ${JSON.stringify(events)}`);
  return done;
}

export async function getSession(app: FastifyInstance, linkWords: string | null, token: string) {
  const res = await app.inject({ method: 'GET', url: `${genieBase(linkWords)}/session/`, headers: visitor(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<VisitorSessionReply>();
}

/**
 * Answers every question the genie asks with the core's scripted visitor (skipping fields it has no
 * answer for) until the conversation is complete; returns the number of turns.
 */
export async function completeConversation(app: FastifyInstance, linkWords: string | null, token: string, language: Language, projectType: ProjectType) {
  const session = await getSession(app, linkWords, token);
  let question = session.question;
  let turns = 0;
  while (question) {
    const scripted = scriptedAnswer(language, projectType, question.field_id);
    const { res, events } = await chatTurn(app, linkWords, token, scripted ? { text: scripted.text } : { action: 'skip' });
    expect(res.statusCode, res.body).toBe(200);
    const done = doneOf(events);
    question = done.question;
    turns += 1;
    if (turns > 60) throw new Error('the conversation did not end');
    if (done.complete) expect(done.stage).toBe('reference');
  }
  return turns;
}

export async function pngImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 180, b: 150 } } }).png().toBuffer();
}

export async function jpegImage(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 120, b: 160 } } }).jpeg().toBuffer();
}
