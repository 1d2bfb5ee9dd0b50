import { describe, expect, it } from 'vitest';
import { csvCell, csvFile } from './csv.js';

describe('a CSV file', () => {
  it('quotes what needs quoting and doubles quotes (RFC 4180)', () => {
    expect(csvCell('فيلا في الرياض')).toBe('فيلا في الرياض');
    expect(csvCell('a, b')).toBe('"a, b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(12)).toBe('12');
    expect(csvCell(null)).toBe('');
  });

  it('keeps a spreadsheet from running a cell as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+966 5')).toBe("'+966 5");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-1)).toBe('-1');
  });

  it('starts with a byte order mark and ends each row with CRLF', () => {
    expect(
      csvFile([
        ['a', 'b'],
        [1, 'ج'],
      ]),
    ).toBe('\uFEFFa,b\r\n1,ج\r\n');
  });
});
