/** Where the bench's own two servers listen (never the ports `npm start` and the e2e tests use). */
export const PLATFORM_PORT = 8799;
export const PORTAL_PORT = 8798;
export const portal = `http://127.0.0.1:${PORTAL_PORT}`;
export const platform = `http://127.0.0.1:${PLATFORM_PORT}`;
export const MERCHANT = 'DEMO';
/** Injected into every platform call for the home-page ratios. */
export const LATENCY_MS = 50;
/** Unique to this run, so no earlier run's edge cache can answer a "cache miss". */
export const RUN_ID = Date.now().toString(36);
export const STATE_DIR = '.wrangler/bench';

/**
 * The pages whose JavaScript CPU a V8 profile measures (bench/js-profile.mjs): a returning visitor's
 * home and the game sections it asks for near the screen (/resources/home-sections), a member's
 * account record, an agent's revenue report.
 */
export const PROFILED_PAGES = [
  { name: 'home', path: '/' },
  { name: 'home_sections', path: '/resources/home-sections' },
  { name: 'records', path: '/member/transactionHistory', account: ['demo_member', 'Member2024'] },
  { name: 'agent_report', path: '/agentHome/agentRevenueReport', account: ['demo_agent', 'Agent2024'] },
];
/** Requests under the profiler per page. */
export const PROFILE_ROUNDS = 30;

const MEMBER = ['demo_member', 'Member2024'];
const AGENT = ['demo_agent', 'Agent2024'];

/**
 * The pages the bench audits with Lighthouse and counts the platform calls of: a visitor's home,
 * two lobbies, the login and the register dialogs and the promotions; a member's lottery (a
 * member's page), deposit page, account record, points mall, a slot's game frame,
 * responsible-gaming page and security centre; an agent's team overview, revenue report and
 * downline tree.
 */
export const BENCH_PAGES = {
  home: { path: '/' },
  rng: { path: '/rng' },
  live: { path: '/live' },
  login: { path: '/login' },
  register: { path: '/register' },
  lottery: { path: '/lottery', account: MEMBER },
  promotions: { path: '/promotions' },
  deposit: { path: '/member/depositv2', account: MEMBER },
  records: { path: '/member/transactionHistory', account: MEMBER },
  points_mall: { path: '/pointMall', account: MEMBER },
  // `{slot}`: a slot of the catalogue, found when the bench runs (bench/http.mjs benchPages).
  game_frame: { path: '/play/{slot}?from=/rng', account: MEMBER },
  responsible_gaming: { path: '/member/responsibleGaming', account: MEMBER },
  security_centre: { path: '/member/securityCenter', account: MEMBER },
  agent_overview: { path: '/agentHome/agentTeamOverview', account: AGENT },
  agent_revenue: { path: '/agentHome/agentRevenueReport', account: AGENT },
  downline_tree: { path: '/agentHome/downlineManagmentView', account: AGENT },
};

/**
 * Every kind of page, for `npm run bench:cpu -- --all` (bench/cpu.mjs): each lobby template, the
 * promotions, the login and register dialogs; a member's lottery, game frame, points mall and
 * every member-centre page; an agent's every report and page. Their JavaScript per warm request is
 * held to 10 ms each, the home's to 5 (bench/RESULTS.md).
 */
export const PAGE_KINDS = [
  { name: 'home', path: '/' },
  { name: 'category', path: '/rng' },
  { name: 'named_lobby', path: '/new' },
  { name: 'game_centre', path: '/gameCenter/sports' },
  { name: 'game_list_centre', path: '/gameListCenter/rng' },
  { name: 'providers', path: '/providers' },
  { name: 'lottery', path: '/lottery', account: MEMBER },
  { name: 'promotions', path: '/promotions' },
  { name: 'login', path: '/login' },
  { name: 'register', path: '/register' },
  { name: 'game_frame', path: '/play/{slot}?from=/rng', account: MEMBER },
  { name: 'vendor_lobby', path: '/play/lobby/PP?type=RNG&from=/rng', account: MEMBER },
  { name: 'favourites', path: '/favorite', account: MEMBER },
  { name: 'points_mall', path: '/pointMall', account: MEMBER },
  ...[
    'securityCenter',
    'transferFund',
    'depositv2',
    'withdraw',
    'personalHistoryCopy',
    'transactionHistory',
    'personalProfit',
    'security',
    'responsibleGaming',
    'messageV2',
    'rewardCenter',
    'bonusDetails',
    'missionLeaderboard',
    'manualRebate',
    'referral',
    'vip',
  ].map((section) => ({ name: `member_${section}`, path: `/member/${section}`, account: MEMBER })),
  ...[
    'agentAnnouncement',
    'agentTeamOverview',
    'registerCenter',
    'downlineManagmentView',
    'personalHistoryCopy',
    'palStatementsAgentCopy',
    'agentRevenueReport',
    'agentDownlineTransactionDetailsCopy',
  ].map((section) => ({ name: `agent_${section}`, path: `/agentHome/${section}`, account: AGENT })),
];
