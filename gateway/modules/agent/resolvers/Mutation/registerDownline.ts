import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { failure, userErrorFrom } from '#gateway/user-errors';
import { currentAgent } from '../../desk';
import { wireRate } from '../../mappers';

/** Sealed on the wire (it carries the password). */
export const registerDownline: NonNullable<MutationResolvers['registerDownline']> = async (_parent, { input }, ctx) => {
  if (!(await currentAgent(ctx))) return { ...failure('NOT_AVAILABLE'), member: null };
  const rebates = input.rebates ?? [];
  if (rebates.length > 50) return { ...failure('INVALID_INPUT', 'rebates'), member: null };
  for (const r of rebates) {
    if (!Number.isInteger(r.rateBasisPoints) || r.rateBasisPoints < 0 || r.rateBasisPoints > 10_000) {
      return { ...failure('INVALID_INPUT', `rebates.${r.product}`), member: null };
    }
  }
  const body: Record<string, unknown> = {
    accountType: input.accountType,
    username: input.username.trim(),
    password: input.password,
    confirmPassword: input.confirmPassword,
  };
  for (const key of ['nickname', 'email', 'mobileNum', 'countryDialingCode'] as const) {
    const value = input[key]?.trim();
    if (value) body[key] = value;
  }
  if (rebates.length > 0) body.rebates = rebates.map((r) => ({ product: r.product, rebateValue: wireRate(r.rateBasisPoints) }));
  try {
    const value = await ctx.platform.call('registerDownline', { body });
    return {
      ok: true,
      errors: [],
      member: {
        username: value.username,
        nickname: value.nickname,
        isAgent: value.isAgent,
        level: 1,
        joinedAt: value.createdAt,
        lastLoginAt: null,
        balance: 0,
        directCount: 0,
        teamSize: 0,
        protection: null,
        // The team's list says, once the platform has the account.
        verification: null,
      },
    };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], member: null };
  }
};
