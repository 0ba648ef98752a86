import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { loadNavigation } from '../../menus';

export const gameNavigation: NonNullable<QueryResolvers['gameNavigation']> = (_parent, _args, ctx) => loadNavigation(ctx);
