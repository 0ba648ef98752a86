/** The go-live report as the CLI prints it: a plain-text table and a summary line, or JSON. */
import type { GoLiveReport, RowReport, SkippedReport } from './check';

const COLUMNS = ['row', 'result', 'ms', 'call', 'detail'] as const;
/** A reason shared by more rows than this is printed as a count (the writes, the member's rows without an account). */
const NAMED_ROWS = 12;

function cells(row: RowReport): Record<(typeof COLUMNS)[number], string> {
  return { row: row.row, result: row.status, ms: row.ms === null ? '' : String(row.ms), call: `${row.method} ${row.path}`, detail: row.detail };
}

/** Rows as aligned columns (the last one unpadded); ms right-aligned. */
export function formatTable(rows: RowReport[]): string {
  const table = rows.map(cells);
  const width = Object.fromEntries(COLUMNS.map((column) => [column, Math.max(column.length, ...table.map((cell) => cell[column].length))])) as Record<
    (typeof COLUMNS)[number],
    number
  >;
  const line = (cell: Record<(typeof COLUMNS)[number], string>) =>
    COLUMNS.map((column, index) => {
      if (index === COLUMNS.length - 1) return cell[column];
      return column === 'ms' ? cell[column].padStart(width[column]) : cell[column].padEnd(width[column]);
    })
      .join('  ')
      .trimEnd();
  const header = Object.fromEntries(COLUMNS.map((column) => [column, column])) as Record<(typeof COLUMNS)[number], string>;
  return [line(header), ...table.map(line)].join('\n');
}

/** Rows not checked, one line per reason. */
export function formatSkipped(skipped: SkippedReport[]): string {
  const byReason = new Map<string, string[]>();
  for (const { row, reason } of skipped) byReason.set(reason, [...(byReason.get(reason) ?? []), row]);
  return [...byReason].map(([reason, names]) => `  ${reason}: ${names.length > NAMED_ROWS ? `${names.length} rows` : names.join(', ')}`).join('\n');
}

export function formatSummary(report: GoLiveReport): string {
  const { summary } = report;
  const checked = report.rows.length;
  const counts = `${summary.asExpected} as expected, ${summary.differs} differ, ${summary.notAvailable} not available, ${summary.failed} failed`;
  const verdict = report.ok ? 'ready: nothing differs or failed' : 'not ready: rows differ or failed';
  return `${checked} rows checked: ${counts}; ${summary.skipped} not checked; ${(report.ms / 1000).toFixed(1)} s. Go-live ${verdict}.`;
}

export function formatReport(report: GoLiveReport): string {
  const scope = report.withAccount ? 'with a test account' : 'without a test account (only what a visitor reads)';
  return [
    `Go-live check of ${report.platform}: merchant ${report.merchant}, language ${report.language}, ${report.encryption} scheme, ${scope}`,
    '',
    formatTable(report.rows),
    '',
    'Not checked:',
    formatSkipped(report.skipped),
    '',
    formatSummary(report),
  ].join('\n');
}

export function formatJson(report: GoLiveReport): string {
  return JSON.stringify(report, null, 2);
}
