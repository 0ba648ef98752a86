import { statementsCsvLoader } from '../features/contracts/desk-route.server';

/** /agentHome/agentHourSalary.csv: every HOURLY settlement of the agent (either side) with its inputs. */
export const loader = statementsCsvLoader('HOURLY', '/agentHome/agentHourSalary');
