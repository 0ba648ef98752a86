import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { clamp } from '#gateway/modules/paging';
import { loadHomeLanes } from '../../menus';
import { askForKnownSections, rememberSections, SECTION_FIRST_PAGE } from '../../section-lists';

export const gameSections: NonNullable<QueryResolvers['gameSections']> = async (_parent, { expand }, ctx, info) => {
  askForKnownSections(ctx, info, expand?.gameType ?? null);
  const categories = await loadHomeLanes(ctx);
  rememberSections(
    ctx,
    categories.map((category) => category.gameType),
  );
  return categories.map((category) => {
    const expanded = expand && expand.gameType === category.gameType ? expand : null;
    const vendor = expanded?.vendor && category.vendors.some((v) => v.vassalage === expanded.vendor) ? expanded.vendor : null;
    return {
      category,
      vendor,
      shown: clamp(expanded?.shown ?? SECTION_FIRST_PAGE, 1, 100),
    };
  });
};
