import { graphql } from '#app/graphql/generated/index';

/** What the member and agent guards (app/kernel/guards.server.ts) decide on; every guarded area's query spreads it. */
export const GuardedMemberFragment = graphql(`
  fragment GuardedMember on Member {
    isAgent
    isTrial
  }
`);
