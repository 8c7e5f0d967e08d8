import { describe, expect, it } from 'vitest';
import {
  EMBED_FRAME_MESSAGES,
  embedFrameMessage,
  embedHostMessage,
  embedMessage,
  embedParentOrigin,
  readEmbedParentOrigin,
  embedSnippet,
  readEmbedMessage,
} from './embed.ts';

describe('the embed protocol', () => {
  it('builds messages that its schemas accept, on both sides', () => {
    for (const type of EMBED_FRAME_MESSAGES) expect(embedFrameMessage.parse(embedMessage(type))).toEqual(embedMessage(type));
    expect(embedHostMessage.parse(embedMessage('genie:opened')).type).toBe('genie:opened');
  });

  it('agrees between the zod schema and the loader hand check', () => {
    const samples: unknown[] = [
      embedMessage('genie:ready'),
      { protocol: 'genie-embed', version: 2, type: 'genie:ready' },
      { protocol: 'other', version: 1, type: 'genie:ready' },
      { protocol: 'genie-embed', version: 1, type: 'genie:unknown' },
      'genie:ready',
      null,
    ];
    for (const sample of samples) {
      expect(readEmbedMessage(sample, EMBED_FRAME_MESSAGES) !== null).toBe(embedFrameMessage.safeParse(sample).success);
    }
  });

  it('accepts only a bare http(s) origin as the parent to post to', () => {
    expect(embedParentOrigin.safeParse('https://studio.example').success).toBe(true);
    expect(embedParentOrigin.safeParse('http://localhost:4355').success).toBe(true);
    for (const bad of ['*', 'https://studio.example/path', 'javascript:alert(1)', 'https://user@studio.example', 'null']) {
      expect(embedParentOrigin.safeParse(bad).success).toBe(false);
    }
  });

  it('reads the parent origin without zod exactly as the schema does', () => {
    const samples = ['https://studio.example', 'http://localhost:4355', 'http://[::1]:8080', '*', 'https://studio.example/path', 'https://user@studio.example', 'null', `https://${'a'.repeat(300)}.example`, null];
    for (const sample of samples) {
      expect(readEmbedParentOrigin(sample)).toBe(embedParentOrigin.safeParse(sample).success ? sample : null);
    }
  });
});

describe('the snippet a designer pastes', () => {
  it('queues calls in a stub and carries the greeting data in the tag, escaped', () => {
    const snippet = embedSnippet({ origin: 'https://app.genie.test', linkWords: 'lin-studio', teamName: 'Lin "&" Co <3', theme: 'dark' });
    expect(snippet).toBe(
      '<script>window.Genie=window.Genie||function(){(Genie.q=Genie.q||[]).push(arguments)}</script>\n' +
        '<script async src="https://app.genie.test/embed/v1.js" data-genie="lin-studio" data-team="Lin &quot;&amp;&quot; Co &lt;3" data-theme="dark"' +
        ' data-greeting="Hi, welcome to Lin &quot;&amp;&quot; Co &lt;3! Tell us about your project"></script>',
    );
  });

  it('greets in the language the designer chose, so the loader carries no translations', () => {
    const snippet = embedSnippet({ origin: 'https://a.test', linkWords: 'x', teamName: '林設計', language: 'zh-TW' });
    expect(snippet).toContain('data-greeting="嗨，歡迎來到 林設計！告訴我們您的專案" data-lang="zh-TW"');
  });

  it('leaves out the defaults so the snippet stays short', () => {
    expect(embedSnippet({ origin: 'https://a.test', linkWords: 'x', teamName: 'X', flow: 'genie', theme: 'auto' })).not.toMatch(/data-(flow|theme)/);
    expect(embedSnippet({ origin: 'https://a.test', linkWords: 'x', teamName: 'X', flow: 'mood-board' })).toMatch(/data-flow="mood-board"/);
  });
});
