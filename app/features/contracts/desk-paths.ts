import type { ContractKindName } from './contracts.schema';

/**
 * Where each contract kind's page is in the agent centre (its CSV is the same path with `.csv`).
 * Literal, so the route table's addresses (app/routes.ts) are known to the compiler.
 */
export const DESK_PATHS = {
  DIVIDEND: '/agentHome/agentDividendRecordCopy2',
  DAILY: '/agentHome/agentDailyWages2',
  HOURLY: '/agentHome/agentHourSalary',
  REALTIME: '/agentHome/agentRealtimeSalary',
} as const satisfies Readonly<Record<ContractKindName, `/agentHome/${string}`>>;

/** The contract kind whose page (or CSV) an address is, by the table above; null for any other address. */
export function deskKindAt(pathname: string): ContractKindName | null {
  const path = pathname
    .replace(/\.csv$/i, '')
    .replace(/\/+$/, '')
    .toLowerCase();
  const entry = Object.entries(DESK_PATHS).find(([, page]) => page.toLowerCase() === path);
  return entry ? (entry[0] as ContractKindName) : null;
}
