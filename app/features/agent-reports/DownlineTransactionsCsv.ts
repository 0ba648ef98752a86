import { reportCsvLoader } from '#app/components/report/report.server';
import { guardLoader } from '#app/kernel/guards.server';
import { downlineTransactions } from './reports.server';

/** /agentHome/agentDownlineTransactionDetailsCopy.csv?…: the downline transactions' period and filters as a CSV. */
export const loader = guardLoader(reportCsvLoader(downlineTransactions));
