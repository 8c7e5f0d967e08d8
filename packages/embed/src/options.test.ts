import { describe, expect, it } from 'vitest';
import { mergeData, panelUrl, parseOptions, sourceFields } from './options.ts';

const origin = 'https://app.genie.test';

describe('the loader reads its options from the script tag', () => {
  it('takes the genie, the team name and the look from data attributes', () => {
    const o = parseOptions({ genie: 'lin-studio', team: 'Lin Studio', theme: 'dark', color: '#112233', position: 'left', offset: '30,40', zIndex: '99' }, origin);
    expect(o).toMatchObject({ linkWords: 'lin-studio', teamName: 'Lin Studio', theme: 'dark', color: '#112233', position: 'left', offsetX: 30, offsetY: 40, zIndex: 99, flow: 'genie' });
  });

  it('falls back to the defaults when a value is mistyped, rather than losing the bubble', () => {
    const o = parseOptions({ genie: 'x', theme: 'purple', color: 'red', offset: 'a lot', zIndex: '-5', flow: 'chatbot', logo: 'javascript:alert(1)' }, origin);
    expect(o).toMatchObject({ theme: 'auto', color: null, offsetX: 20, offsetY: 20, zIndex: 2147483000, flow: 'genie', logo: null });
  });

  it('opens on load, after some seconds, or only on click', () => {
    expect(parseOptions({ open: 'load' }, origin).openAfter).toBe(0);
    expect(parseOptions({ open: '5' }, origin).openAfter).toBe(5);
    expect(parseOptions({}, origin).openAfter).toBeNull();
    expect(parseOptions({ open: 'soon' }, origin).openAfter).toBeNull();
  });

  it('uses one offset for both sides when only one is given', () => {
    expect(parseOptions({ offset: '12' }, origin)).toMatchObject({ offsetX: 12, offsetY: 12 });
  });

  it('lets Genie("init") override the tag and add hidden fields', () => {
    const data = mergeData({ genie: 'a', team: 'A', campaign: 'spring' }, { team: 'B', fields: { utm_source: 'newsletter' } });
    expect(parseOptions(data, origin).teamName).toBe('B');
    expect(sourceFields(data)).toEqual({ campaign: 'spring', utm_source: 'newsletter' });
  });
});

describe('the panel address', () => {
  it('names the host origin, the look and the hidden fields, with the page UTM tags', () => {
    const data = { genie: 'lin studio', theme: 'dark', color: '#112233', campaign: 'spring' };
    const url = new URL(panelUrl(parseOptions(data, origin), sourceFields(data), { href: 'https://studio.example/work?utm_source=ig&utm_medium=social&secret=1', origin: 'https://studio.example' }));
    expect(url.origin + url.pathname).toBe('https://app.genie.test/genie-embed/lin%20studio/genie');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      origin: 'https://studio.example',
      theme: 'dark',
      color: '#112233',
      f_page_url: 'https://studio.example/work',
      f_utm_source: 'ig',
      f_utm_medium: 'social',
      f_campaign: 'spring',
    });
  });

  it('opens the mood board flow when asked', () => {
    const o = parseOptions({ genie: 'a', flow: 'mood-board' }, origin);
    expect(panelUrl(o, {}, { href: 'https://x.example/', origin: 'https://x.example' })).toMatch(/\/genie-embed\/a\/mood-board\?/);
  });
});
