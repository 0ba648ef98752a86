import { describe, expect, it } from 'vitest';
import { ROUTES, type RouteRow } from '#app/routes';
import { href, type Address } from './href';

/**
 * Every address the route table serves, written out once: the compiler checks that it is exactly
 * the `Address` type read off the table, and the test below that it is exactly what the table
 * serves at run time. Between them, href() accepts what the table serves and nothing else.
 */
const ADDRESSES = [
  '/',
  '/home',
  '/index',
  '/index.html',
  '/login',
  '/login/verify',
  '/register',
  '/logout',
  '/change-password',
  '/forgot-password',
  '/reset-password',
  '/real-account-needed',
  '/feedback',
  '/chat',
  '/agent',
  '/agentHome',
  '/agentHome/agentAnnouncement',
  '/agentHome/agentTeamOverview',
  '/agentHome/registerCenter',
  '/agentHome/downlineManagmentView',
  '/agentHome/personalHistoryCopy',
  '/agentHome/palStatementsAgentCopy',
  '/agentHome/palStatementsAgentCopy.csv',
  '/agentHome/agentRevenueReport',
  '/agentHome/agentRevenueReport.csv',
  '/agentHome/agentDownlineTransactionDetailsCopy',
  '/agentHome/agentDownlineTransactionDetailsCopy.csv',
  '/agentHome/agentDividendRecordCopy2',
  '/agentHome/agentDividendRecordCopy2.csv',
  '/agentHome/agentDailyWages2',
  '/agentHome/agentDailyWages2.csv',
  '/agentHome/agentHourSalary',
  '/agentHome/agentHourSalary.csv',
  '/agentHome/agentRealtimeSalary',
  '/agentHome/agentRealtimeSalary.csv',
  '/member',
  '/member/:section',
  '/member/securityCenter',
  '/member/transferFund',
  '/member/depositv2',
  '/member/withdraw',
  '/member/transferUpline',
  '/member/personalHistoryCopy',
  '/member/personalHistoryCopy.csv',
  '/member/transactionHistory',
  '/member/transactionHistory.csv',
  '/member/personalProfit',
  '/member/personalProfit.csv',
  '/member/security',
  '/member/responsibleGaming',
  '/member/verification',
  '/member/marketingPreferences',
  '/member/notifications',
  '/member/complaints',
  '/member/myData',
  '/member/messageV2',
  '/member/rewardCenter',
  '/member/bonusDetails',
  '/member/missionLeaderboard',
  '/member/manualRebate',
  '/member/referral',
  '/member/vip',
  '/member/contract',
  '/help',
  '/helpmc',
  '/legal/terms',
  '/legal/privacy',
  '/legal/declined',
  '/privacy/erased',
  '/jackpots',
  '/jackpots/:code',
  '/tournaments',
  '/tournaments/:code',
  '/:category',
  '/new',
  '/rou',
  '/jp',
  '/bac',
  '/horse',
  '/jl',
  '/mini',
  '/bg',
  '/bgs',
  '/pg',
  '/jdb',
  '/ss',
  '/evo',
  '/pp',
  '/megaway',
  '/crash',
  '/lott',
  '/elott',
  '/seamless',
  '/favorite',
  '/recent',
  '/providers',
  '/down',
  '/gameCenter/:gameType',
  '/gameListCenter/:gameType',
  '/play/:nodeId',
  '/play/:nodeId/info',
  '/play/lobby/:vendor',
  '/lottery',
  '/vnLottery',
  '/seaLottery',
  '/pointMall',
  '/promotions',
  '/PromotionDetail',
  '/resources/balance',
  '/resources/captcha',
  '/resources/complaint-image',
  '/resources/data-archive',
  '/resources/download-qr',
  '/resources/favorite',
  '/resources/feedback-image',
  '/resources/games',
  '/resources/home-sections',
  '/resources/play-session',
  '/resources/safer-gambling',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/offline',
  '/language',
  '/analytics-consent',
  '/legal/answer',
  '/free-play',
  '/dev/social-sign-in',
] as const satisfies readonly Address[];

// Both directions at compile time: every listed address is an Address (the `satisfies` above), and every Address is listed.
type Unlisted = Exclude<Address, (typeof ADDRESSES)[number]>;
const everyAddressListed: [Unlisted] extends [never] ? true : Unlisted = true;

/** What the table serves at run time: each row's address (an index: its parent's; the home page's: '/'), the 404 page's left out. */
function servedAddresses(rows: readonly RouteRow[], parent = '/'): string[] {
  return rows.flatMap((row) => {
    const url = row.url === 'index' ? parent : row.url;
    const own = url === null || url === '*' ? [] : [url];
    return [...own, ...servedAddresses(row.children ?? [], url ?? parent)];
  });
}

describe('href', () => {
  it('accepts exactly the addresses the route table serves', () => {
    expect(everyAddressListed).toBe(true);
    expect([...new Set(servedAddresses(ROUTES))].sort()).toEqual([...ADDRESSES].sort());
  });

  it('writes an address without parameters as it is', () => {
    expect(href('/')).toBe('/');
    expect(href('/member/depositv2')).toBe('/member/depositv2');
    expect(href('/agentHome/palStatementsAgentCopy.csv')).toBe('/agentHome/palStatementsAgentCopy.csv');
  });

  it('fills in the parameters, URL-encoded', () => {
    expect(href('/play/:nodeId', { nodeId: 'abc' })).toBe('/play/abc');
    expect(href('/play/:nodeId', { nodeId: 42 })).toBe('/play/42');
    expect(href('/play/lobby/:vendor', { vendor: 'A B/C?' })).toBe('/play/lobby/A%20B%2FC%3F');
    expect(href('/gameCenter/:gameType', { gameType: 'lott' })).toBe('/gameCenter/lott');
  });

  it('adds a query from a record, in its order, without the null and undefined entries', () => {
    expect(href('/login', { search: { redirectTo: '/member/vip?x=1' } })).toBe('/login?redirectTo=%2Fmember%2Fvip%3Fx%3D1');
    expect(href('/lottery', { search: { gameCode: 'G 1', prizeMode: 'ELOTT', none: null, left: undefined } })).toBe('/lottery?gameCode=G+1&prizeMode=ELOTT');
    expect(href('/play/:nodeId', { nodeId: 'n1' }, { search: { from: '/hot', page: 2 } })).toBe('/play/n1?from=%2Fhot&page=2');
    expect(href('/promotions', { search: {} })).toBe('/promotions');
  });

  it('takes a query string with or without its question mark, or URLSearchParams', () => {
    expect(href('/login', { search: '?tab=sms' })).toBe('/login?tab=sms');
    expect(href('/login', { search: 'tab=sms' })).toBe('/login?tab=sms');
    expect(href('/login', { search: '' })).toBe('/login');
    expect(href('/register', { search: new URLSearchParams({ a: '1', b: '2' }) })).toBe('/register?a=1&b=2');
  });

  it('adds the fragment', () => {
    expect(href('/help', { hash: 'faq' })).toBe('/help#faq');
    expect(href('/member/securityCenter', { search: { done: 'password' }, hash: 'password' })).toBe('/member/securityCenter?done=password#password');
  });

  it('refuses an address without the value of a parameter, when the types were got round', () => {
    const values = {} as { nodeId: string };
    expect(() => href('/play/:nodeId', values)).toThrow('/play/:nodeId needs a value for nodeId');
  });

  it('does not compile with an address the table does not serve, or without its parameters', () => {
    // Each line is a compile error (the type check fails if one is not); called only to keep the lines in use.
    const wrong = () => [
      // @ts-expect-error: a misspelt address
      href('/member/depositV2'),
      // @ts-expect-error: an address with a parameter, without its value
      href('/play/:nodeId'),
      // @ts-expect-error: a parameter the address does not have
      href('/play/:nodeId', { gameId: 'x' }),
      // @ts-expect-error: a concrete address where the table has a placeholder
      href('/play/abc'),
      // @ts-expect-error: the 404 page's pattern is not an address
      href('*'),
    ];
    expect(wrong).toBeTypeOf('function');
  });
});
