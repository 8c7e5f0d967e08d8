import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('a CSV cell', () => {
  it('is quoted only when it holds a comma, a quote or a line break, with quotes doubled (RFC 4180)', () => {
    expect(csvCell('Mei Chen')).toBe('Mei Chen');
    expect(csvCell('Chen, Mei')).toBe('"Chen, Mei"');
    expect(csvCell('the "best" studio')).toBe('"the ""best"" studio"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('台北市信義區')).toBe('台北市信義區');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12)).toBe('12');
  });

  it('keeps text a spreadsheet would run as a formula inert with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(csvCell('+886 912 345 678')).toBe("'+886 912 345 678");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends a row with CRLF', () => {
    expect(csvRow(['a', 'b,c', null, 3])).toBe('a,"b,c",,3\r\n');
  });
});
