import { graphql } from '#app/graphql/generated/index';

/** Who is logged in, for the agent login page (agents go straight on to the agent centre). */
export const AgentLoginPageQuery = graphql(`
  query AgentLoginPage {
    me {
      account
      isAgent
    }
  }
`);

/** The agent centre's frame (guard, menu switches, nickname, the brand's zone and service links) and its overview. */
export const AgentCentreQuery = graphql(`
  query AgentCentre {
    me {
      ...GuardedMember
      account
      nickname
      affiliateCode
      previousLoginTime
    }
    balance {
      amount
    }
    features {
      ...AreaFlags
    }
    contractInfo {
      kinds {
        kind
        page
      }
    }
    brand {
      timeZone
      customerService {
        type
        url
      }
    }
  }
`);

/** agentAnnouncement: a page of announcements for agents with the read state. */
export const AgentAnnouncementsPageQuery = graphql(`
  query AgentAnnouncementsPage($page: Int!) {
    agentDesk {
      announcements(page: $page, pageSize: 10) {
        page
        pageSize
        total
        unread
        items {
          id
          title
          content
          publishedAt
          read
        }
      }
    }
  }
`);

export const MarkAgentAnnouncementsReadMutation = graphql(`
  mutation MarkAgentAnnouncementsRead($input: MarkAgentAnnouncementsReadInput!) {
    markAgentAnnouncementsRead(input: $input) {
      ok
      errors {
        code
        field
      }
      changed
      unread
    }
  }
`);

/** registerCenter: the brand's field rules and the agent's policy (when AGENTPOLICY3 is on). */
export const RegisterCenterPageQuery = graphql(`
  query RegisterCenterPage {
    me {
      affiliateCode
    }
    registerFields {
      ...RegisterFieldRule
    }
    agentDesk {
      policy {
        agentType
        canOpenMember
        canOpenAgent
        rebates {
          product
          rateBasisPoints
        }
      }
    }
  }
`);

export const RegisterDownlineMutation = graphql(`
  mutation RegisterDownline($input: RegisterDownlineInput!) {
    registerDownline(input: $input) {
      ok
      errors {
        code
        field
        patternId
      }
      member {
        username
      }
    }
  }
`);

export const TeamMemberFieldsFragment = graphql(`
  fragment TeamMemberFields on TeamMember {
    username
    nickname
    isAgent
    level
    joinedAt
    lastLoginAt
    balance
    directCount
    teamSize
    protection
    verification
  }
`);

/** downlineManagmentView: one level of the team (or a search), and one member's details when asked. */
export const DownlinePageQuery = graphql(`
  query DownlinePage($parent: String, $search: String, $page: Int!, $detail: String!, $withDetail: Boolean!) {
    agentDesk {
      team(parent: $parent, search: $search, page: $page, pageSize: 20) {
        parent {
          ...TeamMemberFields
        }
        path {
          username
          nickname
          level
        }
        search
        total
        page
        pageSize
        directCount
        teamSize
        items {
          ...TeamMemberFields
        }
      }
      downline(username: $detail) @include(if: $withDetail) {
        member {
          ...TeamMemberFields
        }
        upline
        depositTotal
        depositCount
        withdrawTotal
        turnover
        betCount
        rebates {
          product
          rateBasisPoints
        }
      }
    }
    downlineContracts(username: $detail) @include(if: $withDetail) {
      ...ContractFields
    }
  }
`);
