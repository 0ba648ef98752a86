import type { Column } from '#app/components/data-table/columns';
import { minorToDecimal } from './money';
import { Money } from './Money';

/**
 * A report column of money: minor units as the datum, <Money> on screen, a plain decimal in the
 * CSV (the same figure), right-aligned and summed in the totals row.
 */
export function moneyColumn<Row>(
  id: string,
  header: string,
  minor: (row: Row) => number | null | undefined,
  options: { sortable?: boolean } = {},
): Column<Row> {
  return {
    id,
    header,
    value: minor,
    render: (value) => (typeof value === 'number' ? <Money minor={value} /> : null),
    text: (value) => (typeof value === 'number' ? minorToDecimal(value) : ''),
    align: 'end',
    total: true,
    sortable: options.sortable,
  };
}
