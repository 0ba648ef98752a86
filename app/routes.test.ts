import { existsSync } from 'node:fs';
import { matchRoutes } from '@remix-run/react';
import { describe, expect, it } from 'vitest';
import { AGENT_SECTIONS } from './features/agent/sections';
import { MEMBER_SECTIONS } from './features/member/sections';
import { flatRoutes, type FlatRoute } from './routes';

type RouteObject = Parameters<typeof matchRoutes>[0][number];

/** The table as React Router's route objects, each carrying its module, to match addresses as Remix will. */
function routeTree(routes: readonly FlatRoute[]): RouteObject[] {
  const build = (parentId: string): RouteObject[] =>
    routes
      .filter((route) => route.parentId === parentId)
      .map((route) => {
        const object: RouteObject = route.index
          ? { id: route.id, index: true, handle: route.module }
          : { id: route.id, path: route.path, handle: route.module, children: build(route.id) };
        return object;
      });
  return build('root');
}

const tree = routeTree(flatRoutes());
/** The page module an address reaches (the innermost match). */
function moduleAt(url: string): string | undefined {
  const matches = matchRoutes(tree, url);
  return matches?.at(-1)?.route.handle as string | undefined;
}

/** The spec's route list (docs/spec-index.md#routes), each with the module that must serve it. */
const SPEC_ROUTES: Record<string, string> = {
  '/': 'home/HomeIndex',
  '/index': 'home/HomeIndex',
  '/index.html': 'home/HomeIndex',
  '/home': 'home/HomeIndex',
  '/login': 'auth/LoginPage',
  '/register': 'auth/RegisterPage',
  '/agent': 'agent/AgentLoginPage',
  '/agentHome': 'agent/OpeningPageRoute',
  '/member': 'member/MemberIndexRoute',
  '/help': 'help/HelpPage',
  '/helpmc': 'help/BareHelpPage',
  '/hot': 'games/CategoryPage',
  '/new': 'games/NamedLobbyPage',
  '/favorite': 'games/MemberGamesPage',
  '/recent': 'games/MemberGamesPage',
  '/sports': 'games/CategoryPage',
  '/esports': 'games/CategoryPage',
  '/live': 'games/CategoryPage',
  '/lott': 'games/NamedLobbyPage',
  '/elott': 'games/NamedLobbyPage',
  '/fish': 'games/CategoryPage',
  '/pvp': 'games/CategoryPage',
  '/rng': 'games/CategoryPage',
  '/cockfight': 'games/CategoryPage',
  '/promotions': 'rewards/PromotionsPage',
  '/rou': 'games/NamedLobbyPage',
  '/jp': 'games/NamedLobbyPage',
  '/bac': 'games/NamedLobbyPage',
  '/horse': 'games/NamedLobbyPage',
  '/jl': 'games/NamedLobbyPage',
  '/mini': 'games/NamedLobbyPage',
  '/bg': 'games/NamedLobbyPage',
  '/bgs': 'games/NamedLobbyPage',
  '/pg': 'games/NamedLobbyPage',
  '/jdb': 'games/NamedLobbyPage',
  '/ss': 'games/NamedLobbyPage',
  '/evo': 'games/NamedLobbyPage',
  '/pp': 'games/NamedLobbyPage',
  '/megaway': 'games/NamedLobbyPage',
  '/crash': 'games/NamedLobbyPage',
  '/providers': 'games/ProvidersPage',
  '/down': 'games/DownloadPage',
  '/gameCenter/lott': 'games/GameCentrePage',
  '/gameListCenter/rng': 'games/GameCentrePage',
  '/lottery': 'lottery/LotteryPage',
  '/seaLottery': 'lottery/LotteryPage',
  '/vnLottery': 'lottery/LotteryPage',
  '/seamless': 'games/NamedLobbyPage',
  '/pointMall': 'points/PointMallPage',
  '/PromotionDetail': 'rewards/PromotionDetailPage',
  // The member centre's menu (spec: Member center) and the agent centre's (spec: Agent center).
  '/member/securityCenter': 'security/SecurityCentrePage',
  '/member/transferFund': 'transfer/WalletTransferPage',
  '/member/depositv2': 'deposit/DepositPage',
  '/member/withdraw': 'withdraw/WithdrawPage',
  '/member/transferUpline': 'transfer/TransferUplinePage',
  '/member/personalHistoryCopy': 'records/BettingRecordsPage',
  '/member/transactionHistory': 'records/AccountRecordsPage',
  '/member/personalProfit': 'records/PersonalProfitPage',
  '/member/bonusDetails': 'rewards/BonusDetailsPage',
  '/member/rewardCenter': 'rewards/RewardCentrePage',
  '/member/referral': 'rewards/ReferralPage',
  '/member/missionLeaderboard': 'rewards/MissionsPage',
  '/member/messageV2': 'inbox/InboxPage',
  '/member/manualRebate': 'rewards/RebatePage',
  '/agentHome/agentAnnouncement': 'agent/AnnouncementsPage',
  '/agentHome/agentTeamOverview': 'agent-reports/TeamOverviewPage',
  '/agentHome/registerCenter': 'agent/RegisterCentrePage',
  '/agentHome/downlineManagmentView': 'agent/TeamPage',
  '/agentHome/personalHistoryCopy': 'records/BettingRecordsPage',
  '/agentHome/palStatementsAgentCopy': 'agent-reports/StatementsPage',
  '/agentHome/agentRevenueReport': 'agent-reports/RevenueReportPage',
  '/agentHome/agentDownlineTransactionDetailsCopy': 'agent-reports/DownlineTransactionsPage',
  '/agentHome/agentDividendRecordCopy2': 'contracts/ContractDeskPage',
  '/agentHome/agentDailyWages2': 'contracts/ContractDeskPage',
  '/agentHome/agentHourSalary': 'contracts/ContractDeskPage',
  '/agentHome/agentRealtimeSalary': 'contracts/ContractDeskPage',
};

describe('the route table', () => {
  it('serves every spec route with its page module', () => {
    for (const [url, module] of Object.entries(SPEC_ROUTES)) expect(moduleAt(url), url).toBe(module);
  });

  it('matches addresses case-insensitively, as Remix does, and sends anything else to the 404 page', () => {
    expect(moduleAt('/BAC')).toBe('games/NamedLobbyPage');
    expect(moduleAt('/member/DEPOSITV2')).toBe('deposit/DepositPage');
    expect(moduleAt('/no/such/page')).toBe('shell/NotFoundPage');
    expect(moduleAt('/member/deposit')).toBe('member/MovedSectionRoute');
  });

  it('gives each report its CSV twin beside the page', () => {
    for (const page of ['/member/personalHistoryCopy', '/member/transactionHistory', '/member/personalProfit'])
      expect(moduleAt(`${page}.csv`), page).toMatch(/^records\/\w+Csv$/);
    for (const page of ['/agentHome/palStatementsAgentCopy', '/agentHome/agentRevenueReport', '/agentHome/agentDownlineTransactionDetailsCopy'])
      expect(moduleAt(`${page}.csv`), page).toMatch(/^agent-reports\/\w+Csv$/);
    expect(moduleAt('/agentHome/agentDailyWages2.csv')).toBe('contracts/StatementsCsv');
  });

  it('builds the member and agent areas from their menus, inside the guarded layouts', () => {
    const routes = flatRoutes();
    const parentOf = (url: string) => routes.find((route) => route.id === url.slice(1))?.parentId;
    for (const section of MEMBER_SECTIONS) expect(parentOf(section.path), section.path).toBe('member');
    for (const section of AGENT_SECTIONS) expect(parentOf(section.path), section.path).toBe('agentHome');
    expect(routes.find((route) => route.id === 'member')?.module).toBe('member/MemberCentreLayout');
    expect(routes.find((route) => route.id === 'agentHome')?.module).toBe('agent/AgentCentreLayout');
  });

  it('names a module that exists for every row, and each id once', () => {
    const routes = flatRoutes();
    for (const route of routes) {
      const found = ['tsx', 'ts'].some((ext) => existsSync(new URL(`./features/${route.module}.${ext}`, import.meta.url)));
      expect(found, route.module).toBe(true);
    }
    const ids = routes.map((route) => route.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps the legacy page names in the addresses only: modules are named for what they are', () => {
    for (const route of flatRoutes()) expect(route.module, route.id).not.toMatch(/Copy|Managment|V2|v2|Wages2|\$|\./);
  });
});
