import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { unlessNotOffered } from '#gateway/errors';

/** Null when the platform does not offer push: the page says so instead of failing. */
export const pushSettings: NonNullable<QueryResolvers['pushSettings']> = async (_parent, _args, ctx) => unlessNotOffered(ctx.platform.call('pushSettings'));
