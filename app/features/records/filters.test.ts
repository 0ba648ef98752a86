import { describe, expect, it } from 'vitest';
import { betVariables, profitVariables, readBetState, readProfitState, readTransactionState, transactionVariables } from './filters';

const params = (query: string) => new URLSearchParams(query);
const TODAY = '2024-06-15';

describe('transaction history state', () => {
  it('defaults to the last 7 days, newest first, no filters', () => {
    const state = readTransactionState(params(''), TODAY);
    expect(state).toMatchObject({ range: { preset: 'last7', from: '2024-06-09', to: '2024-06-15', error: null }, type: null, status: null });
    expect(state.table).toEqual({ page: 1, pageSize: 20, sort: 'time', dir: 'desc' });
  });

  it('turns brand-zone days into a half-open UTC range, with the filters and sort', () => {
    const state = readTransactionState(
      params('range=custom&from=2024-05-01&to=2024-05-31&type=WITHDRAW&status=REFUNDED&sort=amount&dir=asc&page=3&size=50'),
      TODAY,
    );
    expect(transactionVariables(state, 'Asia/Seoul')).toEqual({
      filter: { from: Date.parse('2024-04-30T15:00:00Z'), to: Date.parse('2024-05-31T15:00:00Z'), types: ['WITHDRAW'], status: 'REFUNDED' },
      page: 3,
      pageSize: 50,
      sort: 'AMOUNT',
      direction: 'ASC',
    });
  });

  it('ignores unknown filters; any period of the history up to ten years, longer is refused (falling back, with the reason)', () => {
    const state = readTransactionState(params('type=LOTTERY&status=lost&from=2024-01-01&to=2024-03-01'), TODAY);
    expect(state.type).toBeNull();
    expect(state.status).toBeNull();
    // A month per query had hidden the rest of a player's history (docs/spec-index.md#member-center).
    expect(state.range).toMatchObject({ from: '2024-01-01', to: '2024-03-01', preset: 'custom', error: null });
    expect(readTransactionState(params('from=2014-01-01&to=2024-03-01'), TODAY).range).toMatchObject({ preset: 'last7', error: 'tooLong' });
  });
});

describe('betting records and profit state', () => {
  it('keeps a game type code and sorts by win/loss', () => {
    const state = readBetState(params('gameType=live&sort=winLoss&dir=desc'), TODAY);
    expect(betVariables(state, 'UTC')).toMatchObject({ filter: { gameType: 'LIVE' }, sort: 'WIN_LOSS', direction: 'DESC' });
    expect(readBetState(params('gameType=<script>'), TODAY).gameType).toBeNull();
  });

  it('asks for calendar days and the zone, by period, up to a year', () => {
    const state = readProfitState(params('range=custom&from=2023-07-01&to=2024-06-15&period=MONTH'), TODAY);
    expect(profitVariables(state, 'Asia/Seoul')).toEqual({
      filter: { fromDate: '2023-07-01', toDate: '2024-06-15', timeZone: 'Asia/Seoul', period: 'MONTH', gameType: null },
      page: 1,
      pageSize: 20,
      sort: 'PERIOD',
      direction: 'DESC',
    });
    expect(readProfitState(params('period=YEAR'), TODAY)).toMatchObject({ period: 'DAY', range: { preset: 'last30' } });
  });
});
