import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '#gateway/context';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { jackpotBoard } from './board';

const POOL = { code: 'MEGA', name: 'Mega', amount: 1_000_00, games: { types: [], vendors: [], games: [] } };

/**
 * A platform whose info block answers only when released, so a test sees what was asked before it
 * answered: with batches, the pools leave beside the info block (one round trip, ADR 069).
 */
function platform({ batches, info, pools }: { batches: boolean; info: Record<string, unknown>; pools: () => Promise<unknown> }) {
  const asked: string[] = [];
  let release = () => {};
  const infoAnswer = new Promise<Record<string, unknown>>((resolve) => {
    release = () => resolve(info);
  });
  const ctx = {
    platform: {
      batchesOffered: () => batches,
      call: (name: string) => {
        asked.push(name);
        return name === 'systemInfo' ? infoAnswer : pools();
      },
    },
  } as unknown as GatewayContext;
  return { ctx, asked, release };
}

describe('the jackpot board', () => {
  it('asks for the pools beside the info block on a platform with batches, and shows them when the switch is on', async () => {
    const { ctx, asked, release } = platform({ batches: true, info: { jackpotPools: true }, pools: async () => ({ list: [POOL] }) });
    const board = jackpotBoard(ctx);
    await Promise.resolve();
    expect(asked).toEqual(['jackpotPools', 'systemInfo']);
    release();
    expect(await board).toEqual({ pools: [POOL], decorative: false });
  });

  it("drops the pools asked for early when the switch is off, and a failure of that read is nobody's", async () => {
    const { ctx, release } = platform({
      batches: true,
      info: { jackpotPools: false, decorativeJackpot: true },
      pools: () => Promise.reject(new UpstreamError(ErrorCode.UpstreamTimeout, 'slow', 'jackpotPools')),
    });
    const board = jackpotBoard(ctx);
    release();
    expect(await board).toEqual({ pools: [], decorative: true });
  });

  it('asks a platform without batches for its pools only when the info block says it has them', async () => {
    const off = platform({ batches: false, info: {}, pools: async () => ({ list: [POOL] }) });
    off.release();
    expect(await jackpotBoard(off.ctx)).toEqual({ pools: [], decorative: true });
    expect(off.asked).toEqual(['systemInfo']);

    const on = platform({ batches: false, info: { jackpotPools: true, decorativeJackpot: false }, pools: async () => ({ list: [] }) });
    on.release();
    expect(await jackpotBoard(on.ctx)).toEqual({ pools: [], decorative: false });
    expect(on.asked).toEqual(['systemInfo', 'jackpotPools']);
  });

  it('keeps the decoration when the switch is on but the platform does not offer pools, and fails with any other error', async () => {
    const unknown = platform({
      batches: true,
      info: { jackpotPools: true },
      pools: () => Promise.reject(new UpstreamError(ErrorCode.FunctionNotAvailable, 'no such call', 'jackpotPools')),
    });
    unknown.release();
    expect(await jackpotBoard(unknown.ctx)).toEqual({ pools: [], decorative: true });

    const failing = platform({
      batches: true,
      info: { jackpotPools: true },
      pools: () => Promise.reject(new UpstreamError(ErrorCode.UpstreamTimeout, 'slow', 'jackpotPools')),
    });
    failing.release();
    await expect(jackpotBoard(failing.ctx)).rejects.toThrow('slow');
  });
});
