import { reportCsvLoader } from '#app/components/report/report.server';
import { guardLoader } from '#app/kernel/guards.server';
import { transactionHistory } from './reports.server';

/** /member/transactionHistory.csv?…: the transactions page's period and filters as a CSV (every row, the same totals). */
export const loader = guardLoader(reportCsvLoader(transactionHistory));
