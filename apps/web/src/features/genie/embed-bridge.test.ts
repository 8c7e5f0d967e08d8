import { describe, expect, it } from 'vitest';
import { keptSession, readEmbedLaunch } from './embed-bridge.ts';

describe('what the embed panel learns from its address', () => {
  it('takes the host origin, the look and the hidden fields the loader wrote', () => {
    const launch = readEmbedLaunch('?origin=https%3A%2F%2Foak.example&theme=dark&color=%23e4572e&f_page_url=https%3A%2F%2Foak.example%2Fwork&f_utm_source=ig&f_campaign=Spring', ['https://oak.example']);
    expect(launch).toEqual({
      parentOrigin: 'https://oak.example',
      theme: 'dark',
      color: '#e4572e',
      source: { embed: true, page_url: 'https://oak.example/work', utm_source: 'ig', campaign: 'Spring' },
    });
  });

  it('posts to nobody when the claimed origin is not the page that frames it', () => {
    expect(readEmbedLaunch('?origin=https%3A%2F%2Foak.example', ['https://evil.example']).parentOrigin).toBeNull();
  });

  it('posts to nobody when the origin is not a bare http(s) origin', () => {
    for (const origin of ['*', 'https://oak.example/path', 'javascript:alert(1)']) {
      expect(readEmbedLaunch(`?origin=${encodeURIComponent(origin)}`).parentOrigin).toBeNull();
    }
  });

  it('ignores a look it cannot use and unknown hidden fields', () => {
    const launch = readEmbedLaunch('?theme=neon&color=red&f_password=secret&f_utm_medium=social');
    expect(launch).toMatchObject({ theme: null, color: null, source: { embed: true, utm_medium: 'social' } });
    expect(launch.source).not.toHaveProperty('password');
  });

  it('restores a session the host page kept for it, and nothing malformed', () => {
    const session = { token: 't0k', identifyKey: 'k3y' };
    expect(keptSession(`#session=${encodeURIComponent(JSON.stringify(session))}`)).toEqual(session);
    expect(keptSession('#session=%7Bnot-json')).toBeNull();
    expect(keptSession('#other=1')).toBeNull();
    expect(keptSession('')).toBeNull();
  });
});
