import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { memberBadgesOf } from '../../badges';

export const memberBadges: NonNullable<QueryResolvers['memberBadges']> = (_parent, _args, ctx) => memberBadgesOf(ctx);
