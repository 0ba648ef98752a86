import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '#gateway/context';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { jackpotBoard } from './board';

const POOL = { code: 'MEGA', name: 'Mega', amount: 1_000_00, games: { types: [], vendors: [], games: [] } };

let brands = 0;

/**
 * A brand of its own (what the board remembers is by merchant) on a platform whose info block
 * answers only when released, so a test sees what was asked before it answered.
 */
function platform({ info, pools, merchant = `B${++brands}` }: { info: Record<string, unknown>; pools: () => Promise<unknown>; merchant?: string }) {
  const asked: string[] = [];
  let release = () => {};
  const infoAnswer = new Promise<Record<string, unknown>>((resolve) => {
    release = () => resolve(info);
  });
  const ctx = {
    config: { merchant },
    platform: {
      call: (name: string) => {
        asked.push(name);
        return name === 'systemInfo' ? infoAnswer : pools();
      },
    },
  } as unknown as GatewayContext;
  return { ctx, asked, release, merchant };
}

/** The board read once with the info block answered at once (what a first request of the isolate does). */
async function readOnce(merchant: string, info: Record<string, unknown>, pools: () => Promise<unknown>) {
  const first = platform({ merchant, info, pools });
  first.release();
  return { board: await jackpotBoard(first.ctx), asked: first.asked };
}

describe('the jackpot board', () => {
  it('asks for the pools after the info block until it has seen them on, then beside it (one round trip)', async () => {
    const pools = async () => ({ list: [POOL] });
    const first = await readOnce('AURORA', { jackpotPools: true }, pools);
    expect(first.asked).toEqual(['systemInfo', 'jackpotPools']);
    expect(first.board).toEqual({ pools: [POOL], decorative: false });

    const next = platform({ merchant: 'AURORA', info: { jackpotPools: true }, pools });
    const board = jackpotBoard(next.ctx);
    await Promise.resolve();
    // Asked before the info block has answered.
    expect(next.asked).toEqual(['jackpotPools', 'systemInfo']);
    next.release();
    expect(await board).toEqual({ pools: [POOL], decorative: false });
  });

  it('never asks a brand with its pools off, or a platform whose info block says nothing of them (the spec’s)', async () => {
    const pools = async () => ({ list: [POOL] });
    for (const info of [{ jackpotPools: false, decorativeJackpot: false }, {}]) {
      const merchant = `OFF${++brands}`;
      for (let i = 0; i < 2; i++) {
        const read = await readOnce(merchant, info, pools);
        expect(read.asked).toEqual(['systemInfo']);
        expect(read.board).toEqual({ pools: [], decorative: info.decorativeJackpot !== false });
      }
    }
  });

  it('drops the early read when the switch was turned off since, and its failure is nobody’s', async () => {
    await readOnce('TURNED', { jackpotPools: true }, async () => ({ list: [POOL] }));
    const off = platform({
      merchant: 'TURNED',
      info: { jackpotPools: false, decorativeJackpot: true },
      pools: () => Promise.reject(new UpstreamError(ErrorCode.UpstreamTimeout, 'slow', 'jackpotPools')),
    });
    const board = jackpotBoard(off.ctx);
    off.release();
    expect(await board).toEqual({ pools: [], decorative: true });
    expect(off.asked).toEqual(['jackpotPools', 'systemInfo']);
    // Seen off: the next request asks the info block alone.
    expect((await readOnce('TURNED', { jackpotPools: false }, async () => ({ list: [POOL] }))).asked).toEqual(['systemInfo']);
  });

  it('keeps the decoration when the switch is on but the platform does not offer pools, and fails with any other error', async () => {
    const unknown = await readOnce('NOPOOLS', { jackpotPools: true }, () =>
      Promise.reject(new UpstreamError(ErrorCode.FunctionNotAvailable, 'no such call', 'jackpotPools')),
    );
    expect(unknown.board).toEqual({ pools: [], decorative: true });

    const failing = platform({
      info: { jackpotPools: true },
      pools: () => Promise.reject(new UpstreamError(ErrorCode.UpstreamTimeout, 'slow', 'jackpotPools')),
    });
    failing.release();
    await expect(jackpotBoard(failing.ctx)).rejects.toThrow('slow');
  });
});
