import { describe, expect, it, vi } from 'vitest';
import type { GatewayContext } from '#gateway/context';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { loadMember } from './member';

const INFO = { id: 7, account: 'demo_member', type: 0 };

function contextWith(call: (name: string, options?: { fresh?: boolean }) => Promise<unknown>) {
  return { session: { token: 't' }, platform: { call: vi.fn(call) } } as unknown as GatewayContext & { platform: { call: ReturnType<typeof vi.fn> } };
}

describe('loadMember', () => {
  it('asks once more, afresh, when the platform was slow or failed once', async () => {
    for (const code of [ErrorCode.UpstreamTimeout, ErrorCode.UpstreamUnavailable]) {
      let calls = 0;
      const ctx = contextWith(async () => {
        calls += 1;
        if (calls === 1) throw new UpstreamError(code, 'busy', 'memberInfo');
        return INFO;
      });
      expect(await loadMember(ctx)).toMatchObject({ id: 7, account: 'demo_member', isAgent: false });
      expect(ctx.platform.call).toHaveBeenLastCalledWith('memberInfo', { fresh: true });
      expect(calls).toBe(2);
    }
  });

  it('fails when the second read fails too, and never retries a refusal', async () => {
    const down = contextWith(async () => {
      throw new UpstreamError(ErrorCode.UpstreamUnavailable, 'down', 'memberInfo');
    });
    await expect(loadMember(down)).rejects.toBeInstanceOf(UpstreamError);
    expect(down.platform.call).toHaveBeenCalledTimes(2);
    const refused = contextWith(async () => {
      throw new UpstreamError(ErrorCode.BadRequest, 'no', 'memberInfo');
    });
    await expect(loadMember(refused)).rejects.toBeInstanceOf(UpstreamError);
    expect(refused.platform.call).toHaveBeenCalledTimes(1);
  });
});
