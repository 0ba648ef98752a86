import { graphql } from '#app/graphql/generated/index';

/** What a game card renders; shared by every list of games. */
export const GameCardFragment = graphql(`
  fragment GameCard on Game {
    id
    gameCode
    name
    iconUrl
    vendor
    gameType
    hasFreeTrial
    isHot
    isNew
    launchKind
    isFavorite
    jackpotCode
    jackpotAmount
  }
`);
