import { describe, expect, it } from 'vitest';
import { clausesOf, sentencesOf } from './pieces.ts';

const clauses = (text: string) => sentencesOf(text).flatMap((sentence) => clausesOf(sentence).map((clause) => clause.text));

describe('the clauses of a sentence', () => {
  it('opens a clause at a wish written with no space ("預算15萬希望四月前上線")', () => {
    expect(clauses('預算15萬希望四月前上線')).toEqual(['預算15萬', '四月前上線']);
  });
  it('keeps a wish with its adverb in one clause ("最希望可以線上預約掛號", "也很希望")', () => {
    expect(clauses('類型應該算預約服務型的吧，最希望可以線上預約掛號')).toEqual(['類型應該算預約服務型的吧', '最希望可以線上預約掛號']);
    expect(clauses('我們也很希望有一個大窗戶')).toEqual(['我們也很希望有一個大窗戶']);
  });
});

describe('the sentences of a message', () => {
  it('ends a sentence at "no." when a new one follows ("which, lol, no. Our accountant …")', () => {
    expect(sentencesOf('An agency quoted us $25,000, which, lol, no. Our accountant said under $10k.').map((s) => s.text)).toEqual(['An agency quoted us $25,000, which, lol, no', 'Our accountant said under $10k']);
  });
  it('but not at the "No." of a number ("Booth No. 12")', () => {
    expect(sentencesOf("We're in Booth No. 12 this year.")).toHaveLength(1);
  });
});
