import { graphql } from '../../graphql/generated';

/** The home page, whole: one operation. Every field is nullable, so a failing section degrades alone. */
export const HomePageQuery = graphql(`
  query HomePage($expand: SectionState, $announcementPage: Int!) {
    notices {
      id
      title
      content
      timestamp
    }
    banners(group: "w_home") {
      id
      title
      imageUrl
      linkType
      linkUrl
    }
    hotGames(limit: 12) {
      ...GameCard
    }
    winnerBoard(limit: 20) {
      id
      customerName
      gameName
      iconUrl
      winAmount
      game {
        ...GameCard
      }
    }
    announcements(kind: PLAYER, page: $announcementPage, pageSize: 8) {
      page
      totalPages
      total
      items {
        id
        title
        content
        promotionType
        timestamp
      }
    }
    gameSections(expand: $expand) {
      vendor
      category {
        gameType
        name
        hasVendorMenu
        vendors {
          code
          name
          logoUrl
        }
      }
      games {
        ...GamePageSlice
      }
    }
  }
`);
