import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { unlessNotOffered } from '#gateway/errors';
import { preferencesOf } from '../../wire';

/** Null when the platform keeps no consents: the preferences page says so instead of failing. */
export const marketingPreferences: NonNullable<QueryResolvers['marketingPreferences']> = async (_parent, _args, ctx) => {
  const value = await unlessNotOffered(ctx.platform.call('marketingPreferences'));
  return value ? preferencesOf(value) : null;
};
