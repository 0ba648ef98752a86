import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { unlessNotOffered } from '#gateway/errors';

/** Null when the platform does not offer responsible-gaming tools: no prompt is put. */
export const saferGamblingPrompts: NonNullable<QueryResolvers['saferGamblingPrompts']> = (_parent, _args, ctx) =>
  unlessNotOffered(ctx.platform.call('saferGamblingPrompts'));
