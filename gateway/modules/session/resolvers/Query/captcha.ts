import type { QueryResolvers } from '#gateway/generated/resolvers-types';

export const captcha: NonNullable<QueryResolvers['captcha']> = async (_parent, _args, ctx) => {
  const { captchaId, image, turnstileSiteKey } = await ctx.platform.call('captcha');
  return { id: captchaId, image, turnstileSiteKey: turnstileSiteKey ?? null };
};
