import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { clamp } from '#gateway/modules/paging';
import { loadHomeLanes } from '../../menus';
import { askForKnownSections, rememberSections, SECTION_FIRST_PAGE } from '../../section-lists';

export const gameSections: NonNullable<QueryResolvers['gameSections']> = async (_parent, { expand }, ctx, info) => {
  askForKnownSections(ctx, info, expand?.gameType ?? null);
  const { fromLanes, sections } = await loadHomeLanes(ctx);
  // What the brand's lanes are, learnt from them (not from the navigation a failed read fell back to).
  if (fromLanes) {
    rememberSections(ctx, {
      gameTypes: sections.map((section) => section.category.gameType),
      carryFirstPages: sections.every((section) => section.firstPage !== null),
    });
  }
  return sections.map(({ category, firstPage }) => {
    const expanded = expand && expand.gameType === category.gameType ? expand : null;
    const vendor = expanded?.vendor && category.vendors.some((v) => v.vassalage === expanded.vendor) ? expanded.vendor : null;
    const shown = clamp(expanded?.shown ?? SECTION_FIRST_PAGE, 1, 100);
    // The lanes' first games serve a section shown as it first is (no vendor chosen, no "more").
    return { category, vendor, shown, firstPage: vendor === null && shown <= SECTION_FIRST_PAGE ? firstPage : null };
  });
};
