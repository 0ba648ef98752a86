import { graphql } from '#app/graphql/generated/index';

/** The member's standing in a run: the lobby's cards, a run's page and the game frame's line. */
export const TournamentStandingFragment = graphql(`
  fragment TournamentStandingFields on TournamentStanding {
    code
    scoring
    state
    score
    position
    entrants
  }
`);

/** What a run's card shows in the lobby (and the game frame's bar reads its games). */
export const TournamentSummaryFragment = graphql(`
  fragment TournamentSummary on Tournament {
    code
    kind
    name
    state
    startsAt
    endsAt
    entry
    buyIn
    scoring
    entrants
    prizes {
      fromRank
      toRank
      kind
      money
      points
      turnoverMultiplier
    }
    mine {
      ...TournamentStandingFields
      prize {
        kind
        money
        points
        turnoverMultiplier
        paid
      }
    }
  }
`);

/** The lobby (docs/decisions/066): running, coming and recently finished runs, and whether an exclusion keeps the member out. */
export const TournamentsPageQuery = graphql(`
  query TournamentsPage {
    tournaments {
      ...TournamentSummary
    }
    tournamentsExcluded
  }
`);

/** One run's page: its rules, prizes, board and the member's place. */
export const TournamentPageQuery = graphql(`
  query TournamentPage($code: String!) {
    tournament(code: $code) {
      ...TournamentSummary
      minStake
      gameTypes {
        code
        name
      }
      vendors {
        code
        name
      }
      games {
        id
        name
      }
      board {
        rank
        name
        score
      }
    }
    tournamentsExcluded
  }
`);

/** The member's races in a game's frame: the running runs, what they cover and the member's place. */
export const FrameTournamentsQuery = graphql(`
  query FrameTournaments {
    tournaments {
      code
      name
      state
      scoring
      gameTypes {
        code
      }
      vendors {
        code
      }
      games {
        id
      }
      mine {
        ...TournamentStandingFields
      }
    }
  }
`);

export const JoinTournamentMutation = graphql(`
  mutation JoinTournament($code: String!) {
    joinTournament(code: $code) {
      ok
      errors {
        code
        field
        message
        until
      }
      buyIn
    }
  }
`);
