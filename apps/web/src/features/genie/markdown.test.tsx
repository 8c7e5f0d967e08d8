import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Markdown } from './markdown.tsx';
import { sseData } from './api.ts';

describe('genie markdown', () => {
  it('renders the restricted subset as elements, never as HTML', () => {
    const { container } = render(<Markdown text={'**Hi** <b>there</b>\n\n- one\n- *two*\n\n1. a\n2. b\n[site](https://example.com) [x](javascript:alert(1))'} />);
    expect(container.querySelector('strong')?.textContent).toBe('Hi');
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>there</b>');
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
    expect(container.querySelector('em')?.textContent).toBe('two');
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://example.com/');
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
    expect(container.textContent).toContain('[x](javascript:alert(1))');
  });
});

describe('the SSE reader', () => {
  it('joins chunks and multi-line data, and ignores comments', async () => {
    const encoder = new TextEncoder();
    const parts = [': ping\n\ndata: {"a"', ':1}\r\n\r\ndata: line1\ndata: line2\n\n', 'data: last'];
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        for (const p of parts) c.enqueue(encoder.encode(p));
        c.close();
      },
    });
    const out: string[] = [];
    for await (const d of sseData(body)) out.push(d);
    expect(out).toEqual(['{"a":1}', 'line1\nline2', 'last']);
  });
});
