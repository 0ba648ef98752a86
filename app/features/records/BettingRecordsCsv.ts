import { reportCsvLoader } from '#app/components/report/report.server';
import { guardLoader } from '#app/kernel/guards.server';
import { bettingRecords } from './reports.server';

/** /member/personalHistoryCopy.csv?…: the betting records page's period and filters as a CSV. */
export const loader = guardLoader(reportCsvLoader(bettingRecords));
