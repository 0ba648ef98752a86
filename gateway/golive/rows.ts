/**
 * The go-live check's own table, keyed by the row names of gateway/upstream/endpoints.ts: for every
 * GET row, either how the check reads it (the feature the portal builds on it, the sample query a
 * visitor's page would send) or why it does not. A GET row in neither is a unit-test failure
 * (rows.test.ts), so a new row cannot be forgotten. Rows of any other method are never sent (the
 * login and the logout excepted, check.ts): writes need no entry, and the few reads the protocol
 * sends by POST are listed here with that reason.
 */
import type { EndpointName } from '#gateway/upstream/endpoints';

/** A query's values, as the platform client takes them (empty values are not sent). */
export type SampleQuery = Record<string, string | number | boolean | undefined>;

/** What a sample query may be built from. */
export interface SampleContext {
  merchant: string;
  /** The Language header's value (upper case, such as EN). */
  language: string;
  now: Date;
  /** The validated answer of the row named in `needs`, when it answered as expected. */
  answer(row: EndpointName): unknown;
}

/** A sample query, or why there is none this time (the row is then listed as not checked). */
export type SampleResult = SampleQuery | { skip: string };

export interface CheckedRow {
  /** What the portal shows with this row; named when the platform does not offer it. */
  feature: string;
  /** The portal cannot run without it: "not available" is then a failure, not a hidden feature. */
  essential?: true;
  query?: SampleQuery | ((context: SampleContext) => SampleResult);
  /** A row whose answer the query is made from (an id, a game code); it is checked first. */
  needs?: EndpointName;
  /** Read only with an agent's account (the platform refuses members). */
  agentsOnly?: true;
  /** Read only with a member's account (the platform refuses agents: a player's own data). */
  membersOnly?: true;
  /** Read only when the login is sealed with this scheme (the other scheme's key is not needed). */
  scheme?: 'legacy' | 'modern';
  /**
   * A read the protocol sends by POST (the popular games, the winner board): the JSON body a
   * visitor's page sends. Only rows with one are sent by POST; every other non-GET row is a write.
   */
  readBody?: (context: SampleContext) => Record<string, unknown>;
}

export interface SkippedRow {
  skip: string;
}

const DAY_MS = 86_400_000;
/** A week back from now, in the two shapes the records and reports take. */
const lastWeekMs = ({ now }: SampleContext) => ({ startTime: now.getTime() - 7 * DAY_MS, endTime: now.getTime() });
const lastWeekDates = ({ now }: SampleContext) => ({
  startDate: new Date(now.getTime() - 6 * DAY_MS).toISOString().slice(0, 10),
  endDate: now.toISOString().slice(0, 10),
});
const firstPage = { pageNo: 1, pageSize: 10 };

/** The first item of an earlier answer's list, as a string (an id, a code, a username). */
function firstOf(answer: unknown, listKey: string, field: string): string | null {
  const list = (answer as Record<string, unknown> | null | undefined)?.[listKey];
  const item = Array.isArray(list) ? (list[0] as Record<string, unknown> | undefined) : undefined;
  const value = item?.[field];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : null;
}

/** A query that carries one value taken from an earlier answer, or why it cannot be made. */
function fromAnswer(row: EndpointName, listKey: string, field: string, build: (value: string) => SampleQuery, none: string) {
  return (context: SampleContext): SampleResult => {
    const value = firstOf(context.answer(row), listKey, field);
    return value === null ? { skip: none } : build(value);
  };
}

const lotteryGame = (build: (gameId: string) => SampleQuery) =>
  fromAnswer('lotteryMenu', 'list', 'gameId', build, 'no lottery game to read (lotteryMenu listed none or did not answer as expected)');
const openMission = (build: (missionId: string) => SampleQuery) =>
  fromAnswer('missionSummary', 'list', 'missionId', build, 'no open mission to read (missionSummary listed none or did not answer as expected)');
const directDownline = (build: (username: string) => SampleQuery) =>
  fromAnswer('downlineTree', 'list', 'username', build, 'no downline to read (downlineTree listed none or did not answer as expected)');

export const GOLIVE_ROWS = {
  // What every visitor's first page reads.
  systemStatus: { feature: 'site status (maintenance, region block)', essential: true },
  whitelabel: { feature: 'feature switches', essential: true },
  systemInfo: { feature: 'brand information (name, languages, links)', essential: true },
  registerSettings: { feature: 'registration form' },
  domainRoute: { feature: 'domain check, image and launch CDNs (pictures stay on /media/, games on /rgs/)' },
  helpCenter: { feature: 'help centre' },
  brandTheme: { feature: "the brand's own theme (the portal's default look is used)" },
  oaepKey: { feature: 'sealed logins (modern scheme)', essential: true, scheme: 'modern' },
  rsaKey: { feature: 'sealed logins (legacy scheme)', essential: true, scheme: 'legacy' },
  captcha: { feature: 'login captcha' },
  affiliate: { skip: "needs an agent's affiliate code" },
  gameMenus: { feature: 'main navigation and vendor menus', essential: true },
  gameList: {
    feature: 'game lobbies',
    essential: true,
    query: ({ merchant, language }) => ({ clientType: 3, platform: 'flash,html5-desktop', merchant, ...firstPage, language }),
  },
  gameInfo: {
    feature: 'game rules and return to player (our extension)',
    needs: 'gameList',
    query: fromAnswer('gameList', 'games', 'nodeId', (gameId) => ({ gameId }), 'the catalogue lists no game'),
  },
  vendorGameTypes: { feature: 'providers page' },
  legalDocument: { feature: 'terms and privacy policy with versions (our extension)', query: ({ language }) => ({ kind: 'TERMS', language }) },
  jackpotPools: { feature: 'jackpot pools that can be won (our extension)' },
  jackpotPool: {
    feature: "one jackpot pool's rules and winners (our extension)",
    needs: 'jackpotPools',
    query: fromAnswer('jackpotPools', 'list', 'code', (code) => ({ code }), 'the brand has no jackpot pool'),
  },
  tournamentList: { feature: 'tournaments and races (our extension)' },
  tournamentDetail: {
    feature: "one tournament's rules and board (our extension)",
    needs: 'tournamentList',
    query: fromAnswer('tournamentList', 'list', 'code', (code) => ({ code }), 'the brand runs no tournament'),
  },
  vendorLanes: { feature: 'vendor lanes', query: { platform: 'html5-desktop' } },
  announcements: { feature: 'banners, notices and announcements', query: { types: 'B,PL,PU,PR,H', platform: 'W', execution: 'B' } },
  brandPromotions: { feature: 'promotions' },
  chatModels: { feature: 'customer-service chat' },
  // Reads the protocol sends by POST, with the bodies the home page sends.
  hotGames: {
    feature: 'popular games',
    readBody: ({ merchant, language }) => ({ merchantCode: merchant, isPlatform: 2, platform: 'html5-desktop', language }),
  },
  winnerBoard: { feature: 'winner board', readBody: ({ language }) => ({ gameCategory: 'ALL', language, limitNum: 20 }) },
  lotteryMenu: { feature: 'lottery menu', query: { prizeMode: 'LOTT', device: 'WEB' } },
  lotteryOpenedNumero: { feature: 'lottery draws', needs: 'lotteryMenu', query: lotteryGame((gameId) => ({ gameId, size: 10 })) },
  lotteryOpenedGame: { feature: 'lottery latest draw', needs: 'lotteryMenu', query: lotteryGame((gameId) => ({ gameId })) },
  lotteryNear: { feature: 'lottery countdown', needs: 'lotteryMenu', query: lotteryGame((gameId) => ({ gameId })) },
  lotteryDraw: { feature: 'lottery draw result', needs: 'lotteryMenu', query: lotteryGame((gameId) => ({ gameId })) },

  // The member's own reads (with a test account).
  memberInfo: { feature: 'member panel', essential: true },
  sessions: { feature: 'active sessions (/member/security)' },
  memberIcon: { feature: 'avatar' },
  memberProfile: { feature: 'security centre profile' },
  bankCards: { feature: 'bank cards' },
  balance: { feature: 'balance', essential: true },
  merchantWallet: { feature: 'wallet transfers (transferFund)' },
  transferOptions: { feature: 'player transfers (transferUpline)' },
  downlineSearch: { feature: 'transfers to the downline', agentsOnly: true, query: { username: 'a' } },
  transferList: { feature: 'player transfer list', query: { page: 1, size: 10 } },
  responsibleGaming: { feature: 'responsible gaming (/member/responsibleGaming)' },
  playSession: { feature: 'reality check and session time limit' },
  netDeposits: { feature: 'net deposits on the account page (safer-gambling display)' },
  saferGamblingPrompts: { feature: 'safer-gambling prompts (notice, deposit limit, six-monthly review)' },
  verification: { feature: 'identity verification (our extension)' },
  legalRecord: { feature: 'terms with versions: the acceptance dialog and its record (our extension)' },
  marketingPreferences: { feature: 'marketing preferences per product and channel (our extension)' },
  complaints: { feature: 'complaints with a reference (our extension)', query: { pageNo: 1, pageSize: 10 } },
  complaint: {
    feature: 'one complaint and its messages (our extension)',
    needs: 'complaints',
    query: fromAnswer('complaints', 'list', 'reference', (reference) => ({ reference }), 'the test account has no complaint to read'),
  },
  complaintImage: { skip: "needs one of the member's complaint images (a file)" },
  myData: { feature: "a player's own data: the archive and the erasure (our extension)", membersOnly: true },
  pushSettings: { feature: 'web push with consent (our extension)', membersOnly: true },
  memberTournaments: { feature: "a member's tournament standings (our extension)", membersOnly: true },
  dataArchive: { skip: 'needs a download link, which a fresh password check gives: not a read' },
  depositSettings: { feature: 'deposit (depositv2)' },
  depositList: { feature: 'deposit list', query: { page: 1, size: 10 } },
  depositOne: {
    feature: 'one deposit',
    needs: 'depositList',
    query: fromAnswer('depositList', 'list', 'depositId', (depositId) => ({ depositId }), 'the test account has no deposit to read'),
  },
  withdrawSettings: { feature: 'withdraw', query: { groupId: 0 } },
  withdrawals: { feature: 'withdrawal list', query: firstPage },
  paymentConfirmations: { feature: 'withdrawal receipt confirmation' },
  transactionHistory: {
    feature: 'account records (transactionHistory)',
    query: (context) => ({ ...lastWeekMs(context), sort: 'time', order: 'desc', ...firstPage }),
  },
  bettingRecords: {
    feature: 'betting records (personalHistoryCopy)',
    query: (context) => ({ ...lastWeekMs(context), sort: 'time', order: 'desc', ...firstPage }),
  },
  personalProfit: {
    feature: 'personal profit (personalProfit)',
    query: (context) => ({ ...lastWeekDates(context), timeZone: 'UTC', period: 'DAY', sort: 'period', order: 'desc', ...firstPage }),
  },
  recentGames: { feature: 'recent games (/recent)', query: ({ language }) => ({ ...firstPage, language }) },
  favoriteIds: { feature: 'favourite hearts on game cards' },
  favoriteList: { feature: 'favourite games (/favorite)', query: ({ language }) => ({ ...firstPage, language }) },
  launchGame: { skip: 'starts a game session: not a read' },
  siteEvents: { skip: 'a WebSocket, not a read; a platform without it gets the maintenance switch by a poll (docs/platform-protocol.md "Live events")' },
  liveEvents: { skip: 'a WebSocket, not a read; a platform without it gets the live updates by a poll (docs/platform-protocol.md "Live events")' },
  roomList: { skip: "needs a PVP vendor's game" },
  lotteryRecent: { feature: 'recent lottery games', query: { prizeMode: 'LOTT', device: 'WEB' } },
  lotteryRecentAll: { feature: 'recent lottery games (both prize modes)', query: { device: 'WEB' } },
  missionSummary: { feature: 'missions (missionLeaderboard)', query: { status: 'O', page: 1, size: 20 } },
  missionLeaderboard: { feature: 'mission leaderboard', needs: 'missionSummary', query: openMission((missionId) => ({ missionId, size: 10 })) },
  missionMilestones: { feature: 'mission milestones', needs: 'missionSummary', query: openMission((missionId) => ({ missionId })) },
  memberPromotions: { feature: 'reward centre (rewardCenter)' },
  bonusList: { feature: 'bonus details (bonusDetails)' },
  rebateSettings: { feature: 'rebate rates (manualRebate)' },
  rebateSummary: { feature: 'manual rebate (manualRebate)' },
  // Without autoGenerate: the portal's own call would create a referral code, a write.
  referral: { feature: 'referral (code, link, QR)' },
  vipProgress: { feature: 'VIP rank (vip)' },
  unreadCount: { feature: 'inbox badge' },
  inbox: { feature: 'inbox (messageV2)', query: firstPage },
  // The platform's reading of one message does not mark it read (docs/platform-protocol.md "Inbox").
  inboxMessage: {
    feature: 'one inbox message',
    needs: 'inbox',
    query: fromAnswer('inbox', 'list', 'id', (id) => ({ id }), 'the test account has no message to read'),
  },
  feedbackList: { feature: 'my feedback (help centre)', query: firstPage },
  feedbackImage: { skip: "needs one of the member's feedback images (a file)" },
  pointBalance: { feature: 'points mall balance (/pointMall)' },
  pointRewards: { feature: 'points mall rewards' },
  redeemList: { feature: 'points mall records', query: firstPage },
  pointConfig: { feature: 'points mall rules' },
  pointTransactions: { feature: 'points mall point details', query: firstPage },
  contractInfo: { feature: 'contracts as a downline (/member/contract)' },
  contractDividend: { feature: 'dividend contract' },
  contractDaily: { feature: 'daily salary contract' },
  contractHourly: { feature: 'hourly salary contract' },
  contractRealtime: { feature: 'real-time salary contract' },
  chatUnreadCount: { feature: 'chat unread badge' },

  // The agent centre (with an agent's test account).
  agentTeamOverview: { feature: 'agent team overview', agentsOnly: true, query: lastWeekDates },
  agentRevenueReport: {
    feature: 'agent revenue report',
    agentsOnly: true,
    query: (context) => ({ ...lastWeekDates(context), period: 'DAY', sort: 'period', order: 'desc', ...firstPage }),
  },
  agentStatements: {
    feature: 'agent statements (palStatementsAgentCopy)',
    agentsOnly: true,
    query: (context) => ({ ...lastWeekDates(context), period: 'DAY', sort: 'period', order: 'desc', ...firstPage }),
  },
  agentDownlineTransactions: {
    feature: 'downline transactions',
    agentsOnly: true,
    query: (context) => ({ ...lastWeekDates(context), sort: 'time', order: 'desc', ...firstPage }),
  },
  agentPolicy: { feature: 'agent policy (registerCenter rebates)', agentsOnly: true },
  downlineTree: { feature: 'downline management', agentsOnly: true, query: firstPage },
  downlineDetail: { feature: 'downline details', agentsOnly: true, needs: 'downlineTree', query: directDownline((username) => ({ username })) },
  agentAnnouncements: { feature: 'agent announcements', agentsOnly: true, query: firstPage },
  contractDownline: { feature: "a downline's contracts", agentsOnly: true, needs: 'downlineTree', query: directDownline((username) => ({ username })) },
} satisfies Partial<Record<EndpointName, CheckedRow | SkippedRow>>;

export type GoLiveRowName = keyof typeof GOLIVE_ROWS;

/** The table's entry for a row, or nothing when the table does not name it. */
export function goLiveEntry(row: string): CheckedRow | SkippedRow | undefined {
  return Object.hasOwn(GOLIVE_ROWS, row) ? (GOLIVE_ROWS as Record<string, CheckedRow | SkippedRow>)[row] : undefined;
}

export function isSkipped(entry: CheckedRow | SkippedRow): entry is SkippedRow {
  return 'skip' in entry;
}
