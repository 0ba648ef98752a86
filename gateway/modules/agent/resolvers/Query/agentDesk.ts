import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { currentAgent } from '../../desk';

export const agentDesk: NonNullable<QueryResolvers['agentDesk']> = async (_parent, _args, ctx) => currentAgent(ctx);
