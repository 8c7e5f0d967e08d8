import { describe, expect, it } from 'vitest';
import { ProviderCall, nearestAspectRatio, sniffImage } from './provider-http.ts';
import { solidPng } from './test-support/fake-provider-server.ts';

const call = (apiKey?: string) => new ProviderCall('openai', { baseUrl: 'http://127.0.0.1:1', apiKey, timeoutMs: 1_000 }, { signal: new AbortController().signal });

describe('the adapters’ shared HTTP layer', () => {
  it('keeps keys out of messages, whole or partly masked, but leaves ordinary words alone', () => {
    expect(call('secret-key-value').redact('bad key secret-key-value given')).toBe('bad key [key] given');
    expect(call().redact('Incorrect API key provided: sk-proj-abc*********************xyz1.')).toBe('Incorrect API key provided: [key].');
    expect(call().redact('token r8_AbCdEf123456 and AIzaSyA1234567')).toBe('token [key] and [key]');
    expect(call().redact('a sketch of a skeleton shelf')).toBe('a sketch of a skeleton shelf');
  });

  it('maps replies: policy words on a 4xx refuse, 429 and 5xx are unavailable, other 4xx rejected', () => {
    const json = (body: unknown) => Buffer.from(JSON.stringify(body));
    expect(call().errorOfReply(400, json({ error: { message: 'Blocked by content policy' } })).reason).toBe('refused');
    expect(call().errorOfReply(429, json({ error: { message: 'Rate limit' } })).reason).toBe('unavailable');
    expect(call().errorOfReply(502, Buffer.from('<html>Bad gateway</html>')).reason).toBe('unavailable');
    expect(call().errorOfReply(404, json({ detail: 'Not found' })).message).toBe('openai answered 404: Not found');
  });

  it('maps an unreachable provider to unavailable', async () => {
    const failure = await call('k').send('/images/generations').then(() => undefined, (e: unknown) => e as { reason: string });
    expect(failure?.reason).toBe('unavailable');
  });

  it('tells PNG, JPEG and WebP apart from anything else', async () => {
    expect(sniffImage(await solidPng(4, 4))).toBe('image/png');
    expect(sniffImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('image/jpeg');
    expect(sniffImage(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImage(Buffer.from('{"error":"x"}'))).toBeUndefined();
  });

  it('picks the nearest aspect ratio', () => {
    expect(nearestAspectRatio(1920, 1080, ['1:1', '4:3', '16:9'])).toBe('16:9');
    expect(nearestAspectRatio(1000, 1300, ['1:1', '3:4', '9:16'])).toBe('3:4');
  });
});
