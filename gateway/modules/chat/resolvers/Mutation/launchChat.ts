import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userError, userErrorFrom } from '#gateway/user-errors';
import { chatOn, isFramedChatUrl } from '../../pages';

export const launchChat: NonNullable<MutationResolvers['launchChat']> = async (_parent, { input }, ctx) => {
  if (!(await chatOn(ctx))) return { ok: false, errors: [userError('NOT_AVAILABLE')], chatUrl: null, framed: false };
  const headerColor = input.headerColor.trim();
  if (!/^#[0-9a-fA-F]{6}$/.test(headerColor)) return { ok: false, errors: [userError('PATTERN', 'headerColor')], chatUrl: null, framed: false };
  const pageTitle = input.pageTitle.trim();
  if (!pageTitle || Array.from(pageTitle).length > 80) return { ok: false, errors: [userError('LENGTH', 'pageTitle')], chatUrl: null, framed: false };
  try {
    const value = await ctx.platform.call('launchChat', {
      body: { b2c: 1, headerColor, pageTitle, template: 'v2', ...(input.modelId ? { modelId: input.modelId } : {}) },
    });
    const chatUrl = value.chatUrl;
    const framed = isFramedChatUrl(chatUrl);
    // Anything else than the forwarded room or an https address is not opened at all.
    if (!framed && !/^https:\/\//.test(chatUrl)) return { ok: false, errors: [userError('NOT_AVAILABLE')], chatUrl: null, framed: false };
    return { ok: true, errors: [], chatUrl, framed };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], chatUrl: null, framed: false };
  }
};
