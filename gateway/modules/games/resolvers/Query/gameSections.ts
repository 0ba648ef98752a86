import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { clamp } from '#gateway/modules/paging';
import { loadHomeLanes } from '../../menus';

/** The home page shows 10 games per section at first. */
export const SECTION_FIRST_PAGE = 10;

export const gameSections: NonNullable<QueryResolvers['gameSections']> = async (_parent, { expand }, ctx) => {
  const categories = await loadHomeLanes(ctx);
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
