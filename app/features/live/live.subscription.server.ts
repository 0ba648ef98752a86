import { graphql } from '#app/graphql/generated/index';

/**
 * The member's live events (schema/live.graphql). This module is never imported by the browser:
 * the document's text is in the persisted manifest, and the browser names it by its id
 * (browser-document-ids.ts, used by live-client.ts). It lives here so codegen types and persists it.
 */
export const LiveSubscriptionDocument = graphql(`
  subscription Live {
    live {
      kind
      balance {
        total
      }
      badges {
        section
        count
      }
    }
  }
`);
