import { statementsCsvLoader } from '../features/contracts/desk-route.server';

/** /agentHome/agentDailyWages2.csv: every DAILY settlement of the agent (either side) with its inputs. */
export const loader = statementsCsvLoader('DAILY', '/agentHome/agentDailyWages2');
