import type { MutationResolvers } from '../../../../generated/resolvers-types';
import { ErrorCode, UpstreamError } from '../../../../errors';
import { toMember } from '../../member';

export const freePlay: NonNullable<MutationResolvers['freePlay']> = async (_parent, _args, ctx) => {
  try {
    // The protocol's payload (os, platform 'W', client version); the platform needs none of it to create the guest.
    const value = await ctx.platform.call('freePlayLogin', { body: { os: 'web', platform: 'W', gatewayVersion: 3 } });
    ctx.sessionChange = { kind: 'set', token: value.token, method: 'freeplay' };
    ctx.session = { token: value.token };
    ctx.platform.useToken(value.token);
    return { ok: true, error: null, member: toMember(await ctx.platform.call('memberInfo')) };
  } catch (error) {
    if (error instanceof UpstreamError && error.code === ErrorCode.FunctionNotAvailable) return { ok: false, error: 'NOT_AVAILABLE', member: null };
    if (error instanceof UpstreamError && error.platformCode === 'too.many.requests') return { ok: false, error: 'TOO_MANY_REQUESTS', member: null };
    throw error;
  }
};
