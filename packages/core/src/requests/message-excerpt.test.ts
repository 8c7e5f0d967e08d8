import { describe, expect, it } from 'vitest';
import { messageExcerpt } from './message-excerpt.ts';

describe('a message cut for a list', () => {
  it('is whole when it is short, with its spaces folded', () => {
    expect(messageExcerpt('We want  a calm\nliving room.', 'calm')).toBe('We want a calm living room.');
  });

  it('is its beginning when nothing was searched', () => {
    expect(messageExcerpt('a'.repeat(30), undefined, 10)).toBe(`${'a'.repeat(10)}…`);
  });

  it('shows the words around what was searched, whatever its case, marking both cut sides', () => {
    const text = `${'x '.repeat(50)}Our budget is NT$2,000,000 for the whole flat ${'y '.repeat(50)}`;
    const excerpt = messageExcerpt(text, 'BUDGET', 40);
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerpt).toContain('Our budget is NT$2,000,000');
  });

  it('counts Chinese and Korean characters and emoji as one each, never splitting them', () => {
    const zh = `${'我們'.repeat(40)}預算大約兩百萬${'的'.repeat(40)}`;
    const excerpt = messageExcerpt(zh, '預算', 20);
    expect(excerpt).toContain('預算大約兩百萬');
    expect(Array.from(excerpt.replace(/…/g, ''))).toHaveLength(20);
    expect(messageExcerpt('😀'.repeat(12), undefined, 5)).toBe('😀😀😀😀😀…');
    expect(messageExcerpt(`${'가'.repeat(60)}예산은 3천만 원${'나'.repeat(60)}`, '예산', 30)).toContain('예산은 3천만 원');
  });

  it('keeps a match near the end in view without running past the message', () => {
    const excerpt = messageExcerpt(`${'a'.repeat(100)}needle`, 'needle', 20);
    expect(excerpt).toBe(`…${'a'.repeat(14)}needle`);
  });
});
