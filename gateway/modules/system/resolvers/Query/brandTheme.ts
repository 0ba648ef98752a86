import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { cacheGeneration } from '#gateway/cache';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { DEFAULT_THEME, themeFrom } from '../../theme';

/**
 * A platform found without the theme extension, by merchant: not asked again in this isolate for a
 * while (a live platform without it would otherwise answer a failed call on every page). Only a
 * timestamp per brand: nothing of a visitor, no promise.
 */
const withoutTheme = new Map<string, { until: number; generation: number }>();
const ASK_AGAIN_MS = 5 * 60_000;

/**
 * The brand's theme (`/wps/system/theme`, our extension), never failing the page: a platform
 * without it (function not available, or an answer that is no envelope, as a 404 page is) and a
 * read that failed both give the portal's own look.
 */
export const brandTheme: NonNullable<QueryResolvers['brandTheme']> = async (_parent, _args, ctx) => {
  const merchant = ctx.config.merchant;
  const known = withoutTheme.get(merchant);
  // A development purge (a theme just written) asks again at once.
  if (known && known.until > Date.now() && known.generation === cacheGeneration()) return DEFAULT_THEME;
  try {
    const dto = await ctx.platform.call('brandTheme');
    withoutTheme.delete(merchant);
    return themeFrom(dto, (message) => console.error(message));
  } catch (error) {
    const code = error instanceof UpstreamError ? error.code : null;
    if (code === ErrorCode.FunctionNotAvailable || code === ErrorCode.UpstreamMalformed)
      withoutTheme.set(merchant, { until: Date.now() + ASK_AGAIN_MS, generation: cacheGeneration() });
    else console.error('brand theme: read failed, the portal look stands in', code ?? error);
    return DEFAULT_THEME;
  }
};
