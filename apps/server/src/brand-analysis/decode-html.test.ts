import { describe, expect, it } from 'vitest';
import { decodeHtml } from './decode-html.ts';

describe('decoding a page', () => {
  it('uses the header charset, else the meta charset, else UTF-8', () => {
    const big5 = Buffer.concat([Buffer.from('<meta charset="big5"><title>'), Buffer.from([0xa4, 0xa4, 0xa4, 0xe5]), Buffer.from('</title>')]);
    expect(decodeHtml(big5, null)).toContain('<title>中文</title>');
    const eucKr = Buffer.concat([Buffer.from('<meta http-equiv="Content-Type" content="text/html; charset=euc-kr">'), Buffer.from([0xc7, 0xd1])]);
    expect(decodeHtml(eucKr, null)).toContain('한');
    expect(decodeHtml(Buffer.from('<p>café</p>'), null)).toBe('<p>café</p>');
    expect(decodeHtml(Buffer.from('<p>café</p>', 'latin1'), 'iso-8859-1')).toBe('<p>café</p>');
    expect(decodeHtml(Buffer.from('<p>x</p>'), 'no-such-charset')).toBe('<p>x</p>');
    expect(decodeHtml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('<p>é</p>')]), 'big5')).toBe('<p>é</p>');
  });
});
