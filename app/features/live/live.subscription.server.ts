import { graphql } from '#app/graphql/generated/index';

/**
 * The browser's subscriptions (schema/live.graphql). This module is never imported by the browser:
 * the documents' text is in the persisted manifest, and the browser names them by their ids
 * (browser-document-ids.ts, used by live-client.ts). They live here so codegen types and persists them.
 */

/** The member's live events. */
export const LiveSubscriptionDocument = graphql(`
  subscription Live {
    live {
      kind
      balance {
        total
        bonus
        activeBonus {
          id
          turnoverRequired
          turnoverDone
          turnoverLeft
        }
      }
      badges {
        section
        count
      }
      tournaments {
        code
        state
        score
        position
        entrants
      }
    }
  }
`);

/** The brand's public events (schema/live.graphql): the operator's status switch, for every visitor. */
export const SiteLiveSubscriptionDocument = graphql(`
  subscription SiteLive {
    siteLive {
      kind
      state
      maintenanceEndTime
      jackpots {
        code
        amount
      }
      leaderboard {
        code
        state
        entrants
        top {
          rank
          name
          score
        }
      }
    }
  }
`);
