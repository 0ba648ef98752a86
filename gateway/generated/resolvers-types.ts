import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GameDto, VendorDto, WinnerDto, JackpotPoolDto, TournamentDto } from '../upstream/dto';
import type { GameSectionModel } from '../modules/games/section';
import type { AgentDeskModel } from '../modules/agent/desk';
import type { LiveEventModel } from '../modules/live/events';
import type { SiteEventModel } from '../modules/live/site-stream';
import type { StandingModel, BoardModel } from '../modules/tournaments/models';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /**
   * An amount of money in integer minor units (cents), never a float. Format it with the
   * language's currency symbol and two decimals.
   */
  MinorUnits: { input: number; output: number; }
  /** Epoch time in milliseconds (a JSON number; larger than GraphQL's 32-bit Int). */
  Timestamp: { input: number; output: number; }
};

/** The versions the member accepts. */
export type AcceptLegalDocumentsInput = {
  /** One per kind at most. */
  documents: Array<LegalVersionInput>;
};

/** The answer of acceptLegalDocuments. */
export type AcceptLegalDocumentsPayload = MutationPayload & {
  __typename?: 'AcceptLegalDocumentsPayload';
  /** Why not. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
  /** What is still waiting for acceptance once accepted (empty: nothing); null when refused. */
  pending?: Maybe<Array<LegalDocumentKind>>;
};

/**
 * The member's active bonus in the bonus wallet (docs/decisions/067): its money stays apart from cash
 * until its turnover is met, then becomes cash; a withdrawal before then, or its expiry, forfeits it.
 */
export type ActiveBonus = {
  __typename?: 'ActiveBonus';
  /** What was granted. */
  amount: Scalars['MinorUnits']['output'];
  /** How much of a valid bet counts towards the turnover, by game type. */
  contributions: Array<BonusContribution>;
  /** The percent a game type not listed in contributions counts. */
  defaultContribution: Scalars['Int']['output'];
  /** When it expires, forfeiting what it holds; null: never. */
  expiresAt?: Maybe<Scalars['Timestamp']['output']>;
  /** The bonus's id (forfeitBonus names it). */
  id: Scalars['ID']['output'];
  /** The largest stake while it is active; null: none. */
  maxStake?: Maybe<Scalars['MinorUnits']['output']>;
  /** Bonuses waiting to start when this one ends. */
  queued: Scalars['Int']['output'];
  /** Whether stakes take cash or bonus first. */
  stakeOrder: BonusStakeOrder;
  /** The turnover counted so far. */
  turnoverDone: Scalars['MinorUnits']['output'];
  /** The turnover still needed before the bonus becomes cash. */
  turnoverLeft: Scalars['MinorUnits']['output'];
  /** The turnover it asks: valid bets, each game type counting its share. */
  turnoverRequired: Scalars['MinorUnits']['output'];
};

/** One active session of the member's account. */
export type ActiveSession = {
  __typename?: 'ActiveSession';
  /** When it began. */
  createdAt: Scalars['Timestamp']['output'];
  /** Whether this is the session of the request. */
  current: Scalars['Boolean']['output'];
  /** The id of the browser or device it logged in with, when it sent one. */
  deviceId?: Maybe<Scalars['String']['output']>;
  /** The session's public id (never its token). */
  id: Scalars['ID']['output'];
  /** The address the session logged in from. */
  ip?: Maybe<Scalars['String']['output']>;
  /** When it was last used. */
  lastSeenAt: Scalars['Timestamp']['output'];
  /** How it began: LOGIN, SMS_LOGIN, REGISTER, FREEPLAY or SOCIAL. */
  origin: Scalars['String']['output'];
};

/** The spec's activity statuses, as the member sees a promotion. */
export type ActivityStatus =
  /** Applied; the operator has not decided. */
  | 'APPLYING'
  /** The bonus can be claimed now. */
  | 'CLAIM'
  /** Claimed and paid. */
  | 'CLAIMED'
  /** Ended. */
  | 'CLOSE'
  /** Not started yet. */
  | 'COMING'
  /** The operator approved the application: claim it. */
  | 'ISSUED'
  /** Open to join. */
  | 'JOIN'
  /** Signed up to an event (nothing to claim). */
  | 'JOINED'
  /** Joined; the target is not reached yet. */
  | 'PROCESS'
  /** The application was turned down. */
  | 'REJECTED';

/** A bank card to add. */
export type AddBankCardInput = {
  /** The name on the account: the member's real name. */
  accountName: Scalars['String']['input'];
  /** The account number (6 to 30 digits; spaces and dashes are dropped). */
  accountNumber: Scalars['String']['input'];
  /** A bank from BankCards.banks. */
  bankName: Scalars['String']['input'];
  /** The payment password. */
  paymentPassword: Scalars['String']['input'];
};

/** An agent's affiliate (invitation) code and who it belongs to. */
export type Affiliate = {
  __typename?: 'Affiliate';
  /** The agent's nickname, when they have one. */
  agentNickname?: Maybe<Scalars['String']['output']>;
  /** The code as the platform stores it. */
  code: Scalars['String']['output'];
};

/** An announcement for agents. */
export type AgentAnnouncement = {
  __typename?: 'AgentAnnouncement';
  /** Its text in the request language (plain text). */
  content: Scalars['String']['output'];
  /** The announcement's id. */
  id: Scalars['ID']['output'];
  /** When it was published. */
  publishedAt: Scalars['Timestamp']['output'];
  /** Whether this agent has read it. */
  read: Scalars['Boolean']['output'];
  /** Its title in the request language. */
  title: Scalars['String']['output'];
};

/** A page of announcements for agents. */
export type AgentAnnouncementPage = {
  __typename?: 'AgentAnnouncementPage';
  /** This page's announcements, newest first. */
  items: Array<AgentAnnouncement>;
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
  /** Announcements per page. */
  pageSize: Scalars['Int']['output'];
  /** How many there are. */
  total: Scalars['Int']['output'];
  /** How many of them this agent has not read. */
  unread: Scalars['Int']['output'];
};

/** The answer to markAgentAnnouncementsRead. */
export type AgentAnnouncementsReadPayload = MutationPayload & {
  __typename?: 'AgentAnnouncementsReadPayload';
  /** How many became read. */
  changed: Scalars['Int']['output'];
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
  /** How many stay unread; null when it did not go through. */
  unread?: Maybe<Scalars['Int']['output']>;
};

/** The logged-in agent's centre. Each field asks the platform only when a page selects it. */
export type AgentDesk = {
  __typename?: 'AgentDesk';
  /** Announcements for the brand's agents, newest first (pageSize 1..50), with this agent's read state. */
  announcements: AgentAnnouncementPage;
  /** One member of the agent's team (any level, not the agent); null when the username is not in the team. */
  downline?: Maybe<DownlineDetail>;
  /**
   * What the agent may open and their own rebate per product (a downline's ceiling). Null when the
   * brand's agent policy module (AGENTPOLICY3) is off: then an agent opens members only, without rebates.
   */
  policy?: Maybe<AgentPolicy>;
  /**
   * One level of the agent's team: the direct downline of `parent` (a username in the team; the
   * agent when left out) with the path down to it, or, with `search`, team members at any level
   * whose username contains it. Newest first, pageSize 1..100. Null when `parent` is not in the team.
   */
  team?: Maybe<TeamLevel>;
};


/** The logged-in agent's centre. Each field asks the platform only when a page selects it. */
export type AgentDeskAnnouncementsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The logged-in agent's centre. Each field asks the platform only when a page selects it. */
export type AgentDeskDownlineArgs = {
  username: Scalars['String']['input'];
};


/** The logged-in agent's centre. Each field asks the platform only when a page selects it. */
export type AgentDeskTeamArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  parent?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** What an agent may open, and their own rebates. */
export type AgentPolicy = {
  __typename?: 'AgentPolicy';
  /** The agent's own account type (1, 2, 41, 42…). */
  agentType: Scalars['Int']['output'];
  /** Whether the agent may open agents. */
  canOpenAgent: Scalars['Boolean']['output'];
  /** Whether the agent may open players. */
  canOpenMember: Scalars['Boolean']['output'];
  /** The agent's own rate per product, in the brand's order: no downline may get more. */
  rebates: Array<RebateRate>;
};

/** Filters of the agent's period reports. */
export type AgentReportFilter = {
  /** First calendar day (yyyy-mm-dd, in the brand's time zone). */
  fromDate: Scalars['String']['input'];
  /** Revenue report: only this product (game type). */
  gameType?: InputMaybe<Scalars['String']['input']>;
  /** How long each row's period is. */
  period: ProfitPeriod;
  /** Last calendar day, included. */
  toDate: Scalars['String']['input'];
  /** Statements: only this team member's own team (the member included). */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the revenue report and the totals of the whole range. */
export type AgentRevenuePage = {
  __typename?: 'AgentRevenuePage';
  items: Array<AgentRevenueRow>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalBets: Scalars['Int']['output'];
  totalCommission: Scalars['MinorUnits']['output'];
  totalPayout: Scalars['MinorUnits']['output'];
  totalRevenue: Scalars['MinorUnits']['output'];
  totalTurnover: Scalars['MinorUnits']['output'];
  totalValidBets: Scalars['MinorUnits']['output'];
};

/** The team's play on one product in one period, and the agent's commission on it. */
export type AgentRevenueRow = {
  __typename?: 'AgentRevenueRow';
  bets: Scalars['Int']['output'];
  /** validBets × rate, rounded down. */
  commission: Scalars['MinorUnits']['output'];
  /** The product (game type code). */
  gameType: Scalars['String']['output'];
  payout: Scalars['MinorUnits']['output'];
  periodEnd: Scalars['String']['output'];
  periodStart: Scalars['String']['output'];
  /** The agent's rebate rate on this product (basis points). */
  rateBp: Scalars['Int']['output'];
  /** stake − payout: what the house kept. */
  revenue: Scalars['MinorUnits']['output'];
  turnover: Scalars['MinorUnits']['output'];
  validBets: Scalars['MinorUnits']['output'];
};

/** How the revenue report is sorted. */
export type AgentRevenueSort =
  | 'COMMISSION'
  | 'PERIOD'
  | 'REVENUE'
  | 'TURNOVER';

/** A page of statements and the totals of the whole range. */
export type AgentStatementPage = {
  __typename?: 'AgentStatementPage';
  items: Array<AgentStatementRow>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totals: AgentStatementRow;
};

/** A team's profit and loss in one period. */
export type AgentStatementRow = {
  __typename?: 'AgentStatementRow';
  bets: Scalars['Int']['output'];
  bonuses: Scalars['MinorUnits']['output'];
  deposits: Scalars['MinorUnits']['output'];
  /** stake − payout − bonuses − rebates. */
  netRevenue: Scalars['MinorUnits']['output'];
  payout: Scalars['MinorUnits']['output'];
  periodEnd: Scalars['String']['output'];
  periodStart: Scalars['String']['output'];
  rebates: Scalars['MinorUnits']['output'];
  turnover: Scalars['MinorUnits']['output'];
  validBets: Scalars['MinorUnits']['output'];
  winLoss: Scalars['MinorUnits']['output'];
  withdrawals: Scalars['MinorUnits']['output'];
};

/** How the statements are sorted. */
export type AgentStatementSort =
  | 'NET_REVENUE'
  | 'PERIOD'
  | 'TURNOVER';

/** The whole team's figures on one day (of the brand's time zone). */
export type AgentTeamDay = {
  __typename?: 'AgentTeamDay';
  activePlayers: Scalars['Int']['output'];
  /** The calendar day (yyyy-mm-dd). */
  date: Scalars['String']['output'];
  deposits: Scalars['MinorUnits']['output'];
  newMembers: Scalars['Int']['output'];
  profit: Scalars['MinorUnits']['output'];
  turnover: Scalars['MinorUnits']['output'];
  validBets: Scalars['MinorUnits']['output'];
  winLoss: Scalars['MinorUnits']['output'];
  withdrawals: Scalars['MinorUnits']['output'];
};

/**
 * A team's figures over a range. Money is what settled in the range: paid deposits and withdrawals,
 * settled bets by the time they were placed.
 */
export type AgentTeamFigures = {
  __typename?: 'AgentTeamFigures';
  /** Accounts with at least one settled bet in the range. */
  activePlayers: Scalars['Int']['output'];
  /** How many settled bets. */
  bets: Scalars['Int']['output'];
  /** Bonuses paid to the team. */
  bonuses: Scalars['MinorUnits']['output'];
  /** How many deposits were paid. */
  depositCount: Scalars['Int']['output'];
  /** Sum of the paid deposits. */
  deposits: Scalars['MinorUnits']['output'];
  /** Members whose first deposit was paid in the range. */
  firstDepositors: Scalars['Int']['output'];
  /** Accounts that joined in the range. */
  newMembers: Scalars['Int']['output'];
  /** The agent's profit: the team's valid bets per product at the agent's rebate rate. */
  profit: Scalars['MinorUnits']['output'];
  /** Rebates paid to the team. */
  rebates: Scalars['MinorUnits']['output'];
  /** Accounts in the team when the range ends. */
  teamSize: Scalars['Int']['output'];
  /** Sum of their stakes. */
  turnover: Scalars['MinorUnits']['output'];
  /** Sum of their valid bets. */
  validBets: Scalars['MinorUnits']['output'];
  /** payout − stake: negative when the players lost. */
  winLoss: Scalars['MinorUnits']['output'];
  /** How many withdrawals were paid. */
  withdrawalCount: Scalars['Int']['output'];
  /** Sum of the paid withdrawals. */
  withdrawals: Scalars['MinorUnits']['output'];
};

/** The team overview of one range. */
export type AgentTeamOverview = {
  __typename?: 'AgentTeamOverview';
  /** The whole team per day, oldest first. */
  days: Array<AgentTeamDay>;
  /** The agent's direct downline only. */
  direct: AgentTeamFigures;
  /** First day of the range. */
  fromDate: Scalars['String']['output'];
  /** Every account below the agent. */
  team: AgentTeamFigures;
  /** The brand's time zone the days belong to. */
  timeZone: Scalars['String']['output'];
  /** Last day of the range, included. */
  toDate: Scalars['String']['output'];
};

/** A deposit, withdrawal or transfer of a team member. */
export type AgentTransaction = {
  __typename?: 'AgentTransaction';
  amount: Scalars['MinorUnits']['output'];
  /** The other member of a transfer. */
  counterparty?: Maybe<Scalars['String']['output']>;
  /** Unique per row: type and record id. */
  id: Scalars['ID']['output'];
  status: AgentTransactionStatus;
  time: Scalars['Timestamp']['output'];
  type: AgentTransactionType;
  username: Scalars['String']['output'];
};

export type AgentTransactionFilter = {
  fromDate: Scalars['String']['input'];
  /** Only this kind. */
  kind?: InputMaybe<AgentTransactionKind>;
  toDate: Scalars['String']['input'];
  /** Only this team member. */
  username?: InputMaybe<Scalars['String']['input']>;
};

/** Which movements of the downline the transaction report lists. */
export type AgentTransactionKind =
  | 'DEPOSIT'
  | 'TRANSFER'
  | 'WITHDRAW';

export type AgentTransactionPage = {
  __typename?: 'AgentTransactionPage';
  items: Array<AgentTransaction>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
  totalDeposits: Scalars['MinorUnits']['output'];
  totalTransfersIn: Scalars['MinorUnits']['output'];
  totalTransfersOut: Scalars['MinorUnits']['output'];
  totalWithdrawals: Scalars['MinorUnits']['output'];
};

export type AgentTransactionSort =
  | 'AMOUNT'
  | 'TIME';

/**
 * Where a team member's movement stands. Only PAID (deposits, withdrawals) and COMPLETED (transfers)
 * moved money; the page's totals count those alone.
 */
export type AgentTransactionStatus =
  /** A deposit the member cancelled. */
  | 'CANCELLED'
  /** A transfer credited to the receiver. */
  | 'COMPLETED'
  /** A transfer taken from the sender, not yet credited. */
  | 'DEBITED'
  /** A withdrawal held from the balance, or a deposit paid after its cancel and held past a limit: waiting for the operator. */
  | 'HELD'
  /** A deposit credited or a withdrawal paid out. */
  | 'PAID'
  /** A deposit waiting for its payment. */
  | 'PENDING'
  /** A withdrawal rejected and returned to the balance. */
  | 'REFUNDED'
  /** A deposit the operator rejected. */
  | 'REJECTED';

/** One movement of a downline member. */
export type AgentTransactionType =
  | 'DEPOSIT'
  | 'TRANSFER_IN'
  | 'TRANSFER_OUT'
  | 'WITHDRAW';

/** Every vendor wallet back to main. */
export type AllToMainInput = {
  /** The form's idempotency key, as in WalletTransferInput. */
  requestId: Scalars['String']['input'];
};

/** An announcement. */
export type Announcement = {
  __typename?: 'Announcement';
  /** Body in the request language. */
  content: Scalars['String']['output'];
  /** Who it is for. */
  execution: AnnouncementExecution;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Set when the announcement advertises a promotion (shows a go-to-promotion button). */
  promotionType?: Maybe<Scalars['String']['output']>;
  /** When it was published. */
  timestamp: Scalars['Timestamp']['output'];
  /** Title in the request language. */
  title: Scalars['String']['output'];
};

/** Who an announcement is for. */
export type AnnouncementExecution =
  /** Logged-in players. */
  | 'A'
  /** Anonymous visitors. */
  | 'B'
  /** Players on their first login. */
  | 'F';

/** Which list of announcements to read. */
export type AnnouncementKind =
  /** The announcements block on the home page and in the side bar. */
  | 'PLAYER'
  /** The announcement popup shown after load. */
  | 'POPUP';

/** A page of announcements. */
export type AnnouncementPage = {
  __typename?: 'AnnouncementPage';
  /** The announcements on this page. */
  items: Array<Announcement>;
  /** This page's number, from 1. */
  page: Scalars['Int']['output'];
  /** How many announcements there are in all. */
  total: Scalars['Int']['output'];
  /** How many pages there are. */
  totalPages: Scalars['Int']['output'];
};

/** An answer. */
export type AnswerContractInput = {
  /** True accepts, false rejects. */
  accept: Scalars['Boolean']['input'];
  contractId: Scalars['ID']['input'];
  kind: ContractKind;
};

/** An icon of the installed app (the web app manifest's `icons`). */
export type AppIcon = {
  __typename?: 'AppIcon';
  /** any, or maskable (drawn inside the launcher's safe circle). */
  purpose: Scalars['String']['output'];
  /** Such as 192x192. */
  sizes: Scalars['String']['output'];
  /** Its address on this site. */
  src: Scalars['String']['output'];
  /** Its MIME type, such as image/png. */
  type: Scalars['String']['output'];
};

/** A wallet balance. */
export type Balance = {
  __typename?: 'Balance';
  /** The active bonus with its turnover meter; null when none is (or the platform keeps no bonus wallet). */
  activeBonus?: Maybe<ActiveBonus>;
  /** The main wallet, in minor units. */
  amount: Scalars['MinorUnits']['output'];
  /** The bonus wallet (docs/decisions/067): what the member's active bonus holds, playable but not withdrawable; not in amount nor total. 0 without one. */
  bonus: Scalars['MinorUnits']['output'];
  /** The platform's currency code, when it says. */
  currency?: Maybe<Scalars['String']['output']>;
  /** Everything the member can play with, in minor units: the main wallet plus the vendor wallets when the brand keeps one per vendor (transfer mode); equal to amount with a single wallet. Withdrawals on hold are not in it. */
  total: Scalars['MinorUnits']['output'];
};

/** A bank card withdrawals can be paid to. The full account number never leaves the platform. */
export type BankCard = {
  __typename?: 'BankCard';
  /** The name on the account. */
  accountName: Scalars['String']['output'];
  /** When the card was added. */
  addedAt: Scalars['Timestamp']['output'];
  /** The bank. */
  bankName: Scalars['String']['output'];
  /** The card's id (withdrawals name the card by it). */
  id: Scalars['ID']['output'];
  /** The account number with all but its last four digits hidden (****1234). */
  maskedNumber: Scalars['String']['output'];
};

/** A member's bank cards and what the brand allows. */
export type BankCards = {
  __typename?: 'BankCards';
  /** The banks a card may name, in the brand's order. */
  banks: Array<Scalars['String']['output']>;
  /** The cards, oldest first. */
  cards: Array<BankCard>;
  /** How many cards the brand lets a member hold at once. */
  limit: Scalars['Int']['output'];
  /** The member's real name (every card's account name must be it); null before one is set, when the first card sets it. */
  realName?: Maybe<Scalars['String']['output']>;
};

/** A carousel banner. */
export type Banner = {
  __typename?: 'Banner';
  /** Banner group, such as w_home or w_login. */
  group: Scalars['String']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Image address. */
  imageUrl: Scalars['String']['output'];
  /** What a click leads to. */
  linkType: BannerLink;
  /** Where a click leads, when linkType is URL, GAME or PROMOTION. */
  linkUrl?: Maybe<Scalars['String']['output']>;
  /** Alternative text for the image, in the request language. */
  title: Scalars['String']['output'];
};

/** What a banner leads to when clicked. */
export type BannerLink =
  /** A game. */
  | 'GAME'
  /** Nothing. */
  | 'NONE'
  /** A promotion. */
  | 'PROMOTION'
  /** An address. */
  | 'URL';

/** Filters of the betting records. */
export type BetFilter = {
  /** Start of the range, included (UTC epoch milliseconds, the time the bet was placed). */
  from: Scalars['Timestamp']['input'];
  /** Only rounds of this game type (RNG, LIVE…). */
  gameType?: InputMaybe<Scalars['String']['input']>;
  /** End of the range, excluded. */
  to: Scalars['Timestamp']['input'];
};

/** A page of betting records and the totals of the whole filtered range. */
export type BetPage = {
  __typename?: 'BetPage';
  /** This page's rounds. */
  items: Array<BetRecord>;
  /** The page number (from 1). */
  page: Scalars['Int']['output'];
  /** The page size used. */
  pageSize: Scalars['Int']['output'];
  /** How many rounds match the filters in all. */
  total: Scalars['Int']['output'];
  /** Sum of the payouts of settled rounds. */
  totalPayout: Scalars['MinorUnits']['output'];
  /** Sum of the stakes. */
  totalStake: Scalars['MinorUnits']['output'];
  /** Sum of the valid bets. */
  totalValidBet: Scalars['MinorUnits']['output'];
  /** Sum of win/loss of settled rounds. */
  totalWinLoss: Scalars['MinorUnits']['output'];
};

/** Points from settled bets of one game type: one point per validAmountPerPoint of valid bets. */
export type BetPointRatio = {
  __typename?: 'BetPointRatio';
  gameType: Scalars['String']['output'];
  pointType: PointType;
  validAmountPerPoint: Scalars['MinorUnits']['output'];
};

/** One round the member played. */
export type BetRecord = {
  __typename?: 'BetRecord';
  /** The game's name in the request language. */
  gameName: Scalars['String']['output'];
  /** The game type code (RNG, LIVE…). */
  gameType: Scalars['String']['output'];
  /** The game type's name in the request language. */
  gameTypeName: Scalars['String']['output'];
  /** Unique per round. */
  id: Scalars['ID']['output'];
  /** What the round paid out (0 until settled). */
  payout: Scalars['MinorUnits']['output'];
  /** The provider's round id. */
  roundId: Scalars['String']['output'];
  /** When the round was settled. */
  settledAt?: Maybe<Scalars['Timestamp']['output']>;
  /** The stake. */
  stake: Scalars['MinorUnits']['output'];
  /** Where the round stands. */
  status: BetStatus;
  /** When the bet was placed. */
  time: Scalars['Timestamp']['output'];
  /** The part of the stake that counts as turnover. */
  validBet: Scalars['MinorUnits']['output'];
  /** The vendor code. */
  vendor: Scalars['String']['output'];
  /** The vendor's name in the request language. */
  vendorName: Scalars['String']['output'];
  /** payout − stake; null until settled and for void rounds. */
  winLoss?: Maybe<Scalars['MinorUnits']['output']>;
};

/** How the betting records are sorted. */
export type BetSort =
  /** By stake. */
  | 'STAKE'
  /** By the time the bet was placed. */
  | 'TIME'
  /** By win/loss (open rounds count as 0). */
  | 'WIN_LOSS';

/** Where a round stands. */
export type BetStatus =
  /** Placed, not settled yet. */
  | 'OPEN'
  /** Settled. */
  | 'SETTLED'
  /** Called off. */
  | 'VOID';

/** The address to bind and the code sent to it. */
export type BindContactInput = {
  /** SMS for a mobile number, EMAIL for an e-mail address. */
  channel: ContactChannel;
  /** The country dialing code, with SMS. */
  countryDialingCode?: InputMaybe<Scalars['String']['input']>;
  /** The e-mail address, with EMAIL. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The member's login password. */
  loginPassword: Scalars['String']['input'];
  /** The mobile number, with SMS. */
  mobileNum?: InputMaybe<Scalars['String']['input']>;
  /** The 6-digit code sent to it. */
  verificationCode: Scalars['String']['input'];
};

/** One bonus the ledger paid to the member. */
export type Bonus = {
  __typename?: 'Bonus';
  amount: Scalars['MinorUnits']['output'];
  category: Scalars['String']['output'];
  completed: Scalars['Boolean']['output'];
  /** What its end moved: to cash when RELEASED, back to the brand when FORFEITED or EXPIRED. */
  endedAmount?: Maybe<Scalars['MinorUnits']['output']>;
  /** When it ended. */
  endedAt?: Maybe<Scalars['Timestamp']['output']>;
  /** When an active bonus expires, forfeiting what it holds. */
  expiresAt?: Maybe<Scalars['Timestamp']['output']>;
  /** The bonus wallet's id of it (forfeitBonus names it); null for a bonus paid to cash. */
  grantId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  kind: BonusKind;
  /** The largest stake while it is active; null: none. */
  maxStake?: Maybe<Scalars['MinorUnits']['output']>;
  paidAt: Scalars['Timestamp']['output'];
  /** The promotion that paid it (kind PROMOTION). */
  promotionId?: Maybe<Scalars['ID']['output']>;
  /** Where it stands in the bonus wallet; PAID for a bonus paid to cash. */
  status: BonusStatus;
  title: Scalars['String']['output'];
  /** Valid bets placed since the bonus, up to the requirement (a bonus-wallet bonus: what its rounds counted, by game type). */
  turnoverDone: Scalars['MinorUnits']['output'];
  /** Valid bets needed before the bonus may be withdrawn. */
  turnoverRequired: Scalars['MinorUnits']['output'];
};

/** The share of a valid bet that counts towards a bonus's turnover for one game type. */
export type BonusContribution = {
  __typename?: 'BonusContribution';
  /** The game type's code (GameType.code). */
  gameType: Scalars['String']['output'];
  /** Percent, 0 to 100. */
  percent: Scalars['Int']['output'];
};

/**
 * What paid a bonus: a promotion, the first deposit's bonus, a mission, a referral, a rebate, a contract
 * payment the brand made for an upline, or another credit of the operator.
 */
export type BonusKind =
  | 'CONTRACT'
  | 'FIRST_DEPOSIT'
  | 'MISSION'
  | 'OTHER'
  | 'PROMOTION'
  | 'REBATE'
  | 'REFERRAL'
  /** A bonus prize of a tournament (docs/decisions/066). */
  | 'TOURNAMENT';

/** Whether a stake takes cash or bonus money first while a bonus is active. */
export type BonusStakeOrder =
  | 'BONUS_FIRST'
  | 'CASH_FIRST';

/** Where a bonus stands (the bonus wallet, docs/decisions/067). */
export type BonusStatus =
  /** Active: its money is apart from cash until the turnover is met. */
  | 'ACTIVE'
  /** Expired before its turnover was met: what it held went back. */
  | 'EXPIRED'
  /** Given up (by a withdrawal, or the member's choice): what it held went back. */
  | 'FORFEITED'
  /** Paid to cash: no bonus-wallet rules. */
  | 'PAID'
  /** Waiting for the active bonus to end; credited when it starts. */
  | 'QUEUED'
  /** The turnover was met: what it held became cash. */
  | 'RELEASED'
  /** Its money was played away. */
  | 'SPENT';

/** The brand as configured on the platform. */
export type Brand = {
  __typename?: 'Brand';
  /**
   * The brand's Google Analytics 4 measurement id (the platform's gtagId, G- and 4 to 20 letters or
   * digits), when it measures visits; null otherwise, or when the platform sent anything else. Used
   * only with the visitor's consent.
   */
  analyticsId?: Maybe<Scalars['String']['output']>;
  /** The currency symbol of the current language. */
  currencySymbol: Scalars['String']['output'];
  /** Customer-service channels. */
  customerService: Array<CustomerServiceLink>;
  /** App downloads for the side bar's QR codes. */
  downloads: Array<DownloadLink>;
  /** Where a player finds help with gambling, in the request language; null when the brand names none. */
  helpline?: Maybe<Helpline>;
  /**
   * Minutes without activity after which a member's session ends (the platform's idle timeout): the
   * portal logs out at the same moment. Null when the platform does not say.
   */
  inactivityMinutes?: Maybe<Scalars['Int']['output']>;
  /** Languages the brand offers, default first. */
  languages: Array<Language>;
  /**
   * The licence's holder, number and regulator, for the footer (our extension: null on a platform
   * without it, and when the brand names no licensee).
   */
  licence?: Maybe<BrandLicence>;
  /** Licence text for the footer, in the request language. */
  licenceText: Scalars['String']['output'];
  /** The brand's main domain. */
  mainDomain?: Maybe<Scalars['String']['output']>;
  /** The merchant code this deployment serves. */
  merchant: Scalars['String']['output'];
  /** The youngest a player may be (18 unless the platform says otherwise). */
  minimumAge: Scalars['Int']['output'];
  /** The brand's display name. */
  name: Scalars['String']['output'];
  /** Whether the session's clock and net position show while a member plays (the game frame, the lottery). */
  sessionFigures: Scalars['Boolean']['output'];
  /** Social links; only networks for which the brand has a page. */
  socialLinks: Array<SocialLink>;
  /** The IANA time zone where the brand's days start (records, reports, daily limits); instants stay UTC. */
  timeZone: Scalars['String']['output'];
  /** Whether the brand runs tournaments or races (our extension, docs/decisions/066): the navigation links to them. */
  tournaments: Scalars['Boolean']['output'];
};

/** A brand's licence, as the footer shows it. */
export type BrandLicence = {
  __typename?: 'BrandLicence';
  /** Its registered address. */
  address?: Maybe<Scalars['String']['output']>;
  /** The regulator, in the request language. */
  authority?: Maybe<Scalars['String']['output']>;
  /** The company that holds the licence. */
  licensee: Scalars['String']['output'];
  /** The licence number. */
  number?: Maybe<Scalars['String']['output']>;
  /** The regulator's seal (an image; the portal's own /media/ address when on the platform). */
  sealUrl?: Maybe<Scalars['String']['output']>;
  /** The regulator's page that verifies the licence (https only). */
  verifyUrl?: Maybe<Scalars['String']['output']>;
};

/** The brand's look, as the portal renders it. */
export type BrandTheme = {
  __typename?: 'BrandTheme';
  /** Whether the colours in force are the brand's own. */
  brandColors: Scalars['Boolean']['output'];
  /** The colours in force: the brand's, or the portal's own when the brand's are missing or unreadable. */
  colors: ThemeColors;
  /** The favicon's address on this site. */
  faviconUrl: Scalars['String']['output'];
  /** The brand's font stack (installed fonts only), or null for the portal's. */
  fontFamily?: Maybe<Scalars['String']['output']>;
  /** The installed app's icons; empty without a brand theme. */
  icons: Array<AppIcon>;
  /** The logo's address on this site. */
  logoUrl: Scalars['String']['output'];
  /** Why the brand's colours were set aside: each pair that fails WCAG AA. Empty when they are in force. */
  problems: Array<ThemeProblem>;
  /** Light or dark. */
  scheme: ColorScheme;
};

/** A captcha challenge. */
export type Captcha = {
  __typename?: 'Captcha';
  /** Send this back with the answer. */
  id: Scalars['ID']['output'];
  /** The challenge image as a data URL. */
  image: Scalars['String']['output'];
  /**
   * Set when the brand verifies logins with Cloudflare Turnstile: the login form shows Turnstile's
   * widget for this site key instead of the image and sends its token as LoginInput.humanToken.
   */
  turnstileSiteKey?: Maybe<Scalars['String']['output']>;
};

/** What the change-password form sends. */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmNewPassword: Scalars['String']['input'];
  /** The new password. */
  newPassword: Scalars['String']['input'];
  /**
   * The current password. Left out (null or empty) only when the member's oldPasswordNeeded is false:
   * right after a login that must change the password; otherwise the answer is REQUIRED on it.
   */
  oldPassword?: InputMaybe<Scalars['String']['input']>;
};

/** A new payment password in place of the old one. */
export type ChangePaymentPasswordInput = {
  /** The new payment password again. */
  confirmPaymentPassword: Scalars['String']['input'];
  /** The new payment password. */
  newPaymentPassword: Scalars['String']['input'];
  /** The current payment password. */
  oldPaymentPassword: Scalars['String']['input'];
};

/** A customer-service desk a member may talk to. */
export type ChatModel = {
  __typename?: 'ChatModel';
  /** The desk's id (the launch's modelId). */
  id: Scalars['ID']['output'];
  /** Its name in the request's language. */
  name: Scalars['String']['output'];
};

/** A request to close the account. */
export type CloseAccountInput = {
  /** The member confirms they understand it cannot be undone (must be true). */
  confirm: Scalars['Boolean']['input'];
};

/** The answer of closeAccount. */
export type CloseAccountPayload = MutationPayload & {
  __typename?: 'CloseAccountPayload';
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** The outcome of sending a code. */
export type CodeSentPayload = MutationPayload & {
  __typename?: 'CodeSentPayload';
  /**
   * Why not: REQUIRED or INVALID_INPUT on the number or the dialing code (also PATTERN or LENGTH by the
   * brand's mobile rule), TAKEN, TOO_MANY_REQUESTS (with retryAfterSeconds), QUOTA_EXCEEDED,
   * NOT_AVAILABLE (the brand switched the channel off), or CODE_NOT_SENT with the platform's words.
   */
  errors: Array<UserError>;
  /** How long the code stays valid; the send button counts down this many minutes × 60 seconds. */
  expiredMinutes?: Maybe<Scalars['Int']['output']>;
  /** Whether the code went out (or would have, for a number without an account). */
  ok: Scalars['Boolean']['output'];
};

/** Light or dark: the page's form controls and scroll bars follow it. */
export type ColorScheme =
  /** Light text on dark surfaces. */
  | 'DARK'
  /** Dark text on light surfaces. */
  | 'LIGHT';

/** A member's complaint. */
export type Complaint = {
  __typename?: 'Complaint';
  /** When the brand promised to answer by. */
  answerDueAt: Scalars['Timestamp']['output'];
  /** When it was closed. */
  closedAt?: Maybe<Scalars['Timestamp']['output']>;
  /** When it was filed. */
  createdAt: Scalars['Timestamp']['output'];
  /** The dispute body and when it is offered. */
  escalation: ComplaintEscalation;
  /** When the brand gave its final answer. */
  finalAnswerAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Who wrote last. */
  lastAuthor?: Maybe<ComplaintAuthor>;
  /** When the last message was written. */
  lastMessageAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Its messages, oldest first (null in a list of complaints). */
  messages?: Maybe<Array<ComplaintMessage>>;
  /** Its reference, such as C-7K3M9Q2D. */
  reference: Scalars['String']['output'];
  /** Where it stands. */
  status: ComplaintStatus;
  /** What it is about. */
  subject: ComplaintSubject;
  /** When anything last happened. */
  updatedAt: Scalars['Timestamp']['output'];
};

/** Who wrote a complaint's message. */
export type ComplaintAuthor =
  /** The member. */
  | 'MEMBER'
  /** The brand. */
  | 'OPERATOR';

/** When and where the member may take the complaint further. */
export type ComplaintEscalation = {
  __typename?: 'ComplaintEscalation';
  /** The member may take it to the dispute body now. */
  available: Scalars['Boolean']['output'];
  /** When the brand's period ends (the body is offered then, or at a final answer if sooner). */
  availableAt: Scalars['Timestamp']['output'];
  /** The dispute body (null until available). */
  body?: Maybe<DisputeBody>;
};

/** One message of a complaint. */
export type ComplaintMessage = {
  __typename?: 'ComplaintMessage';
  /** Who wrote it. */
  author: ComplaintAuthor;
  /** What it says. */
  body: Scalars['String']['output'];
  /** When it was written. */
  createdAt: Scalars['Timestamp']['output'];
  /** The brand's final answer. */
  final: Scalars['Boolean']['output'];
  /** Its id. */
  id: Scalars['ID']['output'];
  /** The positions (1 to 3) of its images. */
  images: Array<Scalars['Int']['output']>;
};

/** A message to add to a complaint. */
export type ComplaintMessageInput = {
  /** The text: 1 to 2,000 characters. */
  body: Scalars['String']['input'];
  /** Up to 3 images, as for filing. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The complaint's reference. */
  reference: Scalars['String']['input'];
  /** As for filing. */
  requestId?: InputMaybe<Scalars['String']['input']>;
};

/** A page of the member's complaints. */
export type ComplaintPage = {
  __typename?: 'ComplaintPage';
  /** This page's complaints, newest first. */
  items: Array<Complaint>;
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** The brand's rules. */
  rules: ComplaintRules;
  /** How many in all (with the status asked). */
  total: Scalars['Int']['output'];
};

/** The answer of fileComplaint and addComplaintMessage. */
export type ComplaintPayload = MutationPayload & {
  __typename?: 'ComplaintPayload';
  /** The complaint with its messages (when ok). */
  complaint?: Maybe<Complaint>;
  /** Why not. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** The brand's complaint rules. */
export type ComplaintRules = {
  __typename?: 'ComplaintRules';
  /** Days within which the brand promises an answer. */
  answerDays: Scalars['Int']['output'];
  /** The dispute body (null: the brand names none, and no complaint is ever sent to one). */
  disputeBody?: Maybe<DisputeBody>;
  /** Days after which the dispute body is offered. */
  escalationDays: Scalars['Int']['output'];
};

/** Where a complaint stands. */
export type ComplaintStatus =
  /** The brand gave its final answer. */
  | 'ANSWERED'
  /** Closed: no more messages. */
  | 'CLOSED'
  /** The brand is looking into it. */
  | 'IN_REVIEW'
  /** Filed; the brand has not taken it up yet. */
  | 'RECEIVED';

/** What a complaint is about. */
export type ComplaintSubject = {
  __typename?: 'ComplaintSubject';
  /** The kind of record. */
  kind: ComplaintSubjectKind;
  /** The record's reference (null for SERVICE). */
  ref?: Maybe<Scalars['String']['output']>;
  /** The record as it was (null for SERVICE). */
  summary?: Maybe<ComplaintSubjectSummary>;
};

/** What a complaint is about. */
export type ComplaintSubjectKind =
  /** A bonus or promotion (ref: the promotion's id). */
  | 'BONUS'
  /** A game round (ref: the betting record's id). */
  | 'ROUND'
  /** The service in general (no ref). */
  | 'SERVICE'
  /** A deposit, a withdrawal or a transfer (ref: its record reference, such as deposit:12). */
  | 'TRANSACTION';

/** The record a complaint is about, as it was when the complaint was filed. */
export type ComplaintSubjectSummary = {
  __typename?: 'ComplaintSubjectSummary';
  /** Its amount, in minor units. */
  amount?: Maybe<Scalars['MinorUnits']['output']>;
  /** A line naming it (a deposit's method, a game's name, a promotion's title). */
  label?: Maybe<Scalars['String']['output']>;
  /** When the record happened. */
  time?: Maybe<Scalars['Timestamp']['output']>;
};

/** How a code reaches the member. */
export type ContactChannel =
  /** An e-mail. */
  | 'EMAIL'
  /** A text message to a mobile number. */
  | 'SMS';

/** A mobile number or e-mail address to bind. */
export type ContactInput = {
  /** SMS for a mobile number, EMAIL for an e-mail address. */
  channel: ContactChannel;
  /** The country dialing code (82 or +82), with SMS. */
  countryDialingCode?: InputMaybe<Scalars['String']['input']>;
  /** The e-mail address, with EMAIL. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** The mobile number, with SMS. */
  mobileNum?: InputMaybe<Scalars['String']['input']>;
};

/** A contract between an upline and a direct downline. */
export type Contract = {
  __typename?: 'Contract';
  /** The contract waits for the logged-in account's answer (accept or reject). */
  awaitingMe: Scalars['Boolean']['output'];
  downline: TransferParty;
  /** REJECTED, TERMINATED, REPLACED (the downline signed another), HIGHER_RATE (its upline's new rate is lower), WITHDRAWN. */
  endReason?: Maybe<Scalars['String']['output']>;
  endedAt?: Maybe<Scalars['Timestamp']['output']>;
  id: Scalars['ID']['output'];
  kind: ContractKind;
  /** The logged-in account is the downline. */
  mine: Scalars['Boolean']['output'];
  offeredAt: Scalars['Timestamp']['output'];
  period: ContractPeriod;
  /** NEW, TERMINATION or SUCCESS while the contract is open; null once it ended. */
  requestKind?: Maybe<ContractRequestKind>;
  /** Who asked for the termination that waits. */
  requestedBy?: Maybe<ContractSide>;
  startedAt?: Maybe<Scalars['Timestamp']['output']>;
  status: ContractStatus;
  terms: ContractTerms;
  /** The highest rate of the terms, basis points. */
  topRateBasisPoints: Scalars['Int']['output'];
  upline: TransferParty;
};

/** One kind's contracts of the logged-in account. */
export type ContractDesk = {
  __typename?: 'ContractDesk';
  /** The account's own contract as a downline (in force, or else the offer waiting). */
  contract?: Maybe<Contract>;
  /** Direct downline accounts the account may offer to. */
  downlines: Array<ContractDownline>;
  /** Contracts the account gave (open ones, and those ended in the last 30 days). */
  given: Array<Contract>;
  /** The account is an agent: it may offer contracts to its direct downline. */
  isAgent: Scalars['Boolean']['output'];
  kind: ContractKind;
  /** The highest rate the account may offer (its own contract's), basis points; null: the kind's maximum. */
  maxRateBasisPoints?: Maybe<Scalars['Int']['output']>;
  /** An offer waiting beside the contract in force. */
  offers: Array<Contract>;
  statements: ContractStatementPage;
};

/** A direct downline an agent may offer a contract to. */
export type ContractDownline = {
  __typename?: 'ContractDownline';
  isAgent: Scalars['Boolean']['output'];
  nickname: Scalars['String']['output'];
  username: Scalars['String']['output'];
};

/** The consolidated contract info (protocol names kept for the four kinds). */
export type ContractInfo = {
  __typename?: 'ContractInfo';
  /** Contracts waiting for the account's answer, all kinds. */
  awaiting: Scalars['Int']['output'];
  /** Hourly salary. */
  contracthoursalreq?: Maybe<ContractRequestKind>;
  /** The account's own open contracts (as the downline), every kind: in force, asked to end, or offered. */
  contracts: Array<Contract>;
  /** Daily salary: the account's own contract's request kind. */
  dailysalreqtype?: Maybe<ContractRequestKind>;
  /** Dividends the account must issue. */
  dividendsDue: Scalars['Int']['output'];
  /** Dividend. */
  divtypereq?: Maybe<ContractRequestKind>;
  kinds: Array<ContractKindInfo>;
  /** Real-time salary. */
  realtimesalreqtype?: Maybe<ContractRequestKind>;
};

/** The four contracts an upline may offer a downline. */
export type ContractKind =
  /** A salary from the team's valid bets, per day. */
  | 'DAILY'
  /** A share of the team's loss, per period (D, W, H, M). */
  | 'DIVIDEND'
  /** A salary from the team's valid bets, per clock hour. */
  | 'HOURLY'
  /** A salary from each round's valid bet (win rate, loss rate), every five minutes. */
  | 'REALTIME';

/** One kind in the consolidated contract info. */
export type ContractKindInfo = {
  __typename?: 'ContractKindInfo';
  /** Contracts of the kind waiting for the account's answer. */
  awaiting: Scalars['Int']['output'];
  /** Open contracts of the kind the account gave. */
  given: Scalars['Int']['output'];
  kind: ContractKind;
  /** The agent centre shows the kind's page (the brand has the kind on, and the agent heads a chain or has a contract of the kind: ADR 033). */
  page: Scalars['Boolean']['output'];
  /** The account's own contract's request kind. */
  requestKind?: Maybe<ContractRequestKind>;
};

/** The answer to a contract mutation. */
export type ContractPayload = MutationPayload & {
  __typename?: 'ContractPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /** The contract's status after the mutation. */
  status?: Maybe<Scalars['String']['output']>;
};

/** How often a contract settles. */
export type ContractPeriod =
  /** Daily. */
  | 'D'
  /** Twice a month (1st to 15th, 16th to the end). */
  | 'H'
  /** Every clock hour (hourly salary). */
  | 'HOUR'
  /** Monthly. */
  | 'M'
  /** Every five minutes (real-time salary). */
  | 'MIN5'
  /** Weekly, from Monday. */
  | 'W';

/** A contract. */
export type ContractRefInput = {
  contractId: Scalars['ID']['input'];
  kind: ContractKind;
};

/** The protocol's request kinds: what a contract's last request is. */
export type ContractRequestKind =
  /** A new contract is offered. */
  | 'NEW'
  /** The contract is in force. */
  | 'SUCCESS'
  /** A termination is asked. */
  | 'TERMINATION';

/** A side of a contract. */
export type ContractSide =
  | 'DOWNLINE'
  | 'UPLINE';

/**
 * One period's settlement of a contract, with the figures it was computed from (the downline's whole
 * team, settled bets in the period).
 */
export type ContractStatement = {
  __typename?: 'ContractStatement';
  /** Players active in the period (by the applied tier's minimum bet). */
  activePlayers: Scalars['Int']['output'];
  /** What the settlement pays. */
  amount: Scalars['MinorUnits']['output'];
  /** What the rate was applied to. */
  base: Scalars['MinorUnits']['output'];
  betCount: Scalars['Int']['output'];
  contractId: Scalars['ID']['output'];
  /** The downline's username. */
  downline: Scalars['String']['output'];
  /** A dividend's deadline. */
  dueAt?: Maybe<Scalars['Timestamp']['output']>;
  id: Scalars['ID']['output'];
  /** Stakes minus payouts: negative when the team won. */
  loss: Scalars['MinorUnits']['output'];
  /** Real-time salary: valid bets of lost rounds counted. */
  lostValidBet: Scalars['MinorUnits']['output'];
  paidAt?: Maybe<Scalars['Timestamp']['output']>;
  /** UPLINE, or BRAND when a forced dividend exceeded the upline's wallet. */
  payer?: Maybe<Scalars['String']['output']>;
  periodEnd: Scalars['Timestamp']['output'];
  periodStart: Scalars['Timestamp']['output'];
  /** The rate that applied, basis points. */
  rateBasisPoints: Scalars['Int']['output'];
  status: ContractStatementStatus;
  /** The tier that applied. */
  tier?: Maybe<ContractTier>;
  /** Which tier applied (from 0); null when none did. */
  tierIndex?: Maybe<Scalars['Int']['output']>;
  /** Stakes. */
  turnover: Scalars['MinorUnits']['output'];
  /** The upline's username. */
  upline: Scalars['String']['output'];
  /** Valid bets (consumption). */
  validBet: Scalars['MinorUnits']['output'];
  /** Real-time salary: valid bets of won rounds counted. */
  wonValidBet: Scalars['MinorUnits']['output'];
};

/** One page of statements. */
export type ContractStatementPage = {
  __typename?: 'ContractStatementPage';
  items: Array<ContractStatement>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Where a settlement's money is. */
export type ContractStatementStatus =
  /** A dividend the upline must issue before dueAt. */
  | 'DUE'
  /** A dividend the upline did not issue in time: the platform issued it and froze the upline. */
  | 'FORCED'
  /** Nothing to pay for the period. */
  | 'NOTHING'
  /** Paid by the upline. */
  | 'PAID'
  /** The upline's wallet fell short; the platform tries again every minute. */
  | 'UNPAID';

/** Where a contract is. */
export type ContractStatus =
  /** In force. */
  | 'ACTIVE'
  /** Offered by the upline; the downline has not answered. */
  | 'OFFERED'
  /** The downline refused the offer. */
  | 'REJECTED'
  /** Ended (see endReason). */
  | 'TERMINATED'
  /** In force; one side asked to end it and the other has not answered. */
  | 'TERMINATION_REQUESTED'
  /** An offer withdrawn by the higher-rate rule. */
  | 'WITHDRAWN';

/** A contract's terms: tiers, or (real-time salary) the win and loss rates. */
export type ContractTerms = {
  __typename?: 'ContractTerms';
  /** Real-time salary: the share of each lost round's valid bet, basis points. */
  lossRateBasisPoints?: Maybe<Scalars['Int']['output']>;
  /** Real-time salary: rounds with a smaller stake do not count. */
  singleBetAmount?: Maybe<Scalars['MinorUnits']['output']>;
  /** The tiers (dividend, daily and hourly salary); empty for a real-time salary. */
  tiers: Array<ContractTier>;
  /** Real-time salary: the share of each won round's valid bet, basis points. */
  winRateBasisPoints?: Maybe<Scalars['Int']['output']>;
};

/**
 * One tier of a dividend, daily or hourly salary: it applies to a period when the team met every
 * condition; of the tiers met, the highest rate applies.
 */
export type ContractTier = {
  __typename?: 'ContractTier';
  /** Players of the team who must be active in the period. */
  activeCount: Scalars['Int']['output'];
  /** A fixed amount paid on top when the tier applies. */
  amount: Scalars['MinorUnits']['output'];
  /** The tier no longer applies to periods starting from this instant. */
  endTime?: Maybe<Scalars['Timestamp']['output']>;
  /** Minimum bet in the period: the valid bets a player needs to count as active. */
  minBetPeriod: Scalars['MinorUnits']['output'];
  /** Valid bets (consumption) the team must reach in the period. */
  periodConsumption: Scalars['MinorUnits']['output'];
  /** Net loss the team must reach in the period. */
  periodLoss: Scalars['MinorUnits']['output'];
  /** The share of the base (the team's loss for a dividend, its valid bets for a salary), in basis points (1 % = 100). */
  rateBasisPoints: Scalars['Int']['output'];
};

/** A tier as offered. */
export type ContractTierInput = {
  activeCount?: InputMaybe<Scalars['Int']['input']>;
  amount?: InputMaybe<Scalars['MinorUnits']['input']>;
  endTime?: InputMaybe<Scalars['Timestamp']['input']>;
  minBetPeriod?: InputMaybe<Scalars['MinorUnits']['input']>;
  periodConsumption?: InputMaybe<Scalars['MinorUnits']['input']>;
  periodLoss?: InputMaybe<Scalars['MinorUnits']['input']>;
  rateBasisPoints: Scalars['Int']['input'];
};

export type ConvertPointsInput = {
  paymentPassword: Scalars['String']['input'];
  points: Scalars['Int']['input'];
  /** The form's idempotency key (8 to 80 characters of A-Z a-z 0-9 _ . : -), new for every form shown. */
  requestId: Scalars['String']['input'];
};

export type ConvertPointsPayload = MutationPayload & {
  __typename?: 'ConvertPointsPayload';
  conversion?: Maybe<PointConversion>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /** The member's points after it. */
  pointsLeft?: Maybe<Scalars['Int']['output']>;
};

/** What a deposit request sends. */
export type CreateDepositInput = {
  /** The amount, within the method's limits. */
  amount: Scalars['MinorUnits']['input'];
  /** The channel: one of the method's bankTypes (may be left out when it has only one). */
  bankType?: InputMaybe<Scalars['String']['input']>;
  /** The method's code (DepositMethod.code). */
  method: Scalars['ID']['input'];
  /** Manual transfer: the name on the account the member pays from. */
  payeeName?: InputMaybe<Scalars['String']['input']>;
  /** The idempotency key: 8 to 80 characters of A-Z a-z 0-9 _ . : - (a UUID per form rendered). */
  requestId: Scalars['String']['input'];
  /** Where the provider's page sends the member back (an absolute http(s) URL or a root-relative path). */
  returnUrl?: InputMaybe<Scalars['String']['input']>;
};

/** A customer-service channel. */
export type CustomerServiceLink = {
  __typename?: 'CustomerServiceLink';
  /** LIVECHAT, LINE, TALK, TELEGRAM or EMAIL. */
  type: Scalars['String']['output'];
  /** Where the channel opens. */
  url: Scalars['String']['output'];
};

/** The member's erasure request. */
export type DataErasure = {
  __typename?: 'DataErasure';
  /** When the personal data will be erased. */
  eraseAfter: Scalars['Timestamp']['output'];
  /** When it was erased. */
  erasedAt?: Maybe<Scalars['Timestamp']['output']>;
  /** When it was asked for (the account closed then). */
  requestedAt: Scalars['Timestamp']['output'];
};

/** An archive of the member's data. */
export type DataExport = {
  __typename?: 'DataExport';
  /** When it will be deleted. */
  expiresAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Its id. */
  id: Scalars['ID']['output'];
  /** How far its preparation is, 0 to 100. */
  progress: Scalars['Int']['output'];
  /** When it was ready. */
  readyAt?: Maybe<Scalars['Timestamp']['output']>;
  /** When it was asked for. */
  requestedAt: Scalars['Timestamp']['output'];
  /** Its size in bytes (when ready). */
  size?: Maybe<Scalars['Float']['output']>;
  /** Where it stands. */
  status: DataExportStatus;
};

/** The archive to download and the password that opens it. */
export type DataExportLinkInput = {
  /** The archive's id. */
  id: Scalars['ID']['input'];
  /** The member's login password. */
  password: Scalars['String']['input'];
};

/** The answer of dataExportLink. */
export type DataExportLinkPayload = MutationPayload & {
  __typename?: 'DataExportLinkPayload';
  /** Why not. */
  errors: Array<UserError>;
  /** Until when the token opens the download. */
  expiresAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
  /** The one-time download token (when ok); the portal's download address takes it. */
  token?: Maybe<Scalars['String']['output']>;
};

/** The answer of requestDataExport. */
export type DataExportPayload = MutationPayload & {
  __typename?: 'DataExportPayload';
  /** Why not. */
  errors: Array<UserError>;
  /** The archive (when ok). */
  export?: Maybe<DataExport>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** Where an archive stands. */
export type DataExportStatus =
  /** It was deleted after its time. */
  | 'EXPIRED'
  /** It could not be prepared; ask again. */
  | 'FAILED'
  /** Being prepared (see progress). */
  | 'PREPARING'
  /** Waiting to be prepared. */
  | 'QUEUED'
  /** Ready to download until expiresAt. */
  | 'READY';

/** Which messages to delete. */
export type DeleteInboxMessagesInput = {
  /** The messages to delete (1 to 100). */
  ids: Array<Scalars['ID']['input']>;
};

/** A deposit of the member. */
export type Deposit = {
  __typename?: 'Deposit';
  /** Manual transfer: the brand's account to transfer to. */
  account?: Maybe<DepositAccount>;
  /** The amount. */
  amount: Scalars['MinorUnits']['output'];
  /** The channel chosen (bank type or coin). */
  bankType: Scalars['String']['output'];
  /** When the member asked. */
  createdAt: Scalars['Timestamp']['output'];
  /** It was the member's first paid deposit (it earned the brand's first-deposit bonus, if any). */
  firstDeposit: Scalars['Boolean']['output'];
  /** The deposit's id. */
  id: Scalars['ID']['output'];
  /** How it is paid. */
  kind: DepositKind;
  /** The method's code. */
  methodCode: Scalars['String']['output'];
  /** The method's name in the request language. */
  methodName: Scalars['String']['output'];
  /** Manual transfer: the payer's name as the member gave it. */
  payeeName?: Maybe<Scalars['String']['output']>;
  /** While pending (QR image, launch URL, crypto): the provider's payment page, absolute or root-relative on the portal. */
  paymentUrl?: Maybe<Scalars['String']['output']>;
  /** While pending (QR image): the QR image to scan, absolute or root-relative on the portal. */
  qrImageUrl?: Maybe<Scalars['String']['output']>;
  /** When it was paid, cancelled or declined. */
  settledAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Where it is. */
  status: DepositStatus;
  /** Crypto: the wallet address to send to. */
  walletAddress?: Maybe<Scalars['String']['output']>;
};

/** A bank account a manual transfer goes to. */
export type DepositAccount = {
  __typename?: 'DepositAccount';
  /** The account holder's name. */
  accountName: Scalars['String']['output'];
  /** The account number. */
  accountNumber: Scalars['String']['output'];
  /** The bank's name. */
  bankName: Scalars['String']['output'];
};

/** How a deposit is paid. */
export type DepositKind =
  /** Crypto: the member sends coins to a wallet address made for this deposit. */
  | 'CRYPTO'
  /** An e-wallet: the member opens the provider's payment page. */
  | 'LAUNCH_URL'
  /** A manual bank transfer to the brand's account, named by the payer; the operator confirms it. */
  | 'MANUAL_TRANSFER'
  /** A bank transfer started by scanning a QR image (the image shows the provider's payment page). */
  | 'QR_IMAGE';

/** One of the brand's deposit methods. */
export type DepositMethod = {
  __typename?: 'DepositMethod';
  /** MANUAL_TRANSFER: the brand's account to transfer to. */
  account?: Maybe<DepositAccount>;
  /** The channels the member chooses from (bank types such as PAYID or WECHAT, or a coin: BTC, TRX). */
  bankTypes: Array<Scalars['String']['output']>;
  /** The method's code (what createDeposit takes as method). */
  code: Scalars['ID']['output'];
  /** How it is paid. */
  kind: DepositKind;
  /** The largest amount one deposit may be (inclusive). */
  maxAmount: Scalars['MinorUnits']['output'];
  /** The smallest amount one deposit may be (inclusive). */
  minAmount: Scalars['MinorUnits']['output'];
  /** The method's name in the request language. */
  name: Scalars['String']['output'];
};

/** One page of deposits. */
export type DepositPage = {
  __typename?: 'DepositPage';
  /** The deposits on this page. */
  items: Array<Deposit>;
  /** How many there are in all. */
  total: Scalars['Int']['output'];
};

/** The outcome of a deposit request or cancel. */
export type DepositPayload = MutationPayload & {
  __typename?: 'DepositPayload';
  /** The deposit as it is now. */
  deposit?: Maybe<Deposit>;
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** One row of the deposit ratio table: from minDeposit, one point per amountPerPoint. */
export type DepositPointRatio = {
  __typename?: 'DepositPointRatio';
  amountPerPoint: Scalars['MinorUnits']['output'];
  minDeposit: Scalars['MinorUnits']['output'];
};

/** Whether the brand takes deposits, and how. */
export type DepositSettings = {
  __typename?: 'DepositSettings';
  /** False when the brand takes no deposits (then methods is empty). */
  allowDeposit: Scalars['Boolean']['output'];
  /** The platform's currency code, when it says. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The methods in the brand's order. */
  methods: Array<DepositMethod>;
};

/** Where a deposit is. */
export type DepositStatus =
  /** Cancelled by the member or at the provider; nothing was credited. */
  | 'CANCELLED'
  /**
   * Our extension (a platform without it never sends it): a payment that arrived after the deposit
   * was cancelled and would have passed the member's deposit limit (or came during a time-out or
   * self-exclusion). Nothing is credited until the operator credits or refunds it.
   */
  | 'HELD'
  /** Paid and credited to the main wallet. */
  | 'PAID'
  /** Waiting for the payment (or, for a manual transfer, for the operator). */
  | 'PENDING'
  /** Declined by the operator (or a held payment refunded); nothing was credited. */
  | 'REJECTED';

/** The independent body a player may take a complaint to. */
export type DisputeBody = {
  __typename?: 'DisputeBody';
  /** Its e-mail address, if it has one. */
  email?: Maybe<Scalars['String']['output']>;
  /** Its name. */
  name: Scalars['String']['output'];
  /** Its phone number, if it has one. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Its web address. */
  url: Scalars['String']['output'];
};

/** An account of an agent's downline. */
export type DownlineAccount = {
  __typename?: 'DownlineAccount';
  /** The account is an agent itself. */
  isAgent: Scalars['Boolean']['output'];
  /** How far below the agent: 1 for a direct downline. */
  level: Scalars['Int']['output'];
  /** The nickname. */
  nickname: Scalars['String']['output'];
  /** The username (what transferToPlayer takes). */
  username: Scalars['String']['output'];
};

/** The kind of account an agent opens. */
export type DownlineAccountType =
  /** An agent (of the type the policy gives downline agents). */
  | 'AGENT'
  /** A player. */
  | 'MEMBER';

/** One team member's details. */
export type DownlineDetail = {
  __typename?: 'DownlineDetail';
  /** How many rounds settled. */
  betCount: Scalars['Int']['output'];
  /** How many deposits were paid. */
  depositCount: Scalars['Int']['output'];
  /** Paid deposits, all time. */
  depositTotal: Scalars['MinorUnits']['output'];
  /** The account as the tree shows it. */
  member: TeamMember;
  /** Its rebate per product. */
  rebates: Array<RebateRate>;
  /** Turnover: the valid bets of settled rounds, all time. */
  turnover: Scalars['MinorUnits']['output'];
  /** Its upline's username. */
  upline?: Maybe<Scalars['String']['output']>;
  /** Paid withdrawals, all time. */
  withdrawTotal: Scalars['MinorUnits']['output'];
};

/** A download of the brand's app. */
export type DownloadLink = {
  __typename?: 'DownloadLink';
  /** IOS, IOS_PROFILE or ANDROID. */
  platform: DownloadPlatform;
  /** The download address (encoded in the side bar's QR code). */
  url: Scalars['String']['output'];
};

/** The app builds the brand ships. */
export type DownloadPlatform =
  /** The Android app. */
  | 'ANDROID'
  /** The iOS app. */
  | 'IOS'
  /** The iOS configuration profile that trusts the enterprise app. */
  | 'IOS_PROFILE';

/** Closing and erasing the account. */
export type ErasureInput = {
  /** The member's login password. */
  password: Scalars['String']['input'];
};

/** The answer of requestErasure. */
export type ErasurePayload = MutationPayload & {
  __typename?: 'ErasurePayload';
  /** The erasure request (when ok). */
  erasure?: Maybe<DataErasure>;
  /** Why not. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** A time-out or self-exclusion to start. */
export type ExclusionInput = {
  /** The member confirms they understand it cannot be shortened (must be true). */
  confirm: Scalars['Boolean']['input'];
  /** How long. */
  length: ExclusionLength;
};

/** How long a time-out or self-exclusion lasts. */
export type ExclusionLength =
  /** Time-out: 7 days. */
  | 'DAYS_7'
  /** Time-out: 30 days. */
  | 'DAYS_30'
  /** Time-out: 24 hours. */
  | 'HOURS_24'
  /** Self-exclusion: 6 months. */
  | 'MONTHS_6'
  /** Self-exclusion for good. */
  | 'PERMANENT'
  /** Time-out: 6 weeks. */
  | 'WEEKS_6'
  /** Self-exclusion: 5 years. */
  | 'YEARS_5'
  /** Self-exclusion: 1 year. */
  | 'YEAR_1';

/** The answer of startExclusion. */
export type ExclusionPayload = MutationPayload & {
  __typename?: 'ExclusionPayload';
  /** When it ends (null: permanent, or not started). */
  endsAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** The answer of a favourite change. */
export type FavoritePayload = MutationPayload & {
  __typename?: 'FavoritePayload';
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** The game. */
  gameId: Scalars['ID']['output'];
  /** Whether the game is a favourite now (unchanged when ok is false). */
  isFavorite?: Maybe<Scalars['Boolean']['output']>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** Whitelabel feature switches. A switch is on only when its module and every parent module are on. */
export type FeatureFlags = {
  __typename?: 'FeatureFlags';
  /** Agent policy data (AGENTPOLICY3). */
  agentPolicy: Scalars['Boolean']['output'];
  /** Customer-service chat (CBS3). */
  chat: Scalars['Boolean']['output'];
  /** Players may register themselves (DIRECTREG3); the header shows Register. */
  directRegistration: Scalars['Boolean']['output'];
  /** Facebook sign-in (FBLOGIN3). */
  facebookLogin: Scalars['Boolean']['output'];
  /** Favourite games (GAMELOFAV3). */
  favorites: Scalars['Boolean']['output'];
  /** Expired or default passwords must be changed after login (PWDEXPIRE3). */
  forcedPasswordChange: Scalars['Boolean']['output'];
  /** Guest free-play sessions (FREEPLAY3). */
  freePlay: Scalars['Boolean']['output'];
  /** Google sign-in (GOOGLELOGIN3). */
  googleLogin: Scalars['Boolean']['output'];
  /** The GraphQL playground is allowed in production (GRAPHIQL3). */
  graphiql: Scalars['Boolean']['output'];
  /** Manual rebate (MANPLAYREB3). */
  manualRebate: Scalars['Boolean']['output'];
  /** Mission leaderboard (MISSIONLB3). */
  missions: Scalars['Boolean']['output'];
  /** Mobile registration also asks for a password (MOBILENUMPASSREG3). */
  mobilePasswordRegistration: Scalars['Boolean']['output'];
  /** Registration with a mobile number (MOBILENUMREG3). */
  mobileRegistration: Scalars['Boolean']['output'];
  /** Password reset by e-mail (CHNGPASSMAIL3). */
  passwordResetByMail: Scalars['Boolean']['output'];
  /** Password reset by SMS code (CHNGPASSVERIF3). */
  passwordResetByPhone: Scalars['Boolean']['output'];
  /** Points and the point mall (PTSYS3). */
  points: Scalars['Boolean']['output'];
  /** Registration verifies the mobile number by SMS (REGMOBVERF3). */
  registrationMobileVerification: Scalars['Boolean']['output'];
  /** Registration with a username (USERNAMEREG3). */
  usernameRegistration: Scalars['Boolean']['output'];
  /** Login with an SMS verification code (VERCODELOGIN3). */
  verificationCodeLogin: Scalars['Boolean']['output'];
};

/** A member's feedback. */
export type Feedback = {
  __typename?: 'Feedback';
  /** The operator's answer (ANSWERED only). */
  answer?: Maybe<Scalars['String']['output']>;
  /** When it was answered. */
  answeredAt?: Maybe<Scalars['Timestamp']['output']>;
  /** What the member wrote. */
  content: Scalars['String']['output'];
  /** When the member sent it. */
  createdAt: Scalars['Timestamp']['output'];
  /** The feedback's id. */
  id: Scalars['ID']['output'];
  /** How many images came with it (0 to 3). */
  imageCount: Scalars['Int']['output'];
  /** Where it stands. */
  status: FeedbackStatus;
};

/** Feedback to send. */
export type FeedbackInput = {
  /** The text: 1 to 140 characters (surrounding spaces are dropped). */
  content: Scalars['String']['input'];
  /** Up to 3 images, each a png or jpg of at most 5 MB, as Base64 or a data URL. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** A page of the member's feedback. */
export type FeedbackPage = {
  __typename?: 'FeedbackPage';
  /** This page's feedback, newest first. */
  items: Array<Feedback>;
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many the member has sent in all. */
  total: Scalars['Int']['output'];
};

/** The answer of sendFeedback. */
export type FeedbackPayload = MutationPayload & {
  __typename?: 'FeedbackPayload';
  errors: Array<UserError>;
  /** The feedback as stored (when ok). */
  feedback?: Maybe<Feedback>;
  ok: Scalars['Boolean']['output'];
};

/** Where a feedback stands. */
export type FeedbackStatus =
  /** The operator answered (see answer). */
  | 'ANSWERED'
  /** Waiting for the operator. */
  | 'PENDING';

/** A complaint to file. */
export type FileComplaintInput = {
  /** The text: 1 to 2,000 characters. */
  body: Scalars['String']['input'];
  /** Up to 3 images, each a png or jpg of at most 5 MB, as Base64 or a data URL. */
  images?: InputMaybe<Array<Scalars['String']['input']>>;
  /** The record's reference (required except for SERVICE). */
  ref?: InputMaybe<Scalars['String']['input']>;
  /** 8 to 64 characters of letters, digits, - and _: the same id twice files once. */
  requestId?: InputMaybe<Scalars['String']['input']>;
  /** What it is about. */
  subject: ComplaintSubjectKind;
};

/** The answer to forfeitBonus. */
export type ForfeitBonusPayload = MutationPayload & {
  __typename?: 'ForfeitBonusPayload';
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** What the bonus held and went back to the brand. */
  forfeited?: Maybe<Scalars['MinorUnits']['output']>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/**
 * The outcome of a mutation that answers nothing but whether it went through (registration, password
 * changes and resets).
 */
export type FormPayload = MutationPayload & {
  __typename?: 'FormPayload';
  /** Why not, when ok is false. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** The outcome of starting free play. */
export type FreePlayPayload = MutationPayload & {
  __typename?: 'FreePlayPayload';
  /** NOT_AVAILABLE or TOO_MANY_REQUESTS when it did not. */
  errors: Array<UserError>;
  /** The guest member. */
  member?: Maybe<Member>;
  /** Whether the guest session began. */
  ok: Scalars['Boolean']['output'];
};

/** One of the member's limits (a kind over a period). */
export type GamblingLimit = {
  __typename?: 'GamblingLimit';
  /** The limit in force; null when none is set. */
  amount?: Maybe<Scalars['MinorUnits']['output']>;
  /** What it counts. */
  kind: LimitKind;
  /** A higher limit or a removal waiting for its cooling-off: true when one is waiting. */
  pending: Scalars['Boolean']['output'];
  /** The waiting change's amount; null with pending true: the limit will be removed. */
  pendingAmount?: Maybe<Scalars['MinorUnits']['output']>;
  /** When the waiting change takes effect. */
  pendingEffectiveAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Over which period. */
  period: LimitPeriod;
  /** When the current period ends and the use starts again from zero. */
  resetsAt: Scalars['Timestamp']['output'];
  /** What the period has used so far. */
  used: Scalars['MinorUnits']['output'];
};

/** A limit to set. */
export type GamblingLimitInput = {
  /** The limit, more than zero; null removes it (after the cooling-off). */
  amount?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** What it counts. */
  kind: LimitKind;
  /** Over which period. */
  period: LimitPeriod;
};

/** The answer of setGamblingLimit. */
export type GamblingLimitPayload = MutationPayload & {
  __typename?: 'GamblingLimitPayload';
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** The limit as it now stands (with a waiting change, if the request raised or removed it). */
  limit?: Maybe<GamblingLimit>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** A game. */
export type Game = {
  __typename?: 'Game';
  /** Class such as SC, VP, JP, TG, AC. */
  classify?: Maybe<Scalars['String']['output']>;
  /** The vendor's code for the game. */
  gameCode: Scalars['String']['output'];
  /** Game type such as RNG. */
  gameType: Scalars['String']['output'];
  /** A free trial exists. */
  hasFreeTrial: Scalars['Boolean']['output'];
  /** Icon address. */
  iconUrl: Scalars['String']['output'];
  /** The platform's node id. */
  id: Scalars['ID']['output'];
  /**
   * The game's rules, return to player, stakes and pay table, in the request's language: what a
   * player may read before playing (our extension, GET /wps/game/info; docs/decisions/059). Null when
   * the platform publishes none; an error when it could not answer. Asked only by the game's
   * information page and dialog, never by a list.
   */
  info?: Maybe<GameInfo>;
  /**
   * Whether the logged-in member marked this game as a favourite; always false for a guest, null
   * when the platform could not say (the list still stands). Asked once per list of games (one
   * platform call for all the cards of a page), never cached.
   */
  isFavorite?: Maybe<Scalars['Boolean']['output']>;
  /** Tagged hot. */
  isHot: Scalars['Boolean']['output'];
  /** Tagged new. */
  isNew: Scalars['Boolean']['output'];
  /** The amount of that pool, or null. */
  jackpotAmount?: Maybe<Scalars['MinorUnits']['output']>;
  /**
   * The largest pool this game feeds (its code), or null: what a game's card shows, as plain fields
   * (a card sits deep in the home page's sections, where one more level would pass the depth limit).
   */
  jackpotCode?: Maybe<Scalars['String']['output']>;
  /**
   * The pools this game feeds, largest first, with their amounts (empty for a brand without pools).
   * One edge-cached read for a whole page of games.
   */
  jackpots: Array<JackpotAmount>;
  /** Whether it opens itself or the vendor's lobby. */
  launchKind: LaunchKind;
  /** Number of lines. */
  lines: Scalars['Int']['output'];
  /** Minimum bet. */
  minBet: Scalars['MinorUnits']['output'];
  /** Name in the request language. */
  name: Scalars['String']['output'];
  /** Vendor code (vassalage). */
  vendor: Scalars['String']['output'];
};

/** A category of the main navigation. */
export type GameCategory = {
  __typename?: 'GameCategory';
  /**
   * The platform's classes of this category that have games, in the order SC, VP, JP, TG, AC (BG
   * only when the brand offers the TY language); empty for categories without classes.
   */
  classes: Array<Scalars['String']['output']>;
  /** Game type such as RNG. */
  gameType: Scalars['String']['output'];
  /** Whether the navigation shows a vendor drop menu for it (never for home, promotions, hot, PP, EVO). */
  hasVendorMenu: Scalars['Boolean']['output'];
  /** The drop menu is the large one (more than 10 vendors). */
  largeVendorMenu: Scalars['Boolean']['output'];
  /** Display name from the platform. */
  name: Scalars['String']['output'];
  /** Vendors in this category, in the platform's order. */
  vendors: Array<Vendor>;
};

/** Filters of a game list. */
export type GameFilter = {
  /** Class such as SC, VP, JP, TG, AC. */
  classify?: InputMaybe<Scalars['String']['input']>;
  /** Game type such as RNG, LIVE, FISH. */
  gameType?: InputMaybe<Scalars['String']['input']>;
  /** Only games with a free trial (true) or only games without one (false). */
  hasFreeTrial?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only hot games. */
  hot?: InputMaybe<Scalars['Boolean']['input']>;
  /** Only games whose minimum bet is at least this (minor units). */
  minBet?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** Only games with at least this many lines. */
  minLines?: InputMaybe<Scalars['Int']['input']>;
  /** Part of the game's name in English or Korean, whatever the request language (names come back in the request language). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** Only new games. */
  new?: InputMaybe<Scalars['Boolean']['input']>;
  /** Vendor code (vassalage) such as PP. */
  vendor?: InputMaybe<Scalars['String']['input']>;
};

/** What a game returns and how it is played. */
export type GameInfo = {
  __typename?: 'GameInfo';
  /** The largest stake one round takes. */
  maxStake: Scalars['MinorUnits']['output'];
  /** The smallest stake one round takes. */
  minStake: Scalars['MinorUnits']['output'];
  /** What each outcome returns, highest first; empty where each event shows its own odds (fixtures). */
  payTable: Array<GamePayLine>;
  /** The theoretical returns to player: one, or one per bet where they differ (baccarat). */
  returns: Array<GameReturn>;
  /** How the game is played and settled, as paragraphs. */
  rules: Array<Scalars['String']['output']>;
};

/** A slice of a game list. */
export type GamePage = {
  __typename?: 'GamePage';
  /** Whether games follow this slice. */
  hasMore: Scalars['Boolean']['output'];
  /** The games in this slice. */
  items: Array<Game>;
  /** Where the slice starts. */
  offset: Scalars['Int']['output'];
  /** How many games the list has in all. */
  total: Scalars['Int']['output'];
};

/** A row of a pay table. */
export type GamePayLine = {
  __typename?: 'GamePayLine';
  /** How often it happens, from 0 to 1. */
  chance: Scalars['Float']['output'];
  /** The outcome, in the request's language. */
  outcome: Scalars['String']['output'];
  /** What it returns as a multiple of the stake, the stake included, in hundredths (50: 0.50×). */
  paysHundredths: Scalars['Int']['output'];
};

/** A theoretical return to player. */
export type GameReturn = {
  __typename?: 'GameReturn';
  /** Whether it is a ceiling (the odds of fixtures round down) rather than the exact figure. */
  atMost: Scalars['Boolean']['output'];
  /** The share of all stakes paid back over a very large number of rounds, in hundredths of a percent (9650: 96.50%). */
  basisPoints: Scalars['Int']['output'];
  /** The bet it is for, in the request's language; null for the game's only return. */
  bet?: Maybe<Scalars['String']['output']>;
};

/** A room (table) of a PVP game. */
export type GameRoom = {
  __typename?: 'GameRoom';
  /** Seats at the table. */
  capacity: Scalars['Int']['output'];
  /** The room's id, passed to launchGame as roomId. */
  id: Scalars['ID']['output'];
  /** The largest bet at the table. */
  maxBet: Scalars['MinorUnits']['output'];
  /** The smallest bet at the table. */
  minBet: Scalars['MinorUnits']['output'];
  /** The room's name. */
  name: Scalars['String']['output'];
  /** Players seated now. */
  players: Scalars['Int']['output'];
};

/** A section of the home page: a navigation category and the start of its game list. */
export type GameSection = {
  __typename?: 'GameSection';
  /** The category, with the vendors of its vendor menu. */
  category: GameCategory;
  /** The games shown; null when the platform could not be asked. */
  games?: Maybe<GamePage>;
  /** The vendor the list is filtered by, if any. */
  vendor?: Maybe<Scalars['String']['output']>;
};

/** One help-centre article. */
export type HelpArticle = {
  __typename?: 'HelpArticle';
  /** Which section it belongs to. */
  category: HelpCategory;
  /** Body text in the request language. */
  content: Scalars['String']['output'];
  /** Stable id, usable as a page anchor. */
  id: Scalars['ID']['output'];
  /** Title in the request language. */
  title: Scalars['String']['output'];
};

/** Sections of the help centre. */
export type HelpCategory =
  /** Account help. */
  | 'ACCOUNT'
  /** Frequently asked questions. */
  | 'FAQ'
  /** The brand's privacy policy (the registration form links to it). */
  | 'PRIVACY'
  /** Rules of play. */
  | 'RULES'
  /** The brand's terms and conditions (the registration form links to them). */
  | 'TERMS';

/** A helpline for problem gambling. */
export type Helpline = {
  __typename?: 'Helpline';
  /** Its name, in the request language. */
  name: Scalars['String']['output'];
  /** Its phone number (digits and a leading +), when it has one. */
  phone?: Maybe<Scalars['String']['output']>;
  /** Its site (https only), when it has one. */
  url?: Maybe<Scalars['String']['output']>;
};

/** Who a message was sent to. */
export type InboxAudience =
  /** Every member of the brand (each member has their own read and deleted state). */
  | 'ALL'
  /** This member only. */
  | 'MEMBER';

/** The answer of an inbox change. */
export type InboxChangePayload = MutationPayload & {
  __typename?: 'InboxChangePayload';
  /** How many messages changed state (0 when they already had it). */
  changed: Scalars['Int']['output'];
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /** The member's unread messages after the change (null when it failed). */
  unread?: Maybe<Scalars['Int']['output']>;
};

/** A platform message in the member's inbox. */
export type InboxMessage = {
  __typename?: 'InboxMessage';
  /** To this member or to every member. */
  audience: InboxAudience;
  /** Its text (plain text; line breaks are kept). */
  content: Scalars['String']['output'];
  /** When it was sent. */
  createdAt: Scalars['Timestamp']['output'];
  /** The message's id. */
  id: Scalars['ID']['output'];
  /** Whether this member has read it. */
  read: Scalars['Boolean']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
};

/** A page of the member's inbox. */
export type InboxPage = {
  __typename?: 'InboxPage';
  /** This page's messages, newest first. */
  items: Array<InboxMessage>;
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
  /** Messages per page. */
  pageSize: Scalars['Int']['output'];
  /** How many messages the member's inbox holds (deleted ones not counted). */
  total: Scalars['Int']['output'];
  /** How many of them are unread. */
  unread: Scalars['Int']['output'];
};

/** Where a member's money comes from. */
export type IncomeSource =
  /** Own business. */
  | 'BUSINESS'
  /** Investments. */
  | 'INVESTMENT'
  /** Something else. */
  | 'OTHER'
  /** A pension. */
  | 'PENSION'
  /** Wages or salary. */
  | 'SALARY'
  /** Savings. */
  | 'SAVINGS';

export type Invitation = {
  __typename?: 'Invitation';
  /** The invitee has a paid deposit (not necessarily a qualifying one). */
  deposited: Scalars['Boolean']['output'];
  joinedAt: Scalars['Timestamp']['output'];
  paidAt?: Maybe<Scalars['Timestamp']['output']>;
  /** The referrer's reward for this invitation: paid (PAID) or being paid (QUALIFIED); 0 while REGISTERED. */
  reward: Scalars['MinorUnits']['output'];
  status: InvitationStatus;
  /** Masked username. */
  username: Scalars['String']['output'];
};

/**
 * Where an invitation stands: the invitee registered with the code; their first deposit qualified
 * (paid and at least the brand's minimum) and the reward is being paid; the reward was paid.
 */
export type InvitationStatus =
  | 'PAID'
  | 'QUALIFIED'
  | 'REGISTERED';

/** A dividend statement. */
export type IssueDividendInput = {
  statementId: Scalars['ID']['input'];
};

/** A pool's amount, by its code. */
export type JackpotAmount = {
  __typename?: 'JackpotAmount';
  amount: Scalars['MinorUnits']['output'];
  code: Scalars['String']['output'];
};

/** A game type or provider a pool covers, by code and name. */
export type JackpotCatalogueName = {
  __typename?: 'JackpotCatalogueName';
  code: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** A single game a pool covers. */
export type JackpotGame = {
  __typename?: 'JackpotGame';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** A jackpot pool: its amount now and the rules a player reads before playing for it. */
export type JackpotPool = {
  __typename?: 'JackpotPool';
  /** What it holds now: what the next winner is paid. */
  amount: Scalars['MinorUnits']['output'];
  /** RANDOM: it never grows past this amount (null: no ceiling). */
  ceiling?: Maybe<Scalars['MinorUnits']['output']>;
  /** Its code: letters, digits and dashes (its page is /jackpots/<code>). */
  code: Scalars['String']['output'];
  /** The share of each stake on its games that it takes, in hundredths of a percent (100 is 1%). */
  contributionBasisPoints: Scalars['Int']['output'];
  /** The game types whose every game feeds it. */
  gameTypes: Array<JackpotCatalogueName>;
  /** Single games that feed it. */
  games: Array<JackpotGame>;
  /** Its latest win. */
  lastWin?: Maybe<JackpotWin>;
  /** MUST_DROP: it is won at the latest when it reaches this amount. */
  mustDropBy?: Maybe<Scalars['MinorUnits']['output']>;
  /** Its name in the request's language. */
  name: Scalars['String']['output'];
  /** RANDOM: each round wins it with the chance of its stake over this amount. */
  oddsStake?: Maybe<Scalars['MinorUnits']['output']>;
  /** What it starts from again after a win, paid in by the brand. */
  seed: Scalars['MinorUnits']['output'];
  /** How it is won. */
  trigger: JackpotTrigger;
  /** The providers whose every game feeds it. */
  vendors: Array<JackpotCatalogueName>;
  /** Its latest wins, newest first: on Query.jackpot only (empty in the list). */
  wins: Array<JackpotWin>;
};

/** How a pool is won. */
export type JackpotTrigger =
  /** At a point drawn at random between the seed and the must-drop amount, never shown: the round that takes the pool there wins it. */
  | 'MUST_DROP'
  /** By chance on each round, in proportion to its stake. */
  | 'RANDOM';

/** A pool's win as the public sees it. */
export type JackpotWin = {
  __typename?: 'JackpotWin';
  amount: Scalars['MinorUnits']['output'];
  /** The game it was won on. */
  gameName: Scalars['String']['output'];
  /** The winner's name masked (first and last letters); null when the winner keeps their wins off public lists. */
  winner?: Maybe<Scalars['String']['output']>;
  wonAt: Scalars['Timestamp']['output'];
};

/** What the brand shows of jackpots. */
export type Jackpots = {
  __typename?: 'Jackpots';
  /**
   * No pools, and the spec's decorative counter may show (false for a brand with pools, and for a
   * brand under a regulator that forbids an amount that cannot be won).
   */
  decorative: Scalars['Boolean']['output'];
  /** The pools that can be won; empty for a brand without pools. */
  pools: Array<JackpotPool>;
};

/** The answer of joining a run. */
export type JoinTournamentPayload = MutationPayload & {
  __typename?: 'JoinTournamentPayload';
  /** The buy-in taken (0 for a free run, and when the member was in already). */
  buyIn?: Maybe<Scalars['MinorUnits']['output']>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /** The run (when ok). */
  tournament?: Maybe<Tournament>;
};

/** A language the brand offers. */
export type Language = {
  __typename?: 'Language';
  /** Lower-case code used in URLs and cookies, such as en or ko. */
  code: Scalars['String']['output'];
  /** The currency symbol amounts are shown with in this language. */
  currencySymbol: Scalars['String']['output'];
  /** Whether this is the brand's default language. */
  isDefault: Scalars['Boolean']['output'];
  /** The language's own name for itself, for the language selector. */
  name: Scalars['String']['output'];
};

/** What the chat room looks like. */
export type LaunchChatInput = {
  /** The room's header colour, #rrggbb. */
  headerColor: Scalars['String']['input'];
  /** The desk (the first when absent). */
  modelId?: InputMaybe<Scalars['ID']['input']>;
  /** The room's page title (1 to 80 characters). */
  pageTitle: Scalars['String']['input'];
};

/** The answer of launchChat. */
export type LaunchChatPayload = MutationPayload & {
  __typename?: 'LaunchChatPayload';
  /** The chat room's address (when ok). */
  chatUrl?: Maybe<Scalars['String']['output']>;
  errors: Array<UserError>;
  /**
   * The address may be shown in the portal's chat frame: a room the portal forwards (/cs/...). Other
   * addresses (a live platform's chat on its own origin) open in a new tab.
   */
  framed: Scalars['Boolean']['output'];
  ok: Scalars['Boolean']['output'];
};

/** Which game to start, and how. */
export type LaunchGameInput = {
  /** The vendor's code for the game (Game.gameCode). */
  gameCode: Scalars['String']['input'];
  /** The game's node id (Game.id). */
  gameId: Scalars['ID']['input'];
  /** The game's type (Game.gameType). */
  gameType: Scalars['String']['input'];
  /** Real money or a free trial. */
  mode: LaunchMode;
  /**
   * The caller's key for this tap (8 to 80 of A-Z a-z 0-9 _ . : -): sent twice, it answers the same
   * session, never a second one.
   */
  requestId: Scalars['String']['input'];
  /** A PVP room from gameRooms, when the game has rooms. */
  roomId?: InputMaybe<Scalars['String']['input']>;
  /** The vendor code (Game.vendor). */
  vendor: Scalars['String']['input'];
};

/** The answer to launchGame. */
export type LaunchGamePayload = MutationPayload & {
  __typename?: 'LaunchGamePayload';
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /**
   * The game page's address when ok: a path on this origin (/rgs/...) or an https address on one of
   * the brand's game origins. Open it in the game frame.
   */
  gameUrl?: Maybe<Scalars['String']['output']>;
  /** The mode the game was opened in. */
  mode?: Maybe<LaunchMode>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** How a game starts. */
export type LaunchKind =
  /** The game itself opens. */
  | 'GAME'
  /** The vendor's lobby opens (a list of games in a popup). */
  | 'VENDOR_LOBBY';

/** Which lottery game to open, in the lottery view (launchMode LOTT). */
export type LaunchLotteryInput = {
  /** The game's code (LotteryGame.gameCode). */
  gameCode: Scalars['String']['input'];
  /** The game's node id (LotteryGame.nodeId). */
  gameId: Scalars['ID']['input'];
  /** The game's type (LotteryGame.gameType). */
  gameType: Scalars['String']['input'];
  /** The prize mode the menu showed the game in. */
  prizeMode: LotteryPrizeMode;
  /**
   * The caller's key for this tap (8 to 80 of A-Z a-z 0-9 _ . : -): sent twice, it answers the same
   * session, never a second one.
   */
  requestId: Scalars['String']['input'];
  /** The vendor code (LotteryGame.vendor). */
  vendor: Scalars['String']['input'];
};

/** Whether a launch plays real money or a free trial. */
export type LaunchMode =
  /** Real money, through the member's wallet (accountType 1). */
  | 'REAL'
  /** A free trial with play money (accountType 0): no ledger effect, no bet records. */
  | 'TRIAL';

export type LeaderboardRow = {
  __typename?: 'LeaderboardRow';
  /** This row is the member. */
  me: Scalars['Boolean']['output'];
  rank: Scalars['Int']['output'];
  reachedValue: Scalars['MinorUnits']['output'];
  /** Masked username. */
  username: Scalars['String']['output'];
};

/** A version the member accepted. */
export type LegalAcceptance = {
  __typename?: 'LegalAcceptance';
  /** When. */
  acceptedAt: Scalars['Timestamp']['output'];
  /** From which network address, as the platform recorded it. */
  address?: Maybe<Scalars['String']['output']>;
  /** Which document. */
  kind: LegalDocumentKind;
  /** With the registration form, or in the dialog. */
  source: LegalAcceptanceSource;
  /** The version. */
  version: Scalars['Int']['output'];
};

/** How an acceptance was given. */
export type LegalAcceptanceSource =
  /** In the dialog shown when a new version took effect. */
  | 'PROMPT'
  /** With the registration form. */
  | 'REGISTRATION';

/** A confirmation the member gave at registration. */
export type LegalConfirmation = {
  __typename?: 'LegalConfirmation';
  /** When. */
  confirmedAt: Scalars['Timestamp']['output'];
  /** What was confirmed. */
  kind: RegistrationConfirmation;
};

/** A version of a document with its text. */
export type LegalDocument = {
  __typename?: 'LegalDocument';
  /** The text, paragraph by paragraph. */
  body: Array<Scalars['String']['output']>;
  /** It is the version in force now (false: an earlier one, or one still to come). */
  current: Scalars['Boolean']['output'];
  /** When it takes (or took) effect. */
  effectiveAt: Scalars['Timestamp']['output'];
  /** Which document. */
  kind: LegalDocumentKind;
  /** The language the text is in, as the portal names it (en, ko, zh-CN…): the request's, else the brand's default, else another the brand wrote. */
  language: Scalars['String']['output'];
  /** What changed from the version before. */
  summary: Scalars['String']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
  /** The version's number. */
  version: Scalars['Int']['output'];
  /** Every version of the document, newest first (those still to come too). */
  versions: Array<LegalVersion>;
};

/** A document every member accepts. */
export type LegalDocumentKind =
  /** The privacy policy. */
  | 'PRIVACY'
  /** The terms and conditions. */
  | 'TERMS';

/** A version the member has to accept. */
export type LegalPending = {
  __typename?: 'LegalPending';
  /** When it took effect. */
  effectiveAt: Scalars['Timestamp']['output'];
  /** Which document. */
  kind: LegalDocumentKind;
  /** What changed from the version before. */
  summary: Scalars['String']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
  /** The version in force. */
  version: Scalars['Int']['output'];
};

/** The member's record of documents and confirmations. */
export type LegalRecord = {
  __typename?: 'LegalRecord';
  /** Every acceptance, newest first (at most 100). */
  acceptances: Array<LegalAcceptance>;
  /** The confirmations given at registration. */
  confirmations: Array<LegalConfirmation>;
  /** The versions in force the member has not accepted yet. */
  pending: Array<LegalPending>;
};

/** One version of a document, in a list of versions. */
export type LegalVersion = {
  __typename?: 'LegalVersion';
  /** It is the version in force now. */
  current: Scalars['Boolean']['output'];
  /** When it takes (or took) effect. */
  effectiveAt: Scalars['Timestamp']['output'];
  /** What changed from the version before. */
  summary: Scalars['String']['output'];
  /** Its title. */
  title: Scalars['String']['output'];
  /** The version's number (1, 2, …). */
  version: Scalars['Int']['output'];
};

/** A document's version, as a form names it. */
export type LegalVersionInput = {
  /** Which document. */
  kind: LegalDocumentKind;
  /** The version shown. */
  version: Scalars['Int']['input'];
};

/** What a limit counts. */
export type LimitKind =
  /** Deposits asked for in the period (credited plus still open). */
  | 'DEPOSIT'
  /** Net loss in the period: stakes minus payouts. */
  | 'LOSS'
  /** Total stakes in the period. */
  | 'WAGER';

/** The period a limit counts over, on the brand's calendar. */
export type LimitPeriod =
  /** The brand's calendar day. */
  | 'DAY'
  /** The brand's calendar month. */
  | 'MONTH'
  /** The brand's week, Monday to Sunday. */
  | 'WEEK';

/** One live event of the member. */
export type LiveEvent = {
  __typename?: 'LiveEvent';
  /** The member centre's red badges now: for SNAPSHOT and BADGES; null for the other kinds and for a trial account. */
  badges?: Maybe<Array<MemberBadge>>;
  /** The balance now: for SNAPSHOT and BALANCE; null for the other kinds. */
  balance?: Maybe<Balance>;
  /** What happened. */
  kind: LiveEventKind;
  /**
   * BALANCE after a round that scored in tournament runs, or a run's prize: the member's standings in
   * them; null otherwise.
   */
  tournaments?: Maybe<Array<TournamentStanding>>;
};

/** What a live event says. */
export type LiveEventKind =
  /** Something that counts in the red badges changed (a message, a reward, a mission, a contract offer). */
  | 'BADGES'
  /** A movement changed the balance (a round, a deposit, a withdrawal, a transfer, a bonus, a conversion). */
  | 'BALANCE'
  /** The session ended: the page should reload (the member is logged out). The last event of its stream. */
  | 'SESSION_ENDED'
  /** The state when the stream opened (balance and badges). */
  | 'SNAPSHOT';

/** What a login form sends. */
export type LoginInput = {
  /** The captcha answer, when the platform asked for one. */
  captcha?: InputMaybe<Scalars['String']['input']>;
  /** The captcha challenge's id. */
  captchaId?: InputMaybe<Scalars['ID']['input']>;
  /** A persistent id of the visitor's browser. */
  deviceId?: InputMaybe<Scalars['String']['input']>;
  /** The Cloudflare Turnstile token, when the brand verifies humans with Turnstile (Captcha.turnstileSiteKey). */
  humanToken?: InputMaybe<Scalars['String']['input']>;
  /** The password. */
  password: Scalars['String']['input'];
  /** Keep the session for a day instead of until the browser closes. */
  remember?: InputMaybe<Scalars['Boolean']['input']>;
  /** The username (trimmed). */
  username: Scalars['String']['input'];
};

/** The outcome of a login. Expected failures are data (errors), not GraphQL errors, so forms can show them. */
export type LoginPayload = MutationPayload & {
  __typename?: 'LoginPayload';
  /** Whether the form must show a captcha from now on. */
  captchaRequired: Scalars['Boolean']['output'];
  /** Why not, when ok is false. */
  errors: Array<UserError>;
  /** The first login of this account. */
  firstTimeLogin: Scalars['Boolean']['output'];
  /** The member, once logged in. */
  member?: Maybe<Member>;
  /** A second step (SMS, e-mail, bank account name or authenticator code) is needed to finish. */
  needSecondStep: Scalars['Boolean']['output'];
  /** Whether a session began (or, with needSecondStep, a login is waiting for its second step). */
  ok: Scalars['Boolean']['output'];
  /** The password has expired and must be changed. */
  passwordExpired: Scalars['Boolean']['output'];
  /** The password is the brand's default and must be changed. */
  passwordIsDefault: Scalars['Boolean']['output'];
  /** When the account last logged in before this login. */
  previousLoginTime?: Maybe<Scalars['Timestamp']['output']>;
  /** The second-step methods the account allows. */
  secondStepMethods: Array<Scalars['String']['output']>;
};

/** What a lottery page shows of one game: the open numero, the next one and the last draws. */
export type LotteryBoard = {
  __typename?: 'LotteryBoard';
  /** The numero that takes bets now. */
  current: LotteryNumero;
  /** The game's code. */
  gameCode: Scalars['String']['output'];
  /** The last drawn numeros with their results, newest first. */
  lastDraws: Array<LotteryDraw>;
  /**
   * The latest drawn numero as the VN lotto's own call answers it (/lgw/vn/numeros/opened/game):
   * the VN lottery page's headline result. Null before the first draw.
   */
  latestDraw?: Maybe<LotteryDraw>;
  /** The numero after it. */
  next: LotteryNumero;
  /** The platform's clock when it answered. */
  serverTime: Scalars['Timestamp']['output'];
};

/** A drawn numero with its result: five digits, first to last (ten-thousands to units). */
export type LotteryDraw = {
  __typename?: 'LotteryDraw';
  /** The five digits drawn, in order. */
  digits: Array<Scalars['Int']['output']>;
  /** When it was drawn. */
  drawTime: Scalars['Timestamp']['output'];
  /** The game's code. */
  gameCode: Scalars['String']['output'];
  /** The period's name. */
  numero: Scalars['String']['output'];
  /** The sum of the five digits (0-45). */
  sum: Scalars['Int']['output'];
};

/** A lottery game of the menu with the numero that takes bets now. */
export type LotteryGame = {
  __typename?: 'LotteryGame';
  /** The numero bets go to now. */
  currentNumero: LotteryNumero;
  /** The game's code (the lottery calls' gameId; the launch's lottoGameCode). */
  gameCode: Scalars['String']['output'];
  /** The game's type: LOTT or ELOTT. */
  gameType: Scalars['String']['output'];
  /** The game's icon (a root-relative /media/ path). */
  iconUrl: Scalars['String']['output'];
  /** Seconds before each draw when betting closes. */
  lockSeconds: Scalars['Int']['output'];
  /** The game's name in the request language. */
  name: Scalars['String']['output'];
  /** The game's catalogue node id (the launch's nodeId). */
  nodeId: Scalars['ID']['output'];
  /** Seconds between two draws (86400 for a daily game). */
  periodSeconds: Scalars['Int']['output'];
  /** The vendor's code (vassalage), e.g. TCG_LOTTO_VN. */
  vendor: Scalars['String']['output'];
  /** The vendor's name in the request language. */
  vendorName: Scalars['String']['output'];
};

/** The lottery menu of one prize mode. */
export type LotteryMenu = {
  __typename?: 'LotteryMenu';
  /** The prize mode's games in menu order (LOTT first, then vendor, then game). */
  games: Array<LotteryGame>;
  /** The prize mode asked. */
  prizeMode: LotteryPrizeMode;
  /** The platform's clock when it answered (a countdown counts from this, not the browser's clock). */
  serverTime: Scalars['Timestamp']['output'];
};

/**
 * One draw period of a lottery game, named by its numero (YYYYMMDD-NNNN: the UTC day and position
 * of its opening). Betting on it closes at closeTime; it is drawn at drawTime.
 */
export type LotteryNumero = {
  __typename?: 'LotteryNumero';
  /** When betting on it closes; later bets go to the next numero. */
  closeTime: Scalars['Timestamp']['output'];
  /** When it is drawn and its result published. */
  drawTime: Scalars['Timestamp']['output'];
  /** The game's code. */
  gameCode: Scalars['String']['output'];
  /** The period's name, e.g. 20261123-0415. */
  numero: Scalars['String']['output'];
  /** When betting on it opened (the previous draw). */
  openTime: Scalars['Timestamp']['output'];
};

/**
 * A prize mode: which lottery games a menu lists (docs/platform-protocol.md "Lottery"). The spec names
 * four (LOTT, ZY, ELOTT, SEA; docs/spec-index.md#states-and-transitions). LOTT is the lottery; ZY the house's own lottery (自营: the platform's
 * own classic games, vendor TCG); ELOTT, the mode of a brand whose e-lottery section holds the
 * lottery cards, lists the lottery and the electronic lottery; SEA the South-East Asian lottery
 * (vendor TCG_SEA, the /seaLottery page).
 */
export type LotteryPrizeMode =
  /** The electronic lottery: games of types LOTT and ELOTT. */
  | 'ELOTT'
  /** The lottery: games of type LOTT. */
  | 'LOTT'
  /** The South-East Asian lottery: the games of vendor TCG_SEA. */
  | 'SEA'
  /** The house's own lottery: games of type LOTT of the platform's own vendor (TCG). */
  | 'ZY';

/** Which announcements to mark read. */
export type MarkAgentAnnouncementsReadInput = {
  /** Or every announcement. */
  all?: InputMaybe<Scalars['Boolean']['input']>;
  /** These ids (1 to 100). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** Which messages to mark read: ids, or all. */
export type MarkInboxReadInput = {
  /** Every message of the inbox instead of ids. */
  all?: InputMaybe<Scalars['Boolean']['input']>;
  /** The messages to mark read (1 to 100). */
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
};

/** How a marketing message reaches the member. */
export type MarketingChannel =
  /** E-mail. */
  | 'EMAIL'
  /** A phone call. */
  | 'PHONE'
  /** Push notifications of the installed app. */
  | 'PUSH'
  /** Messages in the member's inbox and pop-ups on the site. */
  | 'SITE'
  /** Text message. */
  | 'SMS';

/** One product on one channel. */
export type MarketingConsent = {
  __typename?: 'MarketingConsent';
  /** The channel. */
  channel: MarketingChannel;
  /** The member allows it. */
  granted: Scalars['Boolean']['output'];
  /** The product. */
  product: MarketingProduct;
  /** When the member last changed it (null: never, so it is off). */
  updatedAt?: Maybe<Scalars['Timestamp']['output']>;
};

/** A change the member made. */
export type MarketingConsentChange = {
  __typename?: 'MarketingConsentChange';
  /** From which network address, as the platform recorded it. */
  address?: Maybe<Scalars['String']['output']>;
  /** When. */
  at: Scalars['Timestamp']['output'];
  /** The channel. */
  channel: MarketingChannel;
  /** Turned on (true) or off. */
  granted: Scalars['Boolean']['output'];
  /** The product. */
  product: MarketingProduct;
};

/** One product on one channel, on or off. */
export type MarketingConsentInput = {
  /** The channel. */
  channel: MarketingChannel;
  /** Allowed. */
  granted: Scalars['Boolean']['input'];
  /** The product. */
  product: MarketingProduct;
};

/** The pairs to change. */
export type MarketingConsentsInput = {
  /** 1 to 15, each pair once. */
  consents: Array<MarketingConsentInput>;
};

/** The member's marketing preferences. */
export type MarketingPreferences = {
  __typename?: 'MarketingPreferences';
  /** Every product on every channel, products first, in a fixed order. */
  consents: Array<MarketingConsent>;
  /** The changes, newest first (at most 100). */
  history: Array<MarketingConsentChange>;
  /** Marketing reaches the member now: false while self-excluded, in a time-out or closed, whatever they allow. */
  receives: Scalars['Boolean']['output'];
};

/** The answer of setMarketingConsents. */
export type MarketingPreferencesPayload = MutationPayload & {
  __typename?: 'MarketingPreferencesPayload';
  /** Why not. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
  /** The preferences as now stored (null when refused). */
  preferences?: Maybe<MarketingPreferences>;
};

/** What a marketing message is about. */
export type MarketingProduct =
  /** Casino games: slots, live casino, fishing, mini games and the like. */
  | 'CASINO'
  /** The lottery. */
  | 'LOTTERY'
  /** Sports and esports betting. */
  | 'SPORTS';

/** A member account as the portal shows it. */
export type Member = {
  __typename?: 'Member';
  /** The username. */
  account: Scalars['String']['output'];
  /** An agent's affiliate (invitation) code. */
  affiliateCode?: Maybe<Scalars['String']['output']>;
  /** The avatar image's address, when the member has one (the portal falls back to its own image). */
  avatarUrl?: Maybe<Scalars['String']['output']>;
  /** The e-mail address, masked by the platform. */
  email?: Maybe<Scalars['String']['output']>;
  /** Whether this session is the account's first login (first-login action, execution F announcements). */
  firstTimeLogin: Scalars['Boolean']['output'];
  /** The platform's account id. */
  id: Scalars['ID']['output'];
  /** Whether the account is an agent (agent centre, downline). */
  isAgent: Scalars['Boolean']['output'];
  /** Whether the account is a trial account (no real-money play, no member centre). */
  isTrial: Scalars['Boolean']['output'];
  /**
   * The documents (terms, privacy policy) whose version in force the member has not accepted: the
   * portal asks before anything else. Empty on a platform that keeps no versions (our extension).
   */
  legalPending: Array<LegalDocumentKind>;
  /**
   * The products whose marketing the member allows on the site (inbox messages and pop-ups): a
   * marketing pop-up of another product is not shown to them. Null on a platform that keeps no
   * consents (nothing is filtered).
   */
  marketingSite?: Maybe<Array<MarketingProduct>>;
  /** The mobile number, masked by the platform. */
  mobile?: Maybe<Scalars['String']['output']>;
  /** The display name, when set. */
  nickname?: Maybe<Scalars['String']['output']>;
  /**
   * Whether changing the password asks for the current one. False for a short while right after a
   * password login that must change it (the brand's default password, or an expired one), when the
   * platform lets that session change it without (our extension); true otherwise, and always on a
   * platform that does not say.
   */
  oldPasswordNeeded: Scalars['Boolean']['output'];
  /** When the account last logged in before this session began; null on a first login. */
  previousLoginTime?: Maybe<Scalars['Timestamp']['output']>;
  /** When the account was created. */
  registeredAt?: Maybe<Scalars['Timestamp']['output']>;
  /** The platform's account type code. */
  type: Scalars['Int']['output'];
};

/** A member-centre page's red count badge. */
export type MemberBadge = {
  __typename?: 'MemberBadge';
  /** How many new things it has (above zero; pages with nothing new are left out). */
  count: Scalars['Int']['output'];
  /** The member-centre page it belongs to, by its path name: messageV2 (later rewardCenter, missionLeaderboard). */
  section: Scalars['String']['output'];
};

/** A member's profile. Any field may be empty until the member fills it in. */
export type MemberProfile = {
  __typename?: 'MemberProfile';
  /** The postal address. */
  address?: Maybe<Scalars['String']['output']>;
  /** The birthday, yyyy-MM-dd. */
  birthday?: Maybe<Scalars['String']['output']>;
  /** Where the member's money comes from. */
  incomeSource?: Maybe<IncomeSource>;
  /** The nationality as an ISO 3166-1 alpha-2 code (KR, VN, ...). */
  nationality?: Maybe<Scalars['String']['output']>;
  /** The display name. */
  nickname?: Maybe<Scalars['String']['output']>;
  /** The occupation. */
  occupation?: Maybe<Scalars['String']['output']>;
  /** The real name, as on the member's bank account; every bank card's account name must be this. */
  realName?: Maybe<Scalars['String']['output']>;
  /** The Telegram username, without the leading @. */
  telegram?: Maybe<Scalars['String']['output']>;
  /** The Zalo account (a phone number, digits only). */
  zalo?: Maybe<Scalars['String']['output']>;
};

/** Minutes to set. */
export type MinutesInput = {
  /** 1 to 1440; null removes the session limit, or returns to the brand's reality-check interval. */
  minutes?: InputMaybe<Scalars['Int']['input']>;
};

export type Mission = {
  __typename?: 'Mission';
  claimableMilestones: Scalars['Int']['output'];
  endsAt: Scalars['Timestamp']['output'];
  /** The game type whose bets count (null: every game). */
  gameType?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  milestoneCount: Scalars['Int']['output'];
  /** The member's valid bets in the mission. */
  progress: Scalars['MinorUnits']['output'];
  reachedMilestones: Scalars['Int']['output'];
  startsAt: Scalars['Timestamp']['output'];
  /** The last milestone's target. */
  target: Scalars['MinorUnits']['output'];
  title: Scalars['String']['output'];
};

export type MissionDetail = {
  __typename?: 'MissionDetail';
  id: Scalars['ID']['output'];
  leaderboard: Array<LeaderboardRow>;
  milestones: Array<MissionMilestone>;
  /** The member's own rank (null before any counted bet). */
  myRank?: Maybe<Scalars['Int']['output']>;
  myValue: Scalars['MinorUnits']['output'];
  progress: Scalars['MinorUnits']['output'];
  title: Scalars['String']['output'];
};

export type MissionMilestone = {
  __typename?: 'MissionMilestone';
  claimed: Scalars['Boolean']['output'];
  reached: Scalars['Boolean']['output'];
  reward: Scalars['MinorUnits']['output'];
  step: Scalars['Int']['output'];
  target: Scalars['MinorUnits']['output'];
};

export type MissionRewardInput = {
  missionId: Scalars['ID']['input'];
  step: Scalars['Int']['input'];
};

export type MissionRewardPayload = MutationPayload & {
  __typename?: 'MissionRewardPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  reward?: Maybe<Scalars['MinorUnits']['output']>;
};

/** A mobile number with its country dialing code. */
export type MobileInput = {
  /** The country dialing code, such as 82. */
  countryDialingCode: Scalars['String']['input'];
  /** The number without the country code. */
  mobileNum: Scalars['String']['input'];
};

/** One movement of the member's money: one line on one of the member's wallets. */
export type Movement = {
  __typename?: 'Movement';
  /** Signed: positive came into the wallet, negative went out. */
  amount: Scalars['MinorUnits']['output'];
  /** Withdrawals: the bank of the card paid to. */
  bankName?: Maybe<Scalars['String']['output']>;
  /** Player transfers: the other player's username. */
  counterparty?: Maybe<Scalars['String']['output']>;
  /** Wallet transfers: the wallet the money left (null: main). */
  fromWallet?: Maybe<Scalars['String']['output']>;
  /** Bets and wins: the game's name in the request language. */
  gameName?: Maybe<Scalars['String']['output']>;
  /** Bets and wins: the game type. */
  gameType?: Maybe<Scalars['String']['output']>;
  /** Unique per movement. */
  id: Scalars['ID']['output'];
  /** What it is, precisely. */
  kind: MovementKind;
  /** Deposits: the payment method's bank type (PAYID, BTC…). */
  method?: Maybe<Scalars['String']['output']>;
  /** The record it belongs to, such as withdrawal:12 (for support). */
  reference?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  status: TransactionStatus;
  /** When it was posted. */
  time: Scalars['Timestamp']['output'];
  /** Wallet transfers: the wallet the money went to (null: main). */
  toWallet?: Maybe<Scalars['String']['output']>;
  /** Its group (the type filter). */
  type: TransactionType;
  /** Bets and wins: the vendor code. */
  vendor?: Maybe<Scalars['String']['output']>;
  /** The vendor whose wallet it moved (transfer mode); null for the main wallet. */
  wallet?: Maybe<Scalars['String']['output']>;
};

/** The precise kind of a movement (finer than TransactionType). */
export type MovementKind =
  /** An operator's adjustment. */
  | 'ADJUSTMENT'
  /** A stake. */
  | 'BET'
  /** A bonus. */
  | 'BONUS'
  /** A bonus's balance given back: forfeited or expired before its turnover was met. */
  | 'BONUS_FORFEIT'
  /** A bonus's balance turned to cash: its turnover was met (the bonus wallet, docs/decisions/067). */
  | 'BONUS_RELEASE'
  /** A paid deposit. */
  | 'DEPOSIT'
  /** A jackpot pool paid to the member (the round that won it is the reference; docs/decisions/064). */
  | 'JACKPOT_WIN'
  /** The balance an account started with. */
  | 'OPENING'
  /** Received from another player. */
  | 'PLAYER_TRANSFER_IN'
  /** Sent to another player. */
  | 'PLAYER_TRANSFER_OUT'
  /** Points converted to money. */
  | 'POINTS'
  /** A rebate. */
  | 'REBATE'
  /** A tournament's buy-in (the run is the reference; docs/decisions/066). */
  | 'TOURNAMENT_BUYIN'
  /** A tournament's cash prize (the run is the reference). */
  | 'TOURNAMENT_PRIZE'
  /** Between the member's main wallet and a vendor's wallet. */
  | 'WALLET_TRANSFER'
  /** A payout. */
  | 'WIN'
  /** A withdrawal put on hold. */
  | 'WITHDRAW_HOLD'
  /** A held withdrawal paid out (never a wallet movement itself: its money left at the hold). */
  | 'WITHDRAW_PAID'
  /** A rejected withdrawal returned to the wallet. */
  | 'WITHDRAW_REFUND';

/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Accepts the versions in force that the member was shown (one per kind at most). A version that is
   * no longer (or not yet) in force is VERSION_OUTDATED on `documents`; one that does not exist,
   * NOT_FOUND. Accepting again what is accepted changes nothing.
   */
  acceptLegalDocuments: AcceptLegalDocumentsPayload;
  /**
   * Adds a bank card: a bank of the brand's list, the account number, the account name (the real name:
   * CARD_NAME_MISMATCH otherwise; a member without a real name sets it with the first card), and the
   * payment password. CARD_LIMIT at the brand's limit. Sent encrypted.
   */
  addBankCard: FormPayload;
  /** Writes again in a complaint (not once it is closed: STATE_CONFLICT). */
  addComplaintMessage: ComplaintPayload;
  /**
   * Marks a game as a favourite of the logged-in member. Adding one that is already a favourite
   * answers ok (idempotent). Errors: SESSION_ENDED (no login), NOT_FOUND on gameId (no such game),
   * FAVORITE_LIMIT (the member has the most favourites the platform keeps), NOT_AVAILABLE (the
   * brand's favourites are switched off).
   */
  addFavoriteGame: FavoritePayload;
  /** Accepts or rejects what waits for the account: an offer, or a termination the other side asked. */
  answerContract: ContractPayload;
  /** Answers a safer-gambling prompt; the answer is kept (the prompt is not put again until it is due again). */
  answerSaferGamblingPrompt: SaferGamblingAnswerPayload;
  /**
   * Binds the mobile number or e-mail address the code was sent to, proven by the login password
   * (OLD_PASSWORD_WRONG on loginPassword; TOO_MANY_REQUESTS after 5 wrong passwords in 15 minutes;
   * CODE_WRONG when the code is wrong, used, expired, or was asked for by another account). The
   * contacts bound before are told of the change, and the payment password cannot be reset by a code
   * for 24 hours. Sent encrypted.
   */
  bindContact: FormPayload;
  /**
   * Cancels a pending deposit of the member (nothing was credited). A deposit already paid or
   * declined answers STATE_CONFLICT.
   */
  cancelDeposit: DepositPayload;
  /** Changes the logged-in member's password. Other sessions of the account end; this one stays. */
  changePassword: FormPayload;
  /**
   * Changes the payment password with the old one (PAYMENT_PASSWORD_WRONG on oldPaymentPassword;
   * TOO_MANY_REQUESTS after 5 wrong payment passwords in 15 minutes). Sent encrypted.
   */
  changePaymentPassword: FormPayload;
  /** Claims a reached mission milestone's reward, once. */
  claimMissionReward: MissionRewardPayload;
  /** Claims a promotion's bonus, paid once (a repeat pays nothing more): into the main wallet, or as a bonus-wallet bonus when the brand keeps one and the promotion asks a turnover (docs/decisions/067). */
  claimPromotion: PromotionPayload;
  /** Draws a raffle promotion's prize, once. */
  claimRaffle: PromotionPayload;
  /** Claims the rebate earned since the last claim, once. */
  claimRebate: RebateClaimPayload;
  /**
   * Closes the account at once, for good: every session ends (this one too), and logins, deposits,
   * stakes and bonuses are refused after it; the balance is paid out through customer service.
   */
  closeAccount: CloseAccountPayload;
  /** Completes a login that asked for a second step; the session becomes usable. */
  completeSecondStep: LoginPayload;
  /**
   * The member's answer for a paid withdrawal: received, not received (with a proof image), or
   * received for every one still awaiting an answer. No money moves; "not received" opens a dispute
   * for the operator.
   */
  confirmReceipt: ReceiptPayload;
  /**
   * Converts points to money in the main wallet at the brand's rate: the points debit and the money
   * credit each happen once. Needs the payment password; the platform call is sealed. A repeat with
   * the same requestId converts once.
   */
  convertPoints: ConvertPointsPayload;
  /**
   * Asks to deposit with one of the brand's methods: a pending deposit whose next step depends on
   * its kind (open paymentUrl, scan qrImageUrl, send to walletAddress, or transfer to account). A
   * repeat with the same requestId answers the same deposit.
   */
  createDeposit: DepositPayload;
  /**
   * Opens a download of a ready archive after a fresh check of the login password: a link for one
   * download within five minutes. OLD_PASSWORD_WRONG on a wrong password.
   */
  dataExportLink: DataExportLinkPayload;
  /**
   * Deletes messages from the member's inbox (a message to all stays for every other member). A
   * deleted unread message no longer counts as unread. One listed id the member does not see is NOT_FOUND.
   */
  deleteInboxMessages: InboxChangePayload;
  /** Ends another of the member's sessions (this one ends by logging out). */
  endSession: FormPayload;
  /**
   * Files a complaint about one of the member's records (or the service): its text (1 to 2,000
   * characters) and at most 3 images (png or jpg of at most 5 MB each, as feedback). A record that is
   * not the member's is NOT_FOUND on `ref`. `requestId` makes a repeat file nothing twice.
   */
  fileComplaint: ComplaintPayload;
  /**
   * Gives up the member's active bonus (the bonus wallet, docs/decisions/067): what it holds goes back
   * to the brand and the next waiting bonus starts. `id` is the bonus the page showed; another one
   * active now answers BONUS_CHANGED and forfeits nothing. `requestId` (one per form) makes a repeat
   * (a double click, the form posted again) answer what the first forfeit moved, moving nothing.
   */
  forfeitBonus: ForfeitBonusPayload;
  /** Begins a guest free-play session (a trial account) when the brand offers free play. */
  freePlay: FreePlayPayload;
  /** The upline issues a dividend that is due. */
  issueDividend: ContractPayload;
  /** Joins a promotion (applications wait for the operator; turnover promotions start counting bets). */
  joinPromotion: PromotionPayload;
  /**
   * Enters an OPT_IN or BUY_IN run that has not ended (a buy-in is taken from the main wallet):
   * NOT_FOUND, TOURNAMENT_ENDED, TOURNAMENT_AUTOMATIC, EXCLUDED, INSUFFICIENT_BALANCE, or a
   * verification gate's code. Joining twice changes nothing.
   */
  joinTournament: JoinTournamentPayload;
  /**
   * Opens the member's conversation with customer service (CBS_launchChat, with b2c 1 and template
   * v2): a fresh chat URL bound to the member's conversation. Refusals: NOT_AVAILABLE when the
   * chat is off; visitors get SESSION_ENDED.
   */
  launchChat: LaunchChatPayload;
  /**
   * Starts a game and answers the address of its page. Real money (accountType 1) needs a logged-in
   * real account; a free trial (play money, no ledger effect) is open to everyone: a guest's goes
   * through the platform's trial launch without a session. The player's language is always sent, so
   * the game opens in it. The same `requestId` answers the same game session again (one tap, one
   * session). The address is checked: a path on the portal's own origin under /rgs/ or an address on
   * one of the brand's configured game origins; anything else is refused (GAME_UNAVAILABLE).
   */
  launchGame: LaunchGamePayload;
  /**
   * Opens a lottery game for the logged-in member: launchGame with launchMode LOTT, real money only,
   * device WEB, the lottery's area (VN, SEA or GLOBAL by vendor), prize mode, the betting view and
   * the game code, in the member's language. Answers the lottery page's address, checked like
   * launchGame's. Errors as launchGame's: LOGIN_REQUIRED, SESSION_ENDED, TRIAL_ACCOUNT,
   * GAME_NOT_FINISHED (#734), SYSTEM_BUSY (#727), GAME_UNAVAILABLE, INVALID_INPUT.
   */
  launchLottery: LaunchGamePayload;
  /**
   * Logs in with a username and password. The session itself goes into the sealed session cookie;
   * the answer never contains the platform token.
   */
  login: LoginPayload;
  /** Logs in with a mobile number and the SMS code sent to it (verification-code login). */
  loginBySms: LoginPayload;
  /**
   * Signs in with a Firebase ID token from Google or Facebook sign-in. The platform verifies the
   * token's signature against the brand's keys; a first sign-in creates the member account.
   */
  loginWithSocial: LoginPayload;
  /** Ends the session on the platform and clears the session cookie. */
  logout: Scalars['Boolean']['output'];
  /**
   * Marks announcements for agents read for the logged-in agent: the ones listed, or all with
   * all: true. Reading one again changes nothing. One listed id that does not exist is NOT_FOUND.
   */
  markAgentAnnouncementsRead: AgentAnnouncementsReadPayload;
  /**
   * Marks messages read: the ones listed, or every message the member sees with all: true. Marking a
   * read message again changes nothing. One listed id the member does not see is NOT_FOUND.
   */
  markInboxRead: InboxChangePayload;
  /** An agent offers a contract to a direct downline. */
  offerContract: ContractPayload;
  /**
   * Redeems points for a reward: the stock, the points and the exchange record change together or
   * not at all. Needs the payment password; the platform call is sealed. A repeat with the same
   * requestId redeems once.
   */
  redeemPointReward: RedeemPointRewardPayload;
  /**
   * Registers a member with a username (the fields the brand enables) and logs them in. The page
   * adds registerUrl; registerMethod is always WEB.
   */
  register: FormPayload;
  /**
   * Opens an account directly under the logged-in agent (registerCenter): a member or an agent, as
   * the agent's policy allows; the brand's registration field rules apply; each product's rebate
   * may not exceed the agent's own (ABOVE_MAXIMUM on the field "rebates.<product>"). The new
   * account is not logged in. NOT_AVAILABLE for anyone but an agent.
   */
  registerDownline: RegisterDownlinePayload;
  /** Removes a bank card with the payment password (NOT_FOUND when the card is not the member's). Sent encrypted. */
  removeBankCard: FormPayload;
  /**
   * Removes a game from the logged-in member's favourites; removing one that is not a favourite
   * answers ok (idempotent). Errors: SESSION_ENDED, NOT_AVAILABLE.
   */
  removeFavoriteGame: FavoritePayload;
  /** Either side asks to end a contract in force; the other side answers. */
  requestContractTermination: ContractPayload;
  /**
   * Asks for an archive of the member's data, prepared in the background. While one is being
   * prepared, answers that one. TOO_MANY_REQUESTS beyond three a day.
   */
  requestDataExport: DataExportPayload;
  /**
   * Closes the account for good and erases its personal data once the brand's retention period for
   * money records has passed. Needs the login password; refused while money is left (BALANCE_REMAINING).
   */
  requestErasure: ErasurePayload;
  /** Asks for a password-reset e-mail (the same answer whether or not the username and address match). */
  requestPasswordReset: FormPayload;
  /**
   * Asks for a withdrawal to one of the member's bank cards. The amount is held at once; the
   * operator then pays or rejects it (a brand may pay at once). Needs the payment password; the
   * platform call is sealed. A repeat with the same requestId moves money once.
   */
  requestWithdrawal: WithdrawalPayload;
  /** Sets a new password with the token from a reset e-mail. Every session of the account ends. */
  resetPassword: FormPayload;
  /**
   * Sets a new password with a code sent to the account's mobile number (sendLoginCode sends it).
   * Every session of the account ends.
   */
  resetPasswordByPhone: FormPayload;
  /**
   * Sets a new payment password with the code from sendPaymentPasswordCode: only in place of one that
   * is set (PAYMENT_PASSWORD_NOT_SET), and not within 24 hours of a change of the mobile number or
   * e-mail address (STATE_CONFLICT). Sent encrypted.
   */
  resetPaymentPassword: FormPayload;
  /**
   * Sends a code to a new mobile number or e-mail address, to bind it to the account (TAKEN when
   * another account holds the number or it is already the member's; TOO_MANY_REQUESTS: 3 per 10 minutes).
   */
  sendContactCode: CodeSentPayload;
  /**
   * Sends feedback: the content (1 to 140 characters) and at most 3 images, each a png or jpg of at
   * most 5 MB as Base64 (or a data URL). The gateway checks the count, each image's length before
   * decoding and its first bytes; the platform checks everything again and keeps the images.
   * Refusals: LENGTH or REQUIRED on content, FILE_INVALID on images.
   */
  sendFeedback: FeedbackPayload;
  /** Sends a login code by SMS to a mobile number (the same answer for numbers without an account). */
  sendLoginCode: CodeSentPayload;
  /**
   * Sends a code to the member's bound phone (SMS) or e-mail (EMAIL) to reset the payment password
   * (INVALID_INPUT on channel when none is bound; PAYMENT_PASSWORD_NOT_SET when there is none to
   * reset; STATE_CONFLICT within 24 hours of a change of the mobile number or e-mail address).
   */
  sendPaymentPasswordCode: CodeSentPayload;
  /** Sends a registration code by SMS to a mobile number that has no account yet. */
  sendRegisterCode: CodeSentPayload;
  /** Sends the code of the second login step by SMS or e-mail (to the account's own number or address). */
  sendSecondStepCode: CodeSentPayload;
  /**
   * Sets, lowers, raises or removes one limit. A new or lower limit applies at once; a higher one or
   * a removal waits the brand's cooling-off (see the returned limit's pendingEffectiveAt).
   */
  setGamblingLimit: GamblingLimitPayload;
  /**
   * Turns marketing of some products on some channels on or off (1 to 15 pairs, each once). Only
   * what changes is recorded. NOT_AVAILABLE on a platform without consents.
   */
  setMarketingConsents: MarketingPreferencesPayload;
  /**
   * Sets the first payment password, proven by the login password (OLD_PASSWORD_WRONG on
   * loginPassword; STATE_CONFLICT when one is already set). Sent encrypted.
   */
  setPaymentPassword: FormPayload;
  /**
   * Keeps the member's wins off public lists (the winner board, a jackpot's winners: docs/decisions/064),
   * or shows them there again with the name masked. NOT_AVAILABLE on a platform without the choice.
   */
  setPublicWins: PublicWinsPayload;
  /** Turns kinds on or off (the others stay as they were). */
  setPushPreferences: PushSettingsPayload;
  /** Sets the reality-check interval (null: the brand's default), at once. */
  setRealityCheck: RealityCheckPayload;
  /**
   * Sets, shortens, lengthens or removes the session time limit: shorter at once (a session already
   * past it ends), longer or removed after the brand's cooling-off.
   */
  setSessionLimit: SessionLimitPayload;
  /**
   * Starts a time-out or self-exclusion at once: every session of the member ends (this one too),
   * and logins, deposits, stakes and bonuses are refused until it ends. It cannot be shortened.
   */
  startExclusion: ExclusionPayload;
  /**
   * A browser's subscription (PushSubscription's endpoint and keys), in the page's language. An
   * endpoint that is not https, or keys that are not a P-256 key and a 16-byte secret: INVALID_INPUT.
   */
  subscribePush: PushSettingsPayload;
  /** Transfer mode: moves every vendor wallet's whole balance back to the main wallet. */
  transferAllToMain: TransferPayload;
  /**
   * Transfer mode: moves an amount between the member's main wallet ("MAIN") and a vendor's wallet,
   * either way. Repeating a requestId moves nothing more.
   */
  transferBetweenWallets: TransferPayload;
  /**
   * Sends money from the main wallet to another player: the upline, or for agents an account of
   * their downline. Needs the payment password.
   */
  transferToPlayer: TransferPayload;
  /** Forgets a browser's subscription (the browser unsubscribed). */
  unsubscribePush: PushSettingsPayload;
  /**
   * Saves the profile: every field the brand shows (the others are ignored); an empty one is cleared
   * unless required (REQUIRED). The real name cannot change once set (INVALID_INPUT on realName).
   */
  updateProfile: FormPayload;
  /**
   * Sends one document: a PNG, JPEG or PDF of at most 10 MB as Base64 (or a data URL). The platform
   * checks it by its content, stores images without their metadata and refuses a PDF with scripts,
   * actions or attachments. A retry with the same requestId stores nothing twice. Refusals:
   * FILE_INVALID, DOCUMENT_IN_REVIEW, DOCUMENT_ACCEPTED, DOCUMENT_NOT_NEEDED, INVALID_INPUT
   * (requestId), NOT_AVAILABLE (the platform does not verify identity).
   */
  uploadVerificationDocument: VerificationDocumentPayload;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationAcceptLegalDocumentsArgs = {
  input: AcceptLegalDocumentsInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationAddBankCardArgs = {
  input: AddBankCardInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationAddComplaintMessageArgs = {
  input: ComplaintMessageInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationAddFavoriteGameArgs = {
  gameId: Scalars['ID']['input'];
  gameType?: InputMaybe<Scalars['String']['input']>;
  vendor?: InputMaybe<Scalars['String']['input']>;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationAnswerContractArgs = {
  input: AnswerContractInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationAnswerSaferGamblingPromptArgs = {
  input: SaferGamblingAnswerInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationBindContactArgs = {
  input: BindContactInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationCancelDepositArgs = {
  id: Scalars['ID']['input'];
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationChangePaymentPasswordArgs = {
  input: ChangePaymentPasswordInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationClaimMissionRewardArgs = {
  input: MissionRewardInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationClaimPromotionArgs = {
  input: PromotionInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationClaimRaffleArgs = {
  input: PromotionInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationCloseAccountArgs = {
  input: CloseAccountInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationCompleteSecondStepArgs = {
  input: SecondStepInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationConfirmReceiptArgs = {
  input: ReceiptInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationConvertPointsArgs = {
  input: ConvertPointsInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationCreateDepositArgs = {
  input: CreateDepositInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationDataExportLinkArgs = {
  input: DataExportLinkInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationDeleteInboxMessagesArgs = {
  input: DeleteInboxMessagesInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationEndSessionArgs = {
  id: Scalars['ID']['input'];
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationFileComplaintArgs = {
  input: FileComplaintInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationForfeitBonusArgs = {
  id: Scalars['ID']['input'];
  requestId: Scalars['String']['input'];
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationIssueDividendArgs = {
  input: IssueDividendInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationJoinPromotionArgs = {
  input: PromotionInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationJoinTournamentArgs = {
  code: Scalars['String']['input'];
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationLaunchChatArgs = {
  input: LaunchChatInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationLaunchGameArgs = {
  input: LaunchGameInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationLaunchLotteryArgs = {
  input: LaunchLotteryInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationLoginArgs = {
  input: LoginInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationLoginBySmsArgs = {
  input: SmsLoginInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationLoginWithSocialArgs = {
  input: SocialLoginInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationMarkAgentAnnouncementsReadArgs = {
  input: MarkAgentAnnouncementsReadInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationMarkInboxReadArgs = {
  input: MarkInboxReadInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationOfferContractArgs = {
  input: OfferContractInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationRedeemPointRewardArgs = {
  input: RedeemPointRewardInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationRegisterArgs = {
  input: RegisterInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationRegisterDownlineArgs = {
  input: RegisterDownlineInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationRemoveBankCardArgs = {
  input: RemoveBankCardInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationRemoveFavoriteGameArgs = {
  gameId: Scalars['ID']['input'];
  gameType?: InputMaybe<Scalars['String']['input']>;
  vendor?: InputMaybe<Scalars['String']['input']>;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationRequestContractTerminationArgs = {
  input: ContractRefInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationRequestErasureArgs = {
  input: ErasureInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationRequestPasswordResetArgs = {
  input: PasswordResetRequestInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationRequestWithdrawalArgs = {
  input: WithdrawalInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationResetPasswordArgs = {
  input: PasswordResetInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationResetPasswordByPhoneArgs = {
  input: PhonePasswordResetInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationResetPaymentPasswordArgs = {
  input: ResetPaymentPasswordInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSendContactCodeArgs = {
  input: ContactInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSendFeedbackArgs = {
  input: FeedbackInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSendLoginCodeArgs = {
  input: MobileInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSendPaymentPasswordCodeArgs = {
  channel: ContactChannel;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSendRegisterCodeArgs = {
  input: MobileInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSendSecondStepCodeArgs = {
  method: SecondStepMethod;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSetGamblingLimitArgs = {
  input: GamblingLimitInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSetMarketingConsentsArgs = {
  input: MarketingConsentsInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSetPaymentPasswordArgs = {
  input: SetPaymentPasswordInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSetPublicWinsArgs = {
  input: PublicWinsInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSetPushPreferencesArgs = {
  input: PushPreferencesInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSetRealityCheckArgs = {
  input: MinutesInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSetSessionLimitArgs = {
  input: MinutesInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationStartExclusionArgs = {
  input: ExclusionInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationSubscribePushArgs = {
  input: PushSubscriptionInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationTransferAllToMainArgs = {
  input: AllToMainInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationTransferBetweenWalletsArgs = {
  input: WalletTransferInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationTransferToPlayerArgs = {
  input: PlayerTransferInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationUnsubscribePushArgs = {
  endpoint: Scalars['String']['input'];
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationUpdateProfileArgs = {
  input: ProfileInput;
};


/** Changes to the visitor's session. A document may hold at most one of these fields. */
export type MutationUploadVerificationDocumentArgs = {
  input: VerificationDocumentInput;
};

/** The answer of every mutation: whether it went through and, when not, why. */
export type MutationPayload = {
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** The member's data requests. */
export type MyData = {
  __typename?: 'MyData';
  /** The erasure request, if any. */
  erasure?: Maybe<DataErasure>;
  /** Hours an archive stays downloadable. */
  exportHours: Scalars['Int']['output'];
  /** The latest archives, newest first. */
  exports: Array<DataExport>;
  /** Whether the member keeps their wins off public lists; null on a platform without the choice. */
  hidesPublicWins?: Maybe<Scalars['Boolean']['output']>;
  /** Days money records are kept after an erasure request before personal data is erased. */
  retentionDays: Scalars['Int']['output'];
};

/** Money paid in less money paid out, as the safer-gambling display shows it on the account page. */
export type NetDeposits = {
  __typename?: 'NetDeposits';
  /** Over the last twelve months (since `since`). */
  last12Months: Scalars['MinorUnits']['output'];
  /** Since the account opened. */
  lifetime: Scalars['MinorUnits']['output'];
  /** Where the twelve months start. */
  since: Scalars['Timestamp']['output'];
};

/** A short notice shown in the marquee and, whole, in the notice dialog. */
export type Notice = {
  __typename?: 'Notice';
  /** Full text for the notice dialog. */
  content: Scalars['String']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** When it was published. */
  timestamp: Scalars['Timestamp']['output'];
  /** One-line title for the marquee. */
  title: Scalars['String']['output'];
};

/** An offer. */
export type OfferContractInput = {
  /** The direct downline's username. */
  downline: Scalars['String']['input'];
  kind: ContractKind;
  /** Real-time salary. */
  lossRateBasisPoints?: InputMaybe<Scalars['Int']['input']>;
  /** Dividends: D, W, H or M. */
  period?: InputMaybe<ContractPeriod>;
  /** Real-time salary. */
  singleBetAmount?: InputMaybe<Scalars['MinorUnits']['input']>;
  /** Dividend, daily and hourly salary: 1 to 10 tiers. */
  tiers?: InputMaybe<Array<ContractTierInput>>;
  /** Real-time salary. */
  winRateBasisPoints?: InputMaybe<Scalars['Int']['input']>;
};

/** What the reset-password form sends. */
export type PasswordResetInput = {
  /** The new password again. */
  confirmNewPassword: Scalars['String']['input'];
  /** The new password. */
  newPassword: Scalars['String']['input'];
  /** The token from the reset e-mail. */
  token: Scalars['String']['input'];
};

/** What the forgot-password form (mail method) sends. */
export type PasswordResetRequestInput = {
  /** The account's e-mail address. */
  email: Scalars['String']['input'];
  /** The username. */
  username: Scalars['String']['input'];
};

/** A bank card a withdrawal is paid to, as members see it. */
export type PayoutCard = {
  __typename?: 'PayoutCard';
  /** The name on the account. */
  accountName: Scalars['String']['output'];
  /** The bank's name. */
  bankName: Scalars['String']['output'];
  /** The card's id (WithdrawalInput.cardId). */
  id: Scalars['ID']['output'];
  /** The account number with all but its last four digits hidden. */
  maskedNumber: Scalars['String']['output'];
};

/** What the phone method of the forgot-password form sends. */
export type PhonePasswordResetInput = {
  /** The new password again. */
  confirmNewPassword: Scalars['String']['input'];
  /** The country dialing code, such as 82. */
  countryDialingCode: Scalars['String']['input'];
  /** The number without the country code. */
  mobileNum: Scalars['String']['input'];
  /** The new password. */
  newPassword: Scalars['String']['input'];
  /** The 6-digit code from the SMS. */
  verificationCode: Scalars['String']['input'];
};

/** This login session: when it began, when its time limit ends it and what it played. */
export type PlaySession = {
  __typename?: 'PlaySession';
  /** When the session time limit ends the session (null: no limit). */
  endsAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Payouts minus stakes since the login (negative: a loss). */
  net: Scalars['MinorUnits']['output'];
  /** Minutes between reality checks (the member's choice or the brand's default); null: the brand offers none. */
  realityCheckMinutes?: Maybe<Scalars['Int']['output']>;
  /** Rounds played since the login. */
  rounds: Scalars['Int']['output'];
  /** Stakes of the rounds played since the login. */
  stakes: Scalars['MinorUnits']['output'];
  /** When the member logged in. */
  startedAt: Scalars['Timestamp']['output'];
};

/** A player protection in force on an account (responsible gaming). */
export type PlayerProtection =
  /** The account was closed at the player's request. */
  | 'CLOSED'
  /** A self-exclusion (6 months or more, or for good). */
  | 'SELF_EXCLUSION'
  /** A time-out (24 hours to 6 weeks). */
  | 'TIMEOUT';

/** A transfer between the member and another player. */
export type PlayerTransfer = {
  __typename?: 'PlayerTransfer';
  /** The amount moved. */
  amount: Scalars['MinorUnits']['output'];
  /** When it was credited. */
  completedAt?: Maybe<Scalars['Timestamp']['output']>;
  /** When it was sent. */
  createdAt: Scalars['Timestamp']['output'];
  /** Sent or received. */
  direction: TransferDirection;
  /** The transfer's id. */
  id: Scalars['ID']['output'];
  /** The other player. */
  party: TransferParty;
  /** Where it is. */
  status: PlayerTransferStatus;
};

/** A transfer to another player. */
export type PlayerTransferInput = {
  /** The amount, more than zero, within the brand's limits. */
  amount: Scalars['MinorUnits']['input'];
  /** The member's payment password. */
  paymentPassword: Scalars['String']['input'];
  /** The form's idempotency key, as in WalletTransferInput. */
  requestId: Scalars['String']['input'];
  /** The recipient's username. */
  targetUsername: Scalars['String']['input'];
};

/** One page of the member's player transfers. */
export type PlayerTransferPage = {
  __typename?: 'PlayerTransferPage';
  /** The transfers of this page. */
  items: Array<PlayerTransfer>;
  /** This page (from 1). */
  page: Scalars['Int']['output'];
  /** Transfers per page. */
  pageSize: Scalars['Int']['output'];
  /** All of the member's player transfers. */
  total: Scalars['Int']['output'];
};

/** Where a player transfer is. */
export type PlayerTransferStatus =
  /** Credited to the receiver. */
  | 'COMPLETED'
  /** Taken from the sender, not yet credited to the receiver (the platform completes it shortly). */
  | 'DEBITED';

export type PointBalance = {
  __typename?: 'PointBalance';
  /** What all of them would convert to at the brand's rate. */
  convertibleAmount: Scalars['MinorUnits']['output'];
  /** The member's points (they never expire). */
  points: Scalars['Int']['output'];
};

/** A conversion: DONE once the money is in the main wallet, PENDING while it is on its way (seconds). */
export type PointConversion = {
  __typename?: 'PointConversion';
  amount: Scalars['MinorUnits']['output'];
  id: Scalars['ID']['output'];
  points: Scalars['Int']['output'];
  status: Scalars['String']['output'];
};

export type PointDetailPage = {
  __typename?: 'PointDetailPage';
  items: Array<PointMovement>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** An exchange record (the spec's columns). */
export type PointExchange = {
  __typename?: 'PointExchange';
  appliedAt: Scalars['Timestamp']['output'];
  deliveryAddress?: Maybe<Scalars['String']['output']>;
  exchangeType: PointExchangeType;
  id: Scalars['ID']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  /** Points per item. */
  pointsEach: Scalars['Int']['output'];
  /** Points taken: pointsEach × quantity. */
  pointsTotal: Scalars['Int']['output'];
  quantity: Scalars['Int']['output'];
  /** The operator's remark, when there is one. */
  remark?: Maybe<Scalars['String']['output']>;
  rewardName: Scalars['String']['output'];
  status: PointExchangeStatus;
  transactionNo: Scalars['String']['output'];
};

export type PointExchangePage = {
  __typename?: 'PointExchangePage';
  items: Array<PointExchange>;
  page: Scalars['Int']['output'];
  pageSize: Scalars['Int']['output'];
  total: Scalars['Int']['output'];
};

/** Where an exchange stands: the operator approves or rejects it (a rejection gives the points back). */
export type PointExchangeStatus =
  | 'APPROVED'
  | 'IN_PROCESS'
  | 'REJECTED';

/** The spec's exchange types. */
export type PointExchangeType =
  | 'COUPON'
  | 'GIFT'
  | 'LIFE_SERVICE';

export type PointMovement = {
  __typename?: 'PointMovement';
  /** The balance after this movement. */
  balanceAfter: Scalars['Int']['output'];
  createdAt: Scalars['Timestamp']['output'];
  id: Scalars['ID']['output'];
  /** Signed: positive came in. */
  points: Scalars['Int']['output'];
  type: PointType;
};

export type PointReward = {
  __typename?: 'PointReward';
  description: Scalars['String']['output'];
  exchangeType: PointExchangeType;
  /** Items of it the member holds now. */
  heldByMember: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** The most items one member may hold (rejected exchanges do not count); null for no limit. */
  maxPerMember?: Maybe<Scalars['Int']['output']>;
  /** The reward's name in the request language. */
  name: Scalars['String']['output'];
  /** Whether the member gives a delivery address and phone. */
  needsDelivery: Scalars['Boolean']['output'];
  /** Points per item. */
  points: Scalars['Int']['output'];
  /** Items left. */
  stock: Scalars['Int']['output'];
};

export type PointRewardList = {
  __typename?: 'PointRewardList';
  items: Array<PointReward>;
  /** The most items one redemption may ask for. */
  redeemMaxQuantity: Scalars['Int']['output'];
};

export type PointRules = {
  __typename?: 'PointRules';
  betRatios: Array<BetPointRatio>;
  convertEnabled: Scalars['Boolean']['output'];
  /** The fewest points one conversion may take. */
  convertMinPoints: Scalars['Int']['output'];
  /** What one point converts to. */
  convertRate: Scalars['MinorUnits']['output'];
  /** Conversions take a multiple of this many points. */
  convertStepPoints: Scalars['Int']['output'];
  depositRatios: Array<DepositPointRatio>;
  /** Always false: points never expire. */
  pointsExpire: Scalars['Boolean']['output'];
  /** The most items one redemption may ask for. */
  redeemMaxQuantity: Scalars['Int']['output'];
};

/** Where points came from or went: the spec's point types, and operator adjustments. */
export type PointType =
  | 'ADJUSTMENT'
  | 'DEPOSIT'
  | 'LIVE'
  | 'LOTTERY'
  | 'PVP'
  | 'REDEEM'
  | 'RNG'
  | 'SPORTS';

/** One profile field the brand shows. */
export type ProfileFieldRule = {
  __typename?: 'ProfileFieldRule';
  /** The field, named as in ProfileInput: nickname, realName, birthday, address, nationality, occupation, incomeSource, zalo or telegram. */
  field: Scalars['String']['output'];
  /** Whether it must be filled. */
  required: Scalars['Boolean']['output'];
};

/** What the profile form sends: a value (or empty) for each field the brand shows. */
export type ProfileInput = {
  /** The postal address (5 to 200 characters). */
  address?: InputMaybe<Scalars['String']['input']>;
  /** The birthday, yyyy-MM-dd; the member must be 18 or older. */
  birthday?: InputMaybe<Scalars['String']['input']>;
  /** Where the member's money comes from. */
  incomeSource?: InputMaybe<IncomeSource>;
  /** An ISO 3166-1 alpha-2 code from SecurityCentre.nationalities. */
  nationality?: InputMaybe<Scalars['String']['input']>;
  /** The display name (2 to 20 characters). */
  nickname?: InputMaybe<Scalars['String']['input']>;
  /** The occupation (2 to 50 characters). */
  occupation?: InputMaybe<Scalars['String']['input']>;
  /** The real name (2 to 50 letters, spaces, dots, apostrophes or hyphens); only while none is set. */
  realName?: InputMaybe<Scalars['String']['input']>;
  /** The Telegram username (5 to 32 letters, digits or underscores, a letter first; a leading @ is dropped). */
  telegram?: InputMaybe<Scalars['String']['input']>;
  /** The Zalo phone number (9 to 15 digits). */
  zalo?: InputMaybe<Scalars['String']['input']>;
};

/** Filters of the profit report. */
export type ProfitFilter = {
  /** First calendar day (yyyy-mm-dd, in the brand's time zone). */
  fromDate: Scalars['String']['input'];
  /** Only rounds of this game type. */
  gameType?: InputMaybe<Scalars['String']['input']>;
  /** How long each row's period is. */
  period: ProfitPeriod;
  /** The brand's time zone (IANA name such as Asia/Seoul): where a day starts. */
  timeZone: Scalars['String']['input'];
  /** Last calendar day, included. */
  toDate: Scalars['String']['input'];
};

/** A page of the profit report and the totals of the whole range. */
export type ProfitPage = {
  __typename?: 'ProfitPage';
  /** This page's rows. */
  items: Array<ProfitRow>;
  /** The page number (from 1). */
  page: Scalars['Int']['output'];
  /** The page size used. */
  pageSize: Scalars['Int']['output'];
  /** How many rows in all. */
  total: Scalars['Int']['output'];
  /** Rounds over the whole range. */
  totalBets: Scalars['Int']['output'];
  /** Stakes over the whole range. */
  totalStake: Scalars['MinorUnits']['output'];
  /** Turnover over the whole range. */
  totalTurnover: Scalars['MinorUnits']['output'];
  /** Win/loss over the whole range. */
  totalWinLoss: Scalars['MinorUnits']['output'];
};

/** How long one row of the profit report is. */
export type ProfitPeriod =
  /** A calendar day. */
  | 'DAY'
  /** A calendar month. */
  | 'MONTH'
  /** A week, Monday to Sunday. */
  | 'WEEK';

/** The member's play in one period and one game type. */
export type ProfitRow = {
  __typename?: 'ProfitRow';
  /** How many rounds. */
  bets: Scalars['Int']['output'];
  /** The game type code. */
  gameType: Scalars['String']['output'];
  /** The game type's name in the request language. */
  gameTypeName: Scalars['String']['output'];
  /** Last calendar day of the period (cut to the range). */
  periodEnd: Scalars['String']['output'];
  /** First calendar day of the period (cut to the range). */
  periodStart: Scalars['String']['output'];
  /** Sum of the stakes. */
  stake: Scalars['MinorUnits']['output'];
  /** Sum of the valid bets. */
  turnover: Scalars['MinorUnits']['output'];
  /** Sum of win/loss (settled rounds). */
  winLoss: Scalars['MinorUnits']['output'];
};

/** How the profit report is sorted. */
export type ProfitSort =
  /** By period. */
  | 'PERIOD'
  /** By turnover. */
  | 'TURNOVER'
  /** By win/loss. */
  | 'WIN_LOSS';

/** A promotion. */
export type Promotion = {
  __typename?: 'Promotion';
  /** Body in the request language. */
  content: Scalars['String']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Image address. */
  imageUrl?: Maybe<Scalars['String']['output']>;
  /** The promotion's type code. */
  promotionType: Scalars['String']['output'];
  /** When it was published. */
  timestamp: Scalars['Timestamp']['output'];
  /** Title in the request language. */
  title: Scalars['String']['output'];
};

export type PromotionInput = {
  promotionId: Scalars['ID']['input'];
};

export type PromotionKind =
  /** Join, the operator issues or rejects, then claim. */
  | 'APPLY'
  /** Claim the bonus at once. */
  | 'CLAIM'
  /** Sign up; no money. */
  | 'EVENT'
  /** Draw a prize once. */
  | 'RAFFLE'
  /** Join, then claim once valid bets since joining reach the target. */
  | 'TURNOVER';

export type PromotionPayload = MutationPayload & {
  __typename?: 'PromotionPayload';
  /** What was paid (claims and raffles). */
  amount?: Maybe<Scalars['MinorUnits']['output']>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /** The member's status after the change (null when it failed). */
  status?: Maybe<ActivityStatus>;
};

/** A game provider (vendor) and what it offers. */
export type Provider = {
  __typename?: 'Provider';
  /** Game types it offers, in the navigation's order (the first is where its games are listed). */
  gameTypes: Array<Scalars['String']['output']>;
  /** The vendor. */
  vendor: Vendor;
};

/** Whether the member's wins stay off public lists. */
export type PublicWinsInput = {
  /** true: off the lists; false: on them, the name masked to its first and last letters. */
  hide: Scalars['Boolean']['input'];
};

/** The answer of setPublicWins. */
export type PublicWinsPayload = MutationPayload & {
  __typename?: 'PublicWinsPayload';
  /** Why not. */
  errors: Array<UserError>;
  /** The choice now (when ok). */
  hidesPublicWins?: Maybe<Scalars['Boolean']['output']>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** What a member may be told by push. */
export type PushKind =
  /** An answer to a complaint, or a document of theirs reviewed. */
  | 'ANSWERS'
  /** The results of the draws the member's lottery slips were in. */
  | 'DRAW_RESULTS'
  /** A tournament starting (never to an excluded member), and the end of one they were in, with their place (docs/decisions/066). */
  | 'TOURNAMENTS'
  /** A withdrawal of theirs paid. */
  | 'WITHDRAWAL_PAID';

/** A kind and whether it is on. */
export type PushKindSetting = {
  __typename?: 'PushKindSetting';
  enabled: Scalars['Boolean']['output'];
  kind: PushKind;
};

/** Kinds turned on (true) or off (false); a kind left out stays as it was. */
export type PushPreferencesInput = {
  answers?: InputMaybe<Scalars['Boolean']['input']>;
  drawResults?: InputMaybe<Scalars['Boolean']['input']>;
  tournaments?: InputMaybe<Scalars['Boolean']['input']>;
  withdrawalPaid?: InputMaybe<Scalars['Boolean']['input']>;
};

/** The member's push settings. */
export type PushSettings = {
  __typename?: 'PushSettings';
  /** Each kind; all start off. */
  kinds: Array<PushKindSetting>;
  /** The brand's VAPID public key (base64url), the browser's applicationServerKey. */
  publicKey: Scalars['String']['output'];
  /** How many of the member's browsers are subscribed. */
  subscriptions: Scalars['Int']['output'];
};

/** The answer of a push settings change. */
export type PushSettingsPayload = MutationPayload & {
  __typename?: 'PushSettingsPayload';
  /** Why not. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
  /** The settings now (when ok). */
  settings?: Maybe<PushSettings>;
};

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export type PushSubscriptionInput = {
  auth: Scalars['String']['input'];
  endpoint: Scalars['String']['input'];
  p256dh: Scalars['String']['input'];
};

/** The root of every read. Each domain file extends it. */
export type Query = {
  __typename?: 'Query';
  /**
   * The agent behind an affiliate (invitation) code, for the register form's note on an affiliate
   * link; null when no active agent has the code. Each lookup counts on the visitor's affiliate-check
   * limit on the platform.
   */
  affiliate?: Maybe<Affiliate>;
  /**
   * The agent centre of the logged-in agent (docs/spec-index.md#agent-center "Agent center"): their policy, announcements
   * for agents, their team and its members. Null for a visitor, a trial account and a player (the
   * platform is not asked for the parts). Never cached.
   */
  agentDesk?: Maybe<AgentDesk>;
  /**
   * Deposits, withdrawals and transfers of the team's members made in the range, newest first by
   * default, with totals over the whole filtered range. Agents only. Never cached.
   */
  agentDownlineTransactions?: Maybe<AgentTransactionPage>;
  /**
   * The team's revenue and the agent's commission per period and product (game type). Periods with
   * no bets are left out. pageSize is clamped to 1..100. Agents only. Never cached.
   */
  agentRevenueReport?: Maybe<AgentRevenuePage>;
  /**
   * Profit and loss statements of the team (or of one member's own team) per period. Periods without
   * any movement are left out. Agents only. Never cached.
   */
  agentStatements?: Maybe<AgentStatementPage>;
  /**
   * The logged-in agent's team over whole days of the brand's time zone from `fromDate` to `toDate`
   * (at most 366 days): the whole team (every account below the agent) and the direct downline side by
   * side, and the team's figures per day for the charts. Null for an anonymous visitor; agents only.
   * Never cached.
   */
  agentTeamOverview?: Maybe<AgentTeamOverview>;
  /**
   * Announcements for the current visitor, newest first, a page at a time (8 by default).
   * Anonymous visitors see execution B; logged-in players A, plus F on their first login.
   */
  announcements?: Maybe<AnnouncementPage>;
  /** The logged-in member's wallet balance; null for an anonymous visitor. Never cached. */
  balance?: Maybe<Balance>;
  /** Banners of one group (home banners are 'w_home', the login modal's are 'w_login'). */
  banners?: Maybe<Array<Banner>>;
  /**
   * The logged-in member's betting records (rounds placed in [from, to)), with totals over the whole
   * filtered range. pageSize is clamped to 1..100; the range may span at most 93 days. Null for an
   * anonymous visitor. Never cached.
   */
  bettingRecords?: Maybe<BetPage>;
  /**
   * Every bonus paid to the member, newest first, with its promotion, turnover requirement and the
   * valid bets placed since. Null for a visitor and a trial account.
   */
  bonuses?: Maybe<Array<Bonus>>;
  /** The brand: name, languages, currency symbols, links and legal text. */
  brand?: Maybe<Brand>;
  /**
   * The brand's look: its colours as design tokens, its scheme, font, logo, favicon and app icons.
   * Never fails: a platform without a theme (or a read that failed) gives the portal's own look, and
   * colours that cannot be read together are set aside with the reasons in `problems`.
   */
  brandTheme: BrandTheme;
  /** A fresh captcha challenge. Never cached; each challenge is single use. */
  captcha?: Maybe<Captcha>;
  /** The brand's customer-service desks (CBS_modelList). Empty when the brand's chat (CBS3) is off. */
  chatModels: Array<ChatModel>;
  /**
   * Service answers the logged-in member has not read yet (CBS_unreadCount). Null for a visitor, when
   * the chat is off or when the count cannot be read. Never cached.
   */
  chatUnreadCount?: Maybe<Scalars['Int']['output']>;
  /**
   * One of the member's complaints with its messages, by its reference. Null when it is not the
   * member's (or does not exist) and when the platform keeps no complaints.
   */
  complaint?: Maybe<Complaint>;
  /**
   * The logged-in account's contracts of one kind: their own (as a downline), those they gave their
   * direct downline, whom they may offer to, and the statements of either side (pageSize 1..100).
   * Null for an anonymous visitor.
   */
  contractDesk?: Maybe<ContractDesk>;
  /**
   * The consolidated contract info: per kind, the request kind of the account's own contract, and
   * what waits for their answer. Null for an anonymous visitor.
   */
  contractInfo?: Maybe<ContractInfo>;
  /**
   * One of the logged-in member's deposits; null when it is not theirs or does not exist, and for an
   * anonymous visitor.
   */
  deposit?: Maybe<Deposit>;
  /**
   * The brand's deposit methods with their limits, for the logged-in member; null for an anonymous
   * visitor. Never cached.
   */
  depositSettings?: Maybe<DepositSettings>;
  /**
   * The open contracts (offered, in force, asked to end) of every kind that a member of the
   * logged-in agent's team holds as a downline. Null when the account is not in the agent's team (or
   * for an anonymous visitor).
   */
  downlineContracts?: Maybe<Array<Contract>>;
  /**
   * Agents only: accounts of the agent's own downline, at any depth, whose username starts with
   * `username` (case-insensitive), nearest level first, at most 20. Null for anyone who is not an
   * agent, and for an empty `username`.
   */
  downlineSearch?: Maybe<Array<DownlineAccount>>;
  /**
   * The logged-in member's favourite games, newest first; pageSize is clamped to 1..100 (the spec's
   * 20 by default). Needs a login (a GraphQL error SESSION_ENDED otherwise).
   */
  favoriteGames?: Maybe<GamePage>;
  /** Whitelabel feature switches, as named booleans. */
  features?: Maybe<FeatureFlags>;
  /**
   * One game by its node id (the game frame's start page, a game banner); null when the catalogue
   * has no such game.
   */
  game?: Maybe<Game>;
  /** The main navigation's game categories in the platform's sorting order, each with its vendors. */
  gameNavigation?: Maybe<Array<GameCategory>>;
  /**
   * The rooms of a PVP game (the vendor's tables), to launch one with its roomId. Null for an
   * anonymous visitor (the platform lists rooms to members only).
   */
  gameRooms?: Maybe<Array<GameRoom>>;
  /**
   * One section per navigation category, each with the start of its game list (the home page).
   * A section's games fail alone: the list is null and the rest of the page stands.
   */
  gameSections?: Maybe<Array<GameSection>>;
  /**
   * A slice of a game list. offset and limit are in games, so a list can show 10 first and
   * then 12 more per 'more'; limit is clamped to 1..100.
   */
  games?: Maybe<GamePage>;
  /** Help centre articles in the request language, optionally of one category. */
  helpArticles?: Maybe<Array<HelpArticle>>;
  /** Hot games for the popular block (12 on the home page), optionally of one vendor. */
  hotGames?: Maybe<Array<Game>>;
  /**
   * The logged-in member's inbox of platform messages (to them, or to every member of the brand),
   * newest first (pageSize 1..50), with the unread count. Null for a visitor and for a trial account
   * (the platform is not asked). Never cached.
   */
  inbox?: Maybe<InboxPage>;
  /**
   * One message of the member's inbox (it is not marked read by this query: markInboxRead does
   * that). Null when the member does not see it (another member's, deleted, unknown), for a visitor
   * and for a trial account.
   */
  inboxMessage?: Maybe<InboxMessage>;
  /**
   * One pool with its rules and latest wins, by its code (case-insensitive). Null when the brand has
   * no such pool, or no pools.
   */
  jackpot?: Maybe<JackpotPool>;
  /**
   * The brand's jackpots: its pools with their amounts and rules, oldest first; or, without pools,
   * whether the spec's decorative counter may stand in. Public, edge-cached for seconds; the amounts
   * then move over Subscription.siteLive (JACKPOTS). Null when the platform could not answer: no
   * counter shows, never a figure that is not the brand's.
   */
  jackpots?: Maybe<Jackpots>;
  /**
   * A version of the brand's terms or privacy policy, in the request's language where the brand
   * wrote it: the one in force without `version` (the first to come when none is yet). Null when the
   * brand publishes no versions (or the platform keeps none). Public; cached briefly at the edge.
   */
  legalDocument?: Maybe<LegalDocument>;
  /**
   * The logged-in member's record: what is waiting for acceptance, each acceptance and each
   * confirmation given at registration. Null for a visitor, a trial account, and when the platform
   * keeps no versions. Never cached.
   */
  legalRecord?: Maybe<LegalRecord>;
  /**
   * One lottery game's open numero, the next one and its last draws (lastDraws clamped to 1..50,
   * 10 by default); null when the game code is not a lottery game.
   */
  lotteryBoard?: Maybe<LotteryBoard>;
  /**
   * The lottery games of a prize mode with their open numeros. Never cached (the numeros move every
   * minute).
   */
  lotteryMenu: LotteryMenu;
  /**
   * The logged-in member's marketing preferences: every product and channel (off until turned on),
   * the history of changes, and whether marketing reaches them at all now. Null for a visitor, a trial
   * account, and when the platform keeps no consents. Never cached.
   */
  marketingPreferences?: Maybe<MarketingPreferences>;
  /** The logged-in member; null for an anonymous visitor or a session that has ended. */
  me?: Maybe<Member>;
  /**
   * The red count badges of the member centre's menu and the avatar, one per member-centre page
   * that has something new (count above zero). Today the inbox (section "messageV2"); later pages
   * (rewardCenter, missionLeaderboard) add their own source in the gateway and appear here by their
   * page name. Null for a visitor and for a trial account: nothing is fetched for them.
   */
  memberBadges?: Maybe<Array<MemberBadge>>;
  /** A mission's milestones and leaderboard with the member's own rank. Null when unknown, for a visitor and a trial account. */
  mission?: Maybe<MissionDetail>;
  /** The brand's open missions with the member's progress. Null for a visitor and a trial account. */
  missions?: Maybe<Array<Mission>>;
  /**
   * The logged-in member's complaints, newest first (pageSize 1..50), without their messages, and the
   * brand's complaint rules. Null for a visitor, a trial account, and when the platform keeps no
   * complaints. Never cached.
   */
  myComplaints?: Maybe<ComplaintPage>;
  /**
   * The member's archives (newest first) and erasure request, with the brand's periods. Null for a
   * visitor, a trial account, an agent, and when the platform does not offer it. Never cached.
   */
  myData?: Maybe<MyData>;
  /**
   * The logged-in member's deposits, newest first (pageSize 1..50), optionally of one status; null
   * for an anonymous visitor.
   */
  myDeposits?: Maybe<DepositPage>;
  /**
   * The logged-in member's feedback, newest first (pageSize 1..50), with its status and the
   * operator's answers. Null for a visitor and for a trial account. Never cached.
   */
  myFeedback?: Maybe<FeedbackPage>;
  /** The logged-in member's active sessions, the most recently used first; null without a session. */
  mySessions?: Maybe<Array<ActiveSession>>;
  /**
   * The logged-in member's withdrawals, newest first (pageSize 1..50), with their status and receipt
   * state; null for an anonymous visitor.
   */
  myWithdrawals?: Maybe<WithdrawalPage>;
  /**
   * The member's net deposits (deposits paid less withdrawals paid), from the platform's ledger, for
   * the account page. Null for a visitor, a trial account, and when the platform does not offer
   * responsible-gaming tools.
   */
  netDeposits?: Maybe<NetDeposits>;
  /** Short notices for the home page's marquee, newest first. */
  notices?: Maybe<Array<Notice>>;
  /** Always true; lets tools check that the gateway answers. */
  ok: Scalars['Boolean']['output'];
  /** Vendors to show as partner logos in the footer: no platform-own (TCG) vendors, no duplicates. */
  partnerVendors?: Maybe<Array<Vendor>>;
  /**
   * The logged-in member's win/loss and turnover per period (day, week or month of the brand's time
   * zone) and game type, over whole calendar days from `fromDate` to `toDate` (at most 366 days).
   * Periods with no bets are left out. Null for an anonymous visitor. Never cached.
   */
  personalProfit?: Maybe<ProfitPage>;
  /**
   * This login session's clock and play, for the reality check and the session-limit warning. Null
   * for an anonymous visitor and when the platform does not offer responsible-gaming tools.
   */
  playSession?: Maybe<PlaySession>;
  /**
   * The logged-in member's transfers to and from other players, newest first (pageSize 1..50);
   * null for an anonymous visitor.
   */
  playerTransfers?: Maybe<PlayerTransferPage>;
  /**
   * The logged-in member's points and what they would convert to now; null for an anonymous
   * visitor or a trial account. Never cached.
   */
  pointBalance?: Maybe<PointBalance>;
  /**
   * The member's points movements, newest first, optionally of one type (pageSize 1..50), with the
   * balance after each; null for an anonymous visitor or a trial account.
   */
  pointDetails?: Maybe<PointDetailPage>;
  /**
   * The member's exchanges (redemptions), newest first, optionally of one status (pageSize 1..50);
   * null for an anonymous visitor or a trial account.
   */
  pointExchanges?: Maybe<PointExchangePage>;
  /**
   * The brand's rewards a member may redeem points for, of one exchange type or all, with their
   * stock; null for an anonymous visitor or a trial account.
   */
  pointRewards?: Maybe<PointRewardList>;
  /** The brand's points rules; null for an anonymous visitor or a trial account. */
  pointRules?: Maybe<PointRules>;
  /** Promotions, newest first. */
  promotions?: Maybe<Array<Promotion>>;
  /**
   * Every vendor once (sub-vendors included, platform-own TCG ones too), in the navigation's order,
   * with the game types it offers: the providers page.
   */
  providers?: Maybe<Array<Provider>>;
  /**
   * The member's push settings: each kind with whether it is on, the brand's public key a browser
   * subscribes with, and how many of the member's browsers are subscribed. Null for a visitor, a
   * trial account, and when the platform does not offer push. Never cached.
   */
  pushSettings?: Maybe<PushSettings>;
  /** The member's manual rebate since the last claim, by product, at the brand's rates. Null for a visitor and a trial account. */
  rebate?: Maybe<RebateSummary>;
  /**
   * The games the logged-in member launched, most recently played first; pageSize is clamped to
   * 1..100 (20 by default). Needs a login.
   */
  recentGames?: Maybe<GamePage>;
  /**
   * The logged-in member's recent lottery games (launched or bet on), newest first, at most 10, of
   * one prize mode or of both; null for a guest.
   */
  recentLotteryGames?: Maybe<Array<LotteryGame>>;
  /** The member's referral code (made on first ask), link and invitations. Null for a visitor and a trial account. */
  referral?: Maybe<Referral>;
  /**
   * The registration form's fields as the brand configures them; password rules apply to every form
   * that sets a password.
   */
  registerFields?: Maybe<Array<RegisterField>>;
  /** The confirmations the brand's registration form asks for (empty: none). */
  registrationConfirmations: Array<RegistrationConfirmation>;
  /**
   * The logged-in member's responsible-gaming settings: every limit with its use in the current
   * period, the brand's cooling-off and the history of changes. Null for an anonymous visitor and
   * when the platform does not offer responsible-gaming tools.
   */
  responsibleGaming?: Maybe<ResponsibleGaming>;
  /**
   * One promotion by id, or the brand's promotion of a promotion type (an announcement's
   * promotionType). Null when there is none.
   */
  rewardPromotion?: Maybe<RewardPromotion>;
  /**
   * The brand's promotions, optionally of one category, with the categories there are. For a logged-in
   * real member each carries the member's own activity status and progress; for a visitor or a trial
   * account the status is the promotion's own (claim, join, coming or close). Never cached for a member.
   */
  rewardPromotions?: Maybe<RewardPromotionList>;
  /**
   * The safer-gambling prompts due for the member now: the notice before the first stake, a deposit
   * limit before the first deposit, a review of the limits every six months. Null for a visitor, a
   * trial account, and when the platform does not offer responsible-gaming tools.
   */
  saferGamblingPrompts?: Maybe<SaferGamblingPrompts>;
  /**
   * The logged-in member's security centre (profile, bound phone and e-mail, payment password, bank
   * cards); null for an anonymous visitor. Never cached.
   */
  securityCentre?: Maybe<SecurityCentre>;
  /**
   * Whether the site is open for this visitor: normal, under maintenance, or restricted for
   * the visitor's region. Decided from the platform's status and the brand's blocked regions.
   */
  systemStatus: SystemStatus;
  /** One run with its board, by its code (case-insensitive); null when there is no such run. */
  tournament?: Maybe<Tournament>;
  /**
   * The tournament lobby: running and coming runs (soonest first), then those finished in the last
   * week. Public, edge-cached for seconds; a board then moves over Subscription.siteLive
   * (LEADERBOARD). Null when the platform does not offer tournaments or could not answer.
   */
  tournaments?: Maybe<Array<Tournament>>;
  /**
   * Whether an exclusion (a time-out or a self-exclusion) keeps the member out of tournaments: then
   * nothing invites them. False for a visitor and on a platform without tournaments.
   */
  tournamentsExcluded: Scalars['Boolean']['output'];
  /**
   * The logged-in member's wallet movements in [from, to) (UTC epoch milliseconds: the page turns
   * the brand's calendar days into instants), newest first by default, with totals over the whole
   * filtered range. pageSize is clamped to 1..100; the range may span at most 93 days. Null for an
   * anonymous visitor. Never cached.
   */
  transactionHistory?: Maybe<TransactionPage>;
  /**
   * Whom the logged-in member may send money to (the upline; agents also their downline), the
   * brand's limits and whether a payment password is set; null for an anonymous visitor.
   */
  transferOptions?: Maybe<TransferOptions>;
  /**
   * The logged-in member's verification: the status, each needed kind's state, the documents sent
   * (newest first, at most 50; never their files) and what the brand holds until the account is
   * verified. Null for a visitor, a trial account, and when the platform does not verify identity.
   * Never cached.
   */
  verification?: Maybe<Verification>;
  /** The member's VIP rank: their level, lifetime totals, the next level and the brand's ladder. Null for a visitor and a trial account. */
  vip?: Maybe<VipProgress>;
  /**
   * The brand's wallet mode and the logged-in member's wallets with their balances (each vendor's
   * wallet in transfer mode); null for an anonymous visitor. Never cached.
   */
  wallets?: Maybe<Wallets>;
  /** Recent big wins (odd and even entries form the two columns on the home page). */
  winnerBoard?: Maybe<Array<Winner>>;
  /**
   * What the logged-in member may withdraw now: the brand's limits and daily count, what the main
   * wallet holds, the bank cards to pay to and whether a payment password is set. Null for an
   * anonymous visitor. Never cached.
   */
  withdrawSettings?: Maybe<WithdrawSettings>;
  /**
   * The logged-in member's paid withdrawals still waiting for a receipt answer, and the brand's
   * minutes before such a withdrawal counts as received; null for an anonymous visitor.
   */
  withdrawalsAwaitingReceipt?: Maybe<ReceiptConfirmations>;
};


/** The root of every read. Each domain file extends it. */
export type QueryAffiliateArgs = {
  code: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryAgentDownlineTransactionsArgs = {
  direction?: SortDirection;
  filter: AgentTransactionFilter;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  sort?: AgentTransactionSort;
};


/** The root of every read. Each domain file extends it. */
export type QueryAgentRevenueReportArgs = {
  direction?: SortDirection;
  filter: AgentReportFilter;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  sort?: AgentRevenueSort;
};


/** The root of every read. Each domain file extends it. */
export type QueryAgentStatementsArgs = {
  direction?: SortDirection;
  filter: AgentReportFilter;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  sort?: AgentStatementSort;
};


/** The root of every read. Each domain file extends it. */
export type QueryAgentTeamOverviewArgs = {
  fromDate: Scalars['String']['input'];
  toDate: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryAnnouncementsArgs = {
  kind?: AnnouncementKind;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryBannersArgs = {
  group?: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryBettingRecordsArgs = {
  direction?: SortDirection;
  filter: BetFilter;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  sort?: BetSort;
};


/** The root of every read. Each domain file extends it. */
export type QueryComplaintArgs = {
  reference: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryContractDeskArgs = {
  kind: ContractKind;
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it. */
export type QueryDepositArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryDownlineContractsArgs = {
  username: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryDownlineSearchArgs = {
  username: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryFavoriteGamesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryGameArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryGameRoomsArgs = {
  gameId: Scalars['ID']['input'];
  vendor: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryGameSectionsArgs = {
  expand?: InputMaybe<SectionState>;
};


/** The root of every read. Each domain file extends it. */
export type QueryGamesArgs = {
  filter: GameFilter;
  limit?: Scalars['Int']['input'];
  offset?: Scalars['Int']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryHelpArticlesArgs = {
  category?: InputMaybe<HelpCategory>;
};


/** The root of every read. Each domain file extends it. */
export type QueryHotGamesArgs = {
  limit?: Scalars['Int']['input'];
  vendor?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. Each domain file extends it. */
export type QueryInboxArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it. */
export type QueryInboxMessageArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryJackpotArgs = {
  code: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryLegalDocumentArgs = {
  kind: LegalDocumentKind;
  version?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it. */
export type QueryLotteryBoardArgs = {
  gameCode: Scalars['String']['input'];
  lastDraws?: Scalars['Int']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryLotteryMenuArgs = {
  prizeMode: LotteryPrizeMode;
};


/** The root of every read. Each domain file extends it. */
export type QueryMissionArgs = {
  id: Scalars['ID']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryMyComplaintsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<ComplaintStatus>;
};


/** The root of every read. Each domain file extends it. */
export type QueryMyDepositsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<DepositStatus>;
};


/** The root of every read. Each domain file extends it. */
export type QueryMyFeedbackArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it. */
export type QueryMyWithdrawalsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it. */
export type QueryPersonalProfitArgs = {
  direction?: SortDirection;
  filter: ProfitFilter;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  sort?: ProfitSort;
};


/** The root of every read. Each domain file extends it. */
export type QueryPlayerTransfersArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
};


/** The root of every read. Each domain file extends it. */
export type QueryPointDetailsArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<PointType>;
};


/** The root of every read. Each domain file extends it. */
export type QueryPointExchangesArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<PointExchangeStatus>;
};


/** The root of every read. Each domain file extends it. */
export type QueryPointRewardsArgs = {
  exchangeType?: InputMaybe<PointExchangeType>;
};


/** The root of every read. Each domain file extends it. */
export type QueryRecentGamesArgs = {
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryRecentLotteryGamesArgs = {
  prizeMode?: InputMaybe<LotteryPrizeMode>;
};


/** The root of every read. Each domain file extends it. */
export type QueryRewardPromotionArgs = {
  id?: InputMaybe<Scalars['ID']['input']>;
  promotionType?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. Each domain file extends it. */
export type QueryRewardPromotionsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
};


/** The root of every read. Each domain file extends it. */
export type QueryTournamentArgs = {
  code: Scalars['String']['input'];
};


/** The root of every read. Each domain file extends it. */
export type QueryTransactionHistoryArgs = {
  direction?: SortDirection;
  filter: TransactionFilter;
  page?: Scalars['Int']['input'];
  pageSize?: Scalars['Int']['input'];
  sort?: TransactionSort;
};


/** The root of every read. Each domain file extends it. */
export type QueryWinnerBoardArgs = {
  category?: Scalars['String']['input'];
  limit?: Scalars['Int']['input'];
};

/** The answer of setRealityCheck. */
export type RealityCheckPayload = MutationPayload & {
  __typename?: 'RealityCheckPayload';
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
  /** The member's interval now (null: the brand's default). */
  realityCheckMinutes?: Maybe<Scalars['Int']['output']>;
};

export type RebateClaim = {
  __typename?: 'RebateClaim';
  amount: Scalars['MinorUnits']['output'];
  claimedAt: Scalars['Timestamp']['output'];
  from: Scalars['Timestamp']['output'];
  id: Scalars['ID']['output'];
  to: Scalars['Timestamp']['output'];
};

export type RebateClaimPayload = MutationPayload & {
  __typename?: 'RebateClaimPayload';
  amount?: Maybe<Scalars['MinorUnits']['output']>;
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
};

export type RebateLine = {
  __typename?: 'RebateLine';
  /** The product (game type). */
  gameType: Scalars['String']['output'];
  /** The brand's rate in basis points (100 = 1%). */
  rateBp: Scalars['Int']['output'];
  rebate: Scalars['MinorUnits']['output'];
  /** Valid bets since the last claim. */
  validBets: Scalars['MinorUnits']['output'];
};

/** A rebate rate for one product. */
export type RebateRate = {
  __typename?: 'RebateRate';
  /** The product (a game type code: RNG, LIVE…). */
  product: Scalars['String']['output'];
  /** The rate in basis points of the valid bet (150 = 1.50 %). */
  rateBasisPoints: Scalars['Int']['output'];
};

/** A rebate to give a new downline. */
export type RebateRateInput = {
  /** The product (one of AgentPolicy.rebates). */
  product: Scalars['String']['input'];
  /** The rate in basis points (0 up to the agent's own). */
  rateBasisPoints: Scalars['Int']['input'];
};

export type RebateSummary = {
  __typename?: 'RebateSummary';
  claims: Array<RebateClaim>;
  /** Since when (the last claim's end; 0 for never). */
  from: Scalars['Timestamp']['output'];
  lines: Array<RebateLine>;
  to: Scalars['Timestamp']['output'];
  total: Scalars['MinorUnits']['output'];
};

/** What the member answers for paid withdrawals. */
export type ReceiptAnswer =
  /** The money of every withdrawal still awaiting an answer arrived. */
  | 'ALL_RECEIVED'
  /** It did not: needs proofImage. */
  | 'NOT_RECEIVED'
  /** The money of one withdrawal arrived. */
  | 'RECEIVED';

/** Paid withdrawals waiting for the member's receipt answer. */
export type ReceiptConfirmations = {
  __typename?: 'ReceiptConfirmations';
  /** Those waiting, the nearest deadline first. */
  items: Array<Withdrawal>;
  /** Minutes after payment before an unanswered withdrawal counts as received (the brand's number). */
  minutes: Scalars['Int']['output'];
};

/** A receipt answer. */
export type ReceiptInput = {
  /** The answer. */
  answer: ReceiptAnswer;
  /**
   * NOT_RECEIVED only: the proof, a PNG or JPEG image of at most 5 MB as Base64 (a data URL is
   * fine). Longer text is refused before it is decoded.
   */
  proofImage?: InputMaybe<Scalars['String']['input']>;
  /** The withdrawal it is about (not for ALL_RECEIVED). */
  withdrawalId?: InputMaybe<Scalars['ID']['input']>;
};

/** The answer to confirmReceipt. */
export type ReceiptPayload = MutationPayload & {
  __typename?: 'ReceiptPayload';
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
  /** The withdrawals as they now are (for ALL_RECEIVED, those it confirmed). */
  withdrawals: Array<Withdrawal>;
};

/** The member's answer for a paid withdrawal. */
export type ReceiptState =
  /** No answer came before the deadline, so it counts as received (a forced receipt: no dispute, no refund). */
  | 'AUTO_RECEIVED'
  /** Waiting for the member's answer until receiptDeadline. */
  | 'AWAITING'
  /** The member said it did not, with a proof image: a dispute for the operator. */
  | 'NOT_RECEIVED'
  /** The member said the money arrived. */
  | 'RECEIVED';

export type RedeemPointRewardInput = {
  /** Needed when the reward ships (needsDelivery), at most 200 characters. */
  deliveryAddress?: InputMaybe<Scalars['String']['input']>;
  paymentPassword: Scalars['String']['input'];
  /** Needed when the reward ships: digits, spaces and dashes, optionally a leading +. */
  phone?: InputMaybe<Scalars['String']['input']>;
  /** Items, 1 up to the brand's redeemMaxQuantity. */
  quantity: Scalars['Int']['input'];
  /** The form's idempotency key (8 to 80 characters of A-Z a-z 0-9 _ . : -), new for every form shown. */
  requestId: Scalars['String']['input'];
  rewardId: Scalars['ID']['input'];
};

export type RedeemPointRewardPayload = MutationPayload & {
  __typename?: 'RedeemPointRewardPayload';
  errors: Array<UserError>;
  exchange?: Maybe<PointExchange>;
  ok: Scalars['Boolean']['output'];
  /** The member's points after it. */
  points?: Maybe<Scalars['Int']['output']>;
};

export type Referral = {
  __typename?: 'Referral';
  code: Scalars['String']['output'];
  invitations: Array<Invitation>;
  /** The smallest first deposit that qualifies an invitation. */
  minFirstDeposit: Scalars['MinorUnits']['output'];
  /** The registration path with the code (/register?referralCode=...); the portal puts its own origin in front. */
  registerPath: Scalars['String']['output'];
  rewardPerInvitee: Scalars['MinorUnits']['output'];
  totalInvitations: Scalars['Int']['output'];
  /** The rewards paid so far. */
  totalReward: Scalars['MinorUnits']['output'];
};

/** What the register centre's form sends. */
export type RegisterDownlineInput = {
  /** A member or an agent, as the policy allows. */
  accountType: DownlineAccountType;
  /** The password again. */
  confirmPassword: Scalars['String']['input'];
  /** Its country dialing code (82 or +82). */
  countryDialingCode?: InputMaybe<Scalars['String']['input']>;
  /** An e-mail address, when the brand's form has one. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** A mobile number, when the brand's form has one. */
  mobileNum?: InputMaybe<Scalars['String']['input']>;
  /** A nickname (up to 40 characters); the username when left out. */
  nickname?: InputMaybe<Scalars['String']['input']>;
  /** The password, by the brand's rule. */
  password: Scalars['String']['input'];
  /** Rebates per product; a product left out gets 0. Ignored when the policy module is off. */
  rebates?: InputMaybe<Array<RebateRateInput>>;
  /** The username, by the brand's rule. */
  username: Scalars['String']['input'];
};

/** The answer to registerDownline. */
export type RegisterDownlinePayload = MutationPayload & {
  __typename?: 'RegisterDownlinePayload';
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** The new account as the tree shows it. */
  member?: Maybe<TeamMember>;
  /** Whether the account was opened. */
  ok: Scalars['Boolean']['output'];
};

/** One field of the registration form, with its rules. */
export type RegisterField = {
  __typename?: 'RegisterField';
  /** A JavaScript regular expression the value must match, or '*' for anything. */
  acceptedPattern: Scalars['String']['output'];
  /** Whether the form shows the field. */
  enabled: Scalars['Boolean']['output'];
  /** The payload field name, such as username, password or mobileNum. */
  field: Scalars['String']['output'];
  /** The longest allowed value. */
  maxLength: Scalars['Int']['output'];
  /** The shortest allowed value. */
  minLength: Scalars['Int']['output'];
  /** Which localized pattern message describes the pattern. */
  patternId: Scalars['String']['output'];
  /** Whether the field must be filled. */
  required: Scalars['Boolean']['output'];
};

/** What the registration form sends; optional fields only when the brand enables them. */
export type RegisterInput = {
  /** An agent's affiliate (invitation) code; checked before anything else. */
  affiliateCode?: InputMaybe<Scalars['String']['input']>;
  /** Captcha answer, when the brand asks for one. */
  captcha?: InputMaybe<Scalars['String']['input']>;
  /** Captcha challenge id. */
  captchaId?: InputMaybe<Scalars['ID']['input']>;
  /** The password again. */
  confirmPassword?: InputMaybe<Scalars['String']['input']>;
  /** What the newcomer confirmed of registrationConfirmations; one missing is REQUIRED on `confirmations.<KIND>`. */
  confirmations?: InputMaybe<Array<RegistrationConfirmation>>;
  /** The country dialing code of mobileNum, such as 82. */
  countryDialingCode?: InputMaybe<Scalars['String']['input']>;
  /** A persistent id of the visitor's browser. */
  deviceId?: InputMaybe<Scalars['String']['input']>;
  /** E-mail address. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** Facebook name. */
  facebook?: InputMaybe<Scalars['String']['input']>;
  /** The Google or Facebook identity to link the new account to (the spec's firebaseChannel); with firebaseIdToken. */
  firebaseChannel?: InputMaybe<SocialProvider>;
  /** The Firebase ID token of that identity, from the provider's sign-in in the browser; an identity already linked is refused (TAKEN on firebaseIdToken). */
  firebaseIdToken?: InputMaybe<Scalars['String']['input']>;
  /** National id number. */
  idNumber?: InputMaybe<Scalars['String']['input']>;
  /**
   * The versions of the terms and the privacy policy the form showed and the newcomer accepted
   * (legalDocument); a newer one in force since is VERSION_OUTDATED on `legalVersions`. Without them
   * nothing is recorded, and the member is asked at the first page.
   */
  legalVersions?: InputMaybe<Array<LegalVersionInput>>;
  /** LINE id. */
  line?: InputMaybe<Scalars['String']['input']>;
  /** USERNAME (the default) or MOBILE registration. */
  method?: InputMaybe<RegisterMethod>;
  /** The mobile number without the country code (mobile registration, or when the brand enables it). */
  mobileNum?: InputMaybe<Scalars['String']['input']>;
  /** The password; left out only by a mobile registration without password (Features.mobilePasswordRegistration off). */
  password?: InputMaybe<Scalars['String']['input']>;
  /** Payee (bank account holder) name. */
  payeeName?: InputMaybe<Scalars['String']['input']>;
  /** Payment password. */
  paymentPassword?: InputMaybe<Scalars['String']['input']>;
  /** QQ number. */
  qqNum?: InputMaybe<Scalars['String']['input']>;
  /** Recommender's member id. */
  recommenderId?: InputMaybe<Scalars['String']['input']>;
  /** Referral code from the page address (?referralCode=). */
  referralCode?: InputMaybe<Scalars['String']['input']>;
  /** The address the registration page was on. */
  registerUrl?: InputMaybe<Scalars['String']['input']>;
  /** The username (optional for mobile registration: the platform derives one from the number). */
  username?: InputMaybe<Scalars['String']['input']>;
  /** The 6-digit registration code sent to mobileNum (when the brand verifies mobile numbers). */
  verificationCode?: InputMaybe<Scalars['String']['input']>;
  /** WeChat id. */
  wechat?: InputMaybe<Scalars['String']['input']>;
  /** WhatsApp number. */
  whatsapp?: InputMaybe<Scalars['String']['input']>;
};

/** Which registration form is used. */
export type RegisterMethod =
  /** Mobile number (the username is optional). */
  | 'MOBILE'
  /** Username and password. */
  | 'USERNAME';

/** A statement the brand's registration form asks a newcomer to confirm. */
export type RegistrationConfirmation =
  /** Is at least the brand's minimum age. */
  | 'AGE'
  /** Is not excluded from gambling (self-exclusion, anywhere). */
  | 'NOT_SELF_EXCLUDED'
  /** Holds no other account with the brand. */
  | 'ONE_ACCOUNT'
  /** Plays with their own money. */
  | 'OWN_MONEY';

/** A bank card to remove. */
export type RemoveBankCardInput = {
  /** The card's id. */
  cardId: Scalars['ID']['input'];
  /** The payment password. */
  paymentPassword: Scalars['String']['input'];
};

/** A new payment password with a code. */
export type ResetPaymentPasswordInput = {
  /** Where the code was sent. */
  channel: ContactChannel;
  /** The new payment password again. */
  confirmPaymentPassword: Scalars['String']['input'];
  /** The new payment password. */
  newPaymentPassword: Scalars['String']['input'];
  /** The 6-digit code. */
  verificationCode: Scalars['String']['input'];
};

/** The member's responsible-gaming settings. */
export type ResponsibleGaming = {
  __typename?: 'ResponsibleGaming';
  /** The brand's default reality-check interval in minutes. */
  brandRealityCheckMinutes: Scalars['Int']['output'];
  /** The changes the member made, newest first (at most 50). */
  changes: Array<ResponsibleGamingChange>;
  /** Hours a higher or removed limit waits before it takes effect. */
  coolingOffHours: Scalars['Int']['output'];
  /** Every kind over every period (nine rows), in the order deposit, loss, wager; day, week, month. */
  limits: Array<GamblingLimit>;
  /** The member's reality-check interval in minutes; null: the brand's default. */
  realityCheckMinutes?: Maybe<Scalars['Int']['output']>;
  /** The operator's other brands (their names) where a self-exclusion started here also holds. */
  selfExclusionAlsoOn: Array<Scalars['String']['output']>;
  /** The session time limit. */
  sessionLimit: SessionLimit;
  /**
   * The tools the brand offers; the page shows only these. A limit set before the brand stopped
   * offering its tool still holds (and is listed).
   */
  tools: Array<ResponsibleGamingTool>;
};

/** One recorded change: what, when and from which session. */
export type ResponsibleGamingChange = {
  __typename?: 'ResponsibleGamingChange';
  /** When the member asked. */
  createdAt: Scalars['Timestamp']['output'];
  /** When it takes (or took) effect: now for a lower limit, after the cooling-off for a higher one. */
  effectiveAt: Scalars['Timestamp']['output'];
  /** For TIMEOUT and SELF_EXCLUSION: when it ends (null: permanent). */
  endsAt?: Maybe<Scalars['Timestamp']['output']>;
  /** For LIMIT: the limit before (null: none). */
  from?: Maybe<Scalars['MinorUnits']['output']>;
  /** For SESSION_LIMIT and REALITY_CHECK: the minutes before (null: none, or the brand's default). */
  fromMinutes?: Maybe<Scalars['Int']['output']>;
  /** For LIMIT: the limit's kind. */
  kind?: Maybe<LimitKind>;
  /** For TIMEOUT and SELF_EXCLUSION: its length. */
  length?: Maybe<ExclusionLength>;
  /** For LIMIT: the limit's period. */
  period?: Maybe<LimitPeriod>;
  /** The public id of the session it came from (as on the security centre's session list). */
  sessionId?: Maybe<Scalars['String']['output']>;
  /** For LIMIT: the limit asked for (null: removed). */
  to?: Maybe<Scalars['MinorUnits']['output']>;
  /** For SESSION_LIMIT and REALITY_CHECK: the minutes asked for (null: removed, or the brand's default). */
  toMinutes?: Maybe<Scalars['Int']['output']>;
  /** What it was about. */
  what: ResponsibleGamingChangeKind;
};

/** What a recorded change was about. */
export type ResponsibleGamingChangeKind =
  /** The account was closed. */
  | 'CLOSURE'
  /** A limit set, lowered, raised or removed. */
  | 'LIMIT'
  /** The reality-check interval changed. */
  | 'REALITY_CHECK'
  /** A self-exclusion started. */
  | 'SELF_EXCLUSION'
  /** The session time limit set, shortened, lengthened or removed. */
  | 'SESSION_LIMIT'
  /** A time-out started. */
  | 'TIMEOUT';

/** A responsible-gaming tool a brand may offer. */
export type ResponsibleGamingTool =
  /** Closing the account. */
  | 'ACCOUNT_CLOSURE'
  /** Deposit limits. */
  | 'DEPOSIT_LIMIT'
  /** Loss limits. */
  | 'LOSS_LIMIT'
  /** Reality checks. */
  | 'REALITY_CHECK'
  /** Self-exclusion. */
  | 'SELF_EXCLUSION'
  /** The session time limit. */
  | 'SESSION_LIMIT'
  /** Time-outs. */
  | 'TIMEOUT'
  /** Wager limits. */
  | 'WAGER_LIMIT';

export type RewardPromotion = {
  __typename?: 'RewardPromotion';
  /** The bonus paid by a claim (0 for events and raffles). */
  bonus: Scalars['MinorUnits']['output'];
  category: Scalars['String']['output'];
  /** What the member was paid (0 before a claim). */
  claimedAmount: Scalars['MinorUnits']['output'];
  claimedAt?: Maybe<Scalars['Timestamp']['output']>;
  content: Scalars['String']['output'];
  endsAt?: Maybe<Scalars['Timestamp']['output']>;
  id: Scalars['ID']['output'];
  kind: PromotionKind;
  /** Valid bets since joining (TURNOVER promotions the member joined), else null. */
  progress?: Maybe<Scalars['MinorUnits']['output']>;
  /** The type announcements name it by (WELCOME, DEPOSIT...). */
  promotionType: Scalars['String']['output'];
  /** A raffle's prizes. */
  rafflePrizes: Array<Scalars['MinorUnits']['output']>;
  startsAt: Scalars['Timestamp']['output'];
  status: ActivityStatus;
  /** Valid bets needed since joining (TURNOVER). */
  target: Scalars['MinorUnits']['output'];
  title: Scalars['String']['output'];
  /** The turnover requirement of the bonus, as a multiple of it. */
  turnoverMultiplier: Scalars['Int']['output'];
};

export type RewardPromotionList = {
  __typename?: 'RewardPromotionList';
  /** The categories of the brand's promotions (NEW_MEMBER, DEPOSIT, REBATE, EVENT, RAFFLE). */
  categories: Array<Scalars['String']['output']>;
  items: Array<RewardPromotion>;
};

/** What the member answers to a prompt. */
export type SaferGamblingAnswer =
  /** The limits were reviewed. */
  | 'REVIEWED'
  /** The notice was read. */
  | 'SEEN'
  /** The deposit limit was declined for now. */
  | 'SKIPPED';

/** An answer to a prompt. */
export type SaferGamblingAnswerInput = {
  /** SEEN for NOTICE, SKIPPED for DEPOSIT_LIMIT, REVIEWED for LIMIT_REVIEW. */
  answer: SaferGamblingAnswer;
  prompt: SaferGamblingPrompt;
};

export type SaferGamblingAnswerPayload = MutationPayload & {
  __typename?: 'SaferGamblingAnswerPayload';
  errors: Array<UserError>;
  ok: Scalars['Boolean']['output'];
  /** The prompts due after the answer; null when it did not go through. */
  prompts?: Maybe<SaferGamblingPrompts>;
};

/** A safer-gambling prompt a page puts to the member. */
export type SaferGamblingPrompt =
  /** The offer to set a deposit limit before the first deposit (once: skipping it is an answer). */
  | 'DEPOSIT_LIMIT'
  /** The review of the limits, every six months. */
  | 'LIMIT_REVIEW'
  /** The short notice after registration, with the brand's helpline, before the first stake (once). */
  | 'NOTICE';

/** The prompts due now. */
export type SaferGamblingPrompts = {
  __typename?: 'SaferGamblingPrompts';
  /** In the order a page shows them. */
  due: Array<SaferGamblingPrompt>;
  /** How many months apart the limits' reviews come. */
  limitReviewMonths: Scalars['Int']['output'];
};

/** The answer to the second login step. */
export type SecondStepInput = {
  /** The bank account name (BANK_ACCOUNT_NAME). */
  bankAccountName?: InputMaybe<Scalars['String']['input']>;
  /** The method chosen. */
  method: SecondStepMethod;
  /** The 6-digit code (SMS, EMAIL, GOOGLE). */
  verificationCode?: InputMaybe<Scalars['String']['input']>;
};

/** How the second login step is answered. */
export type SecondStepMethod =
  /** The name on the account's bank account. */
  | 'BANK_ACCOUNT_NAME'
  /** A code sent to the account's e-mail address. */
  | 'EMAIL'
  /** A Google Authenticator code. */
  | 'GOOGLE'
  /** A code sent by SMS to the account's mobile number. */
  | 'SMS';

/** What one section shows beyond its default: a vendor and how many games. */
export type SectionState = {
  /** The section's game type. */
  gameType: Scalars['String']['input'];
  /** How many games to show (10 at first, then 12 more per 'more'); clamped to 1..100. */
  shown?: InputMaybe<Scalars['Int']['input']>;
  /** Show only this vendor's games. */
  vendor?: InputMaybe<Scalars['String']['input']>;
};

/**
 * What the member centre's security centre shows. The brand decides which profile fields show and
 * which must be filled.
 */
export type SecurityCentre = {
  __typename?: 'SecurityCentre';
  /** The member's bank cards; null when they could not be read (the rest of the page still shows). */
  bankCards?: Maybe<BankCards>;
  /** The bound mobile number's country dialing code (such as +82), when one is bound. */
  countryDialingCode?: Maybe<Scalars['String']['output']>;
  /** The bound e-mail address, masked by the platform. */
  email?: Maybe<Scalars['String']['output']>;
  /** Whether a payment password is set (withdrawals, points redemption and bank-card changes ask for it). */
  hasPaymentPassword: Scalars['Boolean']['output'];
  /** The sources of income a member may choose. */
  incomeSources: Array<IncomeSource>;
  /** The bound mobile number, masked by the platform. */
  mobile?: Maybe<Scalars['String']['output']>;
  /** The nationalities a member may choose, as ISO 3166-1 alpha-2 codes (the app names them in the reader's language). */
  nationalities: Array<Scalars['String']['output']>;
  /** The member's profile as stored. */
  profile: MemberProfile;
  /** The profile fields the brand shows, in display order, with whether each must be filled. */
  profileFields: Array<ProfileFieldRule>;
  /** The real name is set: it can no longer be changed here (bank cards must carry it). */
  realNameLocked: Scalars['Boolean']['output'];
  /**
   * The most the brand's Zalo bonus gives a member who adds their Zalo number (the spec's "Zalo bonus
   * up to 131K"); null when the brand offers none, or does not show the Zalo field.
   */
  zaloBonusMax?: Maybe<Scalars['MinorUnits']['output']>;
};

/** The member's session time limit, in minutes. */
export type SessionLimit = {
  __typename?: 'SessionLimit';
  /** The limit in force; null when none is set. */
  minutes?: Maybe<Scalars['Int']['output']>;
  /** A longer limit or a removal waiting for its cooling-off: true when one is waiting. */
  pending: Scalars['Boolean']['output'];
  /** When the waiting change takes effect. */
  pendingEffectiveAt?: Maybe<Scalars['Timestamp']['output']>;
  /** The waiting change's minutes; null with pending true: the limit will be removed. */
  pendingMinutes?: Maybe<Scalars['Int']['output']>;
};

/** The answer of setSessionLimit. */
export type SessionLimitPayload = MutationPayload & {
  __typename?: 'SessionLimitPayload';
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
  /** The session limit as it now stands. */
  sessionLimit?: Maybe<SessionLimit>;
};

/** The first payment password. */
export type SetPaymentPasswordInput = {
  /** The payment password again. */
  confirmPaymentPassword: Scalars['String']['input'];
  /** The member's login password. */
  loginPassword: Scalars['String']['input'];
  /** The payment password (the brand's rule; 6 digits for the demo brand). */
  newPaymentPassword: Scalars['String']['input'];
};

/** Which accounts a @signedIn field serves. */
export type SignedInAccount =
  /** Any logged-in account, trial (free-play) accounts included. */
  | 'ANY'
  /** Real accounts only: a trial account is answered as the directive says (no inbox, badges, rewards, points or feedback for it). */
  | 'REAL';

/** One public live event of the brand. */
export type SiteEvent = {
  __typename?: 'SiteEvent';
  /** JACKPOTS, and SNAPSHOT for a brand with pools: every pool's amount now; null otherwise. */
  jackpots?: Maybe<Array<JackpotAmount>>;
  /** What happened. */
  kind: SiteEventKind;
  /** LEADERBOARD: the run's board now; null otherwise. */
  leaderboard?: Maybe<TournamentBoard>;
  /** When the maintenance is planned to end, if the operator said (MAINTENANCE only). */
  maintenanceEndTime?: Maybe<Scalars['Timestamp']['output']>;
  /** What the site is for this visitor now (the same decision as the edge guard's). */
  state: SiteState;
};

/** What a public live event says. */
export type SiteEventKind =
  /** The jackpot pools' amounts changed (a stake, a win): `jackpots` holds them all. */
  | 'JACKPOTS'
  /** A run's board moved (a round scored; the run was settled): `leaderboard` holds it. */
  | 'LEADERBOARD'
  /** The status when the stream opened. */
  | 'SNAPSHOT'
  /** The operator changed the site's status. */
  | 'STATUS';

/** What the edge guard shows instead of the app. */
export type SiteState =
  /**
   * The request came by a host the brand does not list (its domain routes): everything is replaced by
   * the "invalid address, contact customer service" page (HTTP 403).
   */
  | 'INVALID_DOMAIN'
  /** Everything is replaced by the maintenance page (HTTP 503). */
  | 'MAINTENANCE'
  /** The site is open. */
  | 'NORMAL'
  /** Everything is replaced by the region-block page (HTTP 451). */
  | 'REGION_RESTRICTED';

/** What the SMS tab of the login form sends. */
export type SmsLoginInput = {
  /** The country dialing code, such as 82. */
  countryDialingCode: Scalars['String']['input'];
  /** A persistent id of the visitor's browser. */
  deviceId?: InputMaybe<Scalars['String']['input']>;
  /** The number without the country code. */
  mobileNum: Scalars['String']['input'];
  /** Keep the session for a day instead of until the browser closes. */
  remember?: InputMaybe<Scalars['Boolean']['input']>;
  /** The 6-digit code from the SMS. */
  verificationCode: Scalars['String']['input'];
};

/** A link to one of the brand's social pages. */
export type SocialLink = {
  __typename?: 'SocialLink';
  /** Facebook, Twitter, Instagram, YouTube, Telegram or KakaoTalk. */
  network: Scalars['String']['output'];
  /** The brand's page on that network. */
  url: Scalars['String']['output'];
};

/** What a social sign-in sends. */
export type SocialLoginInput = {
  /** A persistent id of the visitor's browser. */
  deviceId?: InputMaybe<Scalars['String']['input']>;
  /** The Firebase ID token (a signed JWT). */
  idToken: Scalars['String']['input'];
  /** Which provider the token comes from. */
  provider: SocialProvider;
  /** Keep the session for a day instead of until the browser closes. */
  remember?: InputMaybe<Scalars['Boolean']['input']>;
};

/** A social sign-in provider. */
export type SocialProvider =
  /** Facebook, through Firebase. */
  | 'FACEBOOK'
  /** Google, through Firebase. */
  | 'GOOGLE';

/** Which way a report is sorted. */
export type SortDirection =
  /** Smallest (or oldest) first. */
  | 'ASC'
  /** Largest (or newest) first. */
  | 'DESC';

/**
 * What changes without a navigation, pushed to the browser over Server-Sent Events
 * (docs/decisions/040-live-updates.md). Pages render on the server from their loaders as before; a
 * subscription only replaces small pieces of what is already shown.
 */
export type Subscription = {
  __typename?: 'Subscription';
  /**
   * The logged-in member's live events: first the current state (SNAPSHOT), then one event per
   * change, from the platform's live events (GET /wps/member/events) or, on a platform without
   * them, from a bounded poll of the balance and badges. The stream ends with SESSION_ENDED when the
   * session ends (logout, time-out, time limit, exclusion) and after 30 minutes in any case (the
   * browser reconnects, and the session is checked again). A visitor is refused with SESSION_ENDED.
   */
  live: LiveEvent;
  /**
   * The brand's public live events, for anyone on the site: first the site's status when the stream
   * opened (SNAPSHOT), then one event each time the operator changes it (maintenance on or off, a
   * region restriction), from the platform's public events (GET /wps/system/events) or, on a
   * platform without them, from a bounded poll of the status. A page that learns of maintenance
   * shows the maintenance notice without a reload.
   */
  siteLive: SiteEvent;
};

/** The site's state for the current visitor. */
export type SystemStatus = {
  __typename?: 'SystemStatus';
  /** When maintenance is planned to end, if the platform knows. */
  maintenanceEndTime?: Maybe<Scalars['Timestamp']['output']>;
  /** Open, maintenance or region restricted. */
  state: SiteState;
  /** The visitor's ISO country as seen at the edge. */
  visitorCountry?: Maybe<Scalars['String']['output']>;
  /** The visitor's IP address as seen at the edge. */
  visitorIp?: Maybe<Scalars['String']['output']>;
};

/** One level of the agent's team, or a search over it. */
export type TeamLevel = {
  __typename?: 'TeamLevel';
  /** The agent's own direct downline. */
  directCount: Scalars['Int']['output'];
  /** This page's accounts. */
  items: Array<TeamMember>;
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
  /** Accounts per page. */
  pageSize: Scalars['Int']['output'];
  /** The account whose direct downline this is; null for a search. */
  parent?: Maybe<TeamMember>;
  /** From the agent (level 0) down to the parent; empty for a search. */
  path: Array<TeamPathStep>;
  /** The search asked, when this is one. */
  search?: Maybe<Scalars['String']['output']>;
  /** The agent's whole team. */
  teamSize: Scalars['Int']['output'];
  /** How many accounts the level (or the search) has. */
  total: Scalars['Int']['output'];
};

/** A member of an agent's team (or the agent, level 0). */
export type TeamMember = {
  __typename?: 'TeamMember';
  /** The main and vendor wallets together. */
  balance: Scalars['MinorUnits']['output'];
  /** How many accounts it has directly below it. */
  directCount: Scalars['Int']['output'];
  /** Whether the account is an agent (it may have a downline of its own). */
  isAgent: Scalars['Boolean']['output'];
  /** When the account was opened. */
  joinedAt: Scalars['Timestamp']['output'];
  /** The last login; null when it never logged in. */
  lastLoginAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Levels below the agent viewing (1 = direct downline). */
  level: Scalars['Int']['output'];
  /** The nickname. */
  nickname: Scalars['String']['output'];
  /**
   * The account is in a time-out or self-exclusion now (never why); null when not, or when the
   * platform does not say. Only the player can start one, and nobody can lift it.
   */
  protection?: Maybe<PlayerProtection>;
  /** How many accounts its whole team has (every level below it). */
  teamSize: Scalars['Int']['output'];
  /** The username. */
  username: Scalars['String']['output'];
  /**
   * Where the account's identity verification stands (never a document, nor why one was refused);
   * null when the platform does not say.
   */
  verification?: Maybe<VerificationStatus>;
};

/** One step of the way from the agent down to a team member. */
export type TeamPathStep = {
  __typename?: 'TeamPathStep';
  /** Levels below the agent (0 = the agent). */
  level: Scalars['Int']['output'];
  /** The nickname. */
  nickname: Scalars['String']['output'];
  /** The username. */
  username: Scalars['String']['output'];
};

/** The theme's colours, each #rrggbb; the stylesheet derives its other tokens from them. */
export type ThemeColors = {
  __typename?: 'ThemeColors';
  /** The brand colour: links, primary buttons, current items, amounts. */
  accent: Scalars['String']['output'];
  /** Behind everything. */
  background: Scalars['String']['output'];
  /** Dividers and borders. */
  border: Scalars['String']['output'];
  /** The focus ring. */
  focus: Scalars['String']['output'];
  /** Secondary text. */
  muted: Scalars['String']['output'];
  /** The main navigation bar. */
  navigation: Scalars['String']['output'];
  /** Text on the accent. */
  onAccent: Scalars['String']['output'];
  /** Cards, panels, dialogs, the header. */
  surface: Scalars['String']['output'];
  /** A raised surface: inputs, hovered rows, table heads. */
  surfaceRaised: Scalars['String']['output'];
  /** Body text. */
  text: Scalars['String']['output'];
};

/** Two colours of a theme that are not readable together (WCAG 2.1 AA). */
export type ThemeProblem = {
  __typename?: 'ThemeProblem';
  /** The colour behind it, by its name in ThemeColors. */
  background: Scalars['String']['output'];
  /** The colour in front (text, a focus ring), by its name in ThemeColors. */
  foreground: Scalars['String']['output'];
  /** Their contrast ratio, such as 2.1 (for 2.1:1). */
  ratio: Scalars['Float']['output'];
  /** The least WCAG AA asks: 4.5 for text, 3 for a focus ring. */
  required: Scalars['Float']['output'];
};

/** A tournament run: its rules, its schedule, its prizes, and where the member stands. */
export type Tournament = {
  __typename?: 'Tournament';
  /** Its board: the top 20 with a score (a finished run by its final ranks). */
  board: Array<TournamentBoardLine>;
  /** BUY_IN: what entering costs. */
  buyIn?: Maybe<Scalars['MinorUnits']['output']>;
  /** Its code: its series' and its start (its page is /tournaments/<code>). */
  code: Scalars['String']['output'];
  endsAt: Scalars['Timestamp']['output'];
  /** Members in it. */
  entrants: Scalars['Int']['output'];
  entry: TournamentEntry;
  /** The game types whose every game counts. */
  gameTypes: Array<JackpotCatalogueName>;
  /** Single games that count. */
  games: Array<JackpotGame>;
  kind: TournamentKind;
  /** Rounds with a smaller stake score nothing. */
  minStake: Scalars['MinorUnits']['output'];
  /** The member's standing; null for a visitor and for a member not in it. */
  mine?: Maybe<TournamentStanding>;
  /** Its name in the request's language. */
  name: Scalars['String']['output'];
  /** The prize table, in rank order. */
  prizes: Array<TournamentPrize>;
  scoring: TournamentScoring;
  startsAt: Scalars['Timestamp']['output'];
  /** Where it stands now (worked out from its times, so a cached answer is never behind). */
  state: TournamentState;
  /** The providers whose every game counts. */
  vendors: Array<JackpotCatalogueName>;
};

/** A prize won. */
export type TournamentAward = {
  __typename?: 'TournamentAward';
  kind: TournamentPrizeKind;
  money?: Maybe<Scalars['MinorUnits']['output']>;
  paid: Scalars['Boolean']['output'];
  points?: Maybe<Scalars['Int']['output']>;
  /** BONUS: its turnover requirement, × its amount. */
  turnoverMultiplier?: Maybe<Scalars['Int']['output']>;
};

/** A run's board as the public stream tells it. */
export type TournamentBoard = {
  __typename?: 'TournamentBoard';
  code: Scalars['String']['output'];
  entrants: Scalars['Int']['output'];
  state: TournamentState;
  top: Array<TournamentBoardLine>;
};

/** A place on a board. */
export type TournamentBoardLine = {
  __typename?: 'TournamentBoardLine';
  /** Masked to its first and last letters; null for a member who keeps their wins off public lists. */
  name?: Maybe<Scalars['String']['output']>;
  rank: Scalars['Int']['output'];
  /** In the run's scoring's unit: minor units for STAKE and WIN, the multiplier for MULTIPLIER (12.5 is ×12.50), rounds for ROUNDS. */
  score: Scalars['Float']['output'];
};

export type TournamentEntry =
  /** Every member is in from their first scoring round. */
  | 'AUTO'
  /** A member joins by paying the buy-in. */
  | 'BUY_IN'
  /** A member joins (free). */
  | 'OPT_IN';

export type TournamentKind =
  /** A short run (an hour) that starts again when it ends. */
  | 'RACE'
  /** A longer run (a day, a week). */
  | 'TOURNAMENT';

/** A line of the prize table: each rank from fromRank to toRank wins it. */
export type TournamentPrize = {
  __typename?: 'TournamentPrize';
  fromRank: Scalars['Int']['output'];
  kind: TournamentPrizeKind;
  /** MONEY and BONUS: the amount. */
  money?: Maybe<Scalars['MinorUnits']['output']>;
  /** POINTS: the points. */
  points?: Maybe<Scalars['Int']['output']>;
  toRank: Scalars['Int']['output'];
  /** BONUS: its turnover requirement, × its amount. */
  turnoverMultiplier?: Maybe<Scalars['Int']['output']>;
};

export type TournamentPrizeKind =
  /** A bonus with a turnover requirement. */
  | 'BONUS'
  /** Cash, to the main wallet. */
  | 'MONEY'
  /** Points. */
  | 'POINTS';

export type TournamentScoring =
  /** The best win ÷ stake of one round. */
  | 'MULTIPLIER'
  /** The number of rounds. */
  | 'ROUNDS'
  /** The sum of stakes. */
  | 'STAKE'
  /** The sum of wins. */
  | 'WIN';

/** A member's standing in a run. */
export type TournamentStanding = {
  __typename?: 'TournamentStanding';
  code: Scalars['String']['output'];
  entrants: Scalars['Int']['output'];
  /** The member's place now (null before their first scoring round); a finished run's final rank. */
  position?: Maybe<Scalars['Int']['output']>;
  /** A finished run's prize for the member, and whether it is paid. */
  prize?: Maybe<TournamentAward>;
  /** In the run's scoring's unit (as TournamentBoardLine.score). */
  score: Scalars['Float']['output'];
  scoring: TournamentScoring;
  state: TournamentState;
};

export type TournamentState =
  /** Ended, its prizes being paid. */
  | 'ENDED'
  /** Its results fixed and its prizes paid. */
  | 'FINISHED'
  | 'RUNNING'
  | 'UPCOMING';

/** Filters of the transaction history. */
export type TransactionFilter = {
  /** Start of the range, included (UTC epoch milliseconds). */
  from: Scalars['Timestamp']['input'];
  /** Only movements in this status. */
  status?: InputMaybe<TransactionStatus>;
  /** End of the range, excluded. */
  to: Scalars['Timestamp']['input'];
  /** Only these types; all when empty or absent. */
  types?: InputMaybe<Array<TransactionType>>;
};

/** A page of the transaction history and the totals of the whole filtered range. */
export type TransactionPage = {
  __typename?: 'TransactionPage';
  /** This page's movements. */
  items: Array<Movement>;
  /** totalIn − totalOut: how much the wallets changed over the filtered range. */
  net: Scalars['MinorUnits']['output'];
  /** The page number (from 1). */
  page: Scalars['Int']['output'];
  /** The page size used. */
  pageSize: Scalars['Int']['output'];
  /** How many movements match the filters in all. */
  total: Scalars['Int']['output'];
  /** Sum of the money that came in over the whole filtered range. */
  totalIn: Scalars['MinorUnits']['output'];
  /** Sum of the money that went out over the whole filtered range (a positive amount). */
  totalOut: Scalars['MinorUnits']['output'];
};

/** How the transaction history is sorted. */
export type TransactionSort =
  /** By signed amount (money out is negative). */
  | 'AMOUNT'
  /** By time. */
  | 'TIME';

/** Where a movement stands, from the record it belongs to. */
export type TransactionStatus =
  /** A void round. */
  | 'CANCELLED'
  /** Done: a paid deposit or withdrawal, a credited transfer, a settled round, a bonus or rebate. */
  | 'COMPLETED'
  /** A withdrawal on hold, a player transfer not yet credited, a round not yet settled. */
  | 'PENDING'
  /** A rejected withdrawal (its hold and its refund). */
  | 'REFUNDED';

/** What a wallet movement is, as the member's records group it (the type filter). */
export type TransactionType =
  /** An operator's adjustment or an opening balance. */
  | 'ADJUSTMENT'
  /** A stake. */
  | 'BET'
  /** A bonus (the first-deposit bonus, promotions). */
  | 'BONUS'
  /** A paid deposit. */
  | 'DEPOSIT'
  /** Points converted to money. */
  | 'POINTS'
  /** A rebate. */
  | 'REBATE'
  /** A transfer between the member's own wallets, or to or from another player. */
  | 'TRANSFER'
  /** A payout (a round's win, a jackpot's). */
  | 'WIN'
  /** A withdrawal: its hold (money leaves the wallet) and, when rejected, its refund. */
  | 'WITHDRAW';

/** Which way a player transfer went, seen from the member. */
export type TransferDirection =
  /** The member received it. */
  | 'IN'
  /** The member sent it. */
  | 'OUT';

/** Whom the member may send money to, and within which limits. */
export type TransferOptions = {
  __typename?: 'TransferOptions';
  /** False for trial (free-play) accounts, which cannot send. */
  canSend: Scalars['Boolean']['output'];
  /** The member is an agent: they may also send to their downline (see downlineSearch). */
  isAgent: Scalars['Boolean']['output'];
  /** The largest amount one transfer may move. */
  maxAmount: Scalars['MinorUnits']['output'];
  /** The smallest amount one transfer may move. */
  minAmount: Scalars['MinorUnits']['output'];
  /** Whether the member has set a payment password (transfers need it). */
  paymentPasswordSet: Scalars['Boolean']['output'];
  /** The member's upline, when they have one that can receive. */
  upline?: Maybe<TransferParty>;
};

/** The other player of a transfer. */
export type TransferParty = {
  __typename?: 'TransferParty';
  /** The nickname. */
  nickname: Scalars['String']['output'];
  /** The username (what transferToPlayer takes). */
  username: Scalars['String']['output'];
};

/** The answer to a transfer. */
export type TransferPayload = MutationPayload & {
  __typename?: 'TransferPayload';
  /** The amount moved (for transferAllToMain, the total brought back; possibly 0). */
  amount?: Maybe<Scalars['MinorUnits']['output']>;
  /** For a player transfer: false while the receiver's half is still pending (it completes shortly). */
  completed?: Maybe<Scalars['Boolean']['output']>;
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/**
 * What went wrong with a mutation's input, in terms a form can show: every mutation answers with
 * `ok` and a list of these (empty when it went through). Unexpected failures are GraphQL errors
 * instead, masked unless they carry a known code.
 */
export type UserError = {
  __typename?: 'UserError';
  /** For BONUS_FORFEIT_REQUIRED: the bonus balance a withdrawal now would forfeit. */
  bonusAtStake?: Maybe<Scalars['MinorUnits']['output']>;
  /** The catalogue code; the app maps it to a localized message. */
  code: UserErrorCode;
  /** The input field the error concerns, when it concerns one (as named in the mutation's input). */
  field?: Maybe<Scalars['String']['output']>;
  /** For LIMIT_REACHED: what the refusing limit counts. */
  limitKind?: Maybe<LimitKind>;
  /** For LIMIT_REACHED: the refusing limit's period. */
  limitPeriod?: Maybe<LimitPeriod>;
  /** For BONUS_MAX_STAKE: the largest stake the active bonus allows. */
  maximum?: Maybe<Scalars['MinorUnits']['output']>;
  /** A short English description of the code, for API users; forms localize the code instead. */
  message: Scalars['String']['output'];
  /** For PATTERN: which pattern the value must match (the brand's pattern id, such as NUMBER_LETTER). */
  patternId?: Maybe<Scalars['String']['output']>;
  /** For LIMIT_REACHED: how much the player's limit still allows in its period; for BONUS_FORFEIT_REQUIRED: the active bonus's turnover still needed. */
  remaining?: Maybe<Scalars['MinorUnits']['output']>;
  /**
   * For TOO_MANY_REQUESTS: how many seconds until another try is allowed, when the platform says
   * (its `retryAfterSeconds`); null when it does not.
   */
  retryAfterSeconds?: Maybe<Scalars['Int']['output']>;
  /** For LIMIT_REACHED: when the limit's period resets; for EXCLUDED: when the exclusion ends (null: never). */
  until?: Maybe<Scalars['Timestamp']['output']>;
};

/**
 * The catalogue of expected mutation failures. Platform error codes map onto these in one place in
 * the gateway.
 */
export type UserErrorCode =
  /** The amount is above the brand's maximum. */
  | 'ABOVE_MAXIMUM'
  /**
   * The account was closed at the player's request: no login; the balance is paid out through
   * customer service.
   */
  | 'ACCOUNT_CLOSED'
  /** The account is disabled. */
  | 'ACCOUNT_DISABLED'
  /** The brand checks age before any game, free trials included: an identity document must be accepted first (a guest must sign up). */
  | 'AGE_CHECK_REQUIRED'
  /** The amount is not a positive amount with at most two decimals. */
  | 'AMOUNT_INVALID'
  /** Money is left on the account (or a withdrawal is not paid yet): it must be withdrawn first. */
  | 'BALANCE_REMAINING'
  /** The amount is below the brand's minimum. */
  | 'BELOW_MINIMUM'
  /** The active bonus is another one than the page showed: nothing was forfeited. */
  | 'BONUS_CHANGED'
  /** A withdrawal now forfeits the active bonus (see bonusAtStake and remaining): ask again with forfeitBonus. */
  | 'BONUS_FORFEIT_REQUIRED'
  /** The stake is above the largest one the active bonus allows (see maximum). */
  | 'BONUS_MAX_STAKE'
  /** A captcha is required now. */
  | 'CAPTCHA_REQUIRED'
  /** The captcha answer was wrong or expired. */
  | 'CAPTCHA_WRONG'
  /** The brand's limit of bank cards is reached. */
  | 'CARD_LIMIT'
  /** The account name differs from the member's real name. */
  | 'CARD_NAME_MISMATCH'
  /**
   * The SMS or e-mail code can no longer be used: past its lifetime, or used up by wrong tries. A new
   * one must be sent. Only from a platform that says so (the reference platform's
   * `verification_code_error` with `value.reason`, our extension); others answer CODE_WRONG.
   */
  | 'CODE_EXPIRED'
  /**
   * The platform could not send a code (its SMS or mail provider failed, or it refused for a reason of
   * its own): `message` carries the platform's own words, in the request language.
   */
  | 'CODE_NOT_SENT'
  /** The code (SMS, e-mail or authenticator) is wrong; also expired or used up, from a platform that does not say which. */
  | 'CODE_WRONG'
  /**
   * Refused without a reason the player may be told (a registration with a self-excluded player's
   * details): the app says only "contact customer service".
   */
  | 'CONTACT_SUPPORT'
  /** The daily number of requests is used up. */
  | 'DAILY_LIMIT'
  /** The password is the brand's default password and cannot be chosen. */
  | 'DEFAULT_PASSWORD'
  /** A document of this kind is accepted and in force: no other is needed. */
  | 'DOCUMENT_ACCEPTED'
  /** A document of this kind is waiting for review: another is sent once it is decided. */
  | 'DOCUMENT_IN_REVIEW'
  /** The brand does not ask this member for a document of this kind. */
  | 'DOCUMENT_NOT_NEEDED'
  /**
   * The player is in a time-out or self-exclusion: no login, deposit, stake or bonus until `until`
   * (null: a permanent self-exclusion).
   */
  | 'EXCLUDED'
  /** The member has the most favourite games the platform keeps (500 on the reference platform): remove one first. */
  | 'FAVORITE_LIMIT'
  /** The file is not a png or jpg of at most 5 MB. */
  | 'FILE_INVALID'
  /** Starting a game: the previous game is not finished (platform #734): wait a few seconds, or finish the open round. */
  | 'GAME_NOT_FINISHED'
  /** The game cannot be opened here (unknown game, or an address outside the brand's game origins). */
  | 'GAME_UNAVAILABLE'
  /** The request key was already used for a different request. */
  | 'IDEMPOTENCY_KEY_REUSED'
  /** A confirmation differs from the value it confirms. */
  | 'INCONSISTENT'
  /** Wrong username or password (the same answer whether or not the account exists). */
  | 'INCORRECT_CREDENTIALS'
  /** The wallet does not hold that much. */
  | 'INSUFFICIENT_BALANCE'
  /** A field is missing or malformed. */
  | 'INVALID_INPUT'
  /** The affiliate (invitation) code does not exist. */
  | 'INVITATION_CODE'
  /** A value is too short or too long. */
  | 'LENGTH'
  /**
   * A responsible-gaming limit the player set refuses the deposit or stake: `remaining` says how much
   * the period still allows and `until` when it resets.
   */
  | 'LIMIT_REACHED'
  /** Real-money play needs a logged-in member. */
  | 'LOGIN_REQUIRED'
  /** This function is switched off for the brand. */
  | 'NOT_AVAILABLE'
  /** The record does not exist or is not yours. */
  | 'NOT_FOUND'
  /** The account is not a member account. */
  | 'NOT_MEMBER'
  /** No login is waiting for a second step. */
  | 'NO_PENDING_LOGIN'
  /** The current password is wrong. */
  | 'OLD_PASSWORD_WRONG'
  /** A value does not match the brand's pattern (see patternId). */
  | 'PATTERN'
  /** No payment password is set yet. */
  | 'PAYMENT_PASSWORD_NOT_SET'
  /** The payment password is wrong. */
  | 'PAYMENT_PASSWORD_WRONG'
  /**
   * The brand's SMS quota is used up: no SMS code can be sent until its operator tops it up
   * (`sms.quota_exceeded`, our extension).
   */
  | 'QUOTA_EXCEEDED'
  /** The recipient cannot receive this transfer. */
  | 'RECIPIENT_INVALID'
  /** A required field is empty. */
  | 'REQUIRED'
  /** The new password equals the old one. */
  | 'SAME_AS_OLD'
  /** The source and target wallet are the same. */
  | 'SAME_WALLET'
  /** Too many wrong second-step answers for the account or from the address: the step is locked for a while (30 minutes by default). */
  | 'SECOND_STEP_LOCKED'
  /** The second-step answer (bank account name) is wrong. */
  | 'SECOND_STEP_WRONG'
  /** The login or session has ended (too many wrong answers, timed out): log in again. */
  | 'SESSION_ENDED'
  /** The social sign-in was refused (an invalid, expired or foreign token). */
  | 'SOCIAL_TOKEN_INVALID'
  /** The record has already moved on (paid, cancelled or decided). */
  | 'STATE_CONFLICT'
  /** Starting a game: the platform is busy or the launch was incomplete (platform #727): try again shortly. */
  | 'SYSTEM_BUSY'
  /** The username, number or address is already registered. */
  | 'TAKEN'
  /** A new version of the terms or the privacy policy waits for the member's acceptance first. */
  | 'TERMS_NOT_ACCEPTED'
  /** The reset link is invalid, used or expired. */
  | 'TOKEN_INVALID'
  /** Too many attempts from here, or too many codes sent to one number or address; try again later (see retryAfterSeconds). */
  | 'TOO_MANY_REQUESTS'
  /** Every member takes part in this tournament from their first round: there is nothing to join. */
  | 'TOURNAMENT_AUTOMATIC'
  /** The tournament has ended: it takes no more entrants. */
  | 'TOURNAMENT_ENDED'
  /** Real-money play needs a real account: a trial (free-play) account can only play free trials. */
  | 'TRIAL_ACCOUNT'
  /** The game has no free trial: it plays real money only. */
  | 'TRIAL_UNAVAILABLE'
  /** No such wallet. */
  | 'UNKNOWN_WALLET'
  /**
   * The brand verifies identity before this (a real-money stake or launch, a withdrawal, a deposit past
   * its lifetime amount): the member's documents must be accepted first (`remaining`: for a deposit,
   * what may still be deposited before then).
   */
  | 'VERIFICATION_REQUIRED'
  /** A newer version of the terms or the privacy policy took effect since the form was shown: read it first. */
  | 'VERSION_OUTDATED';

/** A game vendor. */
export type Vendor = {
  __typename?: 'Vendor';
  /** Vendor code (vassalage). */
  code: Scalars['String']['output'];
  /** Logo address. */
  logoUrl: Scalars['String']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
};

/** A vendor's own wallet (transfer mode). */
export type VendorWallet = {
  __typename?: 'VendorWallet';
  /** The wallet's balance. */
  balance: Scalars['MinorUnits']['output'];
  /** The vendor's name in the request language. */
  name: Scalars['String']['output'];
  /** The vendor code; also the wallet's name in transferBetweenWallets. */
  vendorCode: Scalars['String']['output'];
};

/** The member's identity verification. */
export type Verification = {
  __typename?: 'Verification';
  /** An identity document is accepted and in force (the age check). */
  ageVerified: Scalars['Boolean']['output'];
  /** The documents sent, newest first (at most 50). */
  documents: Array<VerificationDocument>;
  /** What waits for verification. */
  gates: VerificationGates;
  /** Each kind the member needs, in a fixed order. */
  kinds: Array<VerificationKindState>;
  /** The account's status. */
  status: VerificationStatus;
};

/** A document the member sent (never its file). */
export type VerificationDocument = {
  __typename?: 'VerificationDocument';
  /** image/png, image/jpeg or application/pdf. */
  contentType: Scalars['String']['output'];
  /** When the operator decided. */
  decidedAt?: Maybe<Scalars['Timestamp']['output']>;
  /** When it stops holding (null: never, or not accepted). */
  expiresAt?: Maybe<Scalars['Timestamp']['output']>;
  /** The document's id. */
  id: Scalars['ID']['output'];
  /** What it is. */
  kind: VerificationDocumentKind;
  /** Why it was refused (REFUSED only). */
  reason?: Maybe<VerificationRefusalReason>;
  /** When it was sent. */
  sentAt: Scalars['Timestamp']['output'];
  /** Where it stands (never NOT_SENT). */
  state: VerificationDocumentState;
};

/** One document to send. */
export type VerificationDocumentInput = {
  /** The file as Base64, or a data URL. */
  file: Scalars['String']['input'];
  /** What it is. */
  kind: VerificationDocumentKind;
  /** The member's own id of this upload (8 to 64 of A-Z, a-z, 0-9, - and _): a retry with it stores nothing twice. */
  requestId: Scalars['String']['input'];
};

/** A document the brand may ask for. */
export type VerificationDocumentKind =
  /** An identity document's back. */
  | 'ID_BACK'
  /** An identity document's front (passport page, identity card, driving licence). */
  | 'ID_FRONT'
  /** A proof that a payment method is the member's (a card's photo, a bank statement). */
  | 'PAYMENT_METHOD'
  /** A recent bill or bank statement with the member's name and address. */
  | 'PROOF_OF_ADDRESS'
  /** A photo of the member holding the identity document. */
  | 'SELFIE'
  /** Where the money the member plays with comes from (a payslip, a statement). */
  | 'SOURCE_OF_FUNDS';

/** The answer of uploadVerificationDocument. */
export type VerificationDocumentPayload = MutationPayload & {
  __typename?: 'VerificationDocumentPayload';
  /** The document as stored (also for a retry). */
  document?: Maybe<VerificationDocument>;
  /** Why not. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
};

/** Where a document, or a kind the member needs, stands. */
export type VerificationDocumentState =
  /** Accepted, and in force until expiresAt. */
  | 'ACCEPTED'
  /** Past its expiry: a current one is needed. */
  | 'EXPIRED'
  /** Waiting for the operator. */
  | 'IN_REVIEW'
  /** Nothing of this kind was sent yet (a kind only, never a document). */
  | 'NOT_SENT'
  /** Not accepted: see reason; a new one may be sent. */
  | 'REFUSED';

/** What the brand holds until the account is verified. */
export type VerificationGates = {
  __typename?: 'VerificationGates';
  /** Deposits past this lifetime total (null: none). */
  depositAbove?: Maybe<Scalars['MinorUnits']['output']>;
  /** Free trials, for guests too: an age check (an accepted identity document). */
  freePlay: Scalars['Boolean']['output'];
  /** Real-money play (launches and stakes). */
  realPlay: Scalars['Boolean']['output'];
  /** Withdrawals. */
  withdraw: Scalars['Boolean']['output'];
};

/** One kind the member needs, and where it stands. */
export type VerificationKindState = {
  __typename?: 'VerificationKindState';
  /** The operator asked this member for it (beyond the brand's list). */
  asked: Scalars['Boolean']['output'];
  /** When its accepted document stops holding (ACCEPTED only; null: never). */
  expiresAt?: Maybe<Scalars['Timestamp']['output']>;
  /** The kind. */
  kind: VerificationDocumentKind;
  /** The operator's note with the request. */
  note?: Maybe<Scalars['String']['output']>;
  /** Why its newest document was refused (REFUSED only). */
  reason?: Maybe<VerificationRefusalReason>;
  /** Its newest document's state (NOT_SENT: none yet). */
  state: VerificationDocumentState;
};

/** Why the operator did not accept a document. */
export type VerificationRefusalReason =
  /** A proof of address older than three months. */
  | 'ADDRESS_TOO_OLD'
  /** The date of birth differs from the account's. */
  | 'BIRTH_DATE_MISMATCH'
  /** The document itself has expired. */
  | 'DOCUMENT_EXPIRED'
  /** Another account already holds this identity. */
  | 'DUPLICATE_IDENTITY'
  /** Part of it is missing or covered. */
  | 'INCOMPLETE'
  /** The name differs from the account's. */
  | 'NAME_MISMATCH'
  /** Another reason: customer service tells the details. */
  | 'OTHER'
  /** The holder is under 18. */
  | 'UNDERAGE'
  /** It cannot be read clearly. */
  | 'UNREADABLE'
  /** It is not the document asked for. */
  | 'WRONG_DOCUMENT';

/** The account's verification over every kind it needs. */
export type VerificationStatus =
  /** Something is missing, refused or expired: the member has to send it. */
  | 'ACTION_NEEDED'
  /** Nothing is missing, refused or expired; something waits for the operator. */
  | 'IN_REVIEW'
  /** Nothing was sent yet. */
  | 'NOT_STARTED'
  /** Every needed kind is accepted and in force. */
  | 'VERIFIED';

/** One step of the brand's VIP ladder: both lifetime totals must reach its thresholds. */
export type VipLevel = {
  __typename?: 'VipLevel';
  level: Scalars['Int']['output'];
  /** Lifetime deposits paid the level needs. */
  minDeposit: Scalars['MinorUnits']['output'];
  /** Lifetime valid bets settled the level needs. */
  minValidBet: Scalars['MinorUnits']['output'];
};

/** The member's VIP rank, computed by the platform from their deposits and bets at every ask. */
export type VipProgress = {
  __typename?: 'VipProgress';
  /** Lifetime deposits paid. */
  deposits: Scalars['MinorUnits']['output'];
  /** 0: below the ladder's first level. */
  level: Scalars['Int']['output'];
  /** The brand's ladder, lowest level first; empty when the brand has no VIP programme. */
  levels: Array<VipLevel>;
  /** The level above; null at the top of the ladder or without one. */
  next?: Maybe<VipLevel>;
  /** Lifetime valid bets settled. */
  validBets: Scalars['MinorUnits']['output'];
};

/** How a brand keeps a member's money. */
export type WalletMode =
  /** One seamless wallet that every game plays from. */
  | 'SINGLE'
  /** A main wallet plus one wallet per listed vendor; the member moves money between them. */
  | 'TRANSFER';

/** A transfer between two of the member's wallets. */
export type WalletTransferInput = {
  /** The amount, more than zero. */
  amount: Scalars['MinorUnits']['input'];
  /** The wallet the money leaves: MAIN or a vendor code. */
  from: Scalars['String']['input'];
  /** The form's idempotency key (8 to 80 characters of A-Z a-z 0-9 _ . : -), new for every form shown. */
  requestId: Scalars['String']['input'];
  /** The wallet the money goes to: MAIN or a vendor code. */
  to: Scalars['String']['input'];
};

/** The member's wallets under the brand's wallet mode. */
export type Wallets = {
  __typename?: 'Wallets';
  /** The platform's currency code, when it says. */
  currency?: Maybe<Scalars['String']['output']>;
  /** The main wallet's balance (what deposits, withdrawals and player transfers use). */
  main: Scalars['MinorUnits']['output'];
  /** The brand's wallet mode. */
  mode: WalletMode;
  /** The main wallet and every vendor wallet together. */
  total: Scalars['MinorUnits']['output'];
  /** Each vendor's wallet, in the brand's order; empty in single mode. */
  vendors: Array<VendorWallet>;
};

/** A recent win on the winner board. */
export type Winner = {
  __typename?: 'Winner';
  /** The winner's masked name. */
  customerName: Scalars['String']['output'];
  /** The game that was won, to start it from the board. */
  game: Game;
  /** The game's name. */
  gameName: Scalars['String']['output'];
  /** The game's icon. */
  iconUrl: Scalars['String']['output'];
  /** Stable id of the entry. */
  id: Scalars['ID']['output'];
  /** What was won. */
  winAmount: Scalars['MinorUnits']['output'];
};

/** The brand's withdrawal rules and the member's means to withdraw. */
export type WithdrawSettings = {
  __typename?: 'WithdrawSettings';
  /** The active bonus, whose turnover is not met yet: a withdrawal now forfeits it. Null when none is. */
  activeBonus?: Maybe<ActiveBonus>;
  /** Whether the brand pays withdrawals at once, without an operator. */
  autoApprove: Scalars['Boolean']['output'];
  /** What the main wallet holds: the most a withdrawal may be now. */
  available: Scalars['MinorUnits']['output'];
  /** The member's bank cards, oldest first; empty when none was added. */
  bankCards: Array<PayoutCard>;
  /** The bonus wallet's balance: never withdrawable (docs/decisions/067); 0 without one. */
  bonus: Scalars['MinorUnits']['output'];
  /** The platform's currency code, when it says. */
  currency?: Maybe<Scalars['String']['output']>;
  /** How many withdrawals the member may ask for per day (UTC). */
  dailyCount: Scalars['Int']['output'];
  /** Withdrawals on hold, waiting for the operator. */
  held: Scalars['MinorUnits']['output'];
  /** The largest amount one withdrawal may be. */
  maxAmount: Scalars['MinorUnits']['output'];
  /** The smallest amount one withdrawal may be. */
  minAmount: Scalars['MinorUnits']['output'];
  /** Whether the member has set a payment password (withdrawals need it). */
  paymentPasswordSet: Scalars['Boolean']['output'];
  /** Minutes a paid withdrawal waits for the member's answer before it counts as received. */
  receiptConfirmMinutes: Scalars['Int']['output'];
  /** How many are left today. */
  remainingToday: Scalars['Int']['output'];
  /** How many the member has asked for today (any outcome). */
  usedToday: Scalars['Int']['output'];
};

/** One withdrawal. */
export type Withdrawal = {
  __typename?: 'Withdrawal';
  /** The amount. */
  amount: Scalars['MinorUnits']['output'];
  /** The bank card it goes to, as it was when asked. */
  card?: Maybe<PayoutCard>;
  /** When it was answered (for AUTO_RECEIVED: the deadline). */
  confirmedAt?: Maybe<Scalars['Timestamp']['output']>;
  /** When the member asked. */
  createdAt: Scalars['Timestamp']['output'];
  /** When it was paid or rejected. */
  decidedAt?: Maybe<Scalars['Timestamp']['output']>;
  /** Whether a proof image came with a NOT_RECEIVED answer. */
  hasProof: Scalars['Boolean']['output'];
  /** The withdrawal's id. */
  id: Scalars['ID']['output'];
  /** The member's answer once paid; null before that and for rejected ones. */
  receipt?: Maybe<ReceiptState>;
  /** Until when the member may answer (paid ones); then it counts as received. */
  receiptDeadline?: Maybe<Scalars['Timestamp']['output']>;
  /** Why the operator rejected it (REFUNDED only). */
  rejectReason?: Maybe<Scalars['String']['output']>;
  /** Where it stands. */
  status: WithdrawalStatus;
};

/** A withdrawal request. */
export type WithdrawalInput = {
  /** The amount, within the brand's limits and the main wallet's balance. */
  amount: Scalars['MinorUnits']['input'];
  /** One of the member's bank cards (WithdrawSettings.bankCards). */
  cardId: Scalars['ID']['input'];
  /**
   * The active bonus the member confirms forfeiting with this withdrawal (WithdrawSettings.activeBonus.id,
   * the one their page showed); without it, or naming one no longer active, BONUS_FORFEIT_REQUIRED.
   */
  forfeitBonusId?: InputMaybe<Scalars['ID']['input']>;
  /** The member's payment password. */
  paymentPassword: Scalars['String']['input'];
  /** The form's idempotency key (8 to 80 characters of A-Z a-z 0-9 _ . : -), new for every form shown. */
  requestId: Scalars['String']['input'];
};

/** A page of the member's withdrawals. */
export type WithdrawalPage = {
  __typename?: 'WithdrawalPage';
  /** This page's withdrawals, newest first. */
  items: Array<Withdrawal>;
  /** The page number, from 1. */
  page: Scalars['Int']['output'];
  /** Rows per page. */
  pageSize: Scalars['Int']['output'];
  /** How many withdrawals the member has in all. */
  total: Scalars['Int']['output'];
};

/** The answer to requestWithdrawal. */
export type WithdrawalPayload = MutationPayload & {
  __typename?: 'WithdrawalPayload';
  /** Why not: empty when ok is true. */
  errors: Array<UserError>;
  /** Whether it went through. */
  ok: Scalars['Boolean']['output'];
  /** The withdrawal (HELD, or PAID when the brand pays at once). */
  withdrawal?: Maybe<Withdrawal>;
};

/** Where a withdrawal stands. */
export type WithdrawalStatus =
  /** Held: the amount left the main wallet and waits for the operator. */
  | 'HELD'
  /** Paid to the bank card. */
  | 'PAID'
  /** Rejected by the operator: the amount went back to the main wallet (see rejectReason). */
  | 'REFUNDED';



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  MutationPayload:
    | ( AcceptLegalDocumentsPayload )
    | ( AgentAnnouncementsReadPayload )
    | ( CloseAccountPayload )
    | ( CodeSentPayload )
    | ( ComplaintPayload )
    | ( ContractPayload )
    | ( ConvertPointsPayload )
    | ( DataExportLinkPayload )
    | ( DataExportPayload )
    | ( DepositPayload )
    | ( ErasurePayload )
    | ( ExclusionPayload )
    | ( FavoritePayload )
    | ( FeedbackPayload )
    | ( ForfeitBonusPayload )
    | ( FormPayload )
    | ( FreePlayPayload )
    | ( GamblingLimitPayload )
    | ( InboxChangePayload )
    | ( Omit<JoinTournamentPayload, 'tournament'> & { tournament?: Maybe<_RefType['Tournament']> } )
    | ( LaunchChatPayload )
    | ( LaunchGamePayload )
    | ( LoginPayload )
    | ( MarketingPreferencesPayload )
    | ( MissionRewardPayload )
    | ( PromotionPayload )
    | ( PublicWinsPayload )
    | ( PushSettingsPayload )
    | ( RealityCheckPayload )
    | ( RebateClaimPayload )
    | ( ReceiptPayload )
    | ( RedeemPointRewardPayload )
    | ( RegisterDownlinePayload )
    | ( SaferGamblingAnswerPayload )
    | ( SessionLimitPayload )
    | ( TransferPayload )
    | ( VerificationDocumentPayload )
    | ( WithdrawalPayload )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  AcceptLegalDocumentsInput: AcceptLegalDocumentsInput;
  AcceptLegalDocumentsPayload: ResolverTypeWrapper<AcceptLegalDocumentsPayload>;
  ActiveBonus: ResolverTypeWrapper<ActiveBonus>;
  ActiveSession: ResolverTypeWrapper<ActiveSession>;
  ActivityStatus: ActivityStatus;
  AddBankCardInput: AddBankCardInput;
  Affiliate: ResolverTypeWrapper<Affiliate>;
  AgentAnnouncement: ResolverTypeWrapper<AgentAnnouncement>;
  AgentAnnouncementPage: ResolverTypeWrapper<AgentAnnouncementPage>;
  AgentAnnouncementsReadPayload: ResolverTypeWrapper<AgentAnnouncementsReadPayload>;
  AgentDesk: ResolverTypeWrapper<AgentDeskModel>;
  AgentPolicy: ResolverTypeWrapper<AgentPolicy>;
  AgentReportFilter: AgentReportFilter;
  AgentRevenuePage: ResolverTypeWrapper<AgentRevenuePage>;
  AgentRevenueRow: ResolverTypeWrapper<AgentRevenueRow>;
  AgentRevenueSort: AgentRevenueSort;
  AgentStatementPage: ResolverTypeWrapper<AgentStatementPage>;
  AgentStatementRow: ResolverTypeWrapper<AgentStatementRow>;
  AgentStatementSort: AgentStatementSort;
  AgentTeamDay: ResolverTypeWrapper<AgentTeamDay>;
  AgentTeamFigures: ResolverTypeWrapper<AgentTeamFigures>;
  AgentTeamOverview: ResolverTypeWrapper<AgentTeamOverview>;
  AgentTransaction: ResolverTypeWrapper<AgentTransaction>;
  AgentTransactionFilter: AgentTransactionFilter;
  AgentTransactionKind: AgentTransactionKind;
  AgentTransactionPage: ResolverTypeWrapper<AgentTransactionPage>;
  AgentTransactionSort: AgentTransactionSort;
  AgentTransactionStatus: AgentTransactionStatus;
  AgentTransactionType: AgentTransactionType;
  AllToMainInput: AllToMainInput;
  Announcement: ResolverTypeWrapper<Announcement>;
  AnnouncementExecution: AnnouncementExecution;
  AnnouncementKind: AnnouncementKind;
  AnnouncementPage: ResolverTypeWrapper<AnnouncementPage>;
  AnswerContractInput: AnswerContractInput;
  AppIcon: ResolverTypeWrapper<AppIcon>;
  Balance: ResolverTypeWrapper<Balance>;
  BankCard: ResolverTypeWrapper<BankCard>;
  BankCards: ResolverTypeWrapper<BankCards>;
  Banner: ResolverTypeWrapper<Banner>;
  BannerLink: BannerLink;
  BetFilter: BetFilter;
  BetPage: ResolverTypeWrapper<BetPage>;
  BetPointRatio: ResolverTypeWrapper<BetPointRatio>;
  BetRecord: ResolverTypeWrapper<BetRecord>;
  BetSort: BetSort;
  BetStatus: BetStatus;
  BindContactInput: BindContactInput;
  Bonus: ResolverTypeWrapper<Bonus>;
  BonusContribution: ResolverTypeWrapper<BonusContribution>;
  BonusKind: BonusKind;
  BonusStakeOrder: BonusStakeOrder;
  BonusStatus: BonusStatus;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Brand: ResolverTypeWrapper<Brand>;
  BrandLicence: ResolverTypeWrapper<BrandLicence>;
  BrandTheme: ResolverTypeWrapper<BrandTheme>;
  Captcha: ResolverTypeWrapper<Captcha>;
  ChangePasswordInput: ChangePasswordInput;
  ChangePaymentPasswordInput: ChangePaymentPasswordInput;
  ChatModel: ResolverTypeWrapper<ChatModel>;
  CloseAccountInput: CloseAccountInput;
  CloseAccountPayload: ResolverTypeWrapper<CloseAccountPayload>;
  CodeSentPayload: ResolverTypeWrapper<CodeSentPayload>;
  ColorScheme: ColorScheme;
  Complaint: ResolverTypeWrapper<Complaint>;
  ComplaintAuthor: ComplaintAuthor;
  ComplaintEscalation: ResolverTypeWrapper<ComplaintEscalation>;
  ComplaintMessage: ResolverTypeWrapper<ComplaintMessage>;
  ComplaintMessageInput: ComplaintMessageInput;
  ComplaintPage: ResolverTypeWrapper<ComplaintPage>;
  ComplaintPayload: ResolverTypeWrapper<ComplaintPayload>;
  ComplaintRules: ResolverTypeWrapper<ComplaintRules>;
  ComplaintStatus: ComplaintStatus;
  ComplaintSubject: ResolverTypeWrapper<ComplaintSubject>;
  ComplaintSubjectKind: ComplaintSubjectKind;
  ComplaintSubjectSummary: ResolverTypeWrapper<ComplaintSubjectSummary>;
  ContactChannel: ContactChannel;
  ContactInput: ContactInput;
  Contract: ResolverTypeWrapper<Contract>;
  ContractDesk: ResolverTypeWrapper<ContractDesk>;
  ContractDownline: ResolverTypeWrapper<ContractDownline>;
  ContractInfo: ResolverTypeWrapper<ContractInfo>;
  ContractKind: ContractKind;
  ContractKindInfo: ResolverTypeWrapper<ContractKindInfo>;
  ContractPayload: ResolverTypeWrapper<ContractPayload>;
  ContractPeriod: ContractPeriod;
  ContractRefInput: ContractRefInput;
  ContractRequestKind: ContractRequestKind;
  ContractSide: ContractSide;
  ContractStatement: ResolverTypeWrapper<ContractStatement>;
  ContractStatementPage: ResolverTypeWrapper<ContractStatementPage>;
  ContractStatementStatus: ContractStatementStatus;
  ContractStatus: ContractStatus;
  ContractTerms: ResolverTypeWrapper<ContractTerms>;
  ContractTier: ResolverTypeWrapper<ContractTier>;
  ContractTierInput: ContractTierInput;
  ConvertPointsInput: ConvertPointsInput;
  ConvertPointsPayload: ResolverTypeWrapper<ConvertPointsPayload>;
  CreateDepositInput: CreateDepositInput;
  CustomerServiceLink: ResolverTypeWrapper<CustomerServiceLink>;
  DataErasure: ResolverTypeWrapper<DataErasure>;
  DataExport: ResolverTypeWrapper<DataExport>;
  DataExportLinkInput: DataExportLinkInput;
  DataExportLinkPayload: ResolverTypeWrapper<DataExportLinkPayload>;
  DataExportPayload: ResolverTypeWrapper<DataExportPayload>;
  DataExportStatus: DataExportStatus;
  DeleteInboxMessagesInput: DeleteInboxMessagesInput;
  Deposit: ResolverTypeWrapper<Deposit>;
  DepositAccount: ResolverTypeWrapper<DepositAccount>;
  DepositKind: DepositKind;
  DepositMethod: ResolverTypeWrapper<DepositMethod>;
  DepositPage: ResolverTypeWrapper<DepositPage>;
  DepositPayload: ResolverTypeWrapper<DepositPayload>;
  DepositPointRatio: ResolverTypeWrapper<DepositPointRatio>;
  DepositSettings: ResolverTypeWrapper<DepositSettings>;
  DepositStatus: DepositStatus;
  DisputeBody: ResolverTypeWrapper<DisputeBody>;
  DownlineAccount: ResolverTypeWrapper<DownlineAccount>;
  DownlineAccountType: DownlineAccountType;
  DownlineDetail: ResolverTypeWrapper<DownlineDetail>;
  DownloadLink: ResolverTypeWrapper<DownloadLink>;
  DownloadPlatform: DownloadPlatform;
  ErasureInput: ErasureInput;
  ErasurePayload: ResolverTypeWrapper<ErasurePayload>;
  ExclusionInput: ExclusionInput;
  ExclusionLength: ExclusionLength;
  ExclusionPayload: ResolverTypeWrapper<ExclusionPayload>;
  FavoritePayload: ResolverTypeWrapper<FavoritePayload>;
  FeatureFlags: ResolverTypeWrapper<FeatureFlags>;
  Feedback: ResolverTypeWrapper<Feedback>;
  FeedbackInput: FeedbackInput;
  FeedbackPage: ResolverTypeWrapper<FeedbackPage>;
  FeedbackPayload: ResolverTypeWrapper<FeedbackPayload>;
  FeedbackStatus: FeedbackStatus;
  FileComplaintInput: FileComplaintInput;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ForfeitBonusPayload: ResolverTypeWrapper<ForfeitBonusPayload>;
  FormPayload: ResolverTypeWrapper<FormPayload>;
  FreePlayPayload: ResolverTypeWrapper<FreePlayPayload>;
  GamblingLimit: ResolverTypeWrapper<GamblingLimit>;
  GamblingLimitInput: GamblingLimitInput;
  GamblingLimitPayload: ResolverTypeWrapper<GamblingLimitPayload>;
  Game: ResolverTypeWrapper<GameDto>;
  GameCategory: ResolverTypeWrapper<Omit<GameCategory, 'vendors'> & { vendors: Array<ResolversTypes['Vendor']> }>;
  GameFilter: GameFilter;
  GameInfo: ResolverTypeWrapper<GameInfo>;
  GamePage: ResolverTypeWrapper<Omit<GamePage, 'items'> & { items: Array<ResolversTypes['Game']> }>;
  GamePayLine: ResolverTypeWrapper<GamePayLine>;
  GameReturn: ResolverTypeWrapper<GameReturn>;
  GameRoom: ResolverTypeWrapper<GameRoom>;
  GameSection: ResolverTypeWrapper<GameSectionModel>;
  HelpArticle: ResolverTypeWrapper<HelpArticle>;
  HelpCategory: HelpCategory;
  Helpline: ResolverTypeWrapper<Helpline>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  InboxAudience: InboxAudience;
  InboxChangePayload: ResolverTypeWrapper<InboxChangePayload>;
  InboxMessage: ResolverTypeWrapper<InboxMessage>;
  InboxPage: ResolverTypeWrapper<InboxPage>;
  IncomeSource: IncomeSource;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<Invitation>;
  InvitationStatus: InvitationStatus;
  IssueDividendInput: IssueDividendInput;
  JackpotAmount: ResolverTypeWrapper<JackpotAmount>;
  JackpotCatalogueName: ResolverTypeWrapper<JackpotCatalogueName>;
  JackpotGame: ResolverTypeWrapper<JackpotGame>;
  JackpotPool: ResolverTypeWrapper<JackpotPoolDto>;
  JackpotTrigger: JackpotTrigger;
  JackpotWin: ResolverTypeWrapper<JackpotWin>;
  Jackpots: ResolverTypeWrapper<Omit<Jackpots, 'pools'> & { pools: Array<ResolversTypes['JackpotPool']> }>;
  JoinTournamentPayload: ResolverTypeWrapper<Omit<JoinTournamentPayload, 'tournament'> & { tournament?: Maybe<ResolversTypes['Tournament']> }>;
  Language: ResolverTypeWrapper<Language>;
  LaunchChatInput: LaunchChatInput;
  LaunchChatPayload: ResolverTypeWrapper<LaunchChatPayload>;
  LaunchGameInput: LaunchGameInput;
  LaunchGamePayload: ResolverTypeWrapper<LaunchGamePayload>;
  LaunchKind: LaunchKind;
  LaunchLotteryInput: LaunchLotteryInput;
  LaunchMode: LaunchMode;
  LeaderboardRow: ResolverTypeWrapper<LeaderboardRow>;
  LegalAcceptance: ResolverTypeWrapper<LegalAcceptance>;
  LegalAcceptanceSource: LegalAcceptanceSource;
  LegalConfirmation: ResolverTypeWrapper<LegalConfirmation>;
  LegalDocument: ResolverTypeWrapper<LegalDocument>;
  LegalDocumentKind: LegalDocumentKind;
  LegalPending: ResolverTypeWrapper<LegalPending>;
  LegalRecord: ResolverTypeWrapper<LegalRecord>;
  LegalVersion: ResolverTypeWrapper<LegalVersion>;
  LegalVersionInput: LegalVersionInput;
  LimitKind: LimitKind;
  LimitPeriod: LimitPeriod;
  LiveEvent: ResolverTypeWrapper<LiveEventModel>;
  LiveEventKind: LiveEventKind;
  LoginInput: LoginInput;
  LoginPayload: ResolverTypeWrapper<LoginPayload>;
  LotteryBoard: ResolverTypeWrapper<LotteryBoard>;
  LotteryDraw: ResolverTypeWrapper<LotteryDraw>;
  LotteryGame: ResolverTypeWrapper<LotteryGame>;
  LotteryMenu: ResolverTypeWrapper<LotteryMenu>;
  LotteryNumero: ResolverTypeWrapper<LotteryNumero>;
  LotteryPrizeMode: LotteryPrizeMode;
  MarkAgentAnnouncementsReadInput: MarkAgentAnnouncementsReadInput;
  MarkInboxReadInput: MarkInboxReadInput;
  MarketingChannel: MarketingChannel;
  MarketingConsent: ResolverTypeWrapper<MarketingConsent>;
  MarketingConsentChange: ResolverTypeWrapper<MarketingConsentChange>;
  MarketingConsentInput: MarketingConsentInput;
  MarketingConsentsInput: MarketingConsentsInput;
  MarketingPreferences: ResolverTypeWrapper<MarketingPreferences>;
  MarketingPreferencesPayload: ResolverTypeWrapper<MarketingPreferencesPayload>;
  MarketingProduct: MarketingProduct;
  Member: ResolverTypeWrapper<Member>;
  MemberBadge: ResolverTypeWrapper<MemberBadge>;
  MemberProfile: ResolverTypeWrapper<MemberProfile>;
  MinorUnits: ResolverTypeWrapper<Scalars['MinorUnits']['output']>;
  MinutesInput: MinutesInput;
  Mission: ResolverTypeWrapper<Mission>;
  MissionDetail: ResolverTypeWrapper<MissionDetail>;
  MissionMilestone: ResolverTypeWrapper<MissionMilestone>;
  MissionRewardInput: MissionRewardInput;
  MissionRewardPayload: ResolverTypeWrapper<MissionRewardPayload>;
  MobileInput: MobileInput;
  Movement: ResolverTypeWrapper<Movement>;
  MovementKind: MovementKind;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  MutationPayload: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['MutationPayload']>;
  MyData: ResolverTypeWrapper<MyData>;
  NetDeposits: ResolverTypeWrapper<NetDeposits>;
  Notice: ResolverTypeWrapper<Notice>;
  OfferContractInput: OfferContractInput;
  PasswordResetInput: PasswordResetInput;
  PasswordResetRequestInput: PasswordResetRequestInput;
  PayoutCard: ResolverTypeWrapper<PayoutCard>;
  PhonePasswordResetInput: PhonePasswordResetInput;
  PlaySession: ResolverTypeWrapper<PlaySession>;
  PlayerProtection: PlayerProtection;
  PlayerTransfer: ResolverTypeWrapper<PlayerTransfer>;
  PlayerTransferInput: PlayerTransferInput;
  PlayerTransferPage: ResolverTypeWrapper<PlayerTransferPage>;
  PlayerTransferStatus: PlayerTransferStatus;
  PointBalance: ResolverTypeWrapper<PointBalance>;
  PointConversion: ResolverTypeWrapper<PointConversion>;
  PointDetailPage: ResolverTypeWrapper<PointDetailPage>;
  PointExchange: ResolverTypeWrapper<PointExchange>;
  PointExchangePage: ResolverTypeWrapper<PointExchangePage>;
  PointExchangeStatus: PointExchangeStatus;
  PointExchangeType: PointExchangeType;
  PointMovement: ResolverTypeWrapper<PointMovement>;
  PointReward: ResolverTypeWrapper<PointReward>;
  PointRewardList: ResolverTypeWrapper<PointRewardList>;
  PointRules: ResolverTypeWrapper<PointRules>;
  PointType: PointType;
  ProfileFieldRule: ResolverTypeWrapper<ProfileFieldRule>;
  ProfileInput: ProfileInput;
  ProfitFilter: ProfitFilter;
  ProfitPage: ResolverTypeWrapper<ProfitPage>;
  ProfitPeriod: ProfitPeriod;
  ProfitRow: ResolverTypeWrapper<ProfitRow>;
  ProfitSort: ProfitSort;
  Promotion: ResolverTypeWrapper<Promotion>;
  PromotionInput: PromotionInput;
  PromotionKind: PromotionKind;
  PromotionPayload: ResolverTypeWrapper<PromotionPayload>;
  Provider: ResolverTypeWrapper<Omit<Provider, 'vendor'> & { vendor: ResolversTypes['Vendor'] }>;
  PublicWinsInput: PublicWinsInput;
  PublicWinsPayload: ResolverTypeWrapper<PublicWinsPayload>;
  PushKind: PushKind;
  PushKindSetting: ResolverTypeWrapper<PushKindSetting>;
  PushPreferencesInput: PushPreferencesInput;
  PushSettings: ResolverTypeWrapper<PushSettings>;
  PushSettingsPayload: ResolverTypeWrapper<PushSettingsPayload>;
  PushSubscriptionInput: PushSubscriptionInput;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RealityCheckPayload: ResolverTypeWrapper<RealityCheckPayload>;
  RebateClaim: ResolverTypeWrapper<RebateClaim>;
  RebateClaimPayload: ResolverTypeWrapper<RebateClaimPayload>;
  RebateLine: ResolverTypeWrapper<RebateLine>;
  RebateRate: ResolverTypeWrapper<RebateRate>;
  RebateRateInput: RebateRateInput;
  RebateSummary: ResolverTypeWrapper<RebateSummary>;
  ReceiptAnswer: ReceiptAnswer;
  ReceiptConfirmations: ResolverTypeWrapper<ReceiptConfirmations>;
  ReceiptInput: ReceiptInput;
  ReceiptPayload: ResolverTypeWrapper<ReceiptPayload>;
  ReceiptState: ReceiptState;
  RedeemPointRewardInput: RedeemPointRewardInput;
  RedeemPointRewardPayload: ResolverTypeWrapper<RedeemPointRewardPayload>;
  Referral: ResolverTypeWrapper<Referral>;
  RegisterDownlineInput: RegisterDownlineInput;
  RegisterDownlinePayload: ResolverTypeWrapper<RegisterDownlinePayload>;
  RegisterField: ResolverTypeWrapper<RegisterField>;
  RegisterInput: RegisterInput;
  RegisterMethod: RegisterMethod;
  RegistrationConfirmation: RegistrationConfirmation;
  RemoveBankCardInput: RemoveBankCardInput;
  ResetPaymentPasswordInput: ResetPaymentPasswordInput;
  ResponsibleGaming: ResolverTypeWrapper<ResponsibleGaming>;
  ResponsibleGamingChange: ResolverTypeWrapper<ResponsibleGamingChange>;
  ResponsibleGamingChangeKind: ResponsibleGamingChangeKind;
  ResponsibleGamingTool: ResponsibleGamingTool;
  RewardPromotion: ResolverTypeWrapper<RewardPromotion>;
  RewardPromotionList: ResolverTypeWrapper<RewardPromotionList>;
  SaferGamblingAnswer: SaferGamblingAnswer;
  SaferGamblingAnswerInput: SaferGamblingAnswerInput;
  SaferGamblingAnswerPayload: ResolverTypeWrapper<SaferGamblingAnswerPayload>;
  SaferGamblingPrompt: SaferGamblingPrompt;
  SaferGamblingPrompts: ResolverTypeWrapper<SaferGamblingPrompts>;
  SecondStepInput: SecondStepInput;
  SecondStepMethod: SecondStepMethod;
  SectionState: SectionState;
  SecurityCentre: ResolverTypeWrapper<SecurityCentre>;
  SessionLimit: ResolverTypeWrapper<SessionLimit>;
  SessionLimitPayload: ResolverTypeWrapper<SessionLimitPayload>;
  SetPaymentPasswordInput: SetPaymentPasswordInput;
  SignedInAccount: SignedInAccount;
  SiteEvent: ResolverTypeWrapper<SiteEventModel>;
  SiteEventKind: SiteEventKind;
  SiteState: SiteState;
  SmsLoginInput: SmsLoginInput;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SocialLoginInput: SocialLoginInput;
  SocialProvider: SocialProvider;
  SortDirection: SortDirection;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SystemStatus: ResolverTypeWrapper<SystemStatus>;
  TeamLevel: ResolverTypeWrapper<TeamLevel>;
  TeamMember: ResolverTypeWrapper<TeamMember>;
  TeamPathStep: ResolverTypeWrapper<TeamPathStep>;
  ThemeColors: ResolverTypeWrapper<ThemeColors>;
  ThemeProblem: ResolverTypeWrapper<ThemeProblem>;
  Timestamp: ResolverTypeWrapper<Scalars['Timestamp']['output']>;
  Tournament: ResolverTypeWrapper<TournamentDto>;
  TournamentAward: ResolverTypeWrapper<TournamentAward>;
  TournamentBoard: ResolverTypeWrapper<BoardModel>;
  TournamentBoardLine: ResolverTypeWrapper<TournamentBoardLine>;
  TournamentEntry: TournamentEntry;
  TournamentKind: TournamentKind;
  TournamentPrize: ResolverTypeWrapper<TournamentPrize>;
  TournamentPrizeKind: TournamentPrizeKind;
  TournamentScoring: TournamentScoring;
  TournamentStanding: ResolverTypeWrapper<StandingModel>;
  TournamentState: TournamentState;
  TransactionFilter: TransactionFilter;
  TransactionPage: ResolverTypeWrapper<TransactionPage>;
  TransactionSort: TransactionSort;
  TransactionStatus: TransactionStatus;
  TransactionType: TransactionType;
  TransferDirection: TransferDirection;
  TransferOptions: ResolverTypeWrapper<TransferOptions>;
  TransferParty: ResolverTypeWrapper<TransferParty>;
  TransferPayload: ResolverTypeWrapper<TransferPayload>;
  UserError: ResolverTypeWrapper<UserError>;
  UserErrorCode: UserErrorCode;
  Vendor: ResolverTypeWrapper<VendorDto>;
  VendorWallet: ResolverTypeWrapper<VendorWallet>;
  Verification: ResolverTypeWrapper<Verification>;
  VerificationDocument: ResolverTypeWrapper<VerificationDocument>;
  VerificationDocumentInput: VerificationDocumentInput;
  VerificationDocumentKind: VerificationDocumentKind;
  VerificationDocumentPayload: ResolverTypeWrapper<VerificationDocumentPayload>;
  VerificationDocumentState: VerificationDocumentState;
  VerificationGates: ResolverTypeWrapper<VerificationGates>;
  VerificationKindState: ResolverTypeWrapper<VerificationKindState>;
  VerificationRefusalReason: VerificationRefusalReason;
  VerificationStatus: VerificationStatus;
  VipLevel: ResolverTypeWrapper<VipLevel>;
  VipProgress: ResolverTypeWrapper<VipProgress>;
  WalletMode: WalletMode;
  WalletTransferInput: WalletTransferInput;
  Wallets: ResolverTypeWrapper<Wallets>;
  Winner: ResolverTypeWrapper<WinnerDto>;
  WithdrawSettings: ResolverTypeWrapper<WithdrawSettings>;
  Withdrawal: ResolverTypeWrapper<Withdrawal>;
  WithdrawalInput: WithdrawalInput;
  WithdrawalPage: ResolverTypeWrapper<WithdrawalPage>;
  WithdrawalPayload: ResolverTypeWrapper<WithdrawalPayload>;
  WithdrawalStatus: WithdrawalStatus;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  AcceptLegalDocumentsInput: AcceptLegalDocumentsInput;
  AcceptLegalDocumentsPayload: AcceptLegalDocumentsPayload;
  ActiveBonus: ActiveBonus;
  ActiveSession: ActiveSession;
  AddBankCardInput: AddBankCardInput;
  Affiliate: Affiliate;
  AgentAnnouncement: AgentAnnouncement;
  AgentAnnouncementPage: AgentAnnouncementPage;
  AgentAnnouncementsReadPayload: AgentAnnouncementsReadPayload;
  AgentDesk: AgentDeskModel;
  AgentPolicy: AgentPolicy;
  AgentReportFilter: AgentReportFilter;
  AgentRevenuePage: AgentRevenuePage;
  AgentRevenueRow: AgentRevenueRow;
  AgentStatementPage: AgentStatementPage;
  AgentStatementRow: AgentStatementRow;
  AgentTeamDay: AgentTeamDay;
  AgentTeamFigures: AgentTeamFigures;
  AgentTeamOverview: AgentTeamOverview;
  AgentTransaction: AgentTransaction;
  AgentTransactionFilter: AgentTransactionFilter;
  AgentTransactionPage: AgentTransactionPage;
  AllToMainInput: AllToMainInput;
  Announcement: Announcement;
  AnnouncementPage: AnnouncementPage;
  AnswerContractInput: AnswerContractInput;
  AppIcon: AppIcon;
  Balance: Balance;
  BankCard: BankCard;
  BankCards: BankCards;
  Banner: Banner;
  BetFilter: BetFilter;
  BetPage: BetPage;
  BetPointRatio: BetPointRatio;
  BetRecord: BetRecord;
  BindContactInput: BindContactInput;
  Bonus: Bonus;
  BonusContribution: BonusContribution;
  Boolean: Scalars['Boolean']['output'];
  Brand: Brand;
  BrandLicence: BrandLicence;
  BrandTheme: BrandTheme;
  Captcha: Captcha;
  ChangePasswordInput: ChangePasswordInput;
  ChangePaymentPasswordInput: ChangePaymentPasswordInput;
  ChatModel: ChatModel;
  CloseAccountInput: CloseAccountInput;
  CloseAccountPayload: CloseAccountPayload;
  CodeSentPayload: CodeSentPayload;
  Complaint: Complaint;
  ComplaintEscalation: ComplaintEscalation;
  ComplaintMessage: ComplaintMessage;
  ComplaintMessageInput: ComplaintMessageInput;
  ComplaintPage: ComplaintPage;
  ComplaintPayload: ComplaintPayload;
  ComplaintRules: ComplaintRules;
  ComplaintSubject: ComplaintSubject;
  ComplaintSubjectSummary: ComplaintSubjectSummary;
  ContactInput: ContactInput;
  Contract: Contract;
  ContractDesk: ContractDesk;
  ContractDownline: ContractDownline;
  ContractInfo: ContractInfo;
  ContractKindInfo: ContractKindInfo;
  ContractPayload: ContractPayload;
  ContractRefInput: ContractRefInput;
  ContractStatement: ContractStatement;
  ContractStatementPage: ContractStatementPage;
  ContractTerms: ContractTerms;
  ContractTier: ContractTier;
  ContractTierInput: ContractTierInput;
  ConvertPointsInput: ConvertPointsInput;
  ConvertPointsPayload: ConvertPointsPayload;
  CreateDepositInput: CreateDepositInput;
  CustomerServiceLink: CustomerServiceLink;
  DataErasure: DataErasure;
  DataExport: DataExport;
  DataExportLinkInput: DataExportLinkInput;
  DataExportLinkPayload: DataExportLinkPayload;
  DataExportPayload: DataExportPayload;
  DeleteInboxMessagesInput: DeleteInboxMessagesInput;
  Deposit: Deposit;
  DepositAccount: DepositAccount;
  DepositMethod: DepositMethod;
  DepositPage: DepositPage;
  DepositPayload: DepositPayload;
  DepositPointRatio: DepositPointRatio;
  DepositSettings: DepositSettings;
  DisputeBody: DisputeBody;
  DownlineAccount: DownlineAccount;
  DownlineDetail: DownlineDetail;
  DownloadLink: DownloadLink;
  ErasureInput: ErasureInput;
  ErasurePayload: ErasurePayload;
  ExclusionInput: ExclusionInput;
  ExclusionPayload: ExclusionPayload;
  FavoritePayload: FavoritePayload;
  FeatureFlags: FeatureFlags;
  Feedback: Feedback;
  FeedbackInput: FeedbackInput;
  FeedbackPage: FeedbackPage;
  FeedbackPayload: FeedbackPayload;
  FileComplaintInput: FileComplaintInput;
  Float: Scalars['Float']['output'];
  ForfeitBonusPayload: ForfeitBonusPayload;
  FormPayload: FormPayload;
  FreePlayPayload: FreePlayPayload;
  GamblingLimit: GamblingLimit;
  GamblingLimitInput: GamblingLimitInput;
  GamblingLimitPayload: GamblingLimitPayload;
  Game: GameDto;
  GameCategory: Omit<GameCategory, 'vendors'> & { vendors: Array<ResolversParentTypes['Vendor']> };
  GameFilter: GameFilter;
  GameInfo: GameInfo;
  GamePage: Omit<GamePage, 'items'> & { items: Array<ResolversParentTypes['Game']> };
  GamePayLine: GamePayLine;
  GameReturn: GameReturn;
  GameRoom: GameRoom;
  GameSection: GameSectionModel;
  HelpArticle: HelpArticle;
  Helpline: Helpline;
  ID: Scalars['ID']['output'];
  InboxChangePayload: InboxChangePayload;
  InboxMessage: InboxMessage;
  InboxPage: InboxPage;
  Int: Scalars['Int']['output'];
  Invitation: Invitation;
  IssueDividendInput: IssueDividendInput;
  JackpotAmount: JackpotAmount;
  JackpotCatalogueName: JackpotCatalogueName;
  JackpotGame: JackpotGame;
  JackpotPool: JackpotPoolDto;
  JackpotWin: JackpotWin;
  Jackpots: Omit<Jackpots, 'pools'> & { pools: Array<ResolversParentTypes['JackpotPool']> };
  JoinTournamentPayload: Omit<JoinTournamentPayload, 'tournament'> & { tournament?: Maybe<ResolversParentTypes['Tournament']> };
  Language: Language;
  LaunchChatInput: LaunchChatInput;
  LaunchChatPayload: LaunchChatPayload;
  LaunchGameInput: LaunchGameInput;
  LaunchGamePayload: LaunchGamePayload;
  LaunchLotteryInput: LaunchLotteryInput;
  LeaderboardRow: LeaderboardRow;
  LegalAcceptance: LegalAcceptance;
  LegalConfirmation: LegalConfirmation;
  LegalDocument: LegalDocument;
  LegalPending: LegalPending;
  LegalRecord: LegalRecord;
  LegalVersion: LegalVersion;
  LegalVersionInput: LegalVersionInput;
  LiveEvent: LiveEventModel;
  LoginInput: LoginInput;
  LoginPayload: LoginPayload;
  LotteryBoard: LotteryBoard;
  LotteryDraw: LotteryDraw;
  LotteryGame: LotteryGame;
  LotteryMenu: LotteryMenu;
  LotteryNumero: LotteryNumero;
  MarkAgentAnnouncementsReadInput: MarkAgentAnnouncementsReadInput;
  MarkInboxReadInput: MarkInboxReadInput;
  MarketingConsent: MarketingConsent;
  MarketingConsentChange: MarketingConsentChange;
  MarketingConsentInput: MarketingConsentInput;
  MarketingConsentsInput: MarketingConsentsInput;
  MarketingPreferences: MarketingPreferences;
  MarketingPreferencesPayload: MarketingPreferencesPayload;
  Member: Member;
  MemberBadge: MemberBadge;
  MemberProfile: MemberProfile;
  MinorUnits: Scalars['MinorUnits']['output'];
  MinutesInput: MinutesInput;
  Mission: Mission;
  MissionDetail: MissionDetail;
  MissionMilestone: MissionMilestone;
  MissionRewardInput: MissionRewardInput;
  MissionRewardPayload: MissionRewardPayload;
  MobileInput: MobileInput;
  Movement: Movement;
  Mutation: Record<PropertyKey, never>;
  MutationPayload: ResolversInterfaceTypes<ResolversParentTypes>['MutationPayload'];
  MyData: MyData;
  NetDeposits: NetDeposits;
  Notice: Notice;
  OfferContractInput: OfferContractInput;
  PasswordResetInput: PasswordResetInput;
  PasswordResetRequestInput: PasswordResetRequestInput;
  PayoutCard: PayoutCard;
  PhonePasswordResetInput: PhonePasswordResetInput;
  PlaySession: PlaySession;
  PlayerTransfer: PlayerTransfer;
  PlayerTransferInput: PlayerTransferInput;
  PlayerTransferPage: PlayerTransferPage;
  PointBalance: PointBalance;
  PointConversion: PointConversion;
  PointDetailPage: PointDetailPage;
  PointExchange: PointExchange;
  PointExchangePage: PointExchangePage;
  PointMovement: PointMovement;
  PointReward: PointReward;
  PointRewardList: PointRewardList;
  PointRules: PointRules;
  ProfileFieldRule: ProfileFieldRule;
  ProfileInput: ProfileInput;
  ProfitFilter: ProfitFilter;
  ProfitPage: ProfitPage;
  ProfitRow: ProfitRow;
  Promotion: Promotion;
  PromotionInput: PromotionInput;
  PromotionPayload: PromotionPayload;
  Provider: Omit<Provider, 'vendor'> & { vendor: ResolversParentTypes['Vendor'] };
  PublicWinsInput: PublicWinsInput;
  PublicWinsPayload: PublicWinsPayload;
  PushKindSetting: PushKindSetting;
  PushPreferencesInput: PushPreferencesInput;
  PushSettings: PushSettings;
  PushSettingsPayload: PushSettingsPayload;
  PushSubscriptionInput: PushSubscriptionInput;
  Query: Record<PropertyKey, never>;
  RealityCheckPayload: RealityCheckPayload;
  RebateClaim: RebateClaim;
  RebateClaimPayload: RebateClaimPayload;
  RebateLine: RebateLine;
  RebateRate: RebateRate;
  RebateRateInput: RebateRateInput;
  RebateSummary: RebateSummary;
  ReceiptConfirmations: ReceiptConfirmations;
  ReceiptInput: ReceiptInput;
  ReceiptPayload: ReceiptPayload;
  RedeemPointRewardInput: RedeemPointRewardInput;
  RedeemPointRewardPayload: RedeemPointRewardPayload;
  Referral: Referral;
  RegisterDownlineInput: RegisterDownlineInput;
  RegisterDownlinePayload: RegisterDownlinePayload;
  RegisterField: RegisterField;
  RegisterInput: RegisterInput;
  RemoveBankCardInput: RemoveBankCardInput;
  ResetPaymentPasswordInput: ResetPaymentPasswordInput;
  ResponsibleGaming: ResponsibleGaming;
  ResponsibleGamingChange: ResponsibleGamingChange;
  RewardPromotion: RewardPromotion;
  RewardPromotionList: RewardPromotionList;
  SaferGamblingAnswerInput: SaferGamblingAnswerInput;
  SaferGamblingAnswerPayload: SaferGamblingAnswerPayload;
  SaferGamblingPrompts: SaferGamblingPrompts;
  SecondStepInput: SecondStepInput;
  SectionState: SectionState;
  SecurityCentre: SecurityCentre;
  SessionLimit: SessionLimit;
  SessionLimitPayload: SessionLimitPayload;
  SetPaymentPasswordInput: SetPaymentPasswordInput;
  SiteEvent: SiteEventModel;
  SmsLoginInput: SmsLoginInput;
  SocialLink: SocialLink;
  SocialLoginInput: SocialLoginInput;
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  SystemStatus: SystemStatus;
  TeamLevel: TeamLevel;
  TeamMember: TeamMember;
  TeamPathStep: TeamPathStep;
  ThemeColors: ThemeColors;
  ThemeProblem: ThemeProblem;
  Timestamp: Scalars['Timestamp']['output'];
  Tournament: TournamentDto;
  TournamentAward: TournamentAward;
  TournamentBoard: BoardModel;
  TournamentBoardLine: TournamentBoardLine;
  TournamentPrize: TournamentPrize;
  TournamentStanding: StandingModel;
  TransactionFilter: TransactionFilter;
  TransactionPage: TransactionPage;
  TransferOptions: TransferOptions;
  TransferParty: TransferParty;
  TransferPayload: TransferPayload;
  UserError: UserError;
  Vendor: VendorDto;
  VendorWallet: VendorWallet;
  Verification: Verification;
  VerificationDocument: VerificationDocument;
  VerificationDocumentInput: VerificationDocumentInput;
  VerificationDocumentPayload: VerificationDocumentPayload;
  VerificationGates: VerificationGates;
  VerificationKindState: VerificationKindState;
  VipLevel: VipLevel;
  VipProgress: VipProgress;
  WalletTransferInput: WalletTransferInput;
  Wallets: Wallets;
  Winner: WinnerDto;
  WithdrawSettings: WithdrawSettings;
  Withdrawal: Withdrawal;
  WithdrawalInput: WithdrawalInput;
  WithdrawalPage: WithdrawalPage;
  WithdrawalPayload: WithdrawalPayload;
};

export type MediaDirectiveArgs = { };

export type MediaDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = MediaDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type SignedInDirectiveArgs = {
  account?: Maybe<SignedInAccount>;
};

export type SignedInDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = SignedInDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AcceptLegalDocumentsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AcceptLegalDocumentsPayload'] = ResolversParentTypes['AcceptLegalDocumentsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pending?: Resolver<Maybe<Array<ResolversTypes['LegalDocumentKind']>>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ActiveBonusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActiveBonus'] = ResolversParentTypes['ActiveBonus']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  contributions?: Resolver<Array<ResolversTypes['BonusContribution']>, ParentType, ContextType>;
  defaultContribution?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxStake?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  queued?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stakeOrder?: Resolver<ResolversTypes['BonusStakeOrder'], ParentType, ContextType>;
  turnoverDone?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  turnoverLeft?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  turnoverRequired?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type ActiveSessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ActiveSession'] = ResolversParentTypes['ActiveSession']> = {
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  deviceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastSeenAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  origin?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AffiliateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Affiliate'] = ResolversParentTypes['Affiliate']> = {
  agentNickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgentAnnouncementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentAnnouncement'] = ResolversParentTypes['AgentAnnouncement']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  publishedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgentAnnouncementPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentAnnouncementPage'] = ResolversParentTypes['AgentAnnouncementPage']> = {
  items?: Resolver<Array<ResolversTypes['AgentAnnouncement']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AgentAnnouncementsReadPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentAnnouncementsReadPayload'] = ResolversParentTypes['AgentAnnouncementsReadPayload']> = {
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unread?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type AgentDeskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentDesk'] = ResolversParentTypes['AgentDesk']> = {
  announcements?: Resolver<ResolversTypes['AgentAnnouncementPage'], ParentType, ContextType, RequireFields<AgentDeskAnnouncementsArgs, 'page' | 'pageSize'>>;
  downline?: Resolver<Maybe<ResolversTypes['DownlineDetail']>, ParentType, ContextType, RequireFields<AgentDeskDownlineArgs, 'username'>>;
  policy?: Resolver<Maybe<ResolversTypes['AgentPolicy']>, ParentType, ContextType>;
  team?: Resolver<Maybe<ResolversTypes['TeamLevel']>, ParentType, ContextType, RequireFields<AgentDeskTeamArgs, 'page' | 'pageSize'>>;
};

export type AgentPolicyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentPolicy'] = ResolversParentTypes['AgentPolicy']> = {
  agentType?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  canOpenAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canOpenMember?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rebates?: Resolver<Array<ResolversTypes['RebateRate']>, ParentType, ContextType>;
};

export type AgentRevenuePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentRevenuePage'] = ResolversParentTypes['AgentRevenuePage']> = {
  items?: Resolver<Array<ResolversTypes['AgentRevenueRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalBets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalCommission?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalPayout?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalRevenue?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalTurnover?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalValidBets?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type AgentRevenueRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentRevenueRow'] = ResolversParentTypes['AgentRevenueRow']> = {
  bets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  commission?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  gameType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rateBp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  revenue?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  turnover?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  validBets?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type AgentStatementPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentStatementPage'] = ResolversParentTypes['AgentStatementPage']> = {
  items?: Resolver<Array<ResolversTypes['AgentStatementRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totals?: Resolver<ResolversTypes['AgentStatementRow'], ParentType, ContextType>;
};

export type AgentStatementRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentStatementRow'] = ResolversParentTypes['AgentStatementRow']> = {
  bets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bonuses?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  deposits?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  netRevenue?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rebates?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  turnover?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  validBets?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  winLoss?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  withdrawals?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type AgentTeamDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentTeamDay'] = ResolversParentTypes['AgentTeamDay']> = {
  activePlayers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  deposits?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  newMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  turnover?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  validBets?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  winLoss?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  withdrawals?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type AgentTeamFiguresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentTeamFigures'] = ResolversParentTypes['AgentTeamFigures']> = {
  activePlayers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bonuses?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  depositCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  deposits?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  firstDepositors?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  newMembers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  profit?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  rebates?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  teamSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  turnover?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  validBets?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  winLoss?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  withdrawalCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  withdrawals?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type AgentTeamOverviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentTeamOverview'] = ResolversParentTypes['AgentTeamOverview']> = {
  days?: Resolver<Array<ResolversTypes['AgentTeamDay']>, ParentType, ContextType>;
  direct?: Resolver<ResolversTypes['AgentTeamFigures'], ParentType, ContextType>;
  fromDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  team?: Resolver<ResolversTypes['AgentTeamFigures'], ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  toDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgentTransactionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentTransaction'] = ResolversParentTypes['AgentTransaction']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  counterparty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['AgentTransactionStatus'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['AgentTransactionType'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AgentTransactionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AgentTransactionPage'] = ResolversParentTypes['AgentTransactionPage']> = {
  items?: Resolver<Array<ResolversTypes['AgentTransaction']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalDeposits?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalTransfersIn?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalTransfersOut?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalWithdrawals?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type AnnouncementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Announcement'] = ResolversParentTypes['Announcement']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  execution?: Resolver<ResolversTypes['AnnouncementExecution'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  promotionType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AnnouncementPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AnnouncementPage'] = ResolversParentTypes['AnnouncementPage']> = {
  items?: Resolver<Array<ResolversTypes['Announcement']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AppIconResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppIcon'] = ResolversParentTypes['AppIcon']> = {
  purpose?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  src?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Balance'] = ResolversParentTypes['Balance']> = {
  activeBonus?: Resolver<Maybe<ResolversTypes['ActiveBonus']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  bonus?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type BankCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankCard'] = ResolversParentTypes['BankCard']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  addedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maskedNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BankCardsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BankCards'] = ResolversParentTypes['BankCards']> = {
  banks?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['BankCard']>, ParentType, ContextType>;
  limit?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  realName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BannerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = {
  group?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  linkType?: Resolver<ResolversTypes['BannerLink'], ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type BetPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BetPage'] = ResolversParentTypes['BetPage']> = {
  items?: Resolver<Array<ResolversTypes['BetRecord']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPayout?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalStake?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalValidBet?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalWinLoss?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type BetPointRatioResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BetPointRatio'] = ResolversParentTypes['BetPointRatio']> = {
  gameType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pointType?: Resolver<ResolversTypes['PointType'], ParentType, ContextType>;
  validAmountPerPoint?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type BetRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BetRecord'] = ResolversParentTypes['BetRecord']> = {
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  payout?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  roundId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  stake?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BetStatus'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  validBet?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  winLoss?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
};

export type BonusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Bonus'] = ResolversParentTypes['Bonus']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  completed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  endedAmount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  grantId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['BonusKind'], ParentType, ContextType>;
  maxStake?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  paidAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  promotionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['BonusStatus'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  turnoverDone?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  turnoverRequired?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type BonusContributionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BonusContribution'] = ResolversParentTypes['BonusContribution']> = {
  gameType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percent?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type BrandResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Brand'] = ResolversParentTypes['Brand']> = {
  analyticsId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customerService?: Resolver<Array<ResolversTypes['CustomerServiceLink']>, ParentType, ContextType>;
  downloads?: Resolver<Array<ResolversTypes['DownloadLink']>, ParentType, ContextType>;
  helpline?: Resolver<Maybe<ResolversTypes['Helpline']>, ParentType, ContextType>;
  inactivityMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  languages?: Resolver<Array<ResolversTypes['Language']>, ParentType, ContextType>;
  licence?: Resolver<Maybe<ResolversTypes['BrandLicence']>, ParentType, ContextType>;
  licenceText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mainDomain?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  merchant?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minimumAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sessionFigures?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
  timeZone?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tournaments?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type BrandLicenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandLicence'] = ResolversParentTypes['BrandLicence']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  authority?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  licensee?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sealUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  verifyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type BrandThemeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BrandTheme'] = ResolversParentTypes['BrandTheme']> = {
  brandColors?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  colors?: Resolver<ResolversTypes['ThemeColors'], ParentType, ContextType>;
  faviconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fontFamily?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icons?: Resolver<Array<ResolversTypes['AppIcon']>, ParentType, ContextType>;
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['ThemeProblem']>, ParentType, ContextType>;
  scheme?: Resolver<ResolversTypes['ColorScheme'], ParentType, ContextType>;
};

export type CaptchaResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Captcha'] = ResolversParentTypes['Captcha']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  turnstileSiteKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ChatModelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatModel'] = ResolversParentTypes['ChatModel']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CloseAccountPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CloseAccountPayload'] = ResolversParentTypes['CloseAccountPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CodeSentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CodeSentPayload'] = ResolversParentTypes['CodeSentPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  expiredMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ComplaintResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Complaint'] = ResolversParentTypes['Complaint']> = {
  answerDueAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  closedAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  escalation?: Resolver<ResolversTypes['ComplaintEscalation'], ParentType, ContextType>;
  finalAnswerAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  lastAuthor?: Resolver<Maybe<ResolversTypes['ComplaintAuthor']>, ParentType, ContextType>;
  lastMessageAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  messages?: Resolver<Maybe<Array<ResolversTypes['ComplaintMessage']>>, ParentType, ContextType>;
  reference?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ComplaintStatus'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['ComplaintSubject'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type ComplaintEscalationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ComplaintEscalation'] = ResolversParentTypes['ComplaintEscalation']> = {
  available?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  availableAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['DisputeBody']>, ParentType, ContextType>;
};

export type ComplaintMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ComplaintMessage'] = ResolversParentTypes['ComplaintMessage']> = {
  author?: Resolver<ResolversTypes['ComplaintAuthor'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  final?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ComplaintPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ComplaintPage'] = ResolversParentTypes['ComplaintPage']> = {
  items?: Resolver<Array<ResolversTypes['Complaint']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rules?: Resolver<ResolversTypes['ComplaintRules'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ComplaintPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ComplaintPayload'] = ResolversParentTypes['ComplaintPayload']> = {
  complaint?: Resolver<Maybe<ResolversTypes['Complaint']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ComplaintRulesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ComplaintRules'] = ResolversParentTypes['ComplaintRules']> = {
  answerDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disputeBody?: Resolver<Maybe<ResolversTypes['DisputeBody']>, ParentType, ContextType>;
  escalationDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ComplaintSubjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ComplaintSubject'] = ResolversParentTypes['ComplaintSubject']> = {
  kind?: Resolver<ResolversTypes['ComplaintSubjectKind'], ParentType, ContextType>;
  ref?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['ComplaintSubjectSummary']>, ParentType, ContextType>;
};

export type ComplaintSubjectSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ComplaintSubjectSummary'] = ResolversParentTypes['ComplaintSubjectSummary']> = {
  amount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  time?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
};

export type ContractResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Contract'] = ResolversParentTypes['Contract']> = {
  awaitingMe?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  downline?: Resolver<ResolversTypes['TransferParty'], ParentType, ContextType>;
  endReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endedAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ContractKind'], ParentType, ContextType>;
  mine?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  offeredAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  period?: Resolver<ResolversTypes['ContractPeriod'], ParentType, ContextType>;
  requestKind?: Resolver<Maybe<ResolversTypes['ContractRequestKind']>, ParentType, ContextType>;
  requestedBy?: Resolver<Maybe<ResolversTypes['ContractSide']>, ParentType, ContextType>;
  startedAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatus'], ParentType, ContextType>;
  terms?: Resolver<ResolversTypes['ContractTerms'], ParentType, ContextType>;
  topRateBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  upline?: Resolver<ResolversTypes['TransferParty'], ParentType, ContextType>;
};

export type ContractDeskResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractDesk'] = ResolversParentTypes['ContractDesk']> = {
  contract?: Resolver<Maybe<ResolversTypes['Contract']>, ParentType, ContextType>;
  downlines?: Resolver<Array<ResolversTypes['ContractDownline']>, ParentType, ContextType>;
  given?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  isAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ContractKind'], ParentType, ContextType>;
  maxRateBasisPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  offers?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  statements?: Resolver<ResolversTypes['ContractStatementPage'], ParentType, ContextType>;
};

export type ContractDownlineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractDownline'] = ResolversParentTypes['ContractDownline']> = {
  isAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContractInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractInfo'] = ResolversParentTypes['ContractInfo']> = {
  awaiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contracthoursalreq?: Resolver<Maybe<ResolversTypes['ContractRequestKind']>, ParentType, ContextType>;
  contracts?: Resolver<Array<ResolversTypes['Contract']>, ParentType, ContextType>;
  dailysalreqtype?: Resolver<Maybe<ResolversTypes['ContractRequestKind']>, ParentType, ContextType>;
  dividendsDue?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  divtypereq?: Resolver<Maybe<ResolversTypes['ContractRequestKind']>, ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['ContractKindInfo']>, ParentType, ContextType>;
  realtimesalreqtype?: Resolver<Maybe<ResolversTypes['ContractRequestKind']>, ParentType, ContextType>;
};

export type ContractKindInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractKindInfo'] = ResolversParentTypes['ContractKindInfo']> = {
  awaiting?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  given?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ContractKind'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  requestKind?: Resolver<Maybe<ResolversTypes['ContractRequestKind']>, ParentType, ContextType>;
};

export type ContractPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractPayload'] = ResolversParentTypes['ContractPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContractStatementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractStatement'] = ResolversParentTypes['ContractStatement']> = {
  activePlayers?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  base?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  betCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  contractId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  downline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  dueAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  loss?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  lostValidBet?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  payer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  rateBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ContractStatementStatus'], ParentType, ContextType>;
  tier?: Resolver<Maybe<ResolversTypes['ContractTier']>, ParentType, ContextType>;
  tierIndex?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  turnover?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  upline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  validBet?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  wonValidBet?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type ContractStatementPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractStatementPage'] = ResolversParentTypes['ContractStatementPage']> = {
  items?: Resolver<Array<ResolversTypes['ContractStatement']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ContractTermsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractTerms'] = ResolversParentTypes['ContractTerms']> = {
  lossRateBasisPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  singleBetAmount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  tiers?: Resolver<Array<ResolversTypes['ContractTier']>, ParentType, ContextType>;
  winRateBasisPoints?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type ContractTierResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContractTier'] = ResolversParentTypes['ContractTier']> = {
  activeCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  endTime?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  minBetPeriod?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  periodConsumption?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  periodLoss?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  rateBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConvertPointsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConvertPointsPayload'] = ResolversParentTypes['ConvertPointsPayload']> = {
  conversion?: Resolver<Maybe<ResolversTypes['PointConversion']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pointsLeft?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CustomerServiceLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomerServiceLink'] = ResolversParentTypes['CustomerServiceLink']> = {
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DataErasureResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataErasure'] = ResolversParentTypes['DataErasure']> = {
  eraseAfter?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  erasedAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type DataExportResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataExport'] = ResolversParentTypes['DataExport']> = {
  expiresAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readyAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  requestedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  size?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DataExportStatus'], ParentType, ContextType>;
};

export type DataExportLinkPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataExportLinkPayload'] = ResolversParentTypes['DataExportLinkPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  token?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DataExportPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DataExportPayload'] = ResolversParentTypes['DataExportPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  export?: Resolver<Maybe<ResolversTypes['DataExport']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DepositResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Deposit'] = ResolversParentTypes['Deposit']> = {
  account?: Resolver<Maybe<ResolversTypes['DepositAccount']>, ParentType, ContextType>;
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  bankType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  firstDeposit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DepositKind'], ParentType, ContextType>;
  methodCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  methodName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  payeeName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  paymentUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  qrImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  settledAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['DepositStatus'], ParentType, ContextType>;
  walletAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type DepositAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositAccount'] = ResolversParentTypes['DepositAccount']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DepositMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositMethod'] = ResolversParentTypes['DepositMethod']> = {
  account?: Resolver<Maybe<ResolversTypes['DepositAccount']>, ParentType, ContextType>;
  bankTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DepositKind'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DepositPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositPage'] = ResolversParentTypes['DepositPage']> = {
  items?: Resolver<Array<ResolversTypes['Deposit']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type DepositPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositPayload'] = ResolversParentTypes['DepositPayload']> = {
  deposit?: Resolver<Maybe<ResolversTypes['Deposit']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type DepositPointRatioResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositPointRatio'] = ResolversParentTypes['DepositPointRatio']> = {
  amountPerPoint?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  minDeposit?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type DepositSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DepositSettings'] = ResolversParentTypes['DepositSettings']> = {
  allowDeposit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  methods?: Resolver<Array<ResolversTypes['DepositMethod']>, ParentType, ContextType>;
};

export type DisputeBodyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DisputeBody'] = ResolversParentTypes['DisputeBody']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DownlineAccountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownlineAccount'] = ResolversParentTypes['DownlineAccount']> = {
  isAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DownlineDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownlineDetail'] = ResolversParentTypes['DownlineDetail']> = {
  betCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositTotal?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  member?: Resolver<ResolversTypes['TeamMember'], ParentType, ContextType>;
  rebates?: Resolver<Array<ResolversTypes['RebateRate']>, ParentType, ContextType>;
  turnover?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  upline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  withdrawTotal?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type DownloadLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DownloadLink'] = ResolversParentTypes['DownloadLink']> = {
  platform?: Resolver<ResolversTypes['DownloadPlatform'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ErasurePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ErasurePayload'] = ResolversParentTypes['ErasurePayload']> = {
  erasure?: Resolver<Maybe<ResolversTypes['DataErasure']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ExclusionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExclusionPayload'] = ResolversParentTypes['ExclusionPayload']> = {
  endsAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FavoritePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FavoritePayload'] = ResolversParentTypes['FavoritePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  gameId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isFavorite?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FeatureFlagsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeatureFlags'] = ResolversParentTypes['FeatureFlags']> = {
  agentPolicy?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  chat?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  directRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  facebookLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  favorites?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  forcedPasswordChange?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  freePlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  googleLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  graphiql?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  manualRebate?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobilePasswordRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mobileRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordResetByMail?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordResetByPhone?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  registrationMobileVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usernameRegistration?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  verificationCodeLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type FeedbackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Feedback'] = ResolversParentTypes['Feedback']> = {
  answer?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  answeredAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FeedbackStatus'], ParentType, ContextType>;
};

export type FeedbackPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackPage'] = ResolversParentTypes['FeedbackPage']> = {
  items?: Resolver<Array<ResolversTypes['Feedback']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type FeedbackPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackPayload'] = ResolversParentTypes['FeedbackPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  feedback?: Resolver<Maybe<ResolversTypes['Feedback']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ForfeitBonusPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ForfeitBonusPayload'] = ResolversParentTypes['ForfeitBonusPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  forfeited?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FormPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FormPayload'] = ResolversParentTypes['FormPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FreePlayPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FreePlayPayload'] = ResolversParentTypes['FreePlayPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GamblingLimitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GamblingLimit'] = ResolversParentTypes['GamblingLimit']> = {
  amount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LimitKind'], ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingAmount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  pendingEffectiveAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  period?: Resolver<ResolversTypes['LimitPeriod'], ParentType, ContextType>;
  resetsAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  used?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type GamblingLimitPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GamblingLimitPayload'] = ResolversParentTypes['GamblingLimitPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  limit?: Resolver<Maybe<ResolversTypes['GamblingLimit']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Game'] = ResolversParentTypes['Game']> = {
  classify?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasFreeTrial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  info?: Resolver<Maybe<ResolversTypes['GameInfo']>, ParentType, ContextType>;
  isFavorite?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isHot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isNew?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jackpotAmount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  jackpotCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  jackpots?: Resolver<Array<ResolversTypes['JackpotAmount']>, ParentType, ContextType>;
  launchKind?: Resolver<ResolversTypes['LaunchKind'], ParentType, ContextType>;
  lines?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minBet?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GameCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameCategory'] = ResolversParentTypes['GameCategory']> = {
  classes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  gameType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasVendorMenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  largeVendorMenu?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendors?: Resolver<Array<ResolversTypes['Vendor']>, ParentType, ContextType>;
};

export type GameInfoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameInfo'] = ResolversParentTypes['GameInfo']> = {
  maxStake?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  minStake?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  payTable?: Resolver<Array<ResolversTypes['GamePayLine']>, ParentType, ContextType>;
  returns?: Resolver<Array<ResolversTypes['GameReturn']>, ParentType, ContextType>;
  rules?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GamePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GamePage'] = ResolversParentTypes['GamePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Game']>, ParentType, ContextType>;
  offset?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GamePayLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GamePayLine'] = ResolversParentTypes['GamePayLine']> = {
  chance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  outcome?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paysHundredths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameReturnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameReturn'] = ResolversParentTypes['GameReturn']> = {
  atMost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  basisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  bet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type GameRoomResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameRoom'] = ResolversParentTypes['GameRoom']> = {
  capacity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxBet?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  minBet?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  players?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type GameSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GameSection'] = ResolversParentTypes['GameSection']> = {
  category?: Resolver<ResolversTypes['GameCategory'], ParentType, ContextType>;
  games?: Resolver<Maybe<ResolversTypes['GamePage']>, ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type HelpArticleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['HelpArticle'] = ResolversParentTypes['HelpArticle']> = {
  category?: Resolver<ResolversTypes['HelpCategory'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type HelplineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Helpline'] = ResolversParentTypes['Helpline']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type InboxChangePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InboxChangePayload'] = ResolversParentTypes['InboxChangePayload']> = {
  changed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  unread?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type InboxMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InboxMessage'] = ResolversParentTypes['InboxMessage']> = {
  audience?: Resolver<ResolversTypes['InboxAudience'], ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  read?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type InboxPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InboxPage'] = ResolversParentTypes['InboxPage']> = {
  items?: Resolver<Array<ResolversTypes['InboxMessage']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unread?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type InvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  deposited?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['InvitationStatus'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JackpotAmountResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JackpotAmount'] = ResolversParentTypes['JackpotAmount']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JackpotCatalogueNameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JackpotCatalogueName'] = ResolversParentTypes['JackpotCatalogueName']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JackpotGameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JackpotGame'] = ResolversParentTypes['JackpotGame']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type JackpotPoolResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JackpotPool'] = ResolversParentTypes['JackpotPool']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  ceiling?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contributionBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gameTypes?: Resolver<Array<ResolversTypes['JackpotCatalogueName']>, ParentType, ContextType>;
  games?: Resolver<Array<ResolversTypes['JackpotGame']>, ParentType, ContextType>;
  lastWin?: Resolver<Maybe<ResolversTypes['JackpotWin']>, ParentType, ContextType>;
  mustDropBy?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  oddsStake?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  seed?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  trigger?: Resolver<ResolversTypes['JackpotTrigger'], ParentType, ContextType>;
  vendors?: Resolver<Array<ResolversTypes['JackpotCatalogueName']>, ParentType, ContextType>;
  wins?: Resolver<Array<ResolversTypes['JackpotWin']>, ParentType, ContextType>;
};

export type JackpotWinResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JackpotWin'] = ResolversParentTypes['JackpotWin']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  winner?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wonAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type JackpotsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Jackpots'] = ResolversParentTypes['Jackpots']> = {
  decorative?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pools?: Resolver<Array<ResolversTypes['JackpotPool']>, ParentType, ContextType>;
};

export type JoinTournamentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JoinTournamentPayload'] = ResolversParentTypes['JoinTournamentPayload']> = {
  buyIn?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  tournament?: Resolver<Maybe<ResolversTypes['Tournament']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LanguageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Language'] = ResolversParentTypes['Language']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currencySymbol?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LaunchChatPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LaunchChatPayload'] = ResolversParentTypes['LaunchChatPayload']> = {
  chatUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  framed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LaunchGamePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LaunchGamePayload'] = ResolversParentTypes['LaunchGamePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  gameUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mode?: Resolver<Maybe<ResolversTypes['LaunchMode']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LeaderboardRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LeaderboardRow'] = ResolversParentTypes['LeaderboardRow']> = {
  me?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  reachedValue?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LegalAcceptanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegalAcceptance'] = ResolversParentTypes['LegalAcceptance']> = {
  acceptedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LegalDocumentKind'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['LegalAcceptanceSource'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LegalConfirmationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegalConfirmation'] = ResolversParentTypes['LegalConfirmation']> = {
  confirmedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['RegistrationConfirmation'], ParentType, ContextType>;
};

export type LegalDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegalDocument'] = ResolversParentTypes['LegalDocument']> = {
  body?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  effectiveAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LegalDocumentKind'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versions?: Resolver<Array<ResolversTypes['LegalVersion']>, ParentType, ContextType>;
};

export type LegalPendingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegalPending'] = ResolversParentTypes['LegalPending']> = {
  effectiveAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LegalDocumentKind'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LegalRecordResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegalRecord'] = ResolversParentTypes['LegalRecord']> = {
  acceptances?: Resolver<Array<ResolversTypes['LegalAcceptance']>, ParentType, ContextType>;
  confirmations?: Resolver<Array<ResolversTypes['LegalConfirmation']>, ParentType, ContextType>;
  pending?: Resolver<Array<ResolversTypes['LegalPending']>, ParentType, ContextType>;
};

export type LegalVersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LegalVersion'] = ResolversParentTypes['LegalVersion']> = {
  current?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  effectiveAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  summary?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  version?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LiveEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LiveEvent'] = ResolversParentTypes['LiveEvent']> = {
  badges?: Resolver<Maybe<Array<ResolversTypes['MemberBadge']>>, ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Balance']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LiveEventKind'], ParentType, ContextType>;
  tournaments?: Resolver<Maybe<Array<ResolversTypes['TournamentStanding']>>, ParentType, ContextType>;
};

export type LoginPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginPayload'] = ResolversParentTypes['LoginPayload']> = {
  captchaRequired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  firstTimeLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  needSecondStep?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordExpired?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  passwordIsDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previousLoginTime?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  secondStepMethods?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LotteryBoardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryBoard'] = ResolversParentTypes['LotteryBoard']> = {
  current?: Resolver<ResolversTypes['LotteryNumero'], ParentType, ContextType>;
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lastDraws?: Resolver<Array<ResolversTypes['LotteryDraw']>, ParentType, ContextType>;
  latestDraw?: Resolver<Maybe<ResolversTypes['LotteryDraw']>, ParentType, ContextType>;
  next?: Resolver<ResolversTypes['LotteryNumero'], ParentType, ContextType>;
  serverTime?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type LotteryDrawResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryDraw'] = ResolversParentTypes['LotteryDraw']> = {
  digits?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  drawTime?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numero?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sum?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LotteryGameResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryGame'] = ResolversParentTypes['LotteryGame']> = {
  currentNumero?: Resolver<ResolversTypes['LotteryNumero'], ParentType, ContextType>;
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lockSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  nodeId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  periodSeconds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LotteryMenuResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryMenu'] = ResolversParentTypes['LotteryMenu']> = {
  games?: Resolver<Array<ResolversTypes['LotteryGame']>, ParentType, ContextType>;
  prizeMode?: Resolver<ResolversTypes['LotteryPrizeMode'], ParentType, ContextType>;
  serverTime?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type LotteryNumeroResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LotteryNumero'] = ResolversParentTypes['LotteryNumero']> = {
  closeTime?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  drawTime?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  gameCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  numero?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openTime?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type MarketingConsentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketingConsent'] = ResolversParentTypes['MarketingConsent']> = {
  channel?: Resolver<ResolversTypes['MarketingChannel'], ParentType, ContextType>;
  granted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['MarketingProduct'], ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
};

export type MarketingConsentChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketingConsentChange'] = ResolversParentTypes['MarketingConsentChange']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  at?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  channel?: Resolver<ResolversTypes['MarketingChannel'], ParentType, ContextType>;
  granted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  product?: Resolver<ResolversTypes['MarketingProduct'], ParentType, ContextType>;
};

export type MarketingPreferencesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketingPreferences'] = ResolversParentTypes['MarketingPreferences']> = {
  consents?: Resolver<Array<ResolversTypes['MarketingConsent']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['MarketingConsentChange']>, ParentType, ContextType>;
  receives?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type MarketingPreferencesPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MarketingPreferencesPayload'] = ResolversParentTypes['MarketingPreferencesPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  preferences?: Resolver<Maybe<ResolversTypes['MarketingPreferences']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Member'] = ResolversParentTypes['Member']> = {
  account?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  affiliateCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  avatarUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstTimeLogin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTrial?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legalPending?: Resolver<Array<ResolversTypes['LegalDocumentKind']>, ParentType, ContextType>;
  marketingSite?: Resolver<Maybe<Array<ResolversTypes['MarketingProduct']>>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  oldPasswordNeeded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previousLoginTime?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  registeredAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type MemberBadgeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberBadge'] = ResolversParentTypes['MemberBadge']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MemberProfileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MemberProfile'] = ResolversParentTypes['MemberProfile']> = {
  address?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  birthday?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  incomeSource?: Resolver<Maybe<ResolversTypes['IncomeSource']>, ParentType, ContextType>;
  nationality?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nickname?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  occupation?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  realName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  telegram?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zalo?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export interface MinorUnitsScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['MinorUnits'], any> {
  name: 'MinorUnits';
}

export type MissionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mission'] = ResolversParentTypes['Mission']> = {
  claimableMilestones?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  gameType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  milestoneCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  reachedMilestones?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MissionDetailResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MissionDetail'] = ResolversParentTypes['MissionDetail']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  leaderboard?: Resolver<Array<ResolversTypes['LeaderboardRow']>, ParentType, ContextType>;
  milestones?: Resolver<Array<ResolversTypes['MissionMilestone']>, ParentType, ContextType>;
  myRank?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  myValue?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MissionMilestoneResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MissionMilestone'] = ResolversParentTypes['MissionMilestone']> = {
  claimed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reached?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reward?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  step?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type MissionRewardPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MissionRewardPayload'] = ResolversParentTypes['MissionRewardPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reward?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MovementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Movement'] = ResolversParentTypes['Movement']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  bankName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  counterparty?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromWallet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gameName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gameType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['MovementKind'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reference?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['TransactionStatus'], ParentType, ContextType>;
  time?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  toWallet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['TransactionType'], ParentType, ContextType>;
  vendor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptLegalDocuments?: Resolver<ResolversTypes['AcceptLegalDocumentsPayload'], ParentType, ContextType, RequireFields<MutationAcceptLegalDocumentsArgs, 'input'>>;
  addBankCard?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationAddBankCardArgs, 'input'>>;
  addComplaintMessage?: Resolver<ResolversTypes['ComplaintPayload'], ParentType, ContextType, RequireFields<MutationAddComplaintMessageArgs, 'input'>>;
  addFavoriteGame?: Resolver<ResolversTypes['FavoritePayload'], ParentType, ContextType, RequireFields<MutationAddFavoriteGameArgs, 'gameId'>>;
  answerContract?: Resolver<ResolversTypes['ContractPayload'], ParentType, ContextType, RequireFields<MutationAnswerContractArgs, 'input'>>;
  answerSaferGamblingPrompt?: Resolver<ResolversTypes['SaferGamblingAnswerPayload'], ParentType, ContextType, RequireFields<MutationAnswerSaferGamblingPromptArgs, 'input'>>;
  bindContact?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationBindContactArgs, 'input'>>;
  cancelDeposit?: Resolver<ResolversTypes['DepositPayload'], ParentType, ContextType, RequireFields<MutationCancelDepositArgs, 'id'>>;
  changePassword?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'input'>>;
  changePaymentPassword?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationChangePaymentPasswordArgs, 'input'>>;
  claimMissionReward?: Resolver<ResolversTypes['MissionRewardPayload'], ParentType, ContextType, RequireFields<MutationClaimMissionRewardArgs, 'input'>>;
  claimPromotion?: Resolver<ResolversTypes['PromotionPayload'], ParentType, ContextType, RequireFields<MutationClaimPromotionArgs, 'input'>>;
  claimRaffle?: Resolver<ResolversTypes['PromotionPayload'], ParentType, ContextType, RequireFields<MutationClaimRaffleArgs, 'input'>>;
  claimRebate?: Resolver<ResolversTypes['RebateClaimPayload'], ParentType, ContextType>;
  closeAccount?: Resolver<ResolversTypes['CloseAccountPayload'], ParentType, ContextType, RequireFields<MutationCloseAccountArgs, 'input'>>;
  completeSecondStep?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationCompleteSecondStepArgs, 'input'>>;
  confirmReceipt?: Resolver<ResolversTypes['ReceiptPayload'], ParentType, ContextType, RequireFields<MutationConfirmReceiptArgs, 'input'>>;
  convertPoints?: Resolver<ResolversTypes['ConvertPointsPayload'], ParentType, ContextType, RequireFields<MutationConvertPointsArgs, 'input'>>;
  createDeposit?: Resolver<ResolversTypes['DepositPayload'], ParentType, ContextType, RequireFields<MutationCreateDepositArgs, 'input'>>;
  dataExportLink?: Resolver<ResolversTypes['DataExportLinkPayload'], ParentType, ContextType, RequireFields<MutationDataExportLinkArgs, 'input'>>;
  deleteInboxMessages?: Resolver<ResolversTypes['InboxChangePayload'], ParentType, ContextType, RequireFields<MutationDeleteInboxMessagesArgs, 'input'>>;
  endSession?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationEndSessionArgs, 'id'>>;
  fileComplaint?: Resolver<ResolversTypes['ComplaintPayload'], ParentType, ContextType, RequireFields<MutationFileComplaintArgs, 'input'>>;
  forfeitBonus?: Resolver<ResolversTypes['ForfeitBonusPayload'], ParentType, ContextType, RequireFields<MutationForfeitBonusArgs, 'id' | 'requestId'>>;
  freePlay?: Resolver<ResolversTypes['FreePlayPayload'], ParentType, ContextType>;
  issueDividend?: Resolver<ResolversTypes['ContractPayload'], ParentType, ContextType, RequireFields<MutationIssueDividendArgs, 'input'>>;
  joinPromotion?: Resolver<ResolversTypes['PromotionPayload'], ParentType, ContextType, RequireFields<MutationJoinPromotionArgs, 'input'>>;
  joinTournament?: Resolver<ResolversTypes['JoinTournamentPayload'], ParentType, ContextType, RequireFields<MutationJoinTournamentArgs, 'code'>>;
  launchChat?: Resolver<ResolversTypes['LaunchChatPayload'], ParentType, ContextType, RequireFields<MutationLaunchChatArgs, 'input'>>;
  launchGame?: Resolver<ResolversTypes['LaunchGamePayload'], ParentType, ContextType, RequireFields<MutationLaunchGameArgs, 'input'>>;
  launchLottery?: Resolver<ResolversTypes['LaunchGamePayload'], ParentType, ContextType, RequireFields<MutationLaunchLotteryArgs, 'input'>>;
  login?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  loginBySms?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginBySmsArgs, 'input'>>;
  loginWithSocial?: Resolver<ResolversTypes['LoginPayload'], ParentType, ContextType, RequireFields<MutationLoginWithSocialArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  markAgentAnnouncementsRead?: Resolver<ResolversTypes['AgentAnnouncementsReadPayload'], ParentType, ContextType, RequireFields<MutationMarkAgentAnnouncementsReadArgs, 'input'>>;
  markInboxRead?: Resolver<ResolversTypes['InboxChangePayload'], ParentType, ContextType, RequireFields<MutationMarkInboxReadArgs, 'input'>>;
  offerContract?: Resolver<ResolversTypes['ContractPayload'], ParentType, ContextType, RequireFields<MutationOfferContractArgs, 'input'>>;
  redeemPointReward?: Resolver<ResolversTypes['RedeemPointRewardPayload'], ParentType, ContextType, RequireFields<MutationRedeemPointRewardArgs, 'input'>>;
  register?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationRegisterArgs, 'input'>>;
  registerDownline?: Resolver<ResolversTypes['RegisterDownlinePayload'], ParentType, ContextType, RequireFields<MutationRegisterDownlineArgs, 'input'>>;
  removeBankCard?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationRemoveBankCardArgs, 'input'>>;
  removeFavoriteGame?: Resolver<ResolversTypes['FavoritePayload'], ParentType, ContextType, RequireFields<MutationRemoveFavoriteGameArgs, 'gameId'>>;
  requestContractTermination?: Resolver<ResolversTypes['ContractPayload'], ParentType, ContextType, RequireFields<MutationRequestContractTerminationArgs, 'input'>>;
  requestDataExport?: Resolver<ResolversTypes['DataExportPayload'], ParentType, ContextType>;
  requestErasure?: Resolver<ResolversTypes['ErasurePayload'], ParentType, ContextType, RequireFields<MutationRequestErasureArgs, 'input'>>;
  requestPasswordReset?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'input'>>;
  requestWithdrawal?: Resolver<ResolversTypes['WithdrawalPayload'], ParentType, ContextType, RequireFields<MutationRequestWithdrawalArgs, 'input'>>;
  resetPassword?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'input'>>;
  resetPasswordByPhone?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationResetPasswordByPhoneArgs, 'input'>>;
  resetPaymentPassword?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationResetPaymentPasswordArgs, 'input'>>;
  sendContactCode?: Resolver<ResolversTypes['CodeSentPayload'], ParentType, ContextType, RequireFields<MutationSendContactCodeArgs, 'input'>>;
  sendFeedback?: Resolver<ResolversTypes['FeedbackPayload'], ParentType, ContextType, RequireFields<MutationSendFeedbackArgs, 'input'>>;
  sendLoginCode?: Resolver<ResolversTypes['CodeSentPayload'], ParentType, ContextType, RequireFields<MutationSendLoginCodeArgs, 'input'>>;
  sendPaymentPasswordCode?: Resolver<ResolversTypes['CodeSentPayload'], ParentType, ContextType, RequireFields<MutationSendPaymentPasswordCodeArgs, 'channel'>>;
  sendRegisterCode?: Resolver<ResolversTypes['CodeSentPayload'], ParentType, ContextType, RequireFields<MutationSendRegisterCodeArgs, 'input'>>;
  sendSecondStepCode?: Resolver<ResolversTypes['CodeSentPayload'], ParentType, ContextType, RequireFields<MutationSendSecondStepCodeArgs, 'method'>>;
  setGamblingLimit?: Resolver<ResolversTypes['GamblingLimitPayload'], ParentType, ContextType, RequireFields<MutationSetGamblingLimitArgs, 'input'>>;
  setMarketingConsents?: Resolver<ResolversTypes['MarketingPreferencesPayload'], ParentType, ContextType, RequireFields<MutationSetMarketingConsentsArgs, 'input'>>;
  setPaymentPassword?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationSetPaymentPasswordArgs, 'input'>>;
  setPublicWins?: Resolver<ResolversTypes['PublicWinsPayload'], ParentType, ContextType, RequireFields<MutationSetPublicWinsArgs, 'input'>>;
  setPushPreferences?: Resolver<ResolversTypes['PushSettingsPayload'], ParentType, ContextType, RequireFields<MutationSetPushPreferencesArgs, 'input'>>;
  setRealityCheck?: Resolver<ResolversTypes['RealityCheckPayload'], ParentType, ContextType, RequireFields<MutationSetRealityCheckArgs, 'input'>>;
  setSessionLimit?: Resolver<ResolversTypes['SessionLimitPayload'], ParentType, ContextType, RequireFields<MutationSetSessionLimitArgs, 'input'>>;
  startExclusion?: Resolver<ResolversTypes['ExclusionPayload'], ParentType, ContextType, RequireFields<MutationStartExclusionArgs, 'input'>>;
  subscribePush?: Resolver<ResolversTypes['PushSettingsPayload'], ParentType, ContextType, RequireFields<MutationSubscribePushArgs, 'input'>>;
  transferAllToMain?: Resolver<ResolversTypes['TransferPayload'], ParentType, ContextType, RequireFields<MutationTransferAllToMainArgs, 'input'>>;
  transferBetweenWallets?: Resolver<ResolversTypes['TransferPayload'], ParentType, ContextType, RequireFields<MutationTransferBetweenWalletsArgs, 'input'>>;
  transferToPlayer?: Resolver<ResolversTypes['TransferPayload'], ParentType, ContextType, RequireFields<MutationTransferToPlayerArgs, 'input'>>;
  unsubscribePush?: Resolver<ResolversTypes['PushSettingsPayload'], ParentType, ContextType, RequireFields<MutationUnsubscribePushArgs, 'endpoint'>>;
  updateProfile?: Resolver<ResolversTypes['FormPayload'], ParentType, ContextType, RequireFields<MutationUpdateProfileArgs, 'input'>>;
  uploadVerificationDocument?: Resolver<ResolversTypes['VerificationDocumentPayload'], ParentType, ContextType, RequireFields<MutationUploadVerificationDocumentArgs, 'input'>>;
};

export type MutationPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MutationPayload'] = ResolversParentTypes['MutationPayload']> = {
  __resolveType: TypeResolveFn<'AcceptLegalDocumentsPayload' | 'AgentAnnouncementsReadPayload' | 'CloseAccountPayload' | 'CodeSentPayload' | 'ComplaintPayload' | 'ContractPayload' | 'ConvertPointsPayload' | 'DataExportLinkPayload' | 'DataExportPayload' | 'DepositPayload' | 'ErasurePayload' | 'ExclusionPayload' | 'FavoritePayload' | 'FeedbackPayload' | 'ForfeitBonusPayload' | 'FormPayload' | 'FreePlayPayload' | 'GamblingLimitPayload' | 'InboxChangePayload' | 'JoinTournamentPayload' | 'LaunchChatPayload' | 'LaunchGamePayload' | 'LoginPayload' | 'MarketingPreferencesPayload' | 'MissionRewardPayload' | 'PromotionPayload' | 'PublicWinsPayload' | 'PushSettingsPayload' | 'RealityCheckPayload' | 'RebateClaimPayload' | 'ReceiptPayload' | 'RedeemPointRewardPayload' | 'RegisterDownlinePayload' | 'SaferGamblingAnswerPayload' | 'SessionLimitPayload' | 'TransferPayload' | 'VerificationDocumentPayload' | 'WithdrawalPayload', ParentType, ContextType>;
};

export type MyDataResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MyData'] = ResolversParentTypes['MyData']> = {
  erasure?: Resolver<Maybe<ResolversTypes['DataErasure']>, ParentType, ContextType>;
  exportHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  exports?: Resolver<Array<ResolversTypes['DataExport']>, ParentType, ContextType>;
  hidesPublicWins?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  retentionDays?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type NetDepositsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NetDeposits'] = ResolversParentTypes['NetDeposits']> = {
  last12Months?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  lifetime?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  since?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type NoticeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Notice'] = ResolversParentTypes['Notice']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PayoutCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayoutCard'] = ResolversParentTypes['PayoutCard']> = {
  accountName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  bankName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maskedNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlaySessionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlaySession'] = ResolversParentTypes['PlaySession']> = {
  endsAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  net?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  realityCheckMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rounds?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stakes?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  startedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type PlayerTransferResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlayerTransfer'] = ResolversParentTypes['PlayerTransfer']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  completedAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  direction?: Resolver<ResolversTypes['TransferDirection'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  party?: Resolver<ResolversTypes['TransferParty'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PlayerTransferStatus'], ParentType, ContextType>;
};

export type PlayerTransferPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlayerTransferPage'] = ResolversParentTypes['PlayerTransferPage']> = {
  items?: Resolver<Array<ResolversTypes['PlayerTransfer']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointBalanceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointBalance'] = ResolversParentTypes['PointBalance']> = {
  convertibleAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointConversionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointConversion'] = ResolversParentTypes['PointConversion']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PointDetailPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointDetailPage'] = ResolversParentTypes['PointDetailPage']> = {
  items?: Resolver<Array<ResolversTypes['PointMovement']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointExchangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointExchange'] = ResolversParentTypes['PointExchange']> = {
  appliedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  deliveryAddress?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exchangeType?: Resolver<ResolversTypes['PointExchangeType'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  phone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  pointsEach?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pointsTotal?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  quantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rewardName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['PointExchangeStatus'], ParentType, ContextType>;
  transactionNo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PointExchangePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointExchangePage'] = ResolversParentTypes['PointExchangePage']> = {
  items?: Resolver<Array<ResolversTypes['PointExchange']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointMovementResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointMovement'] = ResolversParentTypes['PointMovement']> = {
  balanceAfter?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PointType'], ParentType, ContextType>;
};

export type PointRewardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointReward'] = ResolversParentTypes['PointReward']> = {
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  exchangeType?: Resolver<ResolversTypes['PointExchangeType'], ParentType, ContextType>;
  heldByMember?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  maxPerMember?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  needsDelivery?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  points?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stock?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointRewardListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointRewardList'] = ResolversParentTypes['PointRewardList']> = {
  items?: Resolver<Array<ResolversTypes['PointReward']>, ParentType, ContextType>;
  redeemMaxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PointRulesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PointRules'] = ResolversParentTypes['PointRules']> = {
  betRatios?: Resolver<Array<ResolversTypes['BetPointRatio']>, ParentType, ContextType>;
  convertEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  convertMinPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  convertRate?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  convertStepPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  depositRatios?: Resolver<Array<ResolversTypes['DepositPointRatio']>, ParentType, ContextType>;
  pointsExpire?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  redeemMaxQuantity?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ProfileFieldRuleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfileFieldRule'] = ResolversParentTypes['ProfileFieldRule']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ProfitPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfitPage'] = ResolversParentTypes['ProfitPage']> = {
  items?: Resolver<Array<ResolversTypes['ProfitRow']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalBets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalStake?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalTurnover?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalWinLoss?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type ProfitRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ProfitRow'] = ResolversParentTypes['ProfitRow']> = {
  bets?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gameType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gameTypeName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodEnd?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  periodStart?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stake?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  turnover?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  winLoss?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type PromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Promotion'] = ResolversParentTypes['Promotion']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promotionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  timestamp?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromotionPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PromotionPayload'] = ResolversParentTypes['PromotionPayload']> = {
  amount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['ActivityStatus']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ProviderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Provider'] = ResolversParentTypes['Provider']> = {
  gameTypes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  vendor?: Resolver<ResolversTypes['Vendor'], ParentType, ContextType>;
};

export type PublicWinsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PublicWinsPayload'] = ResolversParentTypes['PublicWinsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  hidesPublicWins?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PushKindSettingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PushKindSetting'] = ResolversParentTypes['PushKindSetting']> = {
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PushKind'], ParentType, ContextType>;
};

export type PushSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PushSettings'] = ResolversParentTypes['PushSettings']> = {
  kinds?: Resolver<Array<ResolversTypes['PushKindSetting']>, ParentType, ContextType>;
  publicKey?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subscriptions?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PushSettingsPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PushSettingsPayload'] = ResolversParentTypes['PushSettingsPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settings?: Resolver<Maybe<ResolversTypes['PushSettings']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  affiliate?: Resolver<Maybe<ResolversTypes['Affiliate']>, ParentType, ContextType, RequireFields<QueryAffiliateArgs, 'code'>>;
  agentDesk?: Resolver<Maybe<ResolversTypes['AgentDesk']>, ParentType, ContextType>;
  agentDownlineTransactions?: Resolver<Maybe<ResolversTypes['AgentTransactionPage']>, ParentType, ContextType, RequireFields<QueryAgentDownlineTransactionsArgs, 'direction' | 'filter' | 'page' | 'pageSize' | 'sort'>>;
  agentRevenueReport?: Resolver<Maybe<ResolversTypes['AgentRevenuePage']>, ParentType, ContextType, RequireFields<QueryAgentRevenueReportArgs, 'direction' | 'filter' | 'page' | 'pageSize' | 'sort'>>;
  agentStatements?: Resolver<Maybe<ResolversTypes['AgentStatementPage']>, ParentType, ContextType, RequireFields<QueryAgentStatementsArgs, 'direction' | 'filter' | 'page' | 'pageSize' | 'sort'>>;
  agentTeamOverview?: Resolver<Maybe<ResolversTypes['AgentTeamOverview']>, ParentType, ContextType, RequireFields<QueryAgentTeamOverviewArgs, 'fromDate' | 'toDate'>>;
  announcements?: Resolver<Maybe<ResolversTypes['AnnouncementPage']>, ParentType, ContextType, RequireFields<QueryAnnouncementsArgs, 'kind' | 'page' | 'pageSize'>>;
  balance?: Resolver<Maybe<ResolversTypes['Balance']>, ParentType, ContextType>;
  banners?: Resolver<Maybe<Array<ResolversTypes['Banner']>>, ParentType, ContextType, RequireFields<QueryBannersArgs, 'group'>>;
  bettingRecords?: Resolver<Maybe<ResolversTypes['BetPage']>, ParentType, ContextType, RequireFields<QueryBettingRecordsArgs, 'direction' | 'filter' | 'page' | 'pageSize' | 'sort'>>;
  bonuses?: Resolver<Maybe<Array<ResolversTypes['Bonus']>>, ParentType, ContextType>;
  brand?: Resolver<Maybe<ResolversTypes['Brand']>, ParentType, ContextType>;
  brandTheme?: Resolver<ResolversTypes['BrandTheme'], ParentType, ContextType>;
  captcha?: Resolver<Maybe<ResolversTypes['Captcha']>, ParentType, ContextType>;
  chatModels?: Resolver<Array<ResolversTypes['ChatModel']>, ParentType, ContextType>;
  chatUnreadCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  complaint?: Resolver<Maybe<ResolversTypes['Complaint']>, ParentType, ContextType, RequireFields<QueryComplaintArgs, 'reference'>>;
  contractDesk?: Resolver<Maybe<ResolversTypes['ContractDesk']>, ParentType, ContextType, RequireFields<QueryContractDeskArgs, 'kind' | 'page' | 'pageSize'>>;
  contractInfo?: Resolver<Maybe<ResolversTypes['ContractInfo']>, ParentType, ContextType>;
  deposit?: Resolver<Maybe<ResolversTypes['Deposit']>, ParentType, ContextType, RequireFields<QueryDepositArgs, 'id'>>;
  depositSettings?: Resolver<Maybe<ResolversTypes['DepositSettings']>, ParentType, ContextType>;
  downlineContracts?: Resolver<Maybe<Array<ResolversTypes['Contract']>>, ParentType, ContextType, RequireFields<QueryDownlineContractsArgs, 'username'>>;
  downlineSearch?: Resolver<Maybe<Array<ResolversTypes['DownlineAccount']>>, ParentType, ContextType, RequireFields<QueryDownlineSearchArgs, 'username'>>;
  favoriteGames?: Resolver<Maybe<ResolversTypes['GamePage']>, ParentType, ContextType, RequireFields<QueryFavoriteGamesArgs, 'page' | 'pageSize'>>;
  features?: Resolver<Maybe<ResolversTypes['FeatureFlags']>, ParentType, ContextType>;
  game?: Resolver<Maybe<ResolversTypes['Game']>, ParentType, ContextType, RequireFields<QueryGameArgs, 'id'>>;
  gameNavigation?: Resolver<Maybe<Array<ResolversTypes['GameCategory']>>, ParentType, ContextType>;
  gameRooms?: Resolver<Maybe<Array<ResolversTypes['GameRoom']>>, ParentType, ContextType, RequireFields<QueryGameRoomsArgs, 'gameId' | 'vendor'>>;
  gameSections?: Resolver<Maybe<Array<ResolversTypes['GameSection']>>, ParentType, ContextType, Partial<QueryGameSectionsArgs>>;
  games?: Resolver<Maybe<ResolversTypes['GamePage']>, ParentType, ContextType, RequireFields<QueryGamesArgs, 'filter' | 'limit' | 'offset'>>;
  helpArticles?: Resolver<Maybe<Array<ResolversTypes['HelpArticle']>>, ParentType, ContextType, Partial<QueryHelpArticlesArgs>>;
  hotGames?: Resolver<Maybe<Array<ResolversTypes['Game']>>, ParentType, ContextType, RequireFields<QueryHotGamesArgs, 'limit'>>;
  inbox?: Resolver<Maybe<ResolversTypes['InboxPage']>, ParentType, ContextType, RequireFields<QueryInboxArgs, 'page' | 'pageSize'>>;
  inboxMessage?: Resolver<Maybe<ResolversTypes['InboxMessage']>, ParentType, ContextType, RequireFields<QueryInboxMessageArgs, 'id'>>;
  jackpot?: Resolver<Maybe<ResolversTypes['JackpotPool']>, ParentType, ContextType, RequireFields<QueryJackpotArgs, 'code'>>;
  jackpots?: Resolver<Maybe<ResolversTypes['Jackpots']>, ParentType, ContextType>;
  legalDocument?: Resolver<Maybe<ResolversTypes['LegalDocument']>, ParentType, ContextType, RequireFields<QueryLegalDocumentArgs, 'kind'>>;
  legalRecord?: Resolver<Maybe<ResolversTypes['LegalRecord']>, ParentType, ContextType>;
  lotteryBoard?: Resolver<Maybe<ResolversTypes['LotteryBoard']>, ParentType, ContextType, RequireFields<QueryLotteryBoardArgs, 'gameCode' | 'lastDraws'>>;
  lotteryMenu?: Resolver<ResolversTypes['LotteryMenu'], ParentType, ContextType, RequireFields<QueryLotteryMenuArgs, 'prizeMode'>>;
  marketingPreferences?: Resolver<Maybe<ResolversTypes['MarketingPreferences']>, ParentType, ContextType>;
  me?: Resolver<Maybe<ResolversTypes['Member']>, ParentType, ContextType>;
  memberBadges?: Resolver<Maybe<Array<ResolversTypes['MemberBadge']>>, ParentType, ContextType>;
  mission?: Resolver<Maybe<ResolversTypes['MissionDetail']>, ParentType, ContextType, RequireFields<QueryMissionArgs, 'id'>>;
  missions?: Resolver<Maybe<Array<ResolversTypes['Mission']>>, ParentType, ContextType>;
  myComplaints?: Resolver<Maybe<ResolversTypes['ComplaintPage']>, ParentType, ContextType, RequireFields<QueryMyComplaintsArgs, 'page' | 'pageSize'>>;
  myData?: Resolver<Maybe<ResolversTypes['MyData']>, ParentType, ContextType>;
  myDeposits?: Resolver<Maybe<ResolversTypes['DepositPage']>, ParentType, ContextType, RequireFields<QueryMyDepositsArgs, 'page' | 'pageSize'>>;
  myFeedback?: Resolver<Maybe<ResolversTypes['FeedbackPage']>, ParentType, ContextType, RequireFields<QueryMyFeedbackArgs, 'page' | 'pageSize'>>;
  mySessions?: Resolver<Maybe<Array<ResolversTypes['ActiveSession']>>, ParentType, ContextType>;
  myWithdrawals?: Resolver<Maybe<ResolversTypes['WithdrawalPage']>, ParentType, ContextType, RequireFields<QueryMyWithdrawalsArgs, 'page' | 'pageSize'>>;
  netDeposits?: Resolver<Maybe<ResolversTypes['NetDeposits']>, ParentType, ContextType>;
  notices?: Resolver<Maybe<Array<ResolversTypes['Notice']>>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  partnerVendors?: Resolver<Maybe<Array<ResolversTypes['Vendor']>>, ParentType, ContextType>;
  personalProfit?: Resolver<Maybe<ResolversTypes['ProfitPage']>, ParentType, ContextType, RequireFields<QueryPersonalProfitArgs, 'direction' | 'filter' | 'page' | 'pageSize' | 'sort'>>;
  playSession?: Resolver<Maybe<ResolversTypes['PlaySession']>, ParentType, ContextType>;
  playerTransfers?: Resolver<Maybe<ResolversTypes['PlayerTransferPage']>, ParentType, ContextType, RequireFields<QueryPlayerTransfersArgs, 'page' | 'pageSize'>>;
  pointBalance?: Resolver<Maybe<ResolversTypes['PointBalance']>, ParentType, ContextType>;
  pointDetails?: Resolver<Maybe<ResolversTypes['PointDetailPage']>, ParentType, ContextType, RequireFields<QueryPointDetailsArgs, 'page' | 'pageSize'>>;
  pointExchanges?: Resolver<Maybe<ResolversTypes['PointExchangePage']>, ParentType, ContextType, RequireFields<QueryPointExchangesArgs, 'page' | 'pageSize'>>;
  pointRewards?: Resolver<Maybe<ResolversTypes['PointRewardList']>, ParentType, ContextType, Partial<QueryPointRewardsArgs>>;
  pointRules?: Resolver<Maybe<ResolversTypes['PointRules']>, ParentType, ContextType>;
  promotions?: Resolver<Maybe<Array<ResolversTypes['Promotion']>>, ParentType, ContextType>;
  providers?: Resolver<Maybe<Array<ResolversTypes['Provider']>>, ParentType, ContextType>;
  pushSettings?: Resolver<Maybe<ResolversTypes['PushSettings']>, ParentType, ContextType>;
  rebate?: Resolver<Maybe<ResolversTypes['RebateSummary']>, ParentType, ContextType>;
  recentGames?: Resolver<Maybe<ResolversTypes['GamePage']>, ParentType, ContextType, RequireFields<QueryRecentGamesArgs, 'page' | 'pageSize'>>;
  recentLotteryGames?: Resolver<Maybe<Array<ResolversTypes['LotteryGame']>>, ParentType, ContextType, Partial<QueryRecentLotteryGamesArgs>>;
  referral?: Resolver<Maybe<ResolversTypes['Referral']>, ParentType, ContextType>;
  registerFields?: Resolver<Maybe<Array<ResolversTypes['RegisterField']>>, ParentType, ContextType>;
  registrationConfirmations?: Resolver<Array<ResolversTypes['RegistrationConfirmation']>, ParentType, ContextType>;
  responsibleGaming?: Resolver<Maybe<ResolversTypes['ResponsibleGaming']>, ParentType, ContextType>;
  rewardPromotion?: Resolver<Maybe<ResolversTypes['RewardPromotion']>, ParentType, ContextType, Partial<QueryRewardPromotionArgs>>;
  rewardPromotions?: Resolver<Maybe<ResolversTypes['RewardPromotionList']>, ParentType, ContextType, Partial<QueryRewardPromotionsArgs>>;
  saferGamblingPrompts?: Resolver<Maybe<ResolversTypes['SaferGamblingPrompts']>, ParentType, ContextType>;
  securityCentre?: Resolver<Maybe<ResolversTypes['SecurityCentre']>, ParentType, ContextType>;
  systemStatus?: Resolver<ResolversTypes['SystemStatus'], ParentType, ContextType>;
  tournament?: Resolver<Maybe<ResolversTypes['Tournament']>, ParentType, ContextType, RequireFields<QueryTournamentArgs, 'code'>>;
  tournaments?: Resolver<Maybe<Array<ResolversTypes['Tournament']>>, ParentType, ContextType>;
  tournamentsExcluded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transactionHistory?: Resolver<Maybe<ResolversTypes['TransactionPage']>, ParentType, ContextType, RequireFields<QueryTransactionHistoryArgs, 'direction' | 'filter' | 'page' | 'pageSize' | 'sort'>>;
  transferOptions?: Resolver<Maybe<ResolversTypes['TransferOptions']>, ParentType, ContextType>;
  verification?: Resolver<Maybe<ResolversTypes['Verification']>, ParentType, ContextType>;
  vip?: Resolver<Maybe<ResolversTypes['VipProgress']>, ParentType, ContextType>;
  wallets?: Resolver<Maybe<ResolversTypes['Wallets']>, ParentType, ContextType>;
  winnerBoard?: Resolver<Maybe<Array<ResolversTypes['Winner']>>, ParentType, ContextType, RequireFields<QueryWinnerBoardArgs, 'category' | 'limit'>>;
  withdrawSettings?: Resolver<Maybe<ResolversTypes['WithdrawSettings']>, ParentType, ContextType>;
  withdrawalsAwaitingReceipt?: Resolver<Maybe<ResolversTypes['ReceiptConfirmations']>, ParentType, ContextType>;
};

export type RealityCheckPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RealityCheckPayload'] = ResolversParentTypes['RealityCheckPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  realityCheckMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RebateClaimResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RebateClaim'] = ResolversParentTypes['RebateClaim']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  claimedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
};

export type RebateClaimPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RebateClaimPayload'] = ResolversParentTypes['RebateClaimPayload']> = {
  amount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RebateLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RebateLine'] = ResolversParentTypes['RebateLine']> = {
  gameType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rateBp?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  rebate?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  validBets?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type RebateRateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RebateRate'] = ResolversParentTypes['RebateRate']> = {
  product?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rateBasisPoints?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RebateSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RebateSummary'] = ResolversParentTypes['RebateSummary']> = {
  claims?: Resolver<Array<ResolversTypes['RebateClaim']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['RebateLine']>, ParentType, ContextType>;
  to?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type ReceiptConfirmationsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceiptConfirmations'] = ResolversParentTypes['ReceiptConfirmations']> = {
  items?: Resolver<Array<ResolversTypes['Withdrawal']>, ParentType, ContextType>;
  minutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ReceiptPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ReceiptPayload'] = ResolversParentTypes['ReceiptPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  withdrawals?: Resolver<Array<ResolversTypes['Withdrawal']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RedeemPointRewardPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RedeemPointRewardPayload'] = ResolversParentTypes['RedeemPointRewardPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  exchange?: Resolver<Maybe<ResolversTypes['PointExchange']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ReferralResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Referral'] = ResolversParentTypes['Referral']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitations?: Resolver<Array<ResolversTypes['Invitation']>, ParentType, ContextType>;
  minFirstDeposit?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  registerPath?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rewardPerInvitee?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalInvitations?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalReward?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type RegisterDownlinePayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterDownlinePayload'] = ResolversParentTypes['RegisterDownlinePayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  member?: Resolver<Maybe<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RegisterFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RegisterField'] = ResolversParentTypes['RegisterField']> = {
  acceptedPattern?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  enabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minLength?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  patternId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ResponsibleGamingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResponsibleGaming'] = ResolversParentTypes['ResponsibleGaming']> = {
  brandRealityCheckMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  changes?: Resolver<Array<ResolversTypes['ResponsibleGamingChange']>, ParentType, ContextType>;
  coolingOffHours?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  limits?: Resolver<Array<ResolversTypes['GamblingLimit']>, ParentType, ContextType>;
  realityCheckMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  selfExclusionAlsoOn?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  sessionLimit?: Resolver<ResolversTypes['SessionLimit'], ParentType, ContextType>;
  tools?: Resolver<Array<ResolversTypes['ResponsibleGamingTool']>, ParentType, ContextType>;
};

export type ResponsibleGamingChangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResponsibleGamingChange'] = ResolversParentTypes['ResponsibleGamingChange']> = {
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  effectiveAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  from?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  fromMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  kind?: Resolver<Maybe<ResolversTypes['LimitKind']>, ParentType, ContextType>;
  length?: Resolver<Maybe<ResolversTypes['ExclusionLength']>, ParentType, ContextType>;
  period?: Resolver<Maybe<ResolversTypes['LimitPeriod']>, ParentType, ContextType>;
  sessionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  to?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  toMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  what?: Resolver<ResolversTypes['ResponsibleGamingChangeKind'], ParentType, ContextType>;
};

export type RewardPromotionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RewardPromotion'] = ResolversParentTypes['RewardPromotion']> = {
  bonus?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  category?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  claimedAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  claimedAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['PromotionKind'], ParentType, ContextType>;
  progress?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  promotionType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rafflePrizes?: Resolver<Array<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['ActivityStatus'], ParentType, ContextType>;
  target?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  turnoverMultiplier?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type RewardPromotionListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RewardPromotionList'] = ResolversParentTypes['RewardPromotionList']> = {
  categories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RewardPromotion']>, ParentType, ContextType>;
};

export type SaferGamblingAnswerPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaferGamblingAnswerPayload'] = ResolversParentTypes['SaferGamblingAnswerPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  prompts?: Resolver<Maybe<ResolversTypes['SaferGamblingPrompts']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SaferGamblingPromptsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SaferGamblingPrompts'] = ResolversParentTypes['SaferGamblingPrompts']> = {
  due?: Resolver<Array<ResolversTypes['SaferGamblingPrompt']>, ParentType, ContextType>;
  limitReviewMonths?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type SecurityCentreResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SecurityCentre'] = ResolversParentTypes['SecurityCentre']> = {
  bankCards?: Resolver<Maybe<ResolversTypes['BankCards']>, ParentType, ContextType>;
  countryDialingCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasPaymentPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  incomeSources?: Resolver<Array<ResolversTypes['IncomeSource']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  nationalities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  profile?: Resolver<ResolversTypes['MemberProfile'], ParentType, ContextType>;
  profileFields?: Resolver<Array<ResolversTypes['ProfileFieldRule']>, ParentType, ContextType>;
  realNameLocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  zaloBonusMax?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
};

export type SessionLimitResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionLimit'] = ResolversParentTypes['SessionLimit']> = {
  minutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pendingEffectiveAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  pendingMinutes?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SessionLimitPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SessionLimitPayload'] = ResolversParentTypes['SessionLimitPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  sessionLimit?: Resolver<Maybe<ResolversTypes['SessionLimit']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SiteEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SiteEvent'] = ResolversParentTypes['SiteEvent']> = {
  jackpots?: Resolver<Maybe<Array<ResolversTypes['JackpotAmount']>>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SiteEventKind'], ParentType, ContextType>;
  leaderboard?: Resolver<Maybe<ResolversTypes['TournamentBoard']>, ParentType, ContextType>;
  maintenanceEndTime?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SiteState'], ParentType, ContextType>;
};

export type SocialLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = {
  network?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  live?: SubscriptionResolver<ResolversTypes['LiveEvent'], "live", ParentType, ContextType>;
  siteLive?: SubscriptionResolver<ResolversTypes['SiteEvent'], "siteLive", ParentType, ContextType>;
};

export type SystemStatusResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SystemStatus'] = ResolversParentTypes['SystemStatus']> = {
  maintenanceEndTime?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['SiteState'], ParentType, ContextType>;
  visitorCountry?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  visitorIp?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TeamLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamLevel'] = ResolversParentTypes['TeamLevel']> = {
  directCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  parent?: Resolver<Maybe<ResolversTypes['TeamMember']>, ParentType, ContextType>;
  path?: Resolver<Array<ResolversTypes['TeamPathStep']>, ParentType, ContextType>;
  search?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teamSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type TeamMemberResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamMember'] = ResolversParentTypes['TeamMember']> = {
  balance?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  directCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  joinedAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  protection?: Resolver<Maybe<ResolversTypes['PlayerProtection']>, ParentType, ContextType>;
  teamSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  verification?: Resolver<Maybe<ResolversTypes['VerificationStatus']>, ParentType, ContextType>;
};

export type TeamPathStepResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TeamPathStep'] = ResolversParentTypes['TeamPathStep']> = {
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  nickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ThemeColorsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThemeColors'] = ResolversParentTypes['ThemeColors']> = {
  accent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  background?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  border?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  focus?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  muted?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  onAccent?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surface?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  surfaceRaised?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ThemeProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ThemeProblem'] = ResolversParentTypes['ThemeProblem']> = {
  background?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  foreground?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ratio?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export interface TimestampScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Timestamp'], any> {
  name: 'Timestamp';
}

export type TournamentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Tournament'] = ResolversParentTypes['Tournament']> = {
  board?: Resolver<Array<ResolversTypes['TournamentBoardLine']>, ParentType, ContextType>;
  buyIn?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  endsAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  entrants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  entry?: Resolver<ResolversTypes['TournamentEntry'], ParentType, ContextType>;
  gameTypes?: Resolver<Array<ResolversTypes['JackpotCatalogueName']>, ParentType, ContextType>;
  games?: Resolver<Array<ResolversTypes['JackpotGame']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TournamentKind'], ParentType, ContextType>;
  minStake?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  mine?: Resolver<Maybe<ResolversTypes['TournamentStanding']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prizes?: Resolver<Array<ResolversTypes['TournamentPrize']>, ParentType, ContextType>;
  scoring?: Resolver<ResolversTypes['TournamentScoring'], ParentType, ContextType>;
  startsAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TournamentState'], ParentType, ContextType>;
  vendors?: Resolver<Array<ResolversTypes['JackpotCatalogueName']>, ParentType, ContextType>;
};

export type TournamentAwardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentAward'] = ResolversParentTypes['TournamentAward']> = {
  kind?: Resolver<ResolversTypes['TournamentPrizeKind'], ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  turnoverMultiplier?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TournamentBoardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentBoard'] = ResolversParentTypes['TournamentBoard']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entrants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TournamentState'], ParentType, ContextType>;
  top?: Resolver<Array<ResolversTypes['TournamentBoardLine']>, ParentType, ContextType>;
};

export type TournamentBoardLineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentBoardLine'] = ResolversParentTypes['TournamentBoardLine']> = {
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type TournamentPrizeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentPrize'] = ResolversParentTypes['TournamentPrize']> = {
  fromRank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['TournamentPrizeKind'], ParentType, ContextType>;
  money?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  points?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  toRank?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  turnoverMultiplier?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type TournamentStandingResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TournamentStanding'] = ResolversParentTypes['TournamentStanding']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  entrants?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  position?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  prize?: Resolver<Maybe<ResolversTypes['TournamentAward']>, ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  scoring?: Resolver<ResolversTypes['TournamentScoring'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['TournamentState'], ParentType, ContextType>;
};

export type TransactionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransactionPage'] = ResolversParentTypes['TransactionPage']> = {
  items?: Resolver<Array<ResolversTypes['Movement']>, ParentType, ContextType>;
  net?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalIn?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  totalOut?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type TransferOptionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferOptions'] = ResolversParentTypes['TransferOptions']> = {
  canSend?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAgent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  paymentPasswordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  upline?: Resolver<Maybe<ResolversTypes['TransferParty']>, ParentType, ContextType>;
};

export type TransferPartyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferParty'] = ResolversParentTypes['TransferParty']> = {
  nickname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  username?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TransferPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TransferPayload'] = ResolversParentTypes['TransferPayload']> = {
  amount?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  completed?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type UserErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserError'] = ResolversParentTypes['UserError']> = {
  bonusAtStake?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['UserErrorCode'], ParentType, ContextType>;
  field?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  limitKind?: Resolver<Maybe<ResolversTypes['LimitKind']>, ParentType, ContextType>;
  limitPeriod?: Resolver<Maybe<ResolversTypes['LimitPeriod']>, ParentType, ContextType>;
  maximum?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  patternId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  remaining?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  retryAfterSeconds?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  until?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
};

export type VendorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Vendor'] = ResolversParentTypes['Vendor']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VendorWalletResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VendorWallet'] = ResolversParentTypes['VendorWallet']> = {
  balance?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vendorCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VerificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Verification'] = ResolversParentTypes['Verification']> = {
  ageVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  documents?: Resolver<Array<ResolversTypes['VerificationDocument']>, ParentType, ContextType>;
  gates?: Resolver<ResolversTypes['VerificationGates'], ParentType, ContextType>;
  kinds?: Resolver<Array<ResolversTypes['VerificationKindState']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['VerificationStatus'], ParentType, ContextType>;
};

export type VerificationDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerificationDocument'] = ResolversParentTypes['VerificationDocument']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VerificationDocumentKind'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['VerificationRefusalReason']>, ParentType, ContextType>;
  sentAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['VerificationDocumentState'], ParentType, ContextType>;
};

export type VerificationDocumentPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerificationDocumentPayload'] = ResolversParentTypes['VerificationDocumentPayload']> = {
  document?: Resolver<Maybe<ResolversTypes['VerificationDocument']>, ParentType, ContextType>;
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type VerificationGatesResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerificationGates'] = ResolversParentTypes['VerificationGates']> = {
  depositAbove?: Resolver<Maybe<ResolversTypes['MinorUnits']>, ParentType, ContextType>;
  freePlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  realPlay?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  withdraw?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type VerificationKindStateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VerificationKindState'] = ResolversParentTypes['VerificationKindState']> = {
  asked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['VerificationDocumentKind'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['VerificationRefusalReason']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['VerificationDocumentState'], ParentType, ContextType>;
};

export type VipLevelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VipLevel'] = ResolversParentTypes['VipLevel']> = {
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minDeposit?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  minValidBet?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type VipProgressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VipProgress'] = ResolversParentTypes['VipProgress']> = {
  deposits?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  levels?: Resolver<Array<ResolversTypes['VipLevel']>, ParentType, ContextType>;
  next?: Resolver<Maybe<ResolversTypes['VipLevel']>, ParentType, ContextType>;
  validBets?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type WalletsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Wallets'] = ResolversParentTypes['Wallets']> = {
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  main?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  mode?: Resolver<ResolversTypes['WalletMode'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  vendors?: Resolver<Array<ResolversTypes['VendorWallet']>, ParentType, ContextType>;
};

export type WinnerResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Winner'] = ResolversParentTypes['Winner']> = {
  customerName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  game?: Resolver<ResolversTypes['Game'], ParentType, ContextType>;
  gameName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  iconUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  winAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
};

export type WithdrawSettingsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawSettings'] = ResolversParentTypes['WithdrawSettings']> = {
  activeBonus?: Resolver<Maybe<ResolversTypes['ActiveBonus']>, ParentType, ContextType>;
  autoApprove?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  available?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  bankCards?: Resolver<Array<ResolversTypes['PayoutCard']>, ParentType, ContextType>;
  bonus?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dailyCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  held?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  maxAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  minAmount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  paymentPasswordSet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  receiptConfirmMinutes?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  remainingToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  usedToday?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WithdrawalResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Withdrawal'] = ResolversParentTypes['Withdrawal']> = {
  amount?: Resolver<ResolversTypes['MinorUnits'], ParentType, ContextType>;
  card?: Resolver<Maybe<ResolversTypes['PayoutCard']>, ParentType, ContextType>;
  confirmedAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['Timestamp'], ParentType, ContextType>;
  decidedAt?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  hasProof?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  receipt?: Resolver<Maybe<ResolversTypes['ReceiptState']>, ParentType, ContextType>;
  receiptDeadline?: Resolver<Maybe<ResolversTypes['Timestamp']>, ParentType, ContextType>;
  rejectReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['WithdrawalStatus'], ParentType, ContextType>;
};

export type WithdrawalPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalPage'] = ResolversParentTypes['WithdrawalPage']> = {
  items?: Resolver<Array<ResolversTypes['Withdrawal']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WithdrawalPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WithdrawalPayload'] = ResolversParentTypes['WithdrawalPayload']> = {
  errors?: Resolver<Array<ResolversTypes['UserError']>, ParentType, ContextType>;
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  withdrawal?: Resolver<Maybe<ResolversTypes['Withdrawal']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  AcceptLegalDocumentsPayload?: AcceptLegalDocumentsPayloadResolvers<ContextType>;
  ActiveBonus?: ActiveBonusResolvers<ContextType>;
  ActiveSession?: ActiveSessionResolvers<ContextType>;
  Affiliate?: AffiliateResolvers<ContextType>;
  AgentAnnouncement?: AgentAnnouncementResolvers<ContextType>;
  AgentAnnouncementPage?: AgentAnnouncementPageResolvers<ContextType>;
  AgentAnnouncementsReadPayload?: AgentAnnouncementsReadPayloadResolvers<ContextType>;
  AgentDesk?: AgentDeskResolvers<ContextType>;
  AgentPolicy?: AgentPolicyResolvers<ContextType>;
  AgentRevenuePage?: AgentRevenuePageResolvers<ContextType>;
  AgentRevenueRow?: AgentRevenueRowResolvers<ContextType>;
  AgentStatementPage?: AgentStatementPageResolvers<ContextType>;
  AgentStatementRow?: AgentStatementRowResolvers<ContextType>;
  AgentTeamDay?: AgentTeamDayResolvers<ContextType>;
  AgentTeamFigures?: AgentTeamFiguresResolvers<ContextType>;
  AgentTeamOverview?: AgentTeamOverviewResolvers<ContextType>;
  AgentTransaction?: AgentTransactionResolvers<ContextType>;
  AgentTransactionPage?: AgentTransactionPageResolvers<ContextType>;
  Announcement?: AnnouncementResolvers<ContextType>;
  AnnouncementPage?: AnnouncementPageResolvers<ContextType>;
  AppIcon?: AppIconResolvers<ContextType>;
  Balance?: BalanceResolvers<ContextType>;
  BankCard?: BankCardResolvers<ContextType>;
  BankCards?: BankCardsResolvers<ContextType>;
  Banner?: BannerResolvers<ContextType>;
  BetPage?: BetPageResolvers<ContextType>;
  BetPointRatio?: BetPointRatioResolvers<ContextType>;
  BetRecord?: BetRecordResolvers<ContextType>;
  Bonus?: BonusResolvers<ContextType>;
  BonusContribution?: BonusContributionResolvers<ContextType>;
  Brand?: BrandResolvers<ContextType>;
  BrandLicence?: BrandLicenceResolvers<ContextType>;
  BrandTheme?: BrandThemeResolvers<ContextType>;
  Captcha?: CaptchaResolvers<ContextType>;
  ChatModel?: ChatModelResolvers<ContextType>;
  CloseAccountPayload?: CloseAccountPayloadResolvers<ContextType>;
  CodeSentPayload?: CodeSentPayloadResolvers<ContextType>;
  Complaint?: ComplaintResolvers<ContextType>;
  ComplaintEscalation?: ComplaintEscalationResolvers<ContextType>;
  ComplaintMessage?: ComplaintMessageResolvers<ContextType>;
  ComplaintPage?: ComplaintPageResolvers<ContextType>;
  ComplaintPayload?: ComplaintPayloadResolvers<ContextType>;
  ComplaintRules?: ComplaintRulesResolvers<ContextType>;
  ComplaintSubject?: ComplaintSubjectResolvers<ContextType>;
  ComplaintSubjectSummary?: ComplaintSubjectSummaryResolvers<ContextType>;
  Contract?: ContractResolvers<ContextType>;
  ContractDesk?: ContractDeskResolvers<ContextType>;
  ContractDownline?: ContractDownlineResolvers<ContextType>;
  ContractInfo?: ContractInfoResolvers<ContextType>;
  ContractKindInfo?: ContractKindInfoResolvers<ContextType>;
  ContractPayload?: ContractPayloadResolvers<ContextType>;
  ContractStatement?: ContractStatementResolvers<ContextType>;
  ContractStatementPage?: ContractStatementPageResolvers<ContextType>;
  ContractTerms?: ContractTermsResolvers<ContextType>;
  ContractTier?: ContractTierResolvers<ContextType>;
  ConvertPointsPayload?: ConvertPointsPayloadResolvers<ContextType>;
  CustomerServiceLink?: CustomerServiceLinkResolvers<ContextType>;
  DataErasure?: DataErasureResolvers<ContextType>;
  DataExport?: DataExportResolvers<ContextType>;
  DataExportLinkPayload?: DataExportLinkPayloadResolvers<ContextType>;
  DataExportPayload?: DataExportPayloadResolvers<ContextType>;
  Deposit?: DepositResolvers<ContextType>;
  DepositAccount?: DepositAccountResolvers<ContextType>;
  DepositMethod?: DepositMethodResolvers<ContextType>;
  DepositPage?: DepositPageResolvers<ContextType>;
  DepositPayload?: DepositPayloadResolvers<ContextType>;
  DepositPointRatio?: DepositPointRatioResolvers<ContextType>;
  DepositSettings?: DepositSettingsResolvers<ContextType>;
  DisputeBody?: DisputeBodyResolvers<ContextType>;
  DownlineAccount?: DownlineAccountResolvers<ContextType>;
  DownlineDetail?: DownlineDetailResolvers<ContextType>;
  DownloadLink?: DownloadLinkResolvers<ContextType>;
  ErasurePayload?: ErasurePayloadResolvers<ContextType>;
  ExclusionPayload?: ExclusionPayloadResolvers<ContextType>;
  FavoritePayload?: FavoritePayloadResolvers<ContextType>;
  FeatureFlags?: FeatureFlagsResolvers<ContextType>;
  Feedback?: FeedbackResolvers<ContextType>;
  FeedbackPage?: FeedbackPageResolvers<ContextType>;
  FeedbackPayload?: FeedbackPayloadResolvers<ContextType>;
  ForfeitBonusPayload?: ForfeitBonusPayloadResolvers<ContextType>;
  FormPayload?: FormPayloadResolvers<ContextType>;
  FreePlayPayload?: FreePlayPayloadResolvers<ContextType>;
  GamblingLimit?: GamblingLimitResolvers<ContextType>;
  GamblingLimitPayload?: GamblingLimitPayloadResolvers<ContextType>;
  Game?: GameResolvers<ContextType>;
  GameCategory?: GameCategoryResolvers<ContextType>;
  GameInfo?: GameInfoResolvers<ContextType>;
  GamePage?: GamePageResolvers<ContextType>;
  GamePayLine?: GamePayLineResolvers<ContextType>;
  GameReturn?: GameReturnResolvers<ContextType>;
  GameRoom?: GameRoomResolvers<ContextType>;
  GameSection?: GameSectionResolvers<ContextType>;
  HelpArticle?: HelpArticleResolvers<ContextType>;
  Helpline?: HelplineResolvers<ContextType>;
  InboxChangePayload?: InboxChangePayloadResolvers<ContextType>;
  InboxMessage?: InboxMessageResolvers<ContextType>;
  InboxPage?: InboxPageResolvers<ContextType>;
  Invitation?: InvitationResolvers<ContextType>;
  JackpotAmount?: JackpotAmountResolvers<ContextType>;
  JackpotCatalogueName?: JackpotCatalogueNameResolvers<ContextType>;
  JackpotGame?: JackpotGameResolvers<ContextType>;
  JackpotPool?: JackpotPoolResolvers<ContextType>;
  JackpotWin?: JackpotWinResolvers<ContextType>;
  Jackpots?: JackpotsResolvers<ContextType>;
  JoinTournamentPayload?: JoinTournamentPayloadResolvers<ContextType>;
  Language?: LanguageResolvers<ContextType>;
  LaunchChatPayload?: LaunchChatPayloadResolvers<ContextType>;
  LaunchGamePayload?: LaunchGamePayloadResolvers<ContextType>;
  LeaderboardRow?: LeaderboardRowResolvers<ContextType>;
  LegalAcceptance?: LegalAcceptanceResolvers<ContextType>;
  LegalConfirmation?: LegalConfirmationResolvers<ContextType>;
  LegalDocument?: LegalDocumentResolvers<ContextType>;
  LegalPending?: LegalPendingResolvers<ContextType>;
  LegalRecord?: LegalRecordResolvers<ContextType>;
  LegalVersion?: LegalVersionResolvers<ContextType>;
  LiveEvent?: LiveEventResolvers<ContextType>;
  LoginPayload?: LoginPayloadResolvers<ContextType>;
  LotteryBoard?: LotteryBoardResolvers<ContextType>;
  LotteryDraw?: LotteryDrawResolvers<ContextType>;
  LotteryGame?: LotteryGameResolvers<ContextType>;
  LotteryMenu?: LotteryMenuResolvers<ContextType>;
  LotteryNumero?: LotteryNumeroResolvers<ContextType>;
  MarketingConsent?: MarketingConsentResolvers<ContextType>;
  MarketingConsentChange?: MarketingConsentChangeResolvers<ContextType>;
  MarketingPreferences?: MarketingPreferencesResolvers<ContextType>;
  MarketingPreferencesPayload?: MarketingPreferencesPayloadResolvers<ContextType>;
  Member?: MemberResolvers<ContextType>;
  MemberBadge?: MemberBadgeResolvers<ContextType>;
  MemberProfile?: MemberProfileResolvers<ContextType>;
  MinorUnits?: GraphQLScalarType;
  Mission?: MissionResolvers<ContextType>;
  MissionDetail?: MissionDetailResolvers<ContextType>;
  MissionMilestone?: MissionMilestoneResolvers<ContextType>;
  MissionRewardPayload?: MissionRewardPayloadResolvers<ContextType>;
  Movement?: MovementResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  MutationPayload?: MutationPayloadResolvers<ContextType>;
  MyData?: MyDataResolvers<ContextType>;
  NetDeposits?: NetDepositsResolvers<ContextType>;
  Notice?: NoticeResolvers<ContextType>;
  PayoutCard?: PayoutCardResolvers<ContextType>;
  PlaySession?: PlaySessionResolvers<ContextType>;
  PlayerTransfer?: PlayerTransferResolvers<ContextType>;
  PlayerTransferPage?: PlayerTransferPageResolvers<ContextType>;
  PointBalance?: PointBalanceResolvers<ContextType>;
  PointConversion?: PointConversionResolvers<ContextType>;
  PointDetailPage?: PointDetailPageResolvers<ContextType>;
  PointExchange?: PointExchangeResolvers<ContextType>;
  PointExchangePage?: PointExchangePageResolvers<ContextType>;
  PointMovement?: PointMovementResolvers<ContextType>;
  PointReward?: PointRewardResolvers<ContextType>;
  PointRewardList?: PointRewardListResolvers<ContextType>;
  PointRules?: PointRulesResolvers<ContextType>;
  ProfileFieldRule?: ProfileFieldRuleResolvers<ContextType>;
  ProfitPage?: ProfitPageResolvers<ContextType>;
  ProfitRow?: ProfitRowResolvers<ContextType>;
  Promotion?: PromotionResolvers<ContextType>;
  PromotionPayload?: PromotionPayloadResolvers<ContextType>;
  Provider?: ProviderResolvers<ContextType>;
  PublicWinsPayload?: PublicWinsPayloadResolvers<ContextType>;
  PushKindSetting?: PushKindSettingResolvers<ContextType>;
  PushSettings?: PushSettingsResolvers<ContextType>;
  PushSettingsPayload?: PushSettingsPayloadResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RealityCheckPayload?: RealityCheckPayloadResolvers<ContextType>;
  RebateClaim?: RebateClaimResolvers<ContextType>;
  RebateClaimPayload?: RebateClaimPayloadResolvers<ContextType>;
  RebateLine?: RebateLineResolvers<ContextType>;
  RebateRate?: RebateRateResolvers<ContextType>;
  RebateSummary?: RebateSummaryResolvers<ContextType>;
  ReceiptConfirmations?: ReceiptConfirmationsResolvers<ContextType>;
  ReceiptPayload?: ReceiptPayloadResolvers<ContextType>;
  RedeemPointRewardPayload?: RedeemPointRewardPayloadResolvers<ContextType>;
  Referral?: ReferralResolvers<ContextType>;
  RegisterDownlinePayload?: RegisterDownlinePayloadResolvers<ContextType>;
  RegisterField?: RegisterFieldResolvers<ContextType>;
  ResponsibleGaming?: ResponsibleGamingResolvers<ContextType>;
  ResponsibleGamingChange?: ResponsibleGamingChangeResolvers<ContextType>;
  RewardPromotion?: RewardPromotionResolvers<ContextType>;
  RewardPromotionList?: RewardPromotionListResolvers<ContextType>;
  SaferGamblingAnswerPayload?: SaferGamblingAnswerPayloadResolvers<ContextType>;
  SaferGamblingPrompts?: SaferGamblingPromptsResolvers<ContextType>;
  SecurityCentre?: SecurityCentreResolvers<ContextType>;
  SessionLimit?: SessionLimitResolvers<ContextType>;
  SessionLimitPayload?: SessionLimitPayloadResolvers<ContextType>;
  SiteEvent?: SiteEventResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  SystemStatus?: SystemStatusResolvers<ContextType>;
  TeamLevel?: TeamLevelResolvers<ContextType>;
  TeamMember?: TeamMemberResolvers<ContextType>;
  TeamPathStep?: TeamPathStepResolvers<ContextType>;
  ThemeColors?: ThemeColorsResolvers<ContextType>;
  ThemeProblem?: ThemeProblemResolvers<ContextType>;
  Timestamp?: GraphQLScalarType;
  Tournament?: TournamentResolvers<ContextType>;
  TournamentAward?: TournamentAwardResolvers<ContextType>;
  TournamentBoard?: TournamentBoardResolvers<ContextType>;
  TournamentBoardLine?: TournamentBoardLineResolvers<ContextType>;
  TournamentPrize?: TournamentPrizeResolvers<ContextType>;
  TournamentStanding?: TournamentStandingResolvers<ContextType>;
  TransactionPage?: TransactionPageResolvers<ContextType>;
  TransferOptions?: TransferOptionsResolvers<ContextType>;
  TransferParty?: TransferPartyResolvers<ContextType>;
  TransferPayload?: TransferPayloadResolvers<ContextType>;
  UserError?: UserErrorResolvers<ContextType>;
  Vendor?: VendorResolvers<ContextType>;
  VendorWallet?: VendorWalletResolvers<ContextType>;
  Verification?: VerificationResolvers<ContextType>;
  VerificationDocument?: VerificationDocumentResolvers<ContextType>;
  VerificationDocumentPayload?: VerificationDocumentPayloadResolvers<ContextType>;
  VerificationGates?: VerificationGatesResolvers<ContextType>;
  VerificationKindState?: VerificationKindStateResolvers<ContextType>;
  VipLevel?: VipLevelResolvers<ContextType>;
  VipProgress?: VipProgressResolvers<ContextType>;
  Wallets?: WalletsResolvers<ContextType>;
  Winner?: WinnerResolvers<ContextType>;
  WithdrawSettings?: WithdrawSettingsResolvers<ContextType>;
  Withdrawal?: WithdrawalResolvers<ContextType>;
  WithdrawalPage?: WithdrawalPageResolvers<ContextType>;
  WithdrawalPayload?: WithdrawalPayloadResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  media?: MediaDirectiveResolver<any, any, ContextType>;
  signedIn?: SignedInDirectiveResolver<any, any, ContextType>;
};
