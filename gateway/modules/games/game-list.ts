import type { GatewayContext } from '#gateway/context';
import type { GameFilter } from '#gateway/generated/resolvers-types';
import { fromMinorUnits } from '#gateway/upstream/money';
import { clamp, pagesCovering } from '#gateway/modules/paging';
import { protocolLanguage } from '#gateway/modules/system/language';

const MAX_OFFSET = 100_000;

/** A slice of a filtered game list, fetched as the platform pages that cover it. */
export async function loadGamePage(ctx: GatewayContext, filter: GameFilter, offsetArg: number, limitArg: number) {
  const limit = clamp(limitArg, 1, 100);
  const offset = clamp(offsetArg, 0, MAX_OFFSET);
  const { pageSize, pages, skip } = pagesCovering(offset, limit);
  const answers = await Promise.all(
    pages.map((pageNo) =>
      ctx.platform.call('gameList', {
        query: {
          clientType: 3,
          platform: 'flash,html5-desktop',
          merchant: ctx.config.merchant,
          gameType: filter.gameType,
          vassalage: filter.vendor,
          gameClassify: filter.classify,
          gameName: filter.name?.trim() || undefined,
          // A name is looked up in English and Korean whatever the page's language.
          allLanguages: filter.name?.trim() ? 1 : undefined,
          supportPlay: filter.hasFreeTrial == null ? undefined : filter.hasFreeTrial ? 0 : 1,
          minBet: filter.minBet == null ? undefined : fromMinorUnits(filter.minBet),
          minLineNum: filter.minLines ?? undefined,
          isHot: filter.hot ? 1 : undefined,
          isNew: filter.new ? 1 : undefined,
          pageNo,
          pageSize,
          language: protocolLanguage(ctx.locale),
        },
      }),
    ),
  );
  const total = answers[0].total ?? answers[0].totalPages * pageSize;
  const items = answers.flatMap((answer) => answer.games).slice(skip, skip + limit);
  return { items, offset, total, hasMore: offset + items.length < total };
}
