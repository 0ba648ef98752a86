import type { GatewayContext } from '#gateway/context';
import { clamp } from '#gateway/modules/paging';
import { protocolLanguage } from '#gateway/modules/system/language';

/** A page of the member's favourite or recent games as a GamePage slice. */
export async function memberGamePage(ctx: GatewayContext, endpoint: 'favoriteList' | 'recentGames', pageArg: number, pageSizeArg: number) {
  const pageSize = clamp(pageSizeArg, 1, 100);
  const page = clamp(pageArg, 1, 100_000);
  const answer = await ctx.platform.call(endpoint, { query: { pageNo: page, pageSize, language: protocolLanguage(ctx.locale) } });
  const total = answer.total ?? answer.totalPages * pageSize;
  const offset = (page - 1) * pageSize;
  return { items: answer.games, offset, total, hasMore: offset + answer.games.length < total };
}
