import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { notOffered, UpstreamError } from '#gateway/errors';
import { portalLanguage, protocolLanguage } from '#gateway/modules/system/language';

/** The platform's answers that mean "no such version": the brand published none of the kind, or not that one. */
const UNPUBLISHED = new Set(['legal.not_published', 'legal.version_unknown']);

/**
 * A version of the terms or the privacy policy; null when the brand publishes none (the portal then
 * shows the help centre's article) or the version does not exist. Any other failure stays an error.
 */
export const legalDocument: NonNullable<QueryResolvers['legalDocument']> = async (_parent, { kind, version }, ctx) => {
  if (version != null && (!Number.isSafeInteger(version) || version < 1)) return null;
  try {
    const document = await ctx.platform.call('legalDocument', {
      query: { kind, ...(version != null ? { version: String(version) } : {}), language: protocolLanguage(ctx.locale) },
    });
    // The language as the portal names it (`zh-CN`, not the protocol's `CN`): the page compares it with its own.
    return { ...document, language: portalLanguage(document.language) };
  } catch (error) {
    if (notOffered(error) || (error instanceof UpstreamError && UNPUBLISHED.has(error.platformCode ?? ''))) return null;
    throw error;
  }
};
