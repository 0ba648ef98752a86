/**
 * personalHistoryCopy in the agent centre: the agent's own bets, the member centre's betting records
 * page as it is (its loader, table, filters and CSV), inside the agent layout.
 */
export { loader, default } from './member.personalHistoryCopy';
