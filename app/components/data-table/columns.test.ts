import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { minorToDecimal } from '#app/kernel/money/money';
import { csvRows, safeCsvCell, sumColumns, type Column } from './columns';
import { csvResponse } from './csv.server';

interface Row {
  id: string;
  note: string;
  amount: number;
}

const columns: Column<Row>[] = [
  { id: 'id', header: 'Order', value: (row) => row.id },
  { id: 'note', header: 'Note', value: (row) => row.note },
  { id: 'amount', header: 'Amount', value: (row) => row.amount, text: (value) => minorToDecimal(Number(value)), total: true },
];
const rows: Row[] = [
  { id: 'A1', note: 'deposit, by card', amount: 123456 },
  { id: 'A2', note: '=HYPERLINK("http://evil")', amount: -5 },
  { id: 'A3', note: '은행 이체', amount: 10 },
];

describe('sumColumns', () => {
  it('sums the total columns exactly, in minor units', () => {
    expect(sumColumns(columns, rows)).toEqual({ amount: 123461 });
    expect(sumColumns(columns, [])).toEqual({ amount: 0 });
  });

  it('leaves out a sum beyond the safe range rather than round it', () => {
    const huge = [
      { id: 'x', note: '', amount: Number.MAX_SAFE_INTEGER },
      { id: 'y', note: '', amount: 1 },
    ];
    expect(sumColumns(columns, huge)).toEqual({});
  });
});

describe('safeCsvCell', () => {
  const defused = (text: string) => expect(safeCsvCell(text), JSON.stringify(text)).toBe(`'${text}`);
  const kept = (text: string) => expect(safeCsvCell(text), JSON.stringify(text)).toBe(text);

  it('defuses text a spreadsheet would run as a formula', () => {
    for (const text of ['=1+1', '+cmd', '-2+3', '@SUM(A1)', '\tx', '\rx']) defused(text);
  });

  it('defuses each sign of OWASP’s list, and a tab or carriage return, whatever follows', () => {
    for (const sign of ['=', '+', '-', '@', '\t', '\r']) {
      defused(`${sign}HYPERLINK("https://evil.example","x")`);
      defused(sign);
    }
    defused('\t=1+1');
    defused('\r\n=1+1');
  });

  it('defuses the full-width and small forms of the signs', () => {
    for (const sign of ['＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫']) {
      defused(`${sign}1+1`);
      defused(`${sign}cmd|' /C calc'!A0`);
    }
  });

  it('defuses a sign behind leading whitespace or invisible characters', () => {
    const blanks = [' ', '   ', '\n', '\u00a0', '\u3000', '\u2003', '\u200b', '\ufeff', '\u0000', '\u001f', ' \t ', '\u200b '];
    for (const blank of blanks) for (const sign of ['=', '+', '-', '@', '＝', '＋', '－', '＠']) defused(`${blank}${sign}1+1`);
  });

  it('leaves plain numbers and ordinary text alone', () => {
    kept('-1234.56');
    kept('12');
    kept('a=b');
    kept('a＝b');
    kept('Demo Member');
    kept(' Demo');
    kept('');
    kept('   ');
    kept('user@example.com');
    kept('2024-01-31');
  });
});

describe('csvRows and csvResponse', () => {
  it('writes headers, rows and totals with money as plain decimals', () => {
    expect(csvRows(columns, rows, { label: 'Total', values: sumColumns(columns, rows) })).toEqual([
      ['Order', 'Note', 'Amount'],
      ['A1', 'deposit, by card', '1234.56'],
      ['A2', `'=HYPERLINK("http://evil")`, '-0.05'],
      ['A3', '은행 이체', '0.10'],
      ['Total', '', '1234.61'],
    ]);
  });

  it('writes several labelled totals rows', () => {
    const lines = csvRows(columns, rows.slice(0, 1), [
      { label: 'Money in', values: { amount: 123456 } },
      { label: '=Net', values: { amount: -5 } },
    ]);
    expect(lines.slice(2)).toEqual([
      ['Money in', '', '1234.56'],
      [`'=Net`, '', '-0.05'],
    ]);
  });

  it('answers a CSV download that reads back to the same figures', async () => {
    const response = csvResponse(columns, rows, { filename: 'records 2024-01.csv', totals: { label: 'Total', values: sumColumns(columns, rows) } });
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="records_2024-01.csv"; filename*=UTF-8''records%202024-01.csv`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const parsed = Papa.parse<string[]>(new TextDecoder().decode(bytes).trim(), { newline: '\r\n' }).data;
    expect(parsed[1]).toEqual(['A1', 'deposit, by card', '1234.56']);
    expect(parsed[2][1]).toBe(`'=HYPERLINK("http://evil")`);
    expect(parsed[4]).toEqual(['Total', '', '1234.61']);
  });
});
