/** The lottery DTOs keep what the pages need and refuse answers that break the protocol. */
import { describe, expect, it } from 'vitest';
import { lotteryBettingSchema, lotteryDrawSchema, lotteryMenuSchema, lotteryNearSchema } from './lottery';

const numero = { numero: '20261123-0415', gameId: 'tcg_lott_0001', openTime: 1000, closeTime: 55_000, drawTime: 60_000 };

describe('lottery DTOs', () => {
  it('read a menu and drop fields the portal does not use', () => {
    const parsed = lotteryMenuSchema.parse({
      prizeMode: 'LOTT',
      serverTime: 2000,
      extra: true,
      list: [
        {
          gameId: 'tcg_lott_0001',
          nodeId: 100,
          gameCode: 'tcg_lott_0001',
          gameName: 'Lotto',
          gameType: 'LOTT',
          vassalage: 'TCG',
          vendorName: 'TCG Lottery',
          iconUrl: '/media/games/100.svg',
          periodSeconds: 60,
          lockSeconds: 5,
          currentNumero: { ...numero, extra: 1 },
        },
      ],
    });
    expect(parsed.list[0]).not.toHaveProperty('gameCode');
    expect(parsed.list[0]?.currentNumero).toEqual(numero);
  });

  it('refuse a draw of other than five digits, or digits out of 0-9', () => {
    const near = { gameId: 'g', serverTime: 1, currentNumero: numero, nextNumero: numero };
    expect(lotteryNearSchema.safeParse({ ...near, lastNumero: { numero: 'x', gameId: 'g', drawTime: 1, result: [1, 2, 3, 4], sum: 10 } }).success).toBe(false);
    expect(lotteryNearSchema.safeParse({ ...near, lastNumero: { numero: 'x', gameId: 'g', drawTime: 1, result: [1, 2, 3, 4, 10], sum: 20 } }).success).toBe(
      false,
    );
    expect(lotteryNearSchema.safeParse({ ...near, lastNumero: null }).success).toBe(true);
    expect(lotteryDrawSchema.parse({ ...numero, serverTime: 1, state: 'OPEN', result: null, sum: null }).result).toBeNull();
  });

  it('turn betting amounts into minor units exactly', () => {
    const parsed = lotteryBettingSchema.parse({
      requestId: 'slip-00000001',
      totalStake: 60.3,
      orders: [
        {
          roundId: 'LOT:1',
          gameId: 'g',
          numero: '20261123-0415',
          playId: 'D5',
          bettingContent: '1,2,3',
          bettingSlip: 3,
          multiple: 2,
          stake: 60.3,
          drawTime: 60_000,
        },
      ],
    });
    expect(parsed.totalStake).toBe(6030);
    expect(parsed.orders[0]?.stake).toBe(6030);
    expect(lotteryBettingSchema.safeParse({ requestId: 'x', totalStake: 1, orders: [{ ...parsed.orders[0], playId: 'XX', stake: 1 }] }).success).toBe(false);
  });
});
