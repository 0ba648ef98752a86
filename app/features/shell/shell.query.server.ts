import { graphql } from '#app/graphql/generated/index';

/** Everything the header, navigation, footer and side bar render; one operation for the root route. */
export const ShellQuery = graphql(`
  query Shell {
    balance {
      total
      # The bonus wallet (docs/decisions/067): shown apart from cash when the member has one.
      bonus
    }
    me {
      account
      nickname
      isAgent
      isTrial
      avatarUrl
      previousLoginTime
      firstTimeLogin
      # A new version of the terms waiting for the member (features/legal): the dialog's words are read only then.
      legalPending
    }
    # Red count badges of the member centre (null for visitors and trial accounts: nothing is fetched for them).
    memberBadges {
      section
      count
    }
    popupAnnouncements: announcements(kind: POPUP, page: 1, pageSize: 50) {
      items {
        id
        title
        content
        promotionType
        execution
        timestamp
      }
    }
    brand {
      name
      licenceText
      # The safer-gambling display: the footer's licence, helpline and age; the logout after inactivity; the figures while playing.
      licence {
        licensee
        address
        number
        authority
        sealUrl
        verifyUrl
      }
      helpline {
        name
        phone
        url
      }
      minimumAge
      inactivityMinutes
      sessionFigures
      # Tournaments and races (features/tournaments): the navigation links to them when the brand runs some.
      tournaments
      analyticsId
      currencySymbol
      # The brand's wall clock: times a page shows as the brand's (maintenance, announcements) are in this zone.
      timeZone
      languages {
        code
        name
        currencySymbol
        isDefault
      }
      customerService {
        type
        url
      }
      socialLinks {
        network
        url
      }
      downloads {
        platform
        url
      }
    }
    # The brand's look (colours as tokens, logo, favicon), rendered into the page on the server.
    brandTheme {
      scheme
      colors {
        background
        surface
        surfaceRaised
        navigation
        text
        muted
        accent
        onAccent
        border
        focus
      }
      fontFamily
      logoUrl
      faviconUrl
      brandColors
      problems {
        foreground
        background
        ratio
        required
      }
    }
    features {
      directRegistration
      freePlay
      points
      chat
    }
    # Customer-service answers the member has not read (null for visitors and when the chat is off).
    chatUnreadCount
    gameNavigation {
      gameType
      name
      hasVendorMenu
      largeVendorMenu
      vendors {
        code
        name
        logoUrl
      }
    }
    partnerVendors {
      code
      name
      logoUrl
    }
  }
`);
