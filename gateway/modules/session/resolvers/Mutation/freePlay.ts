import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';
import { beginSession } from '../../lifecycle';
import { memberOfNewSession } from './login';

export const freePlay: NonNullable<MutationResolvers['freePlay']> = async (_parent, _args, ctx) => {
  let token: string;
  try {
    // The protocol's payload (os, platform 'W', client version); the platform needs none of it to create the guest.
    ({ token } = await ctx.platform.call('freePlayLogin', { body: { os: 'web', platform: 'W', gatewayVersion: 3 } }));
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], member: null };
  }
  beginSession(ctx, token, { method: 'freeplay' });
  return { ok: true, errors: [], member: await memberOfNewSession(ctx) };
};
