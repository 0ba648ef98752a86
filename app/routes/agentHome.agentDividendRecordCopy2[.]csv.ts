import { statementsCsvLoader } from '../features/contracts/desk-route.server';

/** /agentHome/agentDividendRecordCopy2.csv: every DIVIDEND settlement of the agent (either side) with its inputs. */
export const loader = statementsCsvLoader('DIVIDEND', '/agentHome/agentDividendRecordCopy2');
