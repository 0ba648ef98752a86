import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { loadMember } from '../../member';

export const me: NonNullable<QueryResolvers['me']> = (_parent, _args, ctx) => loadMember(ctx);
