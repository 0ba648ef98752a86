import { graphql } from '#app/graphql/generated/index';

/** A lottery page's guard and what picks its prize mode: the member, the navigation (the rule) and the brand's time zone. */
export const LotteryGuardQuery = graphql(`
  query LotteryGuard {
    me {
      ...GuardedMember
    }
    gameNavigation {
      gameType
      vendors {
        code
      }
    }
    brand {
      timeZone
    }
  }
`);

export const LotteryGameFragment = graphql(`
  fragment LotteryMenuGame on LotteryGame {
    gameCode
    nodeId
    name
    gameType
    vendor
    vendorName
    iconUrl
    periodSeconds
    lockSeconds
  }
`);

/** The menu of a prize mode and the member's recent lottery games. */
export const LotteryMenuQuery = graphql(`
  query LotteryMenu($prizeMode: LotteryPrizeMode!) {
    lotteryMenu(prizeMode: $prizeMode) {
      prizeMode
      games {
        ...LotteryMenuGame
      }
    }
    recentLotteryGames {
      ...LotteryMenuGame
    }
  }
`);

/** One game's open and next numeros and its last draws (and, on the VN lotto's page, its own call's latest draw). */
export const LotteryBoardQuery = graphql(`
  query LotteryBoard($gameCode: String!, $vn: Boolean! = false) {
    lotteryBoard(gameCode: $gameCode, lastDraws: 10) {
      gameCode
      serverTime
      current {
        numero
        openTime
        closeTime
        drawTime
      }
      lastDraws {
        numero
        digits
        sum
        drawTime
      }
      latestDraw @include(if: $vn) {
        numero
        digits
        sum
        drawTime
      }
    }
  }
`);

/** Opens the lottery game (one tap: its requestId). */
export const LaunchLotteryMutation = graphql(`
  mutation LaunchLottery($input: LaunchLotteryInput!) {
    launchLottery(input: $input) {
      ...UserErrors
      gameUrl
    }
  }
`);
