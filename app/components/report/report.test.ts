import type { LoaderFunctionArgs } from '@remix-run/cloudflare';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Column } from '#app/components/data-table/columns';
import { readTableState } from '#app/components/data-table/table-state';
import { todayIn } from '#app/components/date-range/date-range';
import { createTranslate } from '#app/i18n/translate';
import type { ReportView } from './report';
import { CSV_MAX_ROWS, CSV_PAGE_SIZE, periodFile, readReport, reportCsv, reportCsvLoader, reportLoader, reportSource, reportTranslate } from './report.server';

interface Row {
  id: string;
  time: number;
  amount: number;
}
interface Page {
  items: Row[];
  total: number;
  totalAmount: number;
}
interface Answer {
  movements: Page | null;
}
interface Variables extends Record<string, unknown> {
  q: string | null;
  zone: string;
  page: number;
  pageSize: number;
}

const t = createTranslate({ table: { total: 'Total' }, records: { csvTooLarge: 'More than {{max}} rows.' }, words: { file: 'moves' } } as never);
const rows = (count: number, from = 0): Row[] =>
  Array.from({ length: count }, (_, i) => ({ id: `r${from + i}`, time: Date.UTC(2024, 4, 31, 15), amount: 100 }));
const columns: Column<Row>[] = [
  { id: 'id', header: 'Id', value: (row) => row.id },
  { id: 'amount', header: 'Amount', value: (row) => row.amount, total: true },
];

/** A report whose pages `answer` makes, as the gateway would answer them. */
const view: ReportView<Page, Row> = {
  caption: 'words.caption',
  columns: (_t, target) => [{ ...columns[0]!, header: target.csvZone ? `Id (${target.csvZone})` : 'Id' }, columns[1]!],
  totals: (page, tr, all) => [
    { label: tr('table.total'), values: { amount: page.totalAmount } },
    { label: 'Rows', values: { amount: all.length } },
  ],
  rowKey: (row) => row.id,
  csv: '/member/moves.csv',
};
const document = { kind: 'Document', definitions: [] } as unknown as TypedDocumentNode<Answer, Variables>;

function source(
  over: {
    exists?: (data: Answer | null | undefined) => boolean;
    refusable?: { active: (state: { q: string | null }) => boolean; problem: () => string | null };
  } = {},
) {
  return reportSource(view, {
    document,
    field: 'movements',
    read: (params: URLSearchParams, today: string) => ({
      q: params.get('q'),
      today,
      range: { from: '2024-05-01', to: '2024-05-31' },
      table: readTableState(params, { sortable: ['time'] }),
    }),
    variables: (state, at) => ({ q: state.q, ...at }),
    file: periodFile('words.file'),
    namespaces: ['records'],
    timeZone: async () => 'Asia/Seoul',
    ...over,
  });
}

/** A loader's arguments with a gateway answering `answer(variables)` and recording what it was asked. */
function args(url: string, answer: (variables: Variables) => ExecutionResult<Answer> | Promise<ExecutionResult<Answer>>, cookie?: string) {
  const asked: Variables[] = [];
  const context = {
    locale: 'en',
    session: {},
    graphql: async (_document: unknown, variables: Variables) => {
      asked.push(variables);
      return answer(variables);
    },
  };
  const request = new Request(url, cookie ? { headers: { cookie } } : {});
  return { args: { request, context, params: {} } as unknown as LoaderFunctionArgs, asked };
}

/** Pages of `total` rows, as the gateway answers them. */
const pagesOf =
  (total: number) =>
  ({ page, pageSize }: Variables): ExecutionResult<Answer> => ({
    data: {
      movements: { items: rows(Math.max(0, Math.min(pageSize, total - (page - 1) * pageSize)), (page - 1) * pageSize), total, totalAmount: total * 100 },
    },
  });

const lines = async (response: Response) =>
  (await response.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('reading a report’s state', () => {
  it('reads the URL’s filters and table state, with today in the brand’s zone', () => {
    const { today, state } = readReport(
      source(),
      new Request('https://portal.test/member/moves?q=bet&page=3&size=50&sort=time&dir=desc'),
      'Pacific/Kiritimati',
    );
    expect(today).toBe(todayIn('Pacific/Kiritimati'));
    expect(state).toMatchObject({ q: 'bet', today, table: { page: 3, pageSize: 50, sort: 'time', dir: 'desc' } });
  });

  it('names a file by its word and its days', () => {
    expect(periodFile('words.file')({ range: { from: '2024-05-01', to: '2024-05-31' } }, t)).toBe('moves-2024-05-01-2024-05-31.csv');
  });

  it('translates on the server with the tables’ and records’ words and the report’s own', () => {
    const ko = reportTranslate('ko', ['agentReports']);
    expect(ko('table.total')).not.toBe('table.total');
    expect(ko('records.csvTooLarge', { max: 5 })).toContain('5');
    expect(ko('agentReports.zoneNote', { zone: 'UTC' })).not.toBe('agentReports.zoneNote');
  });
});

describe('reportCsv', () => {
  const csv = (fetchPage: (page: number, pageSize: number) => Promise<Page | null>) =>
    reportCsv({
      fetchPage,
      columns,
      totals: (first, all) => [{ label: 'Total', values: { amount: first.totalAmount + all.length } }],
      filename: 'moves.csv',
      t,
    });

  it('reads every page, 100 rows at a time, and writes them with the totals', async () => {
    const asked: [number, number][] = [];
    const response = await csv(async (page, pageSize) => {
      asked.push([page, pageSize]);
      return pagesOf(250)({ q: null, zone: 'UTC', page, pageSize }).data!.movements;
    });
    expect(asked).toEqual([
      [1, CSV_PAGE_SIZE],
      [2, CSV_PAGE_SIZE],
      [3, CSV_PAGE_SIZE],
    ]);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toContain('filename="moves.csv"');
    const text = await lines(response);
    expect(text).toHaveLength(1 + 250 + 1);
    expect(text[1]).toBe('r0,100');
    expect(text[250]).toBe('r249,100');
    expect(text.at(-1)).toBe('Total,25250');
  });

  it('stops at an empty page, even when the total said more', async () => {
    const response = await csv(async (page) => (page === 1 ? { items: rows(100), total: 300, totalAmount: 0 } : { items: [], total: 300, totalAmount: 0 }));
    expect(await lines(response)).toHaveLength(1 + 100 + 1);
  });

  it('answers 502 when a page could not be read, first or later', async () => {
    for (const failing of [1, 2]) {
      const response = await csv(async (page) => (page === failing ? null : { items: rows(100), total: 200, totalAmount: 0 }));
      expect(response.status).toBe(502);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.text()).toBe('The records could not be loaded. Try again in a moment.');
    }
  });

  it('answers 413 with the reason when the period holds more rows than one file, reading one page only', async () => {
    let pages = 0;
    const response = await csv(async () => {
      pages++;
      return { items: rows(100), total: CSV_MAX_ROWS + 1, totalAmount: 0 };
    });
    expect(pages).toBe(1);
    expect(response.status).toBe(413);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.text()).toBe(`More than ${CSV_MAX_ROWS} rows.`);
  });

  it('writes a period of exactly the limit', async () => {
    const response = await csv(async (page, pageSize) => pagesOf(CSV_MAX_ROWS)({ q: null, zone: 'UTC', page, pageSize }).data!.movements);
    expect(response.status).toBe(200);
    expect(await lines(response)).toHaveLength(1 + CSV_MAX_ROWS + 1);
  });
});

describe('a report’s CSV loader', () => {
  it('asks for the page’s state in the brand’s zone, every page, and names the zone and the file', async () => {
    const { args: loaderArgs, asked } = args('https://portal.test/member/moves.csv?q=bet&page=4&size=10', pagesOf(120));
    const response = await reportCsvLoader(source())(loaderArgs);
    expect(asked).toEqual([
      { q: 'bet', zone: 'Asia/Seoul', page: 1, pageSize: 100 },
      { q: 'bet', zone: 'Asia/Seoul', page: 2, pageSize: 100 },
    ]);
    expect(response.headers.get('content-disposition')).toContain('filename="words.file-2024-05-01-2024-05-31.csv"');
    const text = await lines(response);
    expect(text[0]).toBe('Id (Asia/Seoul),Amount');
    expect(text.slice(-2)).toEqual(['Total,12000', 'Rows,120']);
  });

  it('answers 404 for a report that is not there for this account', async () => {
    const { args: loaderArgs } = args('https://portal.test/member/moves.csv', pagesOf(5));
    const refused = await reportCsvLoader(source({ exists: () => false }))(loaderArgs).catch((error: unknown) => error);
    expect((refused as Response).status).toBe(404);
  });
});

describe('a report page’s loader', () => {
  it('waits for the table on a request without our scripts, and streams it to a browser that runs them', async () => {
    const whole = await reportLoader(source())(args('https://portal.test/member/moves?q=x', pagesOf(3)).args);
    expect(whole).toMatchObject({ zone: 'Asia/Seoul', problem: null, state: { q: 'x' }, report: { total: 3 } });
    const streamed = await reportLoader(source())(args('https://portal.test/member/moves', pagesOf(3), 'js=1').args);
    expect(streamed.report).toBeInstanceOf(Promise);
    await expect(streamed.report).resolves.toMatchObject({ total: 3 });
  });

  it('asks for the page and size of the URL, and adds what the filters need', async () => {
    const { args: loaderArgs, asked } = args('https://portal.test/member/moves?page=2&size=50', pagesOf(3));
    const data = await reportLoader(source(), { more: async () => ({ gameTypes: ['RNG'] }) })(loaderArgs);
    expect(asked).toEqual([{ q: null, zone: 'Asia/Seoul', page: 2, pageSize: 50 }]);
    expect(data.gameTypes).toEqual(['RNG']);
  });

  it('turns a failed call into the table’s error state (null), never a broken page', async () => {
    const failed = await reportLoader(source())(args('https://portal.test/member/moves', () => ({ data: null, errors: [{ message: 'down' } as never] })).args);
    expect(failed.report).toBeNull();
  });

  it('says a refused filter under its field and leaves the table empty', async () => {
    const refusable = { active: (state: { q: string | null }) => state.q !== null, problem: () => 'notInTeam' };
    const refused = await reportLoader(source({ refusable }))(args('https://portal.test/member/moves?q=outsider', pagesOf(3), 'js=1').args);
    expect(refused.problem).toBe('notInTeam');
    await expect(refused.report).resolves.toBeNull();
    const unfiltered = await reportLoader(source({ refusable }))(args('https://portal.test/member/moves', pagesOf(3)).args);
    expect(unfiltered).toMatchObject({ problem: null, report: { total: 3 } });
  });
});
