/**
 * The route table: every address the portal answers, and the page module that serves it. Remix's
 * Vite plugin reads it (the `routes` option in vite.config.ts); there is no file-system routing.
 *
 * Pages live in their domain, `app/features/<domain>/`, beside its queries, form schemas, styles
 * and words; a module is named for what it is (`agent-reports/StatementsPage`). The spec's legacy
 * page names (palStatementsAgentCopy, downlineManagmentView, messageV2, depositv2…) are addresses
 * here and nowhere else. The order follows the spec's route list (docs/spec-index.md#routes).
 *
 * A module ending in `Page` renders a page (or a dialog over the home page); `Layout` wraps the
 * pages of an area; `Route`, `Resource` and `Csv` modules answer without a page of their own.
 *
 * The table keeps its addresses' literal types, so `Address` (every address it serves) is read off
 * it by the compiler and links are written with app/kernel/href.ts: a link to an address the table
 * no longer serves does not compile. The tables it is built from are therefore leaves: a module it
 * imports never imports href, or the two would import each other.
 */
import { AGENT_SECTIONS } from './features/agent/sections';
import { DESK_PATHS } from './features/contracts/desk-paths';
import { LOBBY_ROUTES } from './features/games/lobby-routes';
import { FAMILIES } from './features/lottery/family';
import { MEMBER_SECTIONS } from './features/member/sections';

/** One row: the address (absolute; `*` and `:param` as Remix reads them), the module under app/features (no extension), and the rows inside it. */
export interface RouteRow {
  /** The address; none for a layout that adds no path segment, `index` for its parent's own address. */
  url: string | null | 'index';
  /** The page module, relative to app/features, without its extension. */
  module: string;
  children?: readonly RouteRow[];
}

// Generic, so that each row keeps its address's literal type (and a layout its rows' types) for `Address`.
const page = <const Url extends string>(url: Url, module: string) => ({ url, module });
const index = (module: string) => ({ url: 'index' as const, module });
const layout = <const Url extends string | null, const Children extends readonly RouteRow[]>(url: Url, module: string, children: Children) => ({
  url,
  module,
  children,
});

/** An area's pages by name: a page module, or a report's page and its CSV twin. */
type AreaPages = Readonly<Record<string, string | { page: string; csv: string }>>;
/** The rows area() makes of its pages, as types: `<url>/<name>` for each, and `<url>/<name>.csv` for a report's twin. */
type AreaRow<Url extends string, Pages extends AreaPages> = {
  [Name in keyof Pages & string]: { url: `${Url}/${Name}` | (Pages[Name] extends { csv: string } ? `${Url}/${Name}.csv` : never); module: string };
}[keyof Pages & string];

/**
 * A guarded area (member centre, agent centre) from its menu table: the layout with the guard, a
 * row per menu section (every section must name its page here, and every page here must be a
 * section of the menu), each report's CSV twin at `<page>.csv`, and the area's other rows.
 */
function area<const Url extends string, const Pages extends AreaPages, const Others extends readonly RouteRow[]>(
  url: Url,
  layoutModule: string,
  sections: readonly { path: string }[],
  pages: Pages,
  others: Others,
): { url: Url; module: string; children: readonly [...Others, ...AreaRow<Url, Pages>[]] } {
  const menu = sections.map((section) => section.path.slice(url.length + 1));
  const missing = menu.filter((name) => !(name in pages));
  const extra = Object.keys(pages).filter((name) => !menu.includes(name));
  if (missing.length || extra.length)
    throw new Error(`${url}: the route table and the menu disagree (no page for: ${missing.join(', ') || '-'}; not in the menu: ${extra.join(', ') || '-'})`);
  const rows = menu.flatMap((name): RouteRow[] => {
    const entry = pages[name] as string | { page: string; csv: string };
    const path = `${url}/${name}`;
    return typeof entry === 'string' ? [page(path, entry)] : [page(path, entry.page), page(`${path}.csv`, entry.csv)];
  });
  // The rows are made from the menu, their types from the pages; the check above makes the two one list.
  return layout(url, layoutModule, [...others, ...(rows as AreaRow<Url, Pages>[])]);
}

/** A contract kind's page name in the agent centre, from its path. */
type DeskName = (typeof DESK_PATHS)[keyof typeof DESK_PATHS] extends infer Path ? (Path extends `/agentHome/${infer Name}` ? Name : never) : never;
/** The contract desks' pages (and each one's statements CSV), one per kind of DESK_PATHS. */
const DESK_PAGES = Object.fromEntries(
  Object.values(DESK_PATHS).map((path) => [path.slice('/agentHome/'.length), { page: 'contracts/ContractDeskPage', csv: 'contracts/StatementsCsv' }]),
) as Record<DeskName, { page: string; csv: string }>;

export const ROUTES = [
  // Around every page: the words of the namespaces its routes declare (their `handle`).
  layout(null, 'shell/WordsLayout', [
    // Home, and the dialogs that open over it (ADR 005: route-addressable modals).
    layout(null, 'home/HomePage', [
      index('home/HomeIndex'),
      page('/home', 'home/HomeIndex'),
      page('/index', 'home/HomeIndex'),
      page('/index.html', 'home/HomeIndex'),
      page('/login', 'auth/LoginPage'),
      page('/login/verify', 'auth/SecondStepPage'),
      page('/register', 'auth/RegisterPage'),
      page('/logout', 'auth/LogoutPage'),
      page('/change-password', 'auth/ChangePasswordPage'),
      page('/forgot-password', 'auth/ForgotPasswordPage'),
      page('/reset-password', 'auth/ResetPasswordPage'),
      page('/real-account-needed', 'auth/RealAccountNeededPage'),
      page('/feedback', 'feedback/FeedbackPage'),
      page('/chat', 'chat/ChatPage'),
    ]),

    // The agent site's login, and the agent centre built from its menu (spec: Agent center).
    page('/agent', 'agent/AgentLoginPage'),
    area(
      '/agentHome',
      'agent/AgentCentreLayout',
      AGENT_SECTIONS,
      {
        agentAnnouncement: 'agent/AnnouncementsPage',
        agentTeamOverview: 'agent-reports/TeamOverviewPage',
        registerCenter: 'agent/RegisterCentrePage',
        downlineManagmentView: 'agent/TeamPage',
        personalHistoryCopy: 'records/BettingRecordsPage',
        palStatementsAgentCopy: { page: 'agent-reports/StatementsPage', csv: 'agent-reports/StatementsCsv' },
        agentRevenueReport: { page: 'agent-reports/RevenueReportPage', csv: 'agent-reports/RevenueReportCsv' },
        agentDownlineTransactionDetailsCopy: { page: 'agent-reports/DownlineTransactionsPage', csv: 'agent-reports/DownlineTransactionsCsv' },
        ...DESK_PAGES,
      },
      [index('agent/OpeningPageRoute')],
    ),

    // The member centre built from its menu (spec: Member center).
    area(
      '/member',
      'member/MemberCentreLayout',
      MEMBER_SECTIONS,
      {
        securityCenter: 'security/SecurityCentrePage',
        transferFund: 'transfer/WalletTransferPage',
        depositv2: 'deposit/DepositPage',
        withdraw: 'withdraw/WithdrawPage',
        transferUpline: 'transfer/TransferUplinePage',
        personalHistoryCopy: { page: 'records/BettingRecordsPage', csv: 'records/BettingRecordsCsv' },
        transactionHistory: { page: 'records/AccountRecordsPage', csv: 'records/AccountRecordsCsv' },
        personalProfit: { page: 'records/PersonalProfitPage', csv: 'records/PersonalProfitCsv' },
        security: 'member/SessionsPage',
        responsibleGaming: 'responsible-gaming/ResponsibleGamingPage',
        verification: 'kyc/VerificationPage',
        marketingPreferences: 'consent/MarketingPreferencesPage',
        notifications: 'push/NotificationsPage',
        complaints: 'complaints/ComplaintsPage',
        myData: 'privacy/MyDataPage',
        messageV2: 'inbox/InboxPage',
        rewardCenter: 'rewards/RewardCentrePage',
        bonusDetails: 'rewards/BonusDetailsPage',
        missionLeaderboard: 'rewards/MissionsPage',
        manualRebate: 'rewards/RebatePage',
        referral: 'rewards/ReferralPage',
        vip: 'rewards/VipPage',
        contract: 'contracts/ContractWindowPage',
      },
      [index('member/MemberIndexRoute'), page('/member/:section', 'member/MovedSectionRoute')],
    ),

    // Help, with and without the site's header.
    page('/help', 'help/HelpPage'),
    page('/helpmc', 'help/BareHelpPage'),
    // The brand's terms and privacy policy with their versions, and after declining a new one (features/legal, ADR 060).
    page('/legal/terms', 'legal/LegalDocumentPage'),
    page('/legal/privacy', 'legal/LegalDocumentPage'),
    page('/legal/declined', 'legal/DeclinedPage'),
    // After a member asked for their account's erasure (features/privacy, ADR 063): closed now, erased after the retention.
    page('/privacy/erased', 'privacy/ErasedPage'),
    // The brand's jackpot pools and each pool's rules and winners (features/jackpots, ADR 064).
    page('/jackpots', 'jackpots/JackpotsPage'),
    page('/jackpots/:code', 'jackpots/JackpotPage'),
    // Tournaments and races: the lobby and each run's rules, prizes and board (features/tournaments, ADR 066).
    page('/tournaments', 'tournaments/TournamentsPage'),
    page('/tournaments/:code', 'tournaments/TournamentPage'),

    // The game categories of the navigation (/hot, /sports, /esports, /live, /fish, /pvp, /rng, /cockfight…).
    page('/:category', 'games/CategoryPage'),
    // The lobby's named routes, from their own table (features/games/lobby-routes.ts, ADR 020).
    ...LOBBY_ROUTES.map((route) => page(`/${route.path}`, 'games/NamedLobbyPage')),
    page('/favorite', 'games/MemberGamesPage'),
    page('/recent', 'games/MemberGamesPage'),
    page('/providers', 'games/ProvidersPage'),
    page('/down', 'games/DownloadPage'),
    page('/gameCenter/:gameType', 'games/GameCentrePage'),
    page('/gameListCenter/:gameType', 'games/GameCentrePage'),
    // Playing: the game frame and a vendor's popup game list (ADR 023).
    page('/play/:nodeId', 'games/GameFramePage'),
    // A game's rules and return to player (a dialog over its card or frame; this page without JavaScript).
    page('/play/:nodeId/info', 'games/info/GameInfoPage'),
    page('/play/lobby/:vendor', 'games/VendorLobbyPage'),

    // Lottery: /lottery, /vnLottery, /seaLottery (features/lottery/family.ts).
    ...Object.values(FAMILIES).map((family) => page(family.path, 'lottery/LotteryPage')),

    page('/pointMall', 'points/PointMallPage'),
    page('/promotions', 'rewards/PromotionsPage'),
    page('/PromotionDetail', 'rewards/PromotionDetailPage'),

    // Answers without a page: the browser's small requests, the language switch, free play.
    page('/resources/balance', 'wallet/BalanceResource'),
    page('/resources/captcha', 'auth/CaptchaResource'),
    page('/resources/complaint-image', 'complaints/ComplaintImageResource'),
    page('/resources/data-archive', 'privacy/DataArchiveResource'),
    page('/resources/download-qr', 'shell/DownloadQrResource'),
    page('/resources/favorite', 'games/FavoriteResource'),
    page('/resources/feedback-image', 'feedback/FeedbackImageResource'),
    page('/resources/games', 'games/GameSliceResource'),
    page('/resources/home-sections', 'home/HomeSectionsResource'),
    page('/resources/play-session', 'responsible-gaming/PlaySessionResource'),
    page('/resources/safer-gambling', 'responsible-gaming/SaferGamblingResource'),
    page('/manifest.webmanifest', 'shell/ManifestResource'),
    page('/favicon.ico', 'shell/FaviconResource'),
    // What the service worker shows for a page it cannot fetch (features/offline, ADR 038).
    page('/offline', 'offline/OfflinePage'),
    page('/language', 'shell/LanguageRoute'),
    page('/analytics-consent', 'analytics/AnalyticsConsentRoute'),
    page('/legal/answer', 'legal/LegalAnswerRoute'),
    page('/free-play', 'auth/FreePlayRoute'),
    // Development only: the stand-in for Google's and Facebook's sign-in windows.
    page('/dev/social-sign-in', 'auth/DevSocialSignInPage'),

    // Any other address: a localized 404 inside the shell.
    page('*', 'shell/NotFoundPage'),
  ]),
] satisfies readonly RouteRow[];

/** The addresses of some rows (inside an address `parent`): a page's own, an index's its parent's, none for the 404 page. */
type AddressesOf<Row, Parent extends string> = Row extends { url: infer Url; children?: infer Children }
  ? | (Url extends 'index' ? Parent : Url extends '*' | null ? never : Url)
    | (Children extends readonly (infer Child)[] ? AddressesOf<Child, Url extends string ? (Url extends 'index' ? Parent : Url) : Parent> : never)
  : never;

/**
 * Every address the table serves, as written in it (`:param` placeholders included): '/',
 * '/member/depositv2', '/play/:nodeId', '/agentHome/palStatementsAgentCopy.csv'. The type of
 * href()'s first argument (app/kernel/href.ts).
 */
export type Address = AddressesOf<(typeof ROUTES)[number], '/'>;

/** A row as Remix's route manifest wants it: an id, its parent's, the path relative to the parent's. */
export interface FlatRoute {
  /** Made from the address: 'member' (the member centre's layout), 'member/depositv2', 'member/index', 'home/HomePage' (a layout without a path: its module), 'not-found'. */
  id: string;
  parentId: string;
  path?: string;
  index?: true;
  /** The module under app/features, without its extension. */
  module: string;
}

/** The table as a flat list of routes (vite.config.ts turns it into Remix's route manifest). */
export function flatRoutes(rows: readonly RouteRow[] = ROUTES, parent: { id: string; url: string } = { id: 'root', url: '' }): FlatRoute[] {
  return rows.flatMap((row) => {
    let route: FlatRoute;
    if (row.url === 'index') route = { id: `${parent.id}/index`, parentId: parent.id, index: true, module: row.module };
    else if (row.url === null) route = { id: row.module, parentId: parent.id, module: row.module };
    else if (row.url === '*') route = { id: 'not-found', parentId: parent.id, path: '*', module: row.module };
    else {
      const prefix = parent.url === '' ? '/' : `${parent.url}/`;
      if (!row.url.startsWith(prefix)) throw new Error(`route table: ${row.url} is not inside ${parent.url || '/'}`);
      route = { id: row.url.slice(1), parentId: parent.id, path: row.url.slice(prefix.length), module: row.module };
    }
    const url = row.url === null || row.url === 'index' ? parent.url : row.url;
    return [route, ...flatRoutes(row.children ?? [], { id: route.id, url })];
  });
}
