import { statementsCsvLoader } from '../features/contracts/desk-route.server';

/** /agentHome/agentRealtimeSalary.csv: every REALTIME settlement of the agent (either side) with its inputs. */
export const loader = statementsCsvLoader('REALTIME', '/agentHome/agentRealtimeSalary');
