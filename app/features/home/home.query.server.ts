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
    jackpots {
      decorative
      pools {
        ...JackpotSummary
      }
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

/**
 * Which sections the home page has (the vendor lanes), without their games: read with the first
 * screen's calls for a browser that asks for the sections itself, so that its
 * /resources/home-sections soon after finds them in the edge cache and asks only for the lists.
 */
export const HomePageSectionLanesQuery = graphql(`
  query HomePageSectionLanes {
    gameSections {
      category {
        gameType
      }
    }
  }
`);
