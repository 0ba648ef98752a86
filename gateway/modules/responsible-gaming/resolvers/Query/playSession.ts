import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { unlessNotOffered } from '#gateway/errors';

/** Null when the platform does not offer responsible-gaming tools: no reality check, no warning. */
export const playSession: NonNullable<QueryResolvers['playSession']> = (_parent, _args, ctx) => unlessNotOffered(ctx.platform.call('playSession'));
