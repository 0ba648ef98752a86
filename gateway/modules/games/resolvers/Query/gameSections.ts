import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { clamp } from '#gateway/modules/paging';
import { loadHomeLanes } from '../../menus';
import { askForKnownSections, rememberSections, SECTION_FIRST_PAGE } from '../../section-lists';

export const gameSections: NonNullable<QueryResolvers['gameSections']> = async (_parent, { expand }, ctx, info) => {
  askForKnownSections(ctx, info, expand?.gameType ?? null);
  const lanes = await loadHomeLanes(ctx);
  rememberSections(ctx, {
    gameTypes: lanes.map((lane) => lane.category.gameType),
    carryFirstPages: lanes.length > 0 && lanes.every((lane) => lane.firstPage !== null),
  });
  return lanes.map(({ category, firstPage }) => {
    const expanded = expand && expand.gameType === category.gameType ? expand : null;
    const vendor = expanded?.vendor && category.vendors.some((v) => v.vassalage === expanded.vendor) ? expanded.vendor : null;
    const shown = clamp(expanded?.shown ?? SECTION_FIRST_PAGE, 1, 100);
    // The lanes' first games serve a section shown as it first is (no vendor chosen, no "more").
    return { category, vendor, shown, firstPage: vendor === null && shown <= SECTION_FIRST_PAGE ? firstPage : null };
  });
};
