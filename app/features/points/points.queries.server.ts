import { graphql } from '#app/graphql/generated/index';

/** /pointMall: the guard's member, the balance, rules, and the open tab's list. */
export const PointMallPageQuery = graphql(`
  query PointMallPage(
    $exchangeType: PointExchangeType
    $withRewards: Boolean!
    $withRecords: Boolean!
    $withDetails: Boolean!
    $pointType: PointType
    $page: Int!
    $pageSize: Int!
  ) {
    me {
      ...GuardedMember
    }
    features {
      points
    }
    pointBalance {
      points
      convertibleAmount
    }
    pointRules {
      depositRatios {
        minDeposit
        amountPerPoint
      }
      betRatios {
        gameType
        pointType
        validAmountPerPoint
      }
      convertEnabled
      convertRate
      convertMinPoints
      convertStepPoints
      redeemMaxQuantity
    }
    pointRewards(exchangeType: $exchangeType) @include(if: $withRewards) {
      redeemMaxQuantity
      items {
        id
        exchangeType
        name
        description
        points
        stock
        needsDelivery
        maxPerMember
        heldByMember
      }
    }
    pointExchanges(page: $page, pageSize: $pageSize) @include(if: $withRecords) {
      page
      pageSize
      total
      items {
        id
        transactionNo
        appliedAt
        exchangeType
        rewardName
        quantity
        pointsEach
        pointsTotal
        status
        remark
        deliveryAddress
        phone
      }
    }
    pointDetails(type: $pointType, page: $page, pageSize: $pageSize) @include(if: $withDetails) {
      page
      pageSize
      total
      items {
        id
        type
        points
        createdAt
        balanceAfter
      }
    }
  }
`);

export const RedeemPointRewardMutation = graphql(`
  mutation RedeemPointReward($input: RedeemPointRewardInput!) {
    redeemPointReward(input: $input) {
      ok
      errors {
        code
        field
        message
        patternId
      }
    }
  }
`);

export const ConvertPointsMutation = graphql(`
  mutation ConvertPoints($input: ConvertPointsInput!) {
    convertPoints(input: $input) {
      ok
      errors {
        code
        field
        message
        patternId
      }
      conversion {
        status
      }
    }
  }
`);
