import type { BindContactInput, CodeSentPayload, ContactInput, MutationResolvers } from '#gateway/generated/resolvers-types';
import type { GatewayContext } from '#gateway/context';
import { refusal, securityMutation } from '../../mutate';

/** The address part of a contact input, as the platform names it. */
function contactBody(input: ContactInput | BindContactInput): Record<string, string> {
  if (input.channel === 'SMS') {
    return { channel: 'SMS', countryDialingCode: (input.countryDialingCode ?? '').trim(), mobileNum: (input.mobileNum ?? '').replace(/[\s-]/g, '') };
  }
  return { channel: 'EMAIL', email: (input.email ?? '').trim() };
}

async function sendCode(ctx: GatewayContext, endpoint: 'contactCode' | 'paymentPasswordCode', body: Record<string, string>): Promise<CodeSentPayload> {
  try {
    const { expiredMinutes } = await ctx.platform.call(endpoint, { body });
    return { ok: true, errors: [], expiredMinutes };
  } catch (error) {
    return { ok: false, errors: [refusal(error)], expiredMinutes: null };
  }
}

export const sendContactCode: NonNullable<MutationResolvers['sendContactCode']> = (_parent, { input }, ctx) => sendCode(ctx, 'contactCode', contactBody(input));

export const bindContact: NonNullable<MutationResolvers['bindContact']> = (_parent, { input }, ctx) =>
  securityMutation(
    ctx,
    'bindContact',
    { ...contactBody(input), verificationCode: input.verificationCode.trim(), password: input.loginPassword },
    // A wrong login password comes back as the old password of a password change.
    { oldPassword: 'loginPassword', password: 'loginPassword' },
  );

export const sendPaymentPasswordCode: NonNullable<MutationResolvers['sendPaymentPasswordCode']> = (_parent, { channel }, ctx) =>
  sendCode(ctx, 'paymentPasswordCode', { channel });
