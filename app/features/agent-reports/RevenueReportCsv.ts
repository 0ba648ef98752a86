import { reportCsvLoader } from '#app/components/report/report.server';
import { guardLoader } from '#app/kernel/guards.server';
import { revenue } from './reports.server';

/** /agentHome/agentRevenueReport.csv?…: the revenue report's period and filters as a CSV (agents only: the platform refuses others). */
export const loader = guardLoader(reportCsvLoader(revenue));
