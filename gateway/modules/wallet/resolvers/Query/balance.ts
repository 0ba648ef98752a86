import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { toBalance } from '../../balance';

export const balance: NonNullable<QueryResolvers['balance']> = async (_parent, _args, ctx) => toBalance(await ctx.platform.call('balance'));
