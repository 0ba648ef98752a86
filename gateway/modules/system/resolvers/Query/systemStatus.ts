import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { loadSiteStatus } from '../../status';

export const systemStatus: NonNullable<QueryResolvers['systemStatus']> = (_parent, _args, ctx) => loadSiteStatus(ctx);
