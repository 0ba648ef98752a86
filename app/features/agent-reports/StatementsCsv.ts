import { reportCsvLoader } from '#app/components/report/report.server';
import { guardLoader } from '#app/kernel/guards.server';
import { statements } from './reports.server';

/** /agentHome/palStatementsAgentCopy.csv?…: the statements' period and filters as a CSV. */
export const loader = guardLoader(reportCsvLoader(statements));
