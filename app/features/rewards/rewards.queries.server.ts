import { graphql } from '#app/graphql/generated/index';

export const PromotionCardFragment = graphql(`
  fragment PromotionCard on RewardPromotion {
    id
    promotionType
    category
    kind
    title
    content
    bonus
    turnoverMultiplier
    target
    rafflePrizes
    startsAt
    endsAt
    status
    progress
    claimedAmount
  }
`);

/** rewardCenter and /promotions: the brand's promotions of a category, with the member's statuses when logged in. */
export const RewardPromotionsQuery = graphql(`
  query RewardPromotions($category: String) {
    rewardPromotions(category: $category) {
      categories
      items {
        ...PromotionCard
      }
    }
  }
`);

export const PromotionDetailQuery = graphql(`
  query PromotionDetail($id: ID, $type: String) {
    rewardPromotion(id: $id, promotionType: $type) {
      ...PromotionCard
    }
  }
`);

export const BonusDetailsQuery = graphql(`
  query BonusDetails {
    bonuses {
      id
      kind
      promotionId
      title
      category
      amount
      paidAt
      turnoverRequired
      turnoverDone
      completed
      status
      grantId
      expiresAt
      maxStake
      endedAmount
      endedAt
    }
    # The bonus wallet's active bonus (docs/decisions/067): its balance, meter and rules.
    balance {
      bonus
      activeBonus {
        ...ActiveBonusMeter
        stakeOrder
        contributions {
          gameType
          percent
        }
        defaultContribution
        queued
      }
    }
  }
`);

export const MissionsPageQuery = graphql(`
  query MissionsPage($missionId: ID!, $withMission: Boolean!) {
    missions {
      id
      title
      gameType
      progress
      target
      reachedMilestones
      claimableMilestones
      milestoneCount
    }
    mission(id: $missionId) @include(if: $withMission) {
      id
      title
      progress
      milestones {
        step
        target
        reward
        reached
        claimed
      }
      leaderboard {
        rank
        username
        reachedValue
        me
      }
      myRank
      myValue
    }
  }
`);

export const RebatePageQuery = graphql(`
  query RebatePage {
    rebate {
      from
      to
      total
      lines {
        gameType
        validBets
        rateBp
        rebate
      }
      claims {
        id
        from
        to
        amount
        claimedAt
      }
    }
  }
`);

export const ReferralPageQuery = graphql(`
  query ReferralPage {
    referral {
      code
      registerPath
      totalInvitations
      totalReward
      rewardPerInvitee
      minFirstDeposit
      invitations {
        username
        joinedAt
        status
        reward
        paidAt
      }
    }
  }
`);

export const JoinPromotionMutation = graphql(`
  mutation JoinPromotion($input: PromotionInput!) {
    joinPromotion(input: $input) {
      ...UserErrors
      status
      amount
    }
  }
`);

export const ClaimPromotionMutation = graphql(`
  mutation ClaimPromotion($input: PromotionInput!) {
    claimPromotion(input: $input) {
      ...UserErrors
      status
      amount
    }
  }
`);

export const ClaimRaffleMutation = graphql(`
  mutation ClaimRaffle($input: PromotionInput!) {
    claimRaffle(input: $input) {
      ...UserErrors
      status
      amount
    }
  }
`);

export const ClaimMissionRewardMutation = graphql(`
  mutation ClaimMissionReward($input: MissionRewardInput!) {
    claimMissionReward(input: $input) {
      ...UserErrors
      reward
    }
  }
`);

export const ClaimRebateMutation = graphql(`
  mutation ClaimRebate {
    claimRebate {
      ...UserErrors
      amount
    }
  }
`);

export const ForfeitBonusMutation = graphql(`
  mutation ForfeitBonus($id: ID!, $requestId: String!) {
    forfeitBonus(id: $id, requestId: $requestId) {
      ...UserErrors
      forfeited
    }
  }
`);

export const VipPageQuery = graphql(`
  query VipPage {
    vip {
      level
      deposits
      validBets
      next {
        level
        minDeposit
        minValidBet
      }
      levels {
        level
        minDeposit
        minValidBet
      }
    }
  }
`);
