import { describe, expect, it } from 'vitest';
import {
  csvCell,
  csvFileName,
  csvHeader,
  csvRecords,
  csvRow,
  detectDelimiter,
  parseCsv,
  readCsv,
  type CsvColumn,
} from './csv';

describe('CSV cells and rows', () => {
  it('leaves plain text, numbers and booleans as they are, and empty for null', () => {
    expect(csvCell('Mei Ling')).toBe('Mei Ling');
    expect(csvCell('123.45')).toBe('123.45');
    expect(csvCell(42)).toBe('42');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(true)).toBe('true');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell('')).toBe('');
  });

  it('quotes a cell with a comma, a quote or a line break, doubling the quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });

  it('makes text that starts like a formula into text with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+60123')).toBe("'+60123");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    // Only the first character counts: a formula sign inside text is harmless.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('陈美玲')).toBe('陈美玲');
  });

  it('joins a row with commas and ends it with CRLF', () => {
    expect(csvRow(['a', 1, null, 'b,c'])).toBe('a,1,,"b,c"\r\n');
  });

  it('writes a header and records from columns', () => {
    const columns: CsvColumn<{ id: number; name: string }>[] = [
      { header: 'ID', value: (r) => r.id },
      { header: 'Name', value: (r) => r.name },
    ];
    expect(csvHeader(columns)).toBe('ID,Name\r\n');
    expect(
      csvRecords(columns, [
        { id: 1, name: 'x' },
        { id: 2, name: '@y' },
      ]),
    ).toBe("1,x\r\n2,'@y\r\n");
    expect(csvRecords(columns, [])).toBe('');
  });

  it('names a file by its business date', () => {
    expect(csvFileName('promo-codes', '2026-11-23')).toBe('promo-codes-2026-11-23.csv');
  });
});

describe('reading CSV', () => {
  it('reads quoted fields, doubled quotes, line breaks inside quotes and every line end, by line', () => {
    const text = '\uFEFFname,amount\r\n"Tan, Ah Kow",12.50\n\n"Say ""hi""\nagain",3\rlast,';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['name', 'amount'] },
      { line: 2, cells: ['Tan, Ah Kow', '12.50'] },
      { line: 4, cells: ['Say "hi"\nagain', '3'] },
      { line: 6, cells: ['last', ''] },
    ]);
  });

  it('reads what it writes', () => {
    const written = csvRow(['=SUM(A1)', 'a,b', 'x"y']) + csvRow(['plain', '', 'z']);
    expect(parseCsv(written).map((r) => r.cells)).toEqual([
      ["'=SUM(A1)", 'a,b', 'x"y'],
      ['plain', '', 'z'],
    ]);
  });
});

describe('text pasted from a spreadsheet', () => {
  it('tells tabs, semicolons and commas apart by the first line, outside quotes', () => {
    expect(detectDelimiter('customerName\tdepositAmount\nA\t1')).toBe('\t');
    expect(detectDelimiter('Ali;RM 1,000.00;2')).toBe(';');
    expect(detectDelimiter('Ali,"RM 1,000.00";2,normal')).toBe(',');
    expect(detectDelimiter('"Tan; Mei",100')).toBe(',');
    expect(detectDelimiter('\r\n\nAli;1\nB,2,3,4')).toBe(';');
    expect(detectDelimiter('Ali')).toBe(',');
  });

  it('reads cells between the delimiter it is given, quotes as in CSV', () => {
    expect(readCsv('A\t"1,000\t"\tx\r\nB\t2', { records: 9, cells: 9, cellChars: 99 }, '\t').records).toEqual(
      [
        { line: 1, cells: ['A', '1,000\t', 'x'] },
        { line: 2, cells: ['B', '2'] },
      ],
    );
  });
});
