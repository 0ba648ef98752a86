import { formatNumber } from '#app/i18n/format';
import { useTranslation } from '#app/i18n/react';
import type { Column } from './columns';

/** A whole number as the page's language writes it ("1,234", "1.234" in Vietnamese). */
export function Count({ value }: { value: number }) {
  const { i18n } = useTranslation();
  return <>{formatNumber(value, i18n.language)}</>;
}

/**
 * A report column of a count (bets, players): the number as the datum, grouped by the page's
 * language on screen, the plain number in the CSV, right-aligned; summed in the totals row unless
 * `total` is false.
 */
export function countColumn<Row>(
  id: string,
  header: string,
  count: (row: Row) => number | null | undefined,
  options: { total?: boolean; sortable?: boolean } = {},
): Column<Row> {
  return {
    id,
    header,
    value: count,
    render: (value) => (typeof value === 'number' ? <Count value={value} /> : null),
    align: 'end',
    total: options.total ?? true,
    sortable: options.sortable,
  };
}
