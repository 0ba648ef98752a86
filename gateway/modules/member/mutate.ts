import type { GatewayContext } from '#gateway/context';
import { UpstreamError } from '#gateway/errors';
import type { EndpointName } from '#gateway/upstream/endpoints';
import type { UserError } from '#gateway/generated/resolvers-types';
import { success, userError, userErrorFrom } from '#gateway/user-errors';

/** The platform calls fields by its own names where our inputs differ (the login password, the old payment password). */
export type FieldRenames = Record<string, string>;

/**
 * One security-centre mutation: the platform call, with its expected refusals as data and their
 * fields named as the mutation's input names them.
 */
export async function securityMutation(
  ctx: GatewayContext,
  endpoint: EndpointName,
  body: Record<string, unknown>,
  renames: FieldRenames = {},
): Promise<{ ok: boolean; errors: UserError[] }> {
  try {
    await ctx.platform.call(endpoint, { body });
    return success;
  } catch (error) {
    return { ok: false, errors: [refusal(error, renames)] };
  }
}

/**
 * A platform refusal as a user error. The security centre's own codes are state conflicts:
 * `payment_password.already_set`, and `payment_password.reset_cooldown` (a reset by code within
 * 24 hours of a contact change; the form says which from the mutation).
 */
export function refusal(error: unknown, renames: FieldRenames = {}): UserError {
  if (error instanceof UpstreamError && error.platformCode === 'payment_password.already_set') return userError('STATE_CONFLICT');
  if (error instanceof UpstreamError && error.platformCode === 'payment_password.reset_cooldown') {
    return { ...userError('STATE_CONFLICT'), message: 'The mobile number or e-mail address changed less than 24 hours ago: reset by code later.' };
  }
  const found = userErrorFrom(error);
  return found.field && renames[found.field] ? { ...found, field: renames[found.field]! } : found;
}
