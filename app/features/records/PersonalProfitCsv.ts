import { reportCsvLoader } from '#app/components/report/report.server';
import { guardLoader } from '#app/kernel/guards.server';
import { personalProfit } from './reports.server';

/** /member/personalProfit.csv?…: the profit page's period, grouping and filters as a CSV. */
export const loader = guardLoader(reportCsvLoader(personalProfit));
