import { graphql } from '#app/graphql/generated/index';

/**
 * What the first screen shows, awaited before the page answers: notices, banners and the popular
 * block. Every field is nullable, so a failing one degrades its section alone.
 */
export const HomePageQuery = graphql(`
  query HomePage {
    notices {
      ...NoticeMarquee
      ...NoticeDialog
    }
    banners(group: "w_home") {
      ...BannerCarousel
    }
    hotGames(limit: 12) {
      ...GameCard
    }
  }
`);

/*
 * The sections below the first screen, streamed after it (docs/decisions/016): one operation each,
 * so each arrives as soon as its own platform calls answer and fails without the others.
 */

export const HomePageWinnersQuery = graphql(`
  query HomePageWinners {
    winnerBoard(limit: 20) {
      ...WinnerBoard
    }
  }
`);

export const HomePageAnnouncementsQuery = graphql(`
  query HomePageAnnouncements($page: Int!) {
    announcements(kind: PLAYER, page: $page, pageSize: 8) {
      ...AnnouncementsBlock
      ...AnnouncementsDialog
    }
  }
`);

export const HomePageGameSectionsQuery = graphql(`
  query HomePageGameSections($expand: SectionState) {
    gameSections(expand: $expand) {
      ...GameSection
    }
  }
`);
