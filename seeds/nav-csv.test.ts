import { describe, expect, it } from 'vitest';
import { detectDelimiter, parseCsv } from './nav-csv';

describe('parseCsv', () => {
  it('reads rows with their line numbers, skipping blank lines', () => {
    expect(parseCsv('a,b,c\n\nd,e,f\n')).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 3, fields: ['d', 'e', 'f'] },
    ]);
  });

  it('handles CRLF, a byte-order mark, a last line without a newline and empty fields', () => {
    expect(parseCsv('\uFEFFa,b\r\nc,,\r\nd,e')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, fields: ['c', '', ''] },
      { line: 3, fields: ['d', 'e'] },
    ]);
  });

  it('reads quoted fields: delimiters, doubled quotes and newlines inside', () => {
    expect(parseCsv('x,"1.234,5678","say ""hi""","two\nlines"\nnext,1\n')).toEqual([
      { line: 1, fields: ['x', '1.234,5678', 'say "hi"', 'two\nlines'] },
      { line: 3, fields: ['next', '1'] },
    ]);
  });

  it('uses semicolons when the header has them (Indonesian spreadsheets)', () => {
    expect(detectDelimiter('kode;tanggal;nab\n')).toBe(';');
    expect(detectDelimiter('code,date,nav\n')).toBe(',');
    expect(detectDelimiter('"a;b",c,d\n')).toBe(',');
    expect(parseCsv('kode;tanggal;nab\nPNMPU01;10/11/2025;1.111,0131\n')).toEqual([
      { line: 1, fields: ['kode', 'tanggal', 'nab'] },
      { line: 2, fields: ['PNMPU01', '10/11/2025', '1.111,0131'] },
    ]);
  });

  it('reports a row it cannot read instead of guessing', () => {
    expect(parseCsv('a,b\n"open,c\n')).toEqual([
      { line: 1, fields: ['a', 'b'] },
      { line: 2, error: 'a quoted field is not closed' },
    ]);
    expect(parseCsv('"a"x,b\nc,d\n')).toEqual([
      { line: 1, error: 'text after a closing quote' },
      { line: 2, fields: ['c', 'd'] },
    ]);
    expect(parseCsv('a,b"c\n')).toEqual([{ line: 1, error: 'a quote inside an unquoted field' }]);
  });
});
