import type { AreaSection } from '#app/components/sections';
import type { AreaFlagsFragment } from '#app/graphql/generated/graphql';

/** A whitelabel switch a section may depend on, as the gateway names it. */
export type FeatureFlag = Exclude<keyof AreaFlagsFragment, '__typename'> | 'walletTransfer';

/** The member centre's menu, in order; a section with `requires` shows only under that brand switch. */
export const MEMBER_SECTIONS: readonly AreaSection<FeatureFlag>[] = [
  // The spec's menu names are the paths (docs/spec-index.md#member-center "Member center"); securityCenter is the default page.
  { path: '/member/securityCenter', label: 'account.securityCenter' },
  { path: '/member/transferFund', label: 'account.transferFund', requires: 'walletTransfer' },
  { path: '/member/depositv2', label: 'account.deposit' },
  { path: '/member/withdraw', label: 'account.withdraw' },
  { path: '/member/transferUpline', label: 'account.transferUpline' },
  { path: '/member/personalHistoryCopy', label: 'account.bettingRecord' },
  { path: '/member/transactionHistory', label: 'account.accountRecord' },
  { path: '/member/personalProfit', label: 'account.personalProfit' },
  { path: '/member/security', label: 'sessions.title' },
  // Limits, time-out and self-exclusion (docs/decisions/039); the page itself says when the platform does not offer them.
  { path: '/member/responsibleGaming', label: 'account.responsibleGaming' },
  // Identity verification (docs/decisions/057, our extension); the page itself says when the platform does not offer it.
  { path: '/member/verification', label: 'account.verification' },
  // Marketing per product and channel (docs/decisions/061, our extension); the page itself says when the platform does not offer it.
  { path: '/member/marketingPreferences', label: 'account.marketingPreferences' },
  // Web push, kind by kind (docs/decisions/065, our extension); the page says when the platform does not offer it.
  { path: '/member/notifications', label: 'account.notifications' },
  // Complaints with a reference (docs/decisions/062, our extension), apart from feedback; the page says when the platform does not offer them.
  { path: '/member/complaints', label: 'account.complaints' },
  // A player's own data: the archive and the erasure (docs/decisions/063, our extension).
  { path: '/member/myData', label: 'account.myData' },
  // The inbox; its unread count is a red badge here and on the avatar (memberBadges, section messageV2).
  { path: '/member/messageV2', label: 'account.messages' },
  // Rewards (app/features/rewards): rewardCenter and missionLeaderboard carry badges (claimable promotions, reached milestones).
  { path: '/member/rewardCenter', label: 'rewards.menu.rewardCenter' },
  { path: '/member/bonusDetails', label: 'rewards.menu.bonusDetails' },
  { path: '/member/missionLeaderboard', label: 'rewards.menu.missionLeaderboard', requires: 'missions' },
  { path: '/member/manualRebate', label: 'rewards.menu.manualRebate', requires: 'manualRebate' },
  { path: '/member/referral', label: 'rewards.menu.referral' },
  // The VIP rank (MCSFE_getPlayerRankProgress): the spec's VIP navigation entry leads here (shell/SiteMenu.tsx).
  { path: '/member/vip', label: 'rewards.menu.vip' },
  // The account's own contracts and the contract window; a red badge while an offer or a termination waits (memberBadges, section contract).
  { path: '/member/contract', label: 'contracts.menu' },
];
