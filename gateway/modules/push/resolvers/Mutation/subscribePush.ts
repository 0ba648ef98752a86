import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userError, userErrorFrom } from '#gateway/user-errors';
import { protocolLanguage } from '#gateway/modules/system/language';

/** Checked before the platform (which checks again): an https endpoint and base64url keys of plausible length. */
const ENDPOINT = /^https:\/\/[^\s]{4,2040}$/;
const KEY = /^[A-Za-z0-9_-]{86,88}$/;
const AUTH = /^[A-Za-z0-9_-]{22,24}$/;

export const subscribePush: NonNullable<MutationResolvers['subscribePush']> = async (_parent, { input }, ctx) => {
  if (!ENDPOINT.test(input.endpoint)) return { ok: false, errors: [userError('INVALID_INPUT', 'endpoint')], settings: null };
  if (!KEY.test(input.p256dh) || !AUTH.test(input.auth)) return { ok: false, errors: [userError('INVALID_INPUT', 'keys')], settings: null };
  try {
    const settings = await ctx.platform.call('subscribePush', {
      body: { endpoint: input.endpoint, keys: { p256dh: input.p256dh, auth: input.auth }, language: protocolLanguage(ctx.locale) },
    });
    return { ok: true, errors: [], settings };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], settings: null };
  }
};
