import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom/server';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '#app/i18n/react';
import common from '#app/i18n/locales/en/common';
import reports from '#app/i18n/locales/en/reports';

// The table's words come with the member and agent centres' `reports` namespace.
const en = { ...common, ...reports };
import type { Column } from './columns';
import { DataTable, type DataTableProps } from './DataTable';

interface Row {
  id: string;
  amount: number;
}

const columns: Column<Row>[] = [
  { id: 'id', header: 'Order', value: (row) => row.id },
  { id: 'amount', header: 'Amount', value: (row) => row.amount, align: 'end', sortable: true, total: true },
];

/** Renders as the server does, inside a static router at `url`. */
async function render(props: Partial<DataTableProps<Row>>, url = '/records?page=2') {
  const table = h(DataTable<Row>, {
    caption: 'Deposits',
    columns,
    rows: [{ id: 'A1', amount: 100 }],
    rowKey: (row) => row.id,
    state: { page: 2, pageSize: 10, sort: 'amount', dir: 'desc' },
    total: 35,
    ...props,
  });
  const handler = createStaticHandler([{ path: '/records', element: table }]);
  const context = await handler.query(new Request(`https://portal.test${url}`));
  if (context instanceof Response) throw context;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(h(I18nProvider, { language: 'en', resources: en, children: h(StaticRouterProvider, { router, context, hydrate: false }) }));
}

describe('DataTable', () => {
  it('is a real table: caption, column headers with scope and sort state', async () => {
    const html = await render({});
    expect(html).toContain('<table><caption>Deposits</caption>');
    expect(html).toContain('<th scope="col">Order</th>');
    expect(html).toMatch(/<th scope="col" class="align-end" aria-sort="descending"><a [^>]*href="\/records\?sort=amount&amp;dir=asc"/);
  });

  it("names each cell by its column, for the cards a phone's narrow table becomes", async () => {
    const html = await render({});
    expect(html).toContain('<tr><td data-label="Order">A1</td><td class="align-end" data-label="Amount">100</td></tr>');
  });

  it('pages with links in a labelled nav, keeping the filters', async () => {
    const html = await render({}, '/records?from=2024-01-01&page=2');
    expect(html).toMatch(/<nav class="pager" aria-label="Pages">/);
    expect(html).toContain('href="/records?from=2024-01-01"');
    expect(html).toContain('href="/records?from=2024-01-01&amp;page=3"');
    expect(html).toContain('Page 2 of 4');
    expect(html).toContain('11–20 of 35');
  });

  it('shows the totals row, the empty state and the error state', async () => {
    expect(await render({ totals: { amount: 4200 } })).toMatch(
      /<tfoot><tr><th scope="row">Total<\/th><td class="align-end" data-label="Amount">4200<\/td><\/tr><\/tfoot>/,
    );
    expect(await render({ rows: [], total: 0 })).toContain('Nothing matches these filters.');
    const failed = await render({ rows: null });
    expect(failed).toContain('Deposits could not be loaded');
    expect(failed).not.toContain('<table');
  });

  it('shows several labelled totals rows, each figure in its column', async () => {
    const html = await render({
      totals: [
        { label: 'Money in', values: { amount: 500 } },
        { label: 'Net', values: { amount: -20 } },
      ],
    });
    expect(html).toMatch(
      /<tfoot><tr><th scope="row">Money in<\/th><td class="align-end" data-label="Amount">500<\/td><\/tr><tr><th scope="row">Net<\/th><td class="align-end" data-label="Amount">-20<\/td><\/tr><\/tfoot>/,
    );
  });

  it('keeps the filters while the rows are loading, with a placeholder instead of the table', async () => {
    const html = await render({ loading: true, filters: h('input', { name: 'from', 'aria-label': 'From' }), csvHref: '/r.csv' });
    expect(html).toMatch(/<form method="get"[^>]*aria-label="Filters"/);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('Loading Deposits');
    expect(html).not.toContain('<table');
    expect(html).not.toContain('Page 2 of 4');
    expect(html).not.toContain('Download CSV');
  });

  it('puts the filters in a GET form and links the CSV with the current filters', async () => {
    const html = await render(
      { filters: h('input', { name: 'from', 'aria-label': 'From' }), csvHref: '/resources/records.csv' },
      '/records?from=2024-01-01&page=2',
    );
    expect(html).toMatch(/<form method="get"[^>]*aria-label="Filters"/);
    expect(html).toContain('name="size"');
    expect(html).toContain('href="/resources/records.csv?from=2024-01-01"');
  });
});
