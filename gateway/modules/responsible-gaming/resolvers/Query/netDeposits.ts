import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { unlessNotOffered } from '#gateway/errors';

/** Null when the platform does not offer responsible-gaming tools (the account page then shows no net deposits). */
export const netDeposits: NonNullable<QueryResolvers['netDeposits']> = (_parent, _args, ctx) => unlessNotOffered(ctx.platform.call('netDeposits'));
