import { describe, expect, it } from 'vitest';
import { customStyles, defaultCustomStyles, parseCustomStyles } from './custom-styles.ts';

describe('a genie colours, read from their stored JSON', () => {
  it('keeps valid values and falls back per key to the defaults', () => {
    expect(parseCustomStyles('{"theme":"light","primary":"#112233","secondary":"#aabbcc"}')).toEqual({ theme: 'light', primary: '#112233', secondary: '#aabbcc' });
    expect(parseCustomStyles('{"theme":"pink","primary":"red","secondary":"#aabbcc"}')).toEqual({ ...defaultCustomStyles, secondary: '#aabbcc' });
    expect(parseCustomStyles('not json')).toEqual(defaultCustomStyles);
    expect(parseCustomStyles(null)).toEqual(defaultCustomStyles);
  });

  it('reads only what the schema accepts', () => {
    const read = parseCustomStyles('{"theme":"dark","primary":"#8B7DBE","secondary":"#ffc700"}');
    expect(customStyles.safeParse(read).success).toBe(true);
  });
});
