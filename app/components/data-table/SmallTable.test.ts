import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SmallTable, type SmallColumn, type SmallTableProps } from './SmallTable';

interface Row {
  name: string;
  amount: number;
}

const columns: SmallColumn<Row>[] = [
  { id: 'name', header: 'Wallet', value: (row) => row.name },
  { id: 'amount', header: 'Balance', value: (row) => row.amount, align: 'end' },
  { id: 'open', header: 'Open', show: (row) => h('a', { href: `/w/${row.name}` }, 'Open'), hideHeader: true, className: 'actions' },
];

const render = (props: Partial<SmallTableProps<Row>>) =>
  renderToString(
    h(SmallTable<Row>, {
      caption: 'Your wallets',
      columns,
      rows: [
        { name: 'Main', amount: 100 },
        { name: 'Slots', amount: 5 },
      ],
      rowKey: (row) => row.name,
      ...props,
    }),
  );

describe('SmallTable', () => {
  it("is DataTable's markup: a scrolling wrapper, a caption, column headers with scope", () => {
    const html = render({});
    expect(html).toMatch(/^<div class="data-table"><div class="data-table__scroll" tabindex="0"><table><caption>Your wallets<\/caption>/);
    expect(html).toContain('<th scope="col">Wallet</th><th scope="col" class="align-end">Balance</th>');
    expect(html).toContain('<th scope="col"><span class="visually-hidden">Open</span></th>');
    // Each cell names its column for the cards of a phone; a column of buttons names none.
    expect(html).toContain(
      '<tr><td data-label="Wallet">Main</td><td class="align-end" data-label="Balance">100</td><td class="actions"><a href="/w/Main">Open</a></td></tr>',
    );
  });

  it('heads each row with its first cell, names the table by a heading or a hidden caption', () => {
    expect(render({ rowHeader: true })).toContain('<tr><th scope="row">Main</th><td class="align-end" data-label="Balance">100</td>');
    const labelled = render({ caption: undefined, labelledBy: 'wallets-title', className: 'wallets' });
    expect(labelled).toContain('<table class="wallets" aria-labelledby="wallets-title"><thead>');
    expect(render({ hideCaption: true })).toContain('<caption class="visually-hidden">Your wallets</caption>');
  });

  it('shows labelled totals rows and row attributes; an empty header leaves an empty cell', () => {
    expect(render({ totals: [{ label: 'Total', values: { amount: 105 } }] })).toContain(
      '<tfoot><tr><th scope="row">Total</th><td class="align-end" data-label="Balance">105</td><td class="actions"></td></tr></tfoot>',
    );
    expect(render({ rowProps: (row) => (row.name === 'Slots' ? { className: 'row--me', 'aria-current': 'true' } : {}) })).toContain(
      '<tr class="row--me" aria-current="true"><td data-label="Wallet">Slots</td>',
    );
    expect(render({ columns: [columns[0], { ...columns[2], header: '' }] })).toContain('<thead><tr><th scope="col">Wallet</th><td></td></tr></thead>');
  });
});
