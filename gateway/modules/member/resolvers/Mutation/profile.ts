import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure } from '#gateway/user-errors';
import { securityMutation } from '../../mutate';

/** Saves the profile; values are sent as typed (trimmed), the platform checks them against the brand's fields. */
export const updateProfile: NonNullable<MutationResolvers['updateProfile']> = (_parent, { input }, ctx) => {
  const body: Record<string, string> = {};
  for (const [field, value] of Object.entries(input)) {
    if (typeof value !== 'string') continue;
    if (value.length > 200) return Promise.resolve(failure('LENGTH', field));
    body[field] = value.trim();
  }
  return securityMutation(ctx, 'updateMemberProfile', body);
};
