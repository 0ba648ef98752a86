/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The versions the member accepts. */
export type AcceptLegalDocumentsInput = {
  /** One per kind at most. */
  documents: Array<LegalVersionInput>;
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
  accountName: string;
  /** The account number (6 to 30 digits; spaces and dashes are dropped). */
  accountNumber: string;
  /** A bank from BankCards.banks. */
  bankName: string;
  /** The payment password. */
  paymentPassword: string;
};

/** Filters of the agent's period reports. */
export type AgentReportFilter = {
  /** First calendar day (yyyy-mm-dd, in the brand's time zone). */
  fromDate: string;
  /** Revenue report: only this product (game type). */
  gameType?: string | null | undefined;
  /** How long each row's period is. */
  period: ProfitPeriod;
  /** Last calendar day, included. */
  toDate: string;
  /** Statements: only this team member's own team (the member included). */
  username?: string | null | undefined;
};

/** How the revenue report is sorted. */
export type AgentRevenueSort =
  | 'COMMISSION'
  | 'PERIOD'
  | 'REVENUE'
  | 'TURNOVER';

/** How the statements are sorted. */
export type AgentStatementSort =
  | 'NET_REVENUE'
  | 'PERIOD'
  | 'TURNOVER';

export type AgentTransactionFilter = {
  fromDate: string;
  /** Only this kind. */
  kind?: AgentTransactionKind | null | undefined;
  toDate: string;
  /** Only this team member. */
  username?: string | null | undefined;
};

/** Which movements of the downline the transaction report lists. */
export type AgentTransactionKind =
  | 'DEPOSIT'
  | 'TRANSFER'
  | 'WITHDRAW';

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
  requestId: string;
};

/** Who an announcement is for. */
export type AnnouncementExecution =
  /** Logged-in players. */
  | 'A'
  /** Anonymous visitors. */
  | 'B'
  /** Players on their first login. */
  | 'F';

/** An answer. */
export type AnswerContractInput = {
  /** True accepts, false rejects. */
  accept: boolean;
  contractId: string | number;
  kind: ContractKind;
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
  from: number;
  /** Only rounds of this game type (RNG, LIVE…). */
  gameType?: string | null | undefined;
  /** End of the range, excluded. */
  to: number;
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
  countryDialingCode?: string | null | undefined;
  /** The e-mail address, with EMAIL. */
  email?: string | null | undefined;
  /** The member's login password. */
  loginPassword: string;
  /** The mobile number, with SMS. */
  mobileNum?: string | null | undefined;
  /** The 6-digit code sent to it. */
  verificationCode: string;
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

/** What the change-password form sends. */
export type ChangePasswordInput = {
  /** The new password again. */
  confirmNewPassword: string;
  /** The new password. */
  newPassword: string;
  /**
   * The current password. Left out (null or empty) only when the member's oldPasswordNeeded is false:
   * right after a login that must change the password; otherwise the answer is REQUIRED on it.
   */
  oldPassword?: string | null | undefined;
};

/** A new payment password in place of the old one. */
export type ChangePaymentPasswordInput = {
  /** The new payment password again. */
  confirmPaymentPassword: string;
  /** The new payment password. */
  newPaymentPassword: string;
  /** The current payment password. */
  oldPaymentPassword: string;
};

/** A request to close the account. */
export type CloseAccountInput = {
  /** The member confirms they understand it cannot be undone (must be true). */
  confirm: boolean;
};

/** Light or dark: the page's form controls and scroll bars follow it. */
export type ColorScheme =
  /** Light text on dark surfaces. */
  | 'DARK'
  /** Dark text on light surfaces. */
  | 'LIGHT';

/** Who wrote a complaint's message. */
export type ComplaintAuthor =
  /** The member. */
  | 'MEMBER'
  /** The brand. */
  | 'OPERATOR';

/** A message to add to a complaint. */
export type ComplaintMessageInput = {
  /** The text: 1 to 2,000 characters. */
  body: string;
  /** Up to 3 images, as for filing. */
  images?: Array<string> | null | undefined;
  /** The complaint's reference. */
  reference: string;
  /** As for filing. */
  requestId?: string | null | undefined;
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
export type ComplaintSubjectKind =
  /** A bonus or promotion (ref: the promotion's id). */
  | 'BONUS'
  /** A game round (ref: the betting record's id). */
  | 'ROUND'
  /** The service in general (no ref). */
  | 'SERVICE'
  /** A deposit, a withdrawal or a transfer (ref: its record reference, such as deposit:12). */
  | 'TRANSACTION';

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
  countryDialingCode?: string | null | undefined;
  /** The e-mail address, with EMAIL. */
  email?: string | null | undefined;
  /** The mobile number, with SMS. */
  mobileNum?: string | null | undefined;
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
  contractId: string | number;
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

/** A tier as offered. */
export type ContractTierInput = {
  activeCount?: number | null | undefined;
  amount?: number | null | undefined;
  endTime?: number | null | undefined;
  minBetPeriod?: number | null | undefined;
  periodConsumption?: number | null | undefined;
  periodLoss?: number | null | undefined;
  rateBasisPoints: number;
};

export type ConvertPointsInput = {
  paymentPassword: string;
  points: number;
  /** The form's idempotency key (8 to 80 characters of A-Z a-z 0-9 _ . : -), new for every form shown. */
  requestId: string;
};

/** What a deposit request sends. */
export type CreateDepositInput = {
  /** The amount, within the method's limits. */
  amount: number;
  /** The channel: one of the method's bankTypes (may be left out when it has only one). */
  bankType?: string | null | undefined;
  /** The method's code (DepositMethod.code). */
  method: string | number;
  /** Manual transfer: the name on the account the member pays from. */
  payeeName?: string | null | undefined;
  /** The idempotency key: 8 to 80 characters of A-Z a-z 0-9 _ . : - (a UUID per form rendered). */
  requestId: string;
  /** Where the provider's page sends the member back (an absolute http(s) URL or a root-relative path). */
  returnUrl?: string | null | undefined;
};

/** The archive to download and the password that opens it. */
export type DataExportLinkInput = {
  /** The archive's id. */
  id: string | number;
  /** The member's login password. */
  password: string;
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
  ids: Array<string | number>;
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

/** The kind of account an agent opens. */
export type DownlineAccountType =
  /** An agent (of the type the policy gives downline agents). */
  | 'AGENT'
  /** A player. */
  | 'MEMBER';

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
  password: string;
};

/** A time-out or self-exclusion to start. */
export type ExclusionInput = {
  /** The member confirms they understand it cannot be shortened (must be true). */
  confirm: boolean;
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

/** Feedback to send. */
export type FeedbackInput = {
  /** The text: 1 to 140 characters (surrounding spaces are dropped). */
  content: string;
  /** Up to 3 images, each a png or jpg of at most 5 MB, as Base64 or a data URL. */
  images?: Array<string> | null | undefined;
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
  body: string;
  /** Up to 3 images, each a png or jpg of at most 5 MB, as Base64 or a data URL. */
  images?: Array<string> | null | undefined;
  /** The record's reference (required except for SERVICE). */
  ref?: string | null | undefined;
  /** 8 to 64 characters of letters, digits, - and _: the same id twice files once. */
  requestId?: string | null | undefined;
  /** What it is about. */
  subject: ComplaintSubjectKind;
};

/** A limit to set. */
export type GamblingLimitInput = {
  /** The limit, more than zero; null removes it (after the cooling-off). */
  amount?: number | null | undefined;
  /** What it counts. */
  kind: LimitKind;
  /** Over which period. */
  period: LimitPeriod;
};

/** Filters of a game list. */
export type GameFilter = {
  /** Class such as SC, VP, JP, TG, AC. */
  classify?: string | null | undefined;
  /** Game type such as RNG, LIVE, FISH. */
  gameType?: string | null | undefined;
  /** Only games with a free trial (true) or only games without one (false). */
  hasFreeTrial?: boolean | null | undefined;
  /** Only hot games. */
  hot?: boolean | null | undefined;
  /** Only games whose minimum bet is at least this (minor units). */
  minBet?: number | null | undefined;
  /** Only games with at least this many lines. */
  minLines?: number | null | undefined;
  /** Part of the game's name in English or Korean, whatever the request language (names come back in the request language). */
  name?: string | null | undefined;
  /** Only new games. */
  new?: boolean | null | undefined;
  /** Vendor code (vassalage) such as PP. */
  vendor?: string | null | undefined;
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

/** Who a message was sent to. */
export type InboxAudience =
  /** Every member of the brand (each member has their own read and deleted state). */
  | 'ALL'
  /** This member only. */
  | 'MEMBER';

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
  statementId: string | number;
};

/** How a pool is won. */
export type JackpotTrigger =
  /** At a point drawn at random between the seed and the must-drop amount, never shown: the round that takes the pool there wins it. */
  | 'MUST_DROP'
  /** By chance on each round, in proportion to its stake. */
  | 'RANDOM';

/** What the chat room looks like. */
export type LaunchChatInput = {
  /** The room's header colour, #rrggbb. */
  headerColor: string;
  /** The desk (the first when absent). */
  modelId?: string | number | null | undefined;
  /** The room's page title (1 to 80 characters). */
  pageTitle: string;
};

/** Which game to start, and how. */
export type LaunchGameInput = {
  /** The vendor's code for the game (Game.gameCode). */
  gameCode: string;
  /** The game's node id (Game.id). */
  gameId: string | number;
  /** The game's type (Game.gameType). */
  gameType: string;
  /** Real money or a free trial. */
  mode: LaunchMode;
  /**
   * The caller's key for this tap (8 to 80 of A-Z a-z 0-9 _ . : -): sent twice, it answers the same
   * session, never a second one.
   */
  requestId: string;
  /** A PVP room from gameRooms, when the game has rooms. */
  roomId?: string | null | undefined;
  /** The vendor code (Game.vendor). */
  vendor: string;
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
  gameCode: string;
  /** The game's node id (LotteryGame.nodeId). */
  gameId: string | number;
  /** The game's type (LotteryGame.gameType). */
  gameType: string;
  /** The prize mode the menu showed the game in. */
  prizeMode: LotteryPrizeMode;
  /**
   * The caller's key for this tap (8 to 80 of A-Z a-z 0-9 _ . : -): sent twice, it answers the same
   * session, never a second one.
   */
  requestId: string;
  /** The vendor code (LotteryGame.vendor). */
  vendor: string;
};

/** Whether a launch plays real money or a free trial. */
export type LaunchMode =
  /** Real money, through the member's wallet (accountType 1). */
  | 'REAL'
  /** A free trial with play money (accountType 0): no ledger effect, no bet records. */
  | 'TRIAL';

/** How an acceptance was given. */
export type LegalAcceptanceSource =
  /** In the dialog shown when a new version took effect. */
  | 'PROMPT'
  /** With the registration form. */
  | 'REGISTRATION';

/** A document every member accepts. */
export type LegalDocumentKind =
  /** The privacy policy. */
  | 'PRIVACY'
  /** The terms and conditions. */
  | 'TERMS';

/** A document's version, as a form names it. */
export type LegalVersionInput = {
  /** Which document. */
  kind: LegalDocumentKind;
  /** The version shown. */
  version: number;
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
  captcha?: string | null | undefined;
  /** The captcha challenge's id. */
  captchaId?: string | number | null | undefined;
  /** A persistent id of the visitor's browser. */
  deviceId?: string | null | undefined;
  /** The Cloudflare Turnstile token, when the brand verifies humans with Turnstile (Captcha.turnstileSiteKey). */
  humanToken?: string | null | undefined;
  /** The password. */
  password: string;
  /** Keep the session for a day instead of until the browser closes. */
  remember?: boolean | null | undefined;
  /** The username (trimmed). */
  username: string;
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
  all?: boolean | null | undefined;
  /** These ids (1 to 100). */
  ids?: Array<string | number> | null | undefined;
};

/** Which messages to mark read: ids, or all. */
export type MarkInboxReadInput = {
  /** Every message of the inbox instead of ids. */
  all?: boolean | null | undefined;
  /** The messages to mark read (1 to 100). */
  ids?: Array<string | number> | null | undefined;
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

/** One product on one channel, on or off. */
export type MarketingConsentInput = {
  /** The channel. */
  channel: MarketingChannel;
  /** Allowed. */
  granted: boolean;
  /** The product. */
  product: MarketingProduct;
};

/** The pairs to change. */
export type MarketingConsentsInput = {
  /** 1 to 15, each pair once. */
  consents: Array<MarketingConsentInput>;
};

/** What a marketing message is about. */
export type MarketingProduct =
  /** Casino games: slots, live casino, fishing, mini games and the like. */
  | 'CASINO'
  /** The lottery. */
  | 'LOTTERY'
  /** Sports and esports betting. */
  | 'SPORTS';

/** Minutes to set. */
export type MinutesInput = {
  /** 1 to 1440; null removes the session limit, or returns to the brand's reality-check interval. */
  minutes?: number | null | undefined;
};

export type MissionRewardInput = {
  missionId: string | number;
  step: number;
};

/** A mobile number with its country dialing code. */
export type MobileInput = {
  /** The country dialing code, such as 82. */
  countryDialingCode: string;
  /** The number without the country code. */
  mobileNum: string;
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

/** An offer. */
export type OfferContractInput = {
  /** The direct downline's username. */
  downline: string;
  kind: ContractKind;
  /** Real-time salary. */
  lossRateBasisPoints?: number | null | undefined;
  /** Dividends: D, W, H or M. */
  period?: ContractPeriod | null | undefined;
  /** Real-time salary. */
  singleBetAmount?: number | null | undefined;
  /** Dividend, daily and hourly salary: 1 to 10 tiers. */
  tiers?: Array<ContractTierInput> | null | undefined;
  /** Real-time salary. */
  winRateBasisPoints?: number | null | undefined;
};

/** What the reset-password form sends. */
export type PasswordResetInput = {
  /** The new password again. */
  confirmNewPassword: string;
  /** The new password. */
  newPassword: string;
  /** The token from the reset e-mail. */
  token: string;
};

/** What the forgot-password form (mail method) sends. */
export type PasswordResetRequestInput = {
  /** The account's e-mail address. */
  email: string;
  /** The username. */
  username: string;
};

/** What the phone method of the forgot-password form sends. */
export type PhonePasswordResetInput = {
  /** The new password again. */
  confirmNewPassword: string;
  /** The country dialing code, such as 82. */
  countryDialingCode: string;
  /** The number without the country code. */
  mobileNum: string;
  /** The new password. */
  newPassword: string;
  /** The 6-digit code from the SMS. */
  verificationCode: string;
};

/** A player protection in force on an account (responsible gaming). */
export type PlayerProtection =
  /** The account was closed at the player's request. */
  | 'CLOSED'
  /** A self-exclusion (6 months or more, or for good). */
  | 'SELF_EXCLUSION'
  /** A time-out (24 hours to 6 weeks). */
  | 'TIMEOUT';

/** A transfer to another player. */
export type PlayerTransferInput = {
  /** The amount, more than zero, within the brand's limits. */
  amount: number;
  /** The member's payment password. */
  paymentPassword: string;
  /** The form's idempotency key, as in WalletTransferInput. */
  requestId: string;
  /** The recipient's username. */
  targetUsername: string;
};

/** Where a player transfer is. */
export type PlayerTransferStatus =
  /** Credited to the receiver. */
  | 'COMPLETED'
  /** Taken from the sender, not yet credited to the receiver (the platform completes it shortly). */
  | 'DEBITED';

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

/** What the profile form sends: a value (or empty) for each field the brand shows. */
export type ProfileInput = {
  /** The postal address (5 to 200 characters). */
  address?: string | null | undefined;
  /** The birthday, yyyy-MM-dd; the member must be 18 or older. */
  birthday?: string | null | undefined;
  /** Where the member's money comes from. */
  incomeSource?: IncomeSource | null | undefined;
  /** An ISO 3166-1 alpha-2 code from SecurityCentre.nationalities. */
  nationality?: string | null | undefined;
  /** The display name (2 to 20 characters). */
  nickname?: string | null | undefined;
  /** The occupation (2 to 50 characters). */
  occupation?: string | null | undefined;
  /** The real name (2 to 50 letters, spaces, dots, apostrophes or hyphens); only while none is set. */
  realName?: string | null | undefined;
  /** The Telegram username (5 to 32 letters, digits or underscores, a letter first; a leading @ is dropped). */
  telegram?: string | null | undefined;
  /** The Zalo phone number (9 to 15 digits). */
  zalo?: string | null | undefined;
};

/** Filters of the profit report. */
export type ProfitFilter = {
  /** First calendar day (yyyy-mm-dd, in the brand's time zone). */
  fromDate: string;
  /** Only rounds of this game type. */
  gameType?: string | null | undefined;
  /** How long each row's period is. */
  period: ProfitPeriod;
  /** The brand's time zone (IANA name such as Asia/Seoul): where a day starts. */
  timeZone: string;
  /** Last calendar day, included. */
  toDate: string;
};

/** How long one row of the profit report is. */
export type ProfitPeriod =
  /** A calendar day. */
  | 'DAY'
  /** A calendar month. */
  | 'MONTH'
  /** A week, Monday to Sunday. */
  | 'WEEK';

/** How the profit report is sorted. */
export type ProfitSort =
  /** By period. */
  | 'PERIOD'
  /** By turnover. */
  | 'TURNOVER'
  /** By win/loss. */
  | 'WIN_LOSS';

export type PromotionInput = {
  promotionId: string | number;
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

/** Whether the member's wins stay off public lists. */
export type PublicWinsInput = {
  /** true: off the lists; false: on them, the name masked to its first and last letters. */
  hide: boolean;
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

/** Kinds turned on (true) or off (false); a kind left out stays as it was. */
export type PushPreferencesInput = {
  answers?: boolean | null | undefined;
  drawResults?: boolean | null | undefined;
  tournaments?: boolean | null | undefined;
  withdrawalPaid?: boolean | null | undefined;
};

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export type PushSubscriptionInput = {
  auth: string;
  endpoint: string;
  p256dh: string;
};

/** A rebate to give a new downline. */
export type RebateRateInput = {
  /** The product (one of AgentPolicy.rebates). */
  product: string;
  /** The rate in basis points (0 up to the agent's own). */
  rateBasisPoints: number;
};

/** What the member answers for paid withdrawals. */
export type ReceiptAnswer =
  /** The money of every withdrawal still awaiting an answer arrived. */
  | 'ALL_RECEIVED'
  /** It did not: needs proofImage. */
  | 'NOT_RECEIVED'
  /** The money of one withdrawal arrived. */
  | 'RECEIVED';

/** A receipt answer. */
export type ReceiptInput = {
  /** The answer. */
  answer: ReceiptAnswer;
  /**
   * NOT_RECEIVED only: the proof, a PNG or JPEG image of at most 5 MB as Base64 (a data URL is
   * fine). Longer text is refused before it is decoded.
   */
  proofImage?: string | null | undefined;
  /** The withdrawal it is about (not for ALL_RECEIVED). */
  withdrawalId?: string | number | null | undefined;
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
  deliveryAddress?: string | null | undefined;
  paymentPassword: string;
  /** Needed when the reward ships: digits, spaces and dashes, optionally a leading +. */
  phone?: string | null | undefined;
  /** Items, 1 up to the brand's redeemMaxQuantity. */
  quantity: number;
  /** The form's idempotency key (8 to 80 characters of A-Z a-z 0-9 _ . : -), new for every form shown. */
  requestId: string;
  rewardId: string | number;
};

/** What the register centre's form sends. */
export type RegisterDownlineInput = {
  /** A member or an agent, as the policy allows. */
  accountType: DownlineAccountType;
  /** The password again. */
  confirmPassword: string;
  /** Its country dialing code (82 or +82). */
  countryDialingCode?: string | null | undefined;
  /** An e-mail address, when the brand's form has one. */
  email?: string | null | undefined;
  /** A mobile number, when the brand's form has one. */
  mobileNum?: string | null | undefined;
  /** A nickname (up to 40 characters); the username when left out. */
  nickname?: string | null | undefined;
  /** The password, by the brand's rule. */
  password: string;
  /** Rebates per product; a product left out gets 0. Ignored when the policy module is off. */
  rebates?: Array<RebateRateInput> | null | undefined;
  /** The username, by the brand's rule. */
  username: string;
};

/** What the registration form sends; optional fields only when the brand enables them. */
export type RegisterInput = {
  /** An agent's affiliate (invitation) code; checked before anything else. */
  affiliateCode?: string | null | undefined;
  /** Captcha answer, when the brand asks for one. */
  captcha?: string | null | undefined;
  /** Captcha challenge id. */
  captchaId?: string | number | null | undefined;
  /** The password again. */
  confirmPassword?: string | null | undefined;
  /** What the newcomer confirmed of registrationConfirmations; one missing is REQUIRED on `confirmations.<KIND>`. */
  confirmations?: Array<RegistrationConfirmation> | null | undefined;
  /** The country dialing code of mobileNum, such as 82. */
  countryDialingCode?: string | null | undefined;
  /** A persistent id of the visitor's browser. */
  deviceId?: string | null | undefined;
  /** E-mail address. */
  email?: string | null | undefined;
  /** Facebook name. */
  facebook?: string | null | undefined;
  /** The Google or Facebook identity to link the new account to (the spec's firebaseChannel); with firebaseIdToken. */
  firebaseChannel?: SocialProvider | null | undefined;
  /** The Firebase ID token of that identity, from the provider's sign-in in the browser; an identity already linked is refused (TAKEN on firebaseIdToken). */
  firebaseIdToken?: string | null | undefined;
  /** National id number. */
  idNumber?: string | null | undefined;
  /**
   * The versions of the terms and the privacy policy the form showed and the newcomer accepted
   * (legalDocument); a newer one in force since is VERSION_OUTDATED on `legalVersions`. Without them
   * nothing is recorded, and the member is asked at the first page.
   */
  legalVersions?: Array<LegalVersionInput> | null | undefined;
  /** LINE id. */
  line?: string | null | undefined;
  /** USERNAME (the default) or MOBILE registration. */
  method?: RegisterMethod | null | undefined;
  /** The mobile number without the country code (mobile registration, or when the brand enables it). */
  mobileNum?: string | null | undefined;
  /** The password; left out only by a mobile registration without password (Features.mobilePasswordRegistration off). */
  password?: string | null | undefined;
  /** Payee (bank account holder) name. */
  payeeName?: string | null | undefined;
  /** Payment password. */
  paymentPassword?: string | null | undefined;
  /** QQ number. */
  qqNum?: string | null | undefined;
  /** Recommender's member id. */
  recommenderId?: string | null | undefined;
  /** Referral code from the page address (?referralCode=). */
  referralCode?: string | null | undefined;
  /** The address the registration page was on. */
  registerUrl?: string | null | undefined;
  /** The username (optional for mobile registration: the platform derives one from the number). */
  username?: string | null | undefined;
  /** The 6-digit registration code sent to mobileNum (when the brand verifies mobile numbers). */
  verificationCode?: string | null | undefined;
  /** WeChat id. */
  wechat?: string | null | undefined;
  /** WhatsApp number. */
  whatsapp?: string | null | undefined;
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
  cardId: string | number;
  /** The payment password. */
  paymentPassword: string;
};

/** A new payment password with a code. */
export type ResetPaymentPasswordInput = {
  /** Where the code was sent. */
  channel: ContactChannel;
  /** The new payment password again. */
  confirmPaymentPassword: string;
  /** The new payment password. */
  newPaymentPassword: string;
  /** The 6-digit code. */
  verificationCode: string;
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

/** A safer-gambling prompt a page puts to the member. */
export type SaferGamblingPrompt =
  /** The offer to set a deposit limit before the first deposit (once: skipping it is an answer). */
  | 'DEPOSIT_LIMIT'
  /** The review of the limits, every six months. */
  | 'LIMIT_REVIEW'
  /** The short notice after registration, with the brand's helpline, before the first stake (once). */
  | 'NOTICE';

/** The answer to the second login step. */
export type SecondStepInput = {
  /** The bank account name (BANK_ACCOUNT_NAME). */
  bankAccountName?: string | null | undefined;
  /** The method chosen. */
  method: SecondStepMethod;
  /** The 6-digit code (SMS, EMAIL, GOOGLE). */
  verificationCode?: string | null | undefined;
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
  gameType: string;
  /** How many games to show (10 at first, then 12 more per 'more'); clamped to 1..100. */
  shown?: number | null | undefined;
  /** Show only this vendor's games. */
  vendor?: string | null | undefined;
};

/** The first payment password. */
export type SetPaymentPasswordInput = {
  /** The payment password again. */
  confirmPaymentPassword: string;
  /** The member's login password. */
  loginPassword: string;
  /** The payment password (the brand's rule; 6 digits for the demo brand). */
  newPaymentPassword: string;
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
  countryDialingCode: string;
  /** A persistent id of the visitor's browser. */
  deviceId?: string | null | undefined;
  /** The number without the country code. */
  mobileNum: string;
  /** Keep the session for a day instead of until the browser closes. */
  remember?: boolean | null | undefined;
  /** The 6-digit code from the SMS. */
  verificationCode: string;
};

/** What a social sign-in sends. */
export type SocialLoginInput = {
  /** A persistent id of the visitor's browser. */
  deviceId?: string | null | undefined;
  /** The Firebase ID token (a signed JWT). */
  idToken: string;
  /** Which provider the token comes from. */
  provider: SocialProvider;
  /** Keep the session for a day instead of until the browser closes. */
  remember?: boolean | null | undefined;
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
  from: number;
  /** Only movements in this status. */
  status?: TransactionStatus | null | undefined;
  /** End of the range, excluded. */
  to: number;
  /** Only these types; all when empty or absent. */
  types?: Array<TransactionType> | null | undefined;
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

/** One document to send. */
export type VerificationDocumentInput = {
  /** The file as Base64, or a data URL. */
  file: string;
  /** What it is. */
  kind: VerificationDocumentKind;
  /** The member's own id of this upload (8 to 64 of A-Z, a-z, 0-9, - and _): a retry with it stores nothing twice. */
  requestId: string;
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

/** How a brand keeps a member's money. */
export type WalletMode =
  /** One seamless wallet that every game plays from. */
  | 'SINGLE'
  /** A main wallet plus one wallet per listed vendor; the member moves money between them. */
  | 'TRANSFER';

/** A transfer between two of the member's wallets. */
export type WalletTransferInput = {
  /** The amount, more than zero. */
  amount: number;
  /** The wallet the money leaves: MAIN or a vendor code. */
  from: string;
  /** The form's idempotency key (8 to 80 characters of A-Z a-z 0-9 _ . : -), new for every form shown. */
  requestId: string;
  /** The wallet the money goes to: MAIN or a vendor code. */
  to: string;
};

/** A withdrawal request. */
export type WithdrawalInput = {
  /** The amount, within the brand's limits and the main wallet's balance. */
  amount: number;
  /** One of the member's bank cards (WithdrawSettings.bankCards). */
  cardId: string | number;
  /**
   * The active bonus the member confirms forfeiting with this withdrawal (WithdrawSettings.activeBonus.id,
   * the one their page showed); without it, or naming one no longer active, BONUS_FORFEIT_REQUIRED.
   */
  forfeitBonusId?: string | number | null | undefined;
  /** The member's payment password. */
  paymentPassword: string;
  /** The form's idempotency key (8 to 80 characters of A-Z a-z 0-9 _ . : -), new for every form shown. */
  requestId: string;
};

/** Where a withdrawal stands. */
export type WithdrawalStatus =
  /** Held: the amount left the main wallet and waits for the operator. */
  | 'HELD'
  /** Paid to the bank card. */
  | 'PAID'
  /** Rejected by the operator: the amount went back to the main wallet (see rejectReason). */
  | 'REFUNDED';

export type AreaFlagsFragment = { points: boolean, favorites: boolean, missions: boolean, manualRebate: boolean, chat: boolean, agentPolicy: boolean };

export type AgentTeamOverviewPageQueryVariables = Exact<{
  fromDate: string;
  toDate: string;
}>;


export type AgentTeamOverviewPageQuery = { agentTeamOverview: { fromDate: string, toDate: string, timeZone: string, team: { teamSize: number, newMembers: number, firstDepositors: number, activePlayers: number, depositCount: number, deposits: number, withdrawalCount: number, withdrawals: number, bets: number, turnover: number, validBets: number, winLoss: number, bonuses: number, rebates: number, profit: number }, direct: { teamSize: number, newMembers: number, firstDepositors: number, activePlayers: number, depositCount: number, deposits: number, withdrawalCount: number, withdrawals: number, bets: number, turnover: number, validBets: number, winLoss: number, bonuses: number, rebates: number, profit: number }, days: Array<{ date: string, activePlayers: number, newMembers: number, deposits: number, withdrawals: number, turnover: number, validBets: number, winLoss: number, profit: number }> } | null };

export type AgentTeamFiguresFieldsFragment = { teamSize: number, newMembers: number, firstDepositors: number, activePlayers: number, depositCount: number, deposits: number, withdrawalCount: number, withdrawals: number, bets: number, turnover: number, validBets: number, winLoss: number, bonuses: number, rebates: number, profit: number };

export type AgentRevenuePageQueryVariables = Exact<{
  filter: AgentReportFilter;
  page: number;
  pageSize: number;
  sort: AgentRevenueSort;
  direction: SortDirection;
}>;


export type AgentRevenuePageQuery = { agentRevenueReport: { total: number, page: number, pageSize: number, totalBets: number, totalTurnover: number, totalValidBets: number, totalPayout: number, totalRevenue: number, totalCommission: number, items: Array<{ periodStart: string, periodEnd: string, gameType: string, bets: number, turnover: number, validBets: number, payout: number, revenue: number, rateBp: number, commission: number }> } | null };

export type AgentStatementsPageQueryVariables = Exact<{
  filter: AgentReportFilter;
  page: number;
  pageSize: number;
  sort: AgentStatementSort;
  direction: SortDirection;
}>;


export type AgentStatementsPageQuery = { agentStatements: { total: number, page: number, pageSize: number, items: Array<{ periodStart: string, periodEnd: string, deposits: number, withdrawals: number, bets: number, turnover: number, validBets: number, payout: number, winLoss: number, bonuses: number, rebates: number, netRevenue: number }>, totals: { periodStart: string, periodEnd: string, deposits: number, withdrawals: number, bets: number, turnover: number, validBets: number, payout: number, winLoss: number, bonuses: number, rebates: number, netRevenue: number } } | null };

export type AgentStatementFieldsFragment = { periodStart: string, periodEnd: string, deposits: number, withdrawals: number, bets: number, turnover: number, validBets: number, payout: number, winLoss: number, bonuses: number, rebates: number, netRevenue: number };

export type AgentDownlineTransactionsPageQueryVariables = Exact<{
  filter: AgentTransactionFilter;
  page: number;
  pageSize: number;
  sort: AgentTransactionSort;
  direction: SortDirection;
}>;


export type AgentDownlineTransactionsPageQuery = { agentDownlineTransactions: { total: number, page: number, pageSize: number, totalDeposits: number, totalWithdrawals: number, totalTransfersIn: number, totalTransfersOut: number, items: Array<{ id: string, time: number, username: string, type: AgentTransactionType, amount: number, status: AgentTransactionStatus, counterparty: string | null }> } | null };

export type AgentLoginPageQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentLoginPageQuery = { me: { account: string, isAgent: boolean } | null };

export type AgentCentreQueryVariables = Exact<{ [key: string]: never; }>;


export type AgentCentreQuery = { me: { account: string, nickname: string | null, affiliateCode: string | null, previousLoginTime: number | null, isAgent: boolean, isTrial: boolean } | null, balance: { amount: number } | null, features: { points: boolean, favorites: boolean, missions: boolean, manualRebate: boolean, chat: boolean, agentPolicy: boolean } | null, contractInfo: { kinds: Array<{ kind: ContractKind, page: boolean }> } | null, brand: { timeZone: string, customerService: Array<{ type: string, url: string }> } | null };

export type AgentAnnouncementsPageQueryVariables = Exact<{
  page: number;
}>;


export type AgentAnnouncementsPageQuery = { agentDesk: { announcements: { page: number, pageSize: number, total: number, unread: number, items: Array<{ id: string, title: string, content: string, publishedAt: number, read: boolean }> } } | null };

export type MarkAgentAnnouncementsReadMutationVariables = Exact<{
  input: MarkAgentAnnouncementsReadInput;
}>;


export type MarkAgentAnnouncementsReadMutation = { markAgentAnnouncementsRead: { ok: boolean, changed: number, unread: number | null, errors: Array<{ code: UserErrorCode, field: string | null }> } };

export type RegisterCenterPageQueryVariables = Exact<{ [key: string]: never; }>;


export type RegisterCenterPageQuery = { me: { affiliateCode: string | null } | null, registerFields: Array<{ field: string, enabled: boolean, required: boolean, acceptedPattern: string, patternId: string, minLength: number, maxLength: number }> | null, agentDesk: { policy: { agentType: number, canOpenMember: boolean, canOpenAgent: boolean, rebates: Array<{ product: string, rateBasisPoints: number }> } | null } | null };

export type RegisterDownlineMutationVariables = Exact<{
  input: RegisterDownlineInput;
}>;


export type RegisterDownlineMutation = { registerDownline: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null }>, member: { username: string } | null } };

export type TeamMemberFieldsFragment = { username: string, nickname: string, isAgent: boolean, level: number, joinedAt: number, lastLoginAt: number | null, balance: number, directCount: number, teamSize: number, protection: PlayerProtection | null, verification: VerificationStatus | null };

export type DownlinePageQueryVariables = Exact<{
  parent?: string | null | undefined;
  search?: string | null | undefined;
  page: number;
  detail: string;
  withDetail: boolean;
}>;


export type DownlinePageQuery = { agentDesk: { team: { search: string | null, total: number, page: number, pageSize: number, directCount: number, teamSize: number, parent: { username: string, nickname: string, isAgent: boolean, level: number, joinedAt: number, lastLoginAt: number | null, balance: number, directCount: number, teamSize: number, protection: PlayerProtection | null, verification: VerificationStatus | null } | null, path: Array<{ username: string, nickname: string, level: number }>, items: Array<{ username: string, nickname: string, isAgent: boolean, level: number, joinedAt: number, lastLoginAt: number | null, balance: number, directCount: number, teamSize: number, protection: PlayerProtection | null, verification: VerificationStatus | null }> } | null, downline?: { upline: string | null, depositTotal: number, depositCount: number, withdrawTotal: number, turnover: number, betCount: number, member: { username: string, nickname: string, isAgent: boolean, level: number, joinedAt: number, lastLoginAt: number | null, balance: number, directCount: number, teamSize: number, protection: PlayerProtection | null, verification: VerificationStatus | null }, rebates: Array<{ product: string, rateBasisPoints: number }> } | null } | null, downlineContracts?: Array<{ id: string, kind: ContractKind, period: ContractPeriod, status: ContractStatus, requestKind: ContractRequestKind | null, requestedBy: ContractSide | null, awaitingMe: boolean, mine: boolean, offeredAt: number, startedAt: number | null, endedAt: number | null, endReason: string | null, terms: { winRateBasisPoints: number | null, lossRateBasisPoints: number | null, singleBetAmount: number | null, tiers: Array<{ rateBasisPoints: number, amount: number, activeCount: number, periodConsumption: number, periodLoss: number, minBetPeriod: number, endTime: number | null }> }, upline: { username: string, nickname: string }, downline: { username: string, nickname: string } }> | null };

export type GuardedMemberFragment = { isAgent: boolean, isTrial: boolean };

export type RegisterFieldRuleFragment = { field: string, enabled: boolean, required: boolean, acceptedPattern: string, patternId: string, minLength: number, maxLength: number };

type UserErrors_AcceptLegalDocumentsPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_AgentAnnouncementsReadPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_CloseAccountPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_CodeSentPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_ComplaintPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_ContractPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_ConvertPointsPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_DataExportLinkPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_DataExportPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_DepositPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_ErasurePayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_ExclusionPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_FavoritePayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_FeedbackPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_ForfeitBonusPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_FormPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_FreePlayPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_GamblingLimitPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_InboxChangePayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_JoinTournamentPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_LaunchChatPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_LaunchGamePayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_LoginPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_MarketingPreferencesPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_MissionRewardPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_PromotionPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_PublicWinsPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_PushSettingsPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_RealityCheckPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_RebateClaimPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_ReceiptPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_RedeemPointRewardPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_RegisterDownlinePayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_SaferGamblingAnswerPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_SessionLimitPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_TransferPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_VerificationDocumentPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

type UserErrors_WithdrawalPayload_Fragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

export type UserErrorsFragment =
  | UserErrors_AcceptLegalDocumentsPayload_Fragment
  | UserErrors_AgentAnnouncementsReadPayload_Fragment
  | UserErrors_CloseAccountPayload_Fragment
  | UserErrors_CodeSentPayload_Fragment
  | UserErrors_ComplaintPayload_Fragment
  | UserErrors_ContractPayload_Fragment
  | UserErrors_ConvertPointsPayload_Fragment
  | UserErrors_DataExportLinkPayload_Fragment
  | UserErrors_DataExportPayload_Fragment
  | UserErrors_DepositPayload_Fragment
  | UserErrors_ErasurePayload_Fragment
  | UserErrors_ExclusionPayload_Fragment
  | UserErrors_FavoritePayload_Fragment
  | UserErrors_FeedbackPayload_Fragment
  | UserErrors_ForfeitBonusPayload_Fragment
  | UserErrors_FormPayload_Fragment
  | UserErrors_FreePlayPayload_Fragment
  | UserErrors_GamblingLimitPayload_Fragment
  | UserErrors_InboxChangePayload_Fragment
  | UserErrors_JoinTournamentPayload_Fragment
  | UserErrors_LaunchChatPayload_Fragment
  | UserErrors_LaunchGamePayload_Fragment
  | UserErrors_LoginPayload_Fragment
  | UserErrors_MarketingPreferencesPayload_Fragment
  | UserErrors_MissionRewardPayload_Fragment
  | UserErrors_PromotionPayload_Fragment
  | UserErrors_PublicWinsPayload_Fragment
  | UserErrors_PushSettingsPayload_Fragment
  | UserErrors_RealityCheckPayload_Fragment
  | UserErrors_RebateClaimPayload_Fragment
  | UserErrors_ReceiptPayload_Fragment
  | UserErrors_RedeemPointRewardPayload_Fragment
  | UserErrors_RegisterDownlinePayload_Fragment
  | UserErrors_SaferGamblingAnswerPayload_Fragment
  | UserErrors_SessionLimitPayload_Fragment
  | UserErrors_TransferPayload_Fragment
  | UserErrors_VerificationDocumentPayload_Fragment
  | UserErrors_WithdrawalPayload_Fragment
;

export type LoginOutcomeFragment = { captchaRequired: boolean, passwordExpired: boolean, passwordIsDefault: boolean, needSecondStep: boolean, secondStepMethods: Array<string>, ok: boolean, member: { isAgent: boolean } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

export type CodeSentFragment = { expiredMinutes: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

export type FormOutcomeFragment = { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { login: { captchaRequired: boolean, passwordExpired: boolean, passwordIsDefault: boolean, needSecondStep: boolean, secondStepMethods: Array<string>, ok: boolean, member: { isAgent: boolean } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: boolean };

export type CaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type CaptchaQuery = { captcha: { id: string, image: string } | null };

export type LoginCaptchaQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginCaptchaQuery = { captcha: { id: string, image: string, turnstileSiteKey: string | null } | null };

export type RegisterFieldsQueryVariables = Exact<{ [key: string]: never; }>;


export type RegisterFieldsQuery = { registerFields: Array<{ field: string, enabled: boolean, required: boolean, acceptedPattern: string, patternId: string, minLength: number, maxLength: number }> | null };

export type ChangePasswordPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ChangePasswordPageQuery = { me: { account: string, oldPasswordNeeded: boolean, isAgent: boolean, isTrial: boolean } | null, registerFields: Array<{ field: string, enabled: boolean, required: boolean, acceptedPattern: string, patternId: string, minLength: number, maxLength: number }> | null };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type RegisterPageQueryVariables = Exact<{ [key: string]: never; }>;


export type RegisterPageQuery = { registrationConfirmations: Array<RegistrationConfirmation>, features: { directRegistration: boolean, usernameRegistration: boolean, mobileRegistration: boolean, registrationMobileVerification: boolean, mobilePasswordRegistration: boolean, googleLogin: boolean, facebookLogin: boolean } | null, registerFields: Array<{ field: string, enabled: boolean, required: boolean, acceptedPattern: string, patternId: string, minLength: number, maxLength: number }> | null, termsDocument: { version: number, current: boolean } | null, privacyDocument: { version: number, current: boolean } | null };

export type AffiliateQueryVariables = Exact<{
  code: string;
}>;


export type AffiliateQuery = { affiliate: { code: string, agentNickname: string | null } | null };

export type RegisterMutationVariables = Exact<{
  input: RegisterInput;
}>;


export type RegisterMutation = { register: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type FreePlayMutationVariables = Exact<{ [key: string]: never; }>;


export type FreePlayMutation = { freePlay: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type LoginPageQueryVariables = Exact<{ [key: string]: never; }>;


export type LoginPageQuery = { features: { verificationCodeLogin: boolean, googleLogin: boolean, facebookLogin: boolean } | null, loginBanners: Array<{ id: string, title: string, imageUrl: string, linkType: BannerLink, linkUrl: string | null }> | null };

export type SocialLoginMutationVariables = Exact<{
  input: SocialLoginInput;
}>;


export type SocialLoginMutation = { loginWithSocial: { captchaRequired: boolean, passwordExpired: boolean, passwordIsDefault: boolean, needSecondStep: boolean, secondStepMethods: Array<string>, ok: boolean, member: { isAgent: boolean } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type SendLoginCodeMutationVariables = Exact<{
  input: MobileInput;
}>;


export type SendLoginCodeMutation = { sendLoginCode: { expiredMinutes: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type SmsLoginMutationVariables = Exact<{
  input: SmsLoginInput;
}>;


export type SmsLoginMutation = { loginBySms: { captchaRequired: boolean, passwordExpired: boolean, passwordIsDefault: boolean, needSecondStep: boolean, secondStepMethods: Array<string>, ok: boolean, member: { isAgent: boolean } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ForgotPasswordPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ForgotPasswordPageQuery = { features: { passwordResetByMail: boolean, passwordResetByPhone: boolean } | null, registerFields: Array<{ field: string, enabled: boolean, required: boolean, acceptedPattern: string, patternId: string, minLength: number, maxLength: number }> | null, brand: { customerService: Array<{ type: string, url: string }> } | null };

export type RequestPasswordResetMutationVariables = Exact<{
  input: PasswordResetRequestInput;
}>;


export type RequestPasswordResetMutation = { requestPasswordReset: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ResetPasswordMutationVariables = Exact<{
  input: PasswordResetInput;
}>;


export type ResetPasswordMutation = { resetPassword: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type SendSecondStepCodeMutationVariables = Exact<{
  method: SecondStepMethod;
}>;


export type SendSecondStepCodeMutation = { sendSecondStepCode: { expiredMinutes: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type CompleteSecondStepMutationVariables = Exact<{
  input: SecondStepInput;
}>;


export type CompleteSecondStepMutation = { completeSecondStep: { captchaRequired: boolean, passwordExpired: boolean, passwordIsDefault: boolean, needSecondStep: boolean, secondStepMethods: Array<string>, ok: boolean, member: { isAgent: boolean } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type SendRegisterCodeMutationVariables = Exact<{
  input: MobileInput;
}>;


export type SendRegisterCodeMutation = { sendRegisterCode: { expiredMinutes: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ResetPasswordByPhoneMutationVariables = Exact<{
  input: PhonePasswordResetInput;
}>;


export type ResetPasswordByPhoneMutation = { resetPasswordByPhone: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ChatPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ChatPageQuery = { features: { chat: boolean } | null, chatModels: Array<{ id: string, name: string }>, brand: { name: string, customerService: Array<{ type: string, url: string }> } | null };

export type LaunchChatMutationVariables = Exact<{
  input: LaunchChatInput;
}>;


export type LaunchChatMutation = { launchChat: { chatUrl: string | null, framed: boolean, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ComplaintFieldsFragment = { reference: string, status: ComplaintStatus, createdAt: number, updatedAt: number, answerDueAt: number, finalAnswerAt: number | null, closedAt: number | null, lastAuthor: ComplaintAuthor | null, lastMessageAt: number | null, subject: { kind: ComplaintSubjectKind, ref: string | null, summary: { time: number | null, amount: number | null, label: string | null } | null }, escalation: { availableAt: number, available: boolean, body: { name: string, url: string, email: string | null, phone: string | null } | null } };

export type ComplaintsPageQueryVariables = Exact<{
  page: number;
}>;


export type ComplaintsPageQuery = { myComplaints: { page: number, pageSize: number, total: number, items: Array<{ reference: string, status: ComplaintStatus, createdAt: number, updatedAt: number, answerDueAt: number, finalAnswerAt: number | null, closedAt: number | null, lastAuthor: ComplaintAuthor | null, lastMessageAt: number | null, subject: { kind: ComplaintSubjectKind, ref: string | null, summary: { time: number | null, amount: number | null, label: string | null } | null }, escalation: { availableAt: number, available: boolean, body: { name: string, url: string, email: string | null, phone: string | null } | null } }>, rules: { answerDays: number, escalationDays: number, disputeBody: { name: string, url: string, email: string | null, phone: string | null } | null } } | null };

export type ComplaintDetailQueryVariables = Exact<{
  reference: string;
}>;


export type ComplaintDetailQuery = { myComplaints: { rules: { disputeBody: { name: string } | null } } | null, complaint: { reference: string, status: ComplaintStatus, createdAt: number, updatedAt: number, answerDueAt: number, finalAnswerAt: number | null, closedAt: number | null, lastAuthor: ComplaintAuthor | null, lastMessageAt: number | null, messages: Array<{ id: string, author: ComplaintAuthor, body: string, final: boolean, createdAt: number, images: Array<number> }> | null, subject: { kind: ComplaintSubjectKind, ref: string | null, summary: { time: number | null, amount: number | null, label: string | null } | null }, escalation: { availableAt: number, available: boolean, body: { name: string, url: string, email: string | null, phone: string | null } | null } } | null };

export type FileComplaintMutationVariables = Exact<{
  input: FileComplaintInput;
}>;


export type FileComplaintMutation = { fileComplaint: { ok: boolean, complaint: { reference: string } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type AddComplaintMessageMutationVariables = Exact<{
  input: ComplaintMessageInput;
}>;


export type AddComplaintMessageMutation = { addComplaintMessage: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type MarketingPreferencesPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MarketingPreferencesPageQuery = { marketingPreferences: { receives: boolean, consents: Array<{ product: MarketingProduct, channel: MarketingChannel, granted: boolean, updatedAt: number | null }>, history: Array<{ product: MarketingProduct, channel: MarketingChannel, granted: boolean, at: number, address: string | null }> } | null };

export type SetMarketingConsentsMutationVariables = Exact<{
  input: MarketingConsentsInput;
}>;


export type SetMarketingConsentsMutation = { setMarketingConsents: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type AnnouncementsBlockFragment = { items: Array<{ id: string, title: string, timestamp: number }> };

export type AnnouncementsDialogFragment = { page: number, totalPages: number, items: Array<{ id: string, title: string, content: string, promotionType: string | null, timestamp: number }> };

export type NoticeDialogFragment = { id: string, title: string, content: string, timestamp: number };

export type NoticeMarqueeFragment = { id: string, title: string };

export type WinnerBoardFragment = { id: string, customerName: string, gameName: string, iconUrl: string, winAmount: number, game: { id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null } };

export type ContractTierFieldsFragment = { rateBasisPoints: number, amount: number, activeCount: number, periodConsumption: number, periodLoss: number, minBetPeriod: number, endTime: number | null };

export type ContractFieldsFragment = { id: string, kind: ContractKind, period: ContractPeriod, status: ContractStatus, requestKind: ContractRequestKind | null, requestedBy: ContractSide | null, awaitingMe: boolean, mine: boolean, offeredAt: number, startedAt: number | null, endedAt: number | null, endReason: string | null, terms: { winRateBasisPoints: number | null, lossRateBasisPoints: number | null, singleBetAmount: number | null, tiers: Array<{ rateBasisPoints: number, amount: number, activeCount: number, periodConsumption: number, periodLoss: number, minBetPeriod: number, endTime: number | null }> }, upline: { username: string, nickname: string }, downline: { username: string, nickname: string } };

export type ContractDeskPageQueryVariables = Exact<{
  kind: ContractKind;
  page: number;
  pageSize: number;
  withInfo: boolean;
}>;


export type ContractDeskPageQuery = { contractInfo?: { kinds: Array<{ kind: ContractKind, page: boolean }> } | null, contractDesk: { kind: ContractKind, isAgent: boolean, maxRateBasisPoints: number | null, contract: { id: string, kind: ContractKind, period: ContractPeriod, status: ContractStatus, requestKind: ContractRequestKind | null, requestedBy: ContractSide | null, awaitingMe: boolean, mine: boolean, offeredAt: number, startedAt: number | null, endedAt: number | null, endReason: string | null, terms: { winRateBasisPoints: number | null, lossRateBasisPoints: number | null, singleBetAmount: number | null, tiers: Array<{ rateBasisPoints: number, amount: number, activeCount: number, periodConsumption: number, periodLoss: number, minBetPeriod: number, endTime: number | null }> }, upline: { username: string, nickname: string }, downline: { username: string, nickname: string } } | null, offers: Array<{ id: string, kind: ContractKind, period: ContractPeriod, status: ContractStatus, requestKind: ContractRequestKind | null, requestedBy: ContractSide | null, awaitingMe: boolean, mine: boolean, offeredAt: number, startedAt: number | null, endedAt: number | null, endReason: string | null, terms: { winRateBasisPoints: number | null, lossRateBasisPoints: number | null, singleBetAmount: number | null, tiers: Array<{ rateBasisPoints: number, amount: number, activeCount: number, periodConsumption: number, periodLoss: number, minBetPeriod: number, endTime: number | null }> }, upline: { username: string, nickname: string }, downline: { username: string, nickname: string } }>, given: Array<{ id: string, kind: ContractKind, period: ContractPeriod, status: ContractStatus, requestKind: ContractRequestKind | null, requestedBy: ContractSide | null, awaitingMe: boolean, mine: boolean, offeredAt: number, startedAt: number | null, endedAt: number | null, endReason: string | null, terms: { winRateBasisPoints: number | null, lossRateBasisPoints: number | null, singleBetAmount: number | null, tiers: Array<{ rateBasisPoints: number, amount: number, activeCount: number, periodConsumption: number, periodLoss: number, minBetPeriod: number, endTime: number | null }> }, upline: { username: string, nickname: string }, downline: { username: string, nickname: string } }>, downlines: Array<{ username: string, nickname: string, isAgent: boolean }>, statements: { total: number, page: number, pageSize: number, items: Array<{ id: string, contractId: string, upline: string, downline: string, periodStart: number, periodEnd: number, betCount: number, turnover: number, validBet: number, loss: number, activePlayers: number, wonValidBet: number, lostValidBet: number, tierIndex: number | null, rateBasisPoints: number, base: number, amount: number, status: ContractStatementStatus, dueAt: number | null, paidAt: number | null, payer: string | null, tier: { rateBasisPoints: number, amount: number, activeCount: number, periodConsumption: number, periodLoss: number, minBetPeriod: number, endTime: number | null } | null }> } } | null };

export type MyContractsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MyContractsPageQuery = { contractInfo: { awaiting: number, contracts: Array<{ id: string, kind: ContractKind, period: ContractPeriod, status: ContractStatus, requestKind: ContractRequestKind | null, requestedBy: ContractSide | null, awaitingMe: boolean, mine: boolean, offeredAt: number, startedAt: number | null, endedAt: number | null, endReason: string | null, terms: { winRateBasisPoints: number | null, lossRateBasisPoints: number | null, singleBetAmount: number | null, tiers: Array<{ rateBasisPoints: number, amount: number, activeCount: number, periodConsumption: number, periodLoss: number, minBetPeriod: number, endTime: number | null }> }, upline: { username: string, nickname: string }, downline: { username: string, nickname: string } }> } | null };

export type OfferContractMutationVariables = Exact<{
  input: OfferContractInput;
}>;


export type OfferContractMutation = { offerContract: { status: string | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type AnswerContractMutationVariables = Exact<{
  input: AnswerContractInput;
}>;


export type AnswerContractMutation = { answerContract: { status: string | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type RequestContractTerminationMutationVariables = Exact<{
  input: ContractRefInput;
}>;


export type RequestContractTerminationMutation = { requestContractTermination: { status: string | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type IssueDividendMutationVariables = Exact<{
  input: IssueDividendInput;
}>;


export type IssueDividendMutation = { issueDividend: { status: string | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type DepositPageQueryVariables = Exact<{
  depositId: string | number;
  withDeposit: boolean;
}>;


export type DepositPageQuery = { saferGamblingPrompts: { due: Array<SaferGamblingPrompt> } | null, depositSettings: { allowDeposit: boolean, methods: Array<{ code: string, kind: DepositKind, name: string, bankTypes: Array<string>, minAmount: number, maxAmount: number }> } | null, myDeposits: { total: number, items: Array<{ id: string, status: DepositStatus, kind: DepositKind, methodName: string, bankType: string, amount: number, createdAt: number, firstDeposit: boolean, paymentUrl: string | null, qrImageUrl: string | null }> } | null, deposit?: { walletAddress: string | null, payeeName: string | null, id: string, status: DepositStatus, kind: DepositKind, methodName: string, bankType: string, amount: number, createdAt: number, firstDeposit: boolean, paymentUrl: string | null, qrImageUrl: string | null, account: { bankName: string, accountName: string, accountNumber: string } | null } | null };

export type DepositRowFragment = { id: string, status: DepositStatus, kind: DepositKind, methodName: string, bankType: string, amount: number, createdAt: number, firstDeposit: boolean, paymentUrl: string | null, qrImageUrl: string | null };

export type CreateDepositMutationVariables = Exact<{
  input: CreateDepositInput;
}>;


export type CreateDepositMutation = { createDeposit: { ok: boolean, deposit: { id: string } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type CancelDepositMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelDepositMutation = { cancelDeposit: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type FeedbackListFragment = { page: number, pageSize: number, total: number, items: Array<{ id: string, content: string, imageCount: number, status: FeedbackStatus, answer: string | null, answeredAt: number | null, createdAt: number }> };

export type FeedbackPageQueryVariables = Exact<{
  page: number;
  withList: boolean;
}>;


export type FeedbackPageQuery = { me: { isTrial: boolean } | null, myFeedback?: { page: number, pageSize: number, total: number, items: Array<{ id: string, content: string, imageCount: number, status: FeedbackStatus, answer: string | null, answeredAt: number | null, createdAt: number }> } | null };

export type SendFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
}>;


export type SendFeedbackMutation = { sendFeedback: { ok: boolean, feedback: { id: string } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type GameCardFragment = { id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null };

export type GamePageSliceFragment = { offset: number, total: number, hasMore: boolean, items: Array<{ id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null }> };

export type AddFavoriteGameMutationVariables = Exact<{
  gameId: string | number;
  vendor?: string | null | undefined;
  gameType?: string | null | undefined;
}>;


export type AddFavoriteGameMutation = { addFavoriteGame: { gameId: string, isFavorite: boolean | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type RemoveFavoriteGameMutationVariables = Exact<{
  gameId: string | number;
  vendor?: string | null | undefined;
  gameType?: string | null | undefined;
}>;


export type RemoveFavoriteGameMutation = { removeFavoriteGame: { gameId: string, isFavorite: boolean | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type GameSliceQueryVariables = Exact<{
  filter: GameFilter;
  offset: number;
  limit: number;
}>;


export type GameSliceQuery = { games: { offset: number, total: number, hasMore: boolean, items: Array<{ id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null }> } | null };

export type GameInfoQueryVariables = Exact<{
  id: string | number;
}>;


export type GameInfoQuery = { game: { id: string, name: string, info: { minStake: number, maxStake: number, rules: Array<string>, returns: Array<{ bet: string | null, basisPoints: number, atMost: boolean }>, payTable: Array<{ outcome: string, paysHundredths: number, chance: number }> } | null, jackpots: Array<{ code: string, amount: number }> } | null, jackpots: { pools: Array<{ code: string, name: string }> } | null };

export type PlayPageQueryVariables = Exact<{
  id: string | number;
}>;


export type PlayPageQuery = { game: { id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null } | null };

export type LaunchGameMutationVariables = Exact<{
  input: LaunchGameInput;
}>;


export type LaunchGameMutation = { launchGame: { gameUrl: string | null, mode: LaunchMode | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type VendorLobbyQueryVariables = Exact<{
  vendor: string;
  gameType?: string | null | undefined;
  gameId: string | number;
  withRooms: boolean;
  offset: number;
  limit: number;
}>;


export type VendorLobbyQuery = { games?: { total: number, items: Array<{ id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null }> } | null, game?: { id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null } | null, gameRooms?: Array<{ id: string, name: string, minBet: number, maxBet: number, players: number, capacity: number }> | null };

export type LobbyPageQueryVariables = Exact<{
  filter: GameFilter;
  offset: number;
  limit: number;
  withProviders: boolean;
}>;


export type LobbyPageQuery = { gameNavigation: Array<{ gameType: string, name: string, classes: Array<string>, vendors: Array<{ code: string, name: string, logoUrl: string }> }> | null, providers?: Array<{ vendor: { code: string, name: string, logoUrl: string } }> | null, games: { offset: number, total: number, hasMore: boolean, items: Array<{ id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null }> } | null };

export type MemberGamesQueryVariables = Exact<{
  page: number;
  pageSize: number;
  favorites: boolean;
}>;


export type MemberGamesQuery = { favoriteGames?: { offset: number, total: number, hasMore: boolean, items: Array<{ id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null }> } | null, recentGames?: { offset: number, total: number, hasMore: boolean, items: Array<{ id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null }> } | null };

export type ProvidersPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ProvidersPageQuery = { providers: Array<{ gameTypes: Array<string>, vendor: { code: string, name: string, logoUrl: string } }> | null };

export type HelpPageQueryVariables = Exact<{ [key: string]: never; }>;


export type HelpPageQuery = { helpArticles: Array<{ id: string, category: HelpCategory, title: string, content: string }> | null };

export type BannerCarouselFragment = { id: string, title: string, imageUrl: string, linkType: BannerLink, linkUrl: string | null };

export type GameSectionFragment = { vendor: string | null, category: { gameType: string, name: string, hasVendorMenu: boolean, vendors: Array<{ code: string, name: string, logoUrl: string }> }, games: { offset: number, total: number, hasMore: boolean, items: Array<{ id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null }> } | null };

export type HomePageQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageQuery = { notices: Array<{ id: string, title: string, content: string, timestamp: number }> | null, banners: Array<{ id: string, title: string, imageUrl: string, linkType: BannerLink, linkUrl: string | null }> | null, hotGames: Array<{ id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null }> | null, jackpots: { decorative: boolean, pools: Array<{ code: string, name: string, amount: number, trigger: JackpotTrigger, mustDropBy: number | null, lastWin: { amount: number, wonAt: number } | null }> } | null };

export type HomePageWinnersQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageWinnersQuery = { winnerBoard: Array<{ id: string, customerName: string, gameName: string, iconUrl: string, winAmount: number, game: { id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null } }> | null };

export type HomePageAnnouncementsQueryVariables = Exact<{
  page: number;
}>;


export type HomePageAnnouncementsQuery = { announcements: { page: number, totalPages: number, items: Array<{ id: string, title: string, timestamp: number, content: string, promotionType: string | null }> } | null };

export type HomePageGameSectionsQueryVariables = Exact<{
  expand?: SectionState | null | undefined;
}>;


export type HomePageGameSectionsQuery = { gameSections: Array<{ vendor: string | null, category: { gameType: string, name: string, hasVendorMenu: boolean, vendors: Array<{ code: string, name: string, logoUrl: string }> }, games: { offset: number, total: number, hasMore: boolean, items: Array<{ id: string, gameCode: string, name: string, iconUrl: string, vendor: string, gameType: string, hasFreeTrial: boolean, isHot: boolean, isNew: boolean, launchKind: LaunchKind, isFavorite: boolean | null, jackpotCode: string | null, jackpotAmount: number | null }> } | null }> | null };

export type HomePageSectionLanesQueryVariables = Exact<{ [key: string]: never; }>;


export type HomePageSectionLanesQuery = { gameSections: Array<{ category: { gameType: string } }> | null };

export type InboxPageQueryVariables = Exact<{
  page: number;
  pageSize: number;
  messageId: string | number;
  withMessage: boolean;
}>;


export type InboxPageQuery = { inbox: { page: number, pageSize: number, total: number, unread: number, items: Array<{ id: string, title: string, createdAt: number, audience: InboxAudience, read: boolean }> } | null, inboxMessage?: { content: string, id: string, title: string, createdAt: number, audience: InboxAudience, read: boolean } | null };

export type InboxRowFragment = { id: string, title: string, createdAt: number, audience: InboxAudience, read: boolean };

export type MarkInboxReadMutationVariables = Exact<{
  input: MarkInboxReadInput;
}>;


export type MarkInboxReadMutation = { markInboxRead: { unread: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type DeleteInboxMessagesMutationVariables = Exact<{
  input: DeleteInboxMessagesInput;
}>;


export type DeleteInboxMessagesMutation = { deleteInboxMessages: { unread: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type JackpotSummaryFragment = { code: string, name: string, amount: number, trigger: JackpotTrigger, mustDropBy: number | null, lastWin: { amount: number, wonAt: number } | null };

export type JackpotsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type JackpotsPageQuery = { jackpots: { decorative: boolean, pools: Array<{ code: string, name: string, amount: number, trigger: JackpotTrigger, mustDropBy: number | null, lastWin: { amount: number, wonAt: number } | null }> } | null };

export type JackpotPageQueryVariables = Exact<{
  code: string;
}>;


export type JackpotPageQuery = { jackpot: { code: string, name: string, amount: number, seed: number, contributionBasisPoints: number, trigger: JackpotTrigger, mustDropBy: number | null, ceiling: number | null, oddsStake: number | null, gameTypes: Array<{ code: string, name: string }>, vendors: Array<{ code: string, name: string }>, games: Array<{ id: string, name: string }>, wins: Array<{ amount: number, wonAt: number, gameName: string, winner: string | null }> } | null };

export type VerificationPageQueryVariables = Exact<{ [key: string]: never; }>;


export type VerificationPageQuery = { verification: { status: VerificationStatus, ageVerified: boolean, kinds: Array<{ kind: VerificationDocumentKind, state: VerificationDocumentState, reason: VerificationRefusalReason | null, expiresAt: number | null, asked: boolean, note: string | null }>, documents: Array<{ id: string, kind: VerificationDocumentKind, state: VerificationDocumentState, reason: VerificationRefusalReason | null, sentAt: number }>, gates: { realPlay: boolean, withdraw: boolean, freePlay: boolean, depositAbove: number | null } } | null, brand: { timeZone: string, currencySymbol: string } | null };

export type UploadVerificationDocumentMutationVariables = Exact<{
  input: VerificationDocumentInput;
}>;


export type UploadVerificationDocumentMutation = { uploadVerificationDocument: { ok: boolean, document: { id: string, kind: VerificationDocumentKind, state: VerificationDocumentState } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type LegalDocumentPageQueryVariables = Exact<{
  kind: LegalDocumentKind;
  version?: number | null | undefined;
}>;


export type LegalDocumentPageQuery = { legalDocument: { kind: LegalDocumentKind, version: number, effectiveAt: number, current: boolean, language: string, title: string, summary: string, body: Array<string>, versions: Array<{ version: number, effectiveAt: number, current: boolean, summary: string }> } | null, brand: { timeZone: string } | null };

export type LegalPendingQueryVariables = Exact<{ [key: string]: never; }>;


export type LegalPendingQuery = { legalRecord: { pending: Array<{ kind: LegalDocumentKind, version: number, effectiveAt: number, title: string, summary: string }>, acceptances: Array<{ kind: LegalDocumentKind }> } | null };

export type AcceptLegalDocumentsMutationVariables = Exact<{
  input: AcceptLegalDocumentsInput;
}>;


export type AcceptLegalDocumentsMutation = { acceptLegalDocuments: { pending: Array<LegalDocumentKind> | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type LiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type LiveSubscription = { live: { kind: LiveEventKind, balance: { total: number, bonus: number, activeBonus: { id: string, turnoverRequired: number, turnoverDone: number, turnoverLeft: number } | null } | null, badges: Array<{ section: string, count: number }> | null, tournaments: Array<{ code: string, state: TournamentState, score: number, position: number | null, entrants: number }> | null } };

export type SiteLiveSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type SiteLiveSubscription = { siteLive: { kind: SiteEventKind, state: SiteState, maintenanceEndTime: number | null, jackpots: Array<{ code: string, amount: number }> | null, leaderboard: { code: string, state: TournamentState, entrants: number, top: Array<{ rank: number, name: string | null, score: number }> } | null } };

export type LotteryGuardQueryVariables = Exact<{ [key: string]: never; }>;


export type LotteryGuardQuery = { me: { isAgent: boolean, isTrial: boolean } | null, gameNavigation: Array<{ gameType: string, vendors: Array<{ code: string }> }> | null, brand: { timeZone: string } | null };

export type LotteryMenuGameFragment = { gameCode: string, nodeId: string, name: string, gameType: string, vendor: string, vendorName: string, iconUrl: string, periodSeconds: number, lockSeconds: number };

export type LotteryMenuQueryVariables = Exact<{
  prizeMode: LotteryPrizeMode;
}>;


export type LotteryMenuQuery = { lotteryMenu: { prizeMode: LotteryPrizeMode, games: Array<{ gameCode: string, nodeId: string, name: string, gameType: string, vendor: string, vendorName: string, iconUrl: string, periodSeconds: number, lockSeconds: number }> }, recentLotteryGames: Array<{ gameCode: string, nodeId: string, name: string, gameType: string, vendor: string, vendorName: string, iconUrl: string, periodSeconds: number, lockSeconds: number }> | null };

export type LotteryBoardQueryVariables = Exact<{
  gameCode: string;
  vn?: boolean;
}>;


export type LotteryBoardQuery = { lotteryBoard: { gameCode: string, serverTime: number, current: { numero: string, openTime: number, closeTime: number, drawTime: number }, lastDraws: Array<{ numero: string, digits: Array<number>, sum: number, drawTime: number }>, latestDraw?: { numero: string, digits: Array<number>, sum: number, drawTime: number } | null } | null };

export type LaunchLotteryMutationVariables = Exact<{
  input: LaunchLotteryInput;
}>;


export type LaunchLotteryMutation = { launchLottery: { gameUrl: string | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type MemberPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MemberPageQuery = { me: { account: string, nickname: string | null, type: number, avatarUrl: string | null, previousLoginTime: number | null, registeredAt: number | null, mobile: string | null, email: string | null, isAgent: boolean, isTrial: boolean } | null, balance: { amount: number } | null, wallets: { mode: WalletMode } | null, features: { points: boolean, favorites: boolean, missions: boolean, manualRebate: boolean, chat: boolean, agentPolicy: boolean } | null };

export type MySessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type MySessionsQuery = { mySessions: Array<{ id: string, current: boolean, ip: string | null, deviceId: string | null, origin: string, createdAt: number, lastSeenAt: number }> | null };

export type EndSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type EndSessionMutation = { endSession: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type PointMallPageQueryVariables = Exact<{
  exchangeType?: PointExchangeType | null | undefined;
  withRewards: boolean;
  withRecords: boolean;
  withDetails: boolean;
  pointType?: PointType | null | undefined;
  page: number;
  pageSize: number;
}>;


export type PointMallPageQuery = { me: { isAgent: boolean, isTrial: boolean } | null, features: { points: boolean } | null, pointBalance: { points: number, convertibleAmount: number } | null, pointRules: { convertEnabled: boolean, convertRate: number, convertMinPoints: number, convertStepPoints: number, redeemMaxQuantity: number, depositRatios: Array<{ minDeposit: number, amountPerPoint: number }>, betRatios: Array<{ gameType: string, pointType: PointType, validAmountPerPoint: number }> } | null, pointRewards?: { redeemMaxQuantity: number, items: Array<{ id: string, exchangeType: PointExchangeType, name: string, description: string, points: number, stock: number, needsDelivery: boolean, maxPerMember: number | null, heldByMember: number }> } | null, pointExchanges?: { page: number, pageSize: number, total: number, items: Array<{ id: string, transactionNo: string, appliedAt: number, exchangeType: PointExchangeType, rewardName: string, quantity: number, pointsEach: number, pointsTotal: number, status: PointExchangeStatus, remark: string | null, deliveryAddress: string | null, phone: string | null }> } | null, pointDetails?: { page: number, pageSize: number, total: number, items: Array<{ id: string, type: PointType, points: number, createdAt: number, balanceAfter: number }> } | null };

export type RedeemPointRewardMutationVariables = Exact<{
  input: RedeemPointRewardInput;
}>;


export type RedeemPointRewardMutation = { redeemPointReward: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, message: string, patternId: string | null }> } };

export type ConvertPointsMutationVariables = Exact<{
  input: ConvertPointsInput;
}>;


export type ConvertPointsMutation = { convertPoints: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, message: string, patternId: string | null }>, conversion: { status: string } | null } };

export type MyDataPageQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDataPageQuery = { myData: { exportHours: number, retentionDays: number, hidesPublicWins: boolean | null, exports: Array<{ id: string, status: DataExportStatus, progress: number, requestedAt: number, readyAt: number | null, expiresAt: number | null, size: number | null }>, erasure: { requestedAt: number, eraseAfter: number, erasedAt: number | null } | null } | null };

export type SetPublicWinsMutationVariables = Exact<{
  input: PublicWinsInput;
}>;


export type SetPublicWinsMutation = { setPublicWins: { hidesPublicWins: boolean | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type RequestDataExportMutationVariables = Exact<{ [key: string]: never; }>;


export type RequestDataExportMutation = { requestDataExport: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type DataExportLinkMutationVariables = Exact<{
  input: DataExportLinkInput;
}>;


export type DataExportLinkMutation = { dataExportLink: { token: string | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type RequestErasureMutationVariables = Exact<{
  input: ErasureInput;
}>;


export type RequestErasureMutation = { requestErasure: { ok: boolean, erasure: { eraseAfter: number } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type PushSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type PushSettingsQuery = { pushSettings: { publicKey: string, subscriptions: number, kinds: Array<{ kind: PushKind, enabled: boolean }> } | null };

export type SetPushPreferencesMutationVariables = Exact<{
  input: PushPreferencesInput;
}>;


export type SetPushPreferencesMutation = { setPushPreferences: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type SubscribePushMutationVariables = Exact<{
  input: PushSubscriptionInput;
}>;


export type SubscribePushMutation = { subscribePush: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type UnsubscribePushMutationVariables = Exact<{
  endpoint: string;
}>;


export type UnsubscribePushMutation = { unsubscribePush: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type TransactionHistoryPageQueryVariables = Exact<{
  filter: TransactionFilter;
  page: number;
  pageSize: number;
  sort: TransactionSort;
  direction: SortDirection;
}>;


export type TransactionHistoryPageQuery = { transactionHistory: { total: number, page: number, pageSize: number, totalIn: number, totalOut: number, net: number, items: Array<{ id: string, time: number, kind: MovementKind, type: TransactionType, status: TransactionStatus, amount: number, wallet: string | null, reference: string | null, method: string | null, bankName: string | null, counterparty: string | null, fromWallet: string | null, toWallet: string | null, gameName: string | null, vendor: string | null }> } | null };

export type RecordsGameTypesQueryVariables = Exact<{ [key: string]: never; }>;


export type RecordsGameTypesQuery = { gameNavigation: Array<{ gameType: string, name: string }> | null };

export type BettingRecordsPageQueryVariables = Exact<{
  filter: BetFilter;
  page: number;
  pageSize: number;
  sort: BetSort;
  direction: SortDirection;
}>;


export type BettingRecordsPageQuery = { bettingRecords: { total: number, page: number, pageSize: number, totalStake: number, totalValidBet: number, totalWinLoss: number, items: Array<{ id: string, roundId: string, time: number, gameName: string, vendorName: string, gameType: string, gameTypeName: string, stake: number, validBet: number, winLoss: number | null, status: BetStatus }> } | null };

export type PersonalProfitPageQueryVariables = Exact<{
  filter: ProfitFilter;
  page: number;
  pageSize: number;
  sort: ProfitSort;
  direction: SortDirection;
}>;


export type PersonalProfitPageQuery = { personalProfit: { total: number, page: number, pageSize: number, totalBets: number, totalStake: number, totalTurnover: number, totalWinLoss: number, items: Array<{ periodStart: string, periodEnd: string, gameType: string, gameTypeName: string, bets: number, stake: number, turnover: number, winLoss: number }> } | null };

export type GamblingLimitRowFragment = { kind: LimitKind, period: LimitPeriod, amount: number | null, used: number, resetsAt: number, pending: boolean, pendingAmount: number | null, pendingEffectiveAt: number | null };

export type SessionLimitFieldsFragment = { minutes: number | null, pending: boolean, pendingMinutes: number | null, pendingEffectiveAt: number | null };

export type ResponsibleGamingPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ResponsibleGamingPageQuery = { saferGamblingPrompts: { due: Array<SaferGamblingPrompt> } | null, responsibleGaming: { tools: Array<ResponsibleGamingTool>, coolingOffHours: number, realityCheckMinutes: number | null, brandRealityCheckMinutes: number, selfExclusionAlsoOn: Array<string>, limits: Array<{ kind: LimitKind, period: LimitPeriod, amount: number | null, used: number, resetsAt: number, pending: boolean, pendingAmount: number | null, pendingEffectiveAt: number | null }>, sessionLimit: { minutes: number | null, pending: boolean, pendingMinutes: number | null, pendingEffectiveAt: number | null }, changes: Array<{ what: ResponsibleGamingChangeKind, kind: LimitKind | null, period: LimitPeriod | null, from: number | null, to: number | null, fromMinutes: number | null, toMinutes: number | null, length: ExclusionLength | null, effectiveAt: number, endsAt: number | null, createdAt: number, sessionId: string | null }> } | null, brand: { timeZone: string } | null };

export type SetGamblingLimitMutationVariables = Exact<{
  input: GamblingLimitInput;
}>;


export type SetGamblingLimitMutation = { setGamblingLimit: { ok: boolean, limit: { kind: LimitKind, period: LimitPeriod, amount: number | null, used: number, resetsAt: number, pending: boolean, pendingAmount: number | null, pendingEffectiveAt: number | null } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type StartExclusionMutationVariables = Exact<{
  input: ExclusionInput;
}>;


export type StartExclusionMutation = { startExclusion: { endsAt: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type CloseAccountMutationVariables = Exact<{
  input: CloseAccountInput;
}>;


export type CloseAccountMutation = { closeAccount: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type SetSessionLimitMutationVariables = Exact<{
  input: MinutesInput;
}>;


export type SetSessionLimitMutation = { setSessionLimit: { ok: boolean, sessionLimit: { minutes: number | null, pending: boolean, pendingMinutes: number | null, pendingEffectiveAt: number | null } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type SetRealityCheckMutationVariables = Exact<{
  input: MinutesInput;
}>;


export type SetRealityCheckMutation = { setRealityCheck: { realityCheckMinutes: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type PlaySessionQueryVariables = Exact<{ [key: string]: never; }>;


export type PlaySessionQuery = { playSession: { startedAt: number, endsAt: number | null, realityCheckMinutes: number | null, stakes: number, net: number, rounds: number } | null, brand: { timeZone: string } | null };

export type UserErrorFormatsQueryVariables = Exact<{ [key: string]: never; }>;


export type UserErrorFormatsQuery = { brand: { timeZone: string, currencySymbol: string } | null };

export type SaferGamblingPromptsQueryVariables = Exact<{ [key: string]: never; }>;


export type SaferGamblingPromptsQuery = { saferGamblingPrompts: { due: Array<SaferGamblingPrompt> } | null };

export type AnswerSaferGamblingPromptMutationVariables = Exact<{
  input: SaferGamblingAnswerInput;
}>;


export type AnswerSaferGamblingPromptMutation = { answerSaferGamblingPrompt: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null }> } };

export type PromotionCardFragment = { id: string, promotionType: string, category: string, kind: PromotionKind, title: string, content: string, bonus: number, turnoverMultiplier: number, target: number, rafflePrizes: Array<number>, startsAt: number, endsAt: number | null, status: ActivityStatus, progress: number | null, claimedAmount: number };

export type RewardPromotionsQueryVariables = Exact<{
  category?: string | null | undefined;
}>;


export type RewardPromotionsQuery = { rewardPromotions: { categories: Array<string>, items: Array<{ id: string, promotionType: string, category: string, kind: PromotionKind, title: string, content: string, bonus: number, turnoverMultiplier: number, target: number, rafflePrizes: Array<number>, startsAt: number, endsAt: number | null, status: ActivityStatus, progress: number | null, claimedAmount: number }> } | null };

export type PromotionDetailQueryVariables = Exact<{
  id?: string | number | null | undefined;
  type?: string | null | undefined;
}>;


export type PromotionDetailQuery = { rewardPromotion: { id: string, promotionType: string, category: string, kind: PromotionKind, title: string, content: string, bonus: number, turnoverMultiplier: number, target: number, rafflePrizes: Array<number>, startsAt: number, endsAt: number | null, status: ActivityStatus, progress: number | null, claimedAmount: number } | null };

export type BonusDetailsQueryVariables = Exact<{ [key: string]: never; }>;


export type BonusDetailsQuery = { bonuses: Array<{ id: string, kind: BonusKind, promotionId: string | null, title: string, category: string, amount: number, paidAt: number, turnoverRequired: number, turnoverDone: number, completed: boolean, status: BonusStatus, grantId: string | null, expiresAt: number | null, maxStake: number | null, endedAmount: number | null, endedAt: number | null }> | null, balance: { bonus: number, activeBonus: { stakeOrder: BonusStakeOrder, defaultContribution: number, queued: number, id: string, amount: number, turnoverRequired: number, turnoverDone: number, turnoverLeft: number, maxStake: number | null, expiresAt: number | null, contributions: Array<{ gameType: string, percent: number }> } | null } | null };

export type MissionsPageQueryVariables = Exact<{
  missionId: string | number;
  withMission: boolean;
}>;


export type MissionsPageQuery = { missions: Array<{ id: string, title: string, gameType: string | null, progress: number, target: number, reachedMilestones: number, claimableMilestones: number, milestoneCount: number }> | null, mission?: { id: string, title: string, progress: number, myRank: number | null, myValue: number, milestones: Array<{ step: number, target: number, reward: number, reached: boolean, claimed: boolean }>, leaderboard: Array<{ rank: number, username: string, reachedValue: number, me: boolean }> } | null };

export type RebatePageQueryVariables = Exact<{ [key: string]: never; }>;


export type RebatePageQuery = { rebate: { from: number, to: number, total: number, lines: Array<{ gameType: string, validBets: number, rateBp: number, rebate: number }>, claims: Array<{ id: string, from: number, to: number, amount: number, claimedAt: number }> } | null };

export type ReferralPageQueryVariables = Exact<{ [key: string]: never; }>;


export type ReferralPageQuery = { referral: { code: string, registerPath: string, totalInvitations: number, totalReward: number, rewardPerInvitee: number, minFirstDeposit: number, invitations: Array<{ username: string, joinedAt: number, status: InvitationStatus, reward: number, paidAt: number | null }> } | null };

export type JoinPromotionMutationVariables = Exact<{
  input: PromotionInput;
}>;


export type JoinPromotionMutation = { joinPromotion: { status: ActivityStatus | null, amount: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ClaimPromotionMutationVariables = Exact<{
  input: PromotionInput;
}>;


export type ClaimPromotionMutation = { claimPromotion: { status: ActivityStatus | null, amount: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ClaimRaffleMutationVariables = Exact<{
  input: PromotionInput;
}>;


export type ClaimRaffleMutation = { claimRaffle: { status: ActivityStatus | null, amount: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ClaimMissionRewardMutationVariables = Exact<{
  input: MissionRewardInput;
}>;


export type ClaimMissionRewardMutation = { claimMissionReward: { reward: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ClaimRebateMutationVariables = Exact<{ [key: string]: never; }>;


export type ClaimRebateMutation = { claimRebate: { amount: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ForfeitBonusMutationVariables = Exact<{
  id: string | number;
  requestId: string;
}>;


export type ForfeitBonusMutation = { forfeitBonus: { forfeited: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type VipPageQueryVariables = Exact<{ [key: string]: never; }>;


export type VipPageQuery = { vip: { level: number, deposits: number, validBets: number, next: { level: number, minDeposit: number, minValidBet: number } | null, levels: Array<{ level: number, minDeposit: number, minValidBet: number }> } | null };

export type SecurityCentrePageQueryVariables = Exact<{ [key: string]: never; }>;


export type SecurityCentrePageQuery = { saferGamblingPrompts: { due: Array<SaferGamblingPrompt> } | null, legalRecord: { pending: Array<{ kind: LegalDocumentKind }>, acceptances: Array<{ kind: LegalDocumentKind, version: number, acceptedAt: number, address: string | null, source: LegalAcceptanceSource }>, confirmations: Array<{ kind: RegistrationConfirmation, confirmedAt: number }> } | null, netDeposits: { last12Months: number, lifetime: number } | null, securityCentre: { realNameLocked: boolean, nationalities: Array<string>, incomeSources: Array<IncomeSource>, hasPaymentPassword: boolean, countryDialingCode: string | null, mobile: string | null, email: string | null, zaloBonusMax: number | null, profile: { nickname: string | null, realName: string | null, birthday: string | null, address: string | null, nationality: string | null, occupation: string | null, incomeSource: IncomeSource | null, zalo: string | null, telegram: string | null }, profileFields: Array<{ field: string, required: boolean }>, bankCards: { limit: number, banks: Array<string>, realName: string | null, cards: Array<{ id: string, bankName: string, maskedNumber: string, accountName: string, addedAt: number }> } | null } | null, registerFields: Array<{ field: string, enabled: boolean, required: boolean, acceptedPattern: string, patternId: string, minLength: number, maxLength: number }> | null };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type SendContactCodeMutationVariables = Exact<{
  input: ContactInput;
}>;


export type SendContactCodeMutation = { sendContactCode: { expiredMinutes: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type BindContactMutationVariables = Exact<{
  input: BindContactInput;
}>;


export type BindContactMutation = { bindContact: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type SetPaymentPasswordMutationVariables = Exact<{
  input: SetPaymentPasswordInput;
}>;


export type SetPaymentPasswordMutation = { setPaymentPassword: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ChangePaymentPasswordMutationVariables = Exact<{
  input: ChangePaymentPasswordInput;
}>;


export type ChangePaymentPasswordMutation = { changePaymentPassword: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type SendPaymentPasswordCodeMutationVariables = Exact<{
  channel: ContactChannel;
}>;


export type SendPaymentPasswordCodeMutation = { sendPaymentPasswordCode: { expiredMinutes: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ResetPaymentPasswordMutationVariables = Exact<{
  input: ResetPaymentPasswordInput;
}>;


export type ResetPaymentPasswordMutation = { resetPaymentPassword: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type AddBankCardMutationVariables = Exact<{
  input: AddBankCardInput;
}>;


export type AddBankCardMutation = { addBankCard: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type RemoveBankCardMutationVariables = Exact<{
  input: RemoveBankCardInput;
}>;


export type RemoveBankCardMutation = { removeBankCard: { ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type DownloadLinksQueryVariables = Exact<{ [key: string]: never; }>;


export type DownloadLinksQuery = { brand: { downloads: Array<{ platform: DownloadPlatform, url: string }> } | null };

export type BrandFaviconQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandFaviconQuery = { brandTheme: { faviconUrl: string } };

export type BrandManifestQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandManifestQuery = { brand: { name: string } | null, brandTheme: { logoUrl: string, colors: { background: string, surface: string }, icons: Array<{ src: string, sizes: string, type: string, purpose: string }> } };

export type ShellQueryVariables = Exact<{ [key: string]: never; }>;


export type ShellQuery = { chatUnreadCount: number | null, balance: { total: number, bonus: number } | null, me: { account: string, nickname: string | null, isAgent: boolean, isTrial: boolean, avatarUrl: string | null, previousLoginTime: number | null, firstTimeLogin: boolean, legalPending: Array<LegalDocumentKind> } | null, memberBadges: Array<{ section: string, count: number }> | null, popupAnnouncements: { items: Array<{ id: string, title: string, content: string, promotionType: string | null, execution: AnnouncementExecution, timestamp: number }> } | null, brand: { name: string, licenceText: string, minimumAge: number, inactivityMinutes: number | null, sessionFigures: boolean, tournaments: boolean, analyticsId: string | null, currencySymbol: string, timeZone: string, licence: { licensee: string, address: string | null, number: string | null, authority: string | null, sealUrl: string | null, verifyUrl: string | null } | null, helpline: { name: string, phone: string | null, url: string | null } | null, languages: Array<{ code: string, name: string, currencySymbol: string, isDefault: boolean }>, customerService: Array<{ type: string, url: string }>, socialLinks: Array<{ network: string, url: string }>, downloads: Array<{ platform: DownloadPlatform, url: string }> } | null, brandTheme: { scheme: ColorScheme, fontFamily: string | null, logoUrl: string, faviconUrl: string, brandColors: boolean, colors: { background: string, surface: string, surfaceRaised: string, navigation: string, text: string, muted: string, accent: string, onAccent: string, border: string, focus: string }, problems: Array<{ foreground: string, background: string, ratio: number, required: number }> }, features: { directRegistration: boolean, freePlay: boolean, points: boolean, chat: boolean } | null, gameNavigation: Array<{ gameType: string, name: string, hasVendorMenu: boolean, largeVendorMenu: boolean, vendors: Array<{ code: string, name: string, logoUrl: string }> }> | null, partnerVendors: Array<{ code: string, name: string, logoUrl: string }> | null };

export type TournamentStandingFieldsFragment = { code: string, scoring: TournamentScoring, state: TournamentState, score: number, position: number | null, entrants: number };

export type TournamentSummaryFragment = { code: string, kind: TournamentKind, name: string, state: TournamentState, startsAt: number, endsAt: number, entry: TournamentEntry, buyIn: number | null, scoring: TournamentScoring, entrants: number, prizes: Array<{ fromRank: number, toRank: number, kind: TournamentPrizeKind, money: number | null, points: number | null, turnoverMultiplier: number | null }>, mine: { code: string, scoring: TournamentScoring, state: TournamentState, score: number, position: number | null, entrants: number, prize: { kind: TournamentPrizeKind, money: number | null, points: number | null, turnoverMultiplier: number | null, paid: boolean } | null } | null };

export type TournamentsPageQueryVariables = Exact<{ [key: string]: never; }>;


export type TournamentsPageQuery = { tournamentsExcluded: boolean, tournaments: Array<{ code: string, kind: TournamentKind, name: string, state: TournamentState, startsAt: number, endsAt: number, entry: TournamentEntry, buyIn: number | null, scoring: TournamentScoring, entrants: number, prizes: Array<{ fromRank: number, toRank: number, kind: TournamentPrizeKind, money: number | null, points: number | null, turnoverMultiplier: number | null }>, mine: { code: string, scoring: TournamentScoring, state: TournamentState, score: number, position: number | null, entrants: number, prize: { kind: TournamentPrizeKind, money: number | null, points: number | null, turnoverMultiplier: number | null, paid: boolean } | null } | null }> | null };

export type TournamentPageQueryVariables = Exact<{
  code: string;
}>;


export type TournamentPageQuery = { tournamentsExcluded: boolean, tournament: { minStake: number, code: string, kind: TournamentKind, name: string, state: TournamentState, startsAt: number, endsAt: number, entry: TournamentEntry, buyIn: number | null, scoring: TournamentScoring, entrants: number, gameTypes: Array<{ code: string, name: string }>, vendors: Array<{ code: string, name: string }>, games: Array<{ id: string, name: string }>, board: Array<{ rank: number, name: string | null, score: number }>, prizes: Array<{ fromRank: number, toRank: number, kind: TournamentPrizeKind, money: number | null, points: number | null, turnoverMultiplier: number | null }>, mine: { code: string, scoring: TournamentScoring, state: TournamentState, score: number, position: number | null, entrants: number, prize: { kind: TournamentPrizeKind, money: number | null, points: number | null, turnoverMultiplier: number | null, paid: boolean } | null } | null } | null };

export type FrameTournamentsQueryVariables = Exact<{ [key: string]: never; }>;


export type FrameTournamentsQuery = { tournaments: Array<{ code: string, name: string, state: TournamentState, scoring: TournamentScoring, gameTypes: Array<{ code: string }>, vendors: Array<{ code: string }>, games: Array<{ id: string }>, mine: { code: string, scoring: TournamentScoring, state: TournamentState, score: number, position: number | null, entrants: number } | null }> | null };

export type JoinTournamentMutationVariables = Exact<{
  code: string;
}>;


export type JoinTournamentMutation = { joinTournament: { ok: boolean, buyIn: number | null, errors: Array<{ code: UserErrorCode, field: string | null, message: string, until: number | null }> } };

export type TransferFundPageQueryVariables = Exact<{ [key: string]: never; }>;


export type TransferFundPageQuery = { wallets: { mode: WalletMode, main: number, total: number, vendors: Array<{ vendorCode: string, name: string, balance: number }> } | null };

export type TransferBetweenWalletsMutationVariables = Exact<{
  input: WalletTransferInput;
}>;


export type TransferBetweenWalletsMutation = { transferBetweenWallets: { amount: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type TransferAllToMainMutationVariables = Exact<{
  input: AllToMainInput;
}>;


export type TransferAllToMainMutation = { transferAllToMain: { amount: number | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type TransferUplinePageQueryVariables = Exact<{ [key: string]: never; }>;


export type TransferUplinePageQuery = { transferOptions: { isAgent: boolean, canSend: boolean, minAmount: number, maxAmount: number, paymentPasswordSet: boolean, upline: { username: string, nickname: string } | null } | null, balance: { amount: number } | null, playerTransfers: { total: number, items: Array<{ id: string, direction: TransferDirection, amount: number, status: PlayerTransferStatus, createdAt: number, party: { username: string, nickname: string } }> } | null };

export type TransferOptionsQueryVariables = Exact<{ [key: string]: never; }>;


export type TransferOptionsQuery = { transferOptions: { minAmount: number, maxAmount: number } | null };

export type DownlineSearchQueryVariables = Exact<{
  username: string;
}>;


export type DownlineSearchQuery = { downlineSearch: Array<{ username: string, nickname: string, level: number }> | null };

export type TransferToPlayerMutationVariables = Exact<{
  input: PlayerTransferInput;
}>;


export type TransferToPlayerMutation = { transferToPlayer: { completed: boolean | null, ok: boolean, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type BalanceQueryVariables = Exact<{ [key: string]: never; }>;


export type BalanceQuery = { balance: { total: number } | null };

export type ActiveBonusMeterFragment = { id: string, amount: number, turnoverRequired: number, turnoverDone: number, turnoverLeft: number, maxStake: number | null, expiresAt: number | null };

export type FrameBonusQueryVariables = Exact<{ [key: string]: never; }>;


export type FrameBonusQuery = { balance: { bonus: number, activeBonus: { id: string, amount: number, turnoverRequired: number, turnoverDone: number, turnoverLeft: number, maxStake: number | null, expiresAt: number | null } | null } | null };

export type WithdrawPageQueryVariables = Exact<{
  page: number;
  pageSize: number;
}>;


export type WithdrawPageQuery = { withdrawSettings: { dailyCount: number, usedToday: number, remainingToday: number, held: number, autoApprove: boolean, receiptConfirmMinutes: number, paymentPasswordSet: boolean, minAmount: number, maxAmount: number, available: number, bonus: number, bankCards: Array<{ id: string, bankName: string, maskedNumber: string, accountName: string }>, activeBonus: { id: string, amount: number, turnoverRequired: number, turnoverDone: number, turnoverLeft: number, maxStake: number | null, expiresAt: number | null } | null } | null, withdrawalsAwaitingReceipt: { minutes: number, items: Array<{ id: string, amount: number, status: WithdrawalStatus, rejectReason: string | null, createdAt: number, decidedAt: number | null, receipt: ReceiptState | null, receiptDeadline: number | null, confirmedAt: number | null, hasProof: boolean, card: { id: string, bankName: string, maskedNumber: string, accountName: string } | null }> } | null, myWithdrawals: { page: number, pageSize: number, total: number, items: Array<{ id: string, amount: number, status: WithdrawalStatus, rejectReason: string | null, createdAt: number, decidedAt: number | null, receipt: ReceiptState | null, receiptDeadline: number | null, confirmedAt: number | null, hasProof: boolean, card: { id: string, bankName: string, maskedNumber: string, accountName: string } | null }> } | null };

export type WithdrawLimitsFragment = { minAmount: number, maxAmount: number, available: number, bonus: number, activeBonus: { id: string, amount: number, turnoverRequired: number, turnoverDone: number, turnoverLeft: number, maxStake: number | null, expiresAt: number | null } | null };

export type WithdrawalRowFragment = { id: string, amount: number, status: WithdrawalStatus, rejectReason: string | null, createdAt: number, decidedAt: number | null, receipt: ReceiptState | null, receiptDeadline: number | null, confirmedAt: number | null, hasProof: boolean, card: { id: string, bankName: string, maskedNumber: string, accountName: string } | null };

export type WithdrawLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type WithdrawLimitsQuery = { withdrawSettings: { minAmount: number, maxAmount: number, available: number, bonus: number, activeBonus: { id: string, amount: number, turnoverRequired: number, turnoverDone: number, turnoverLeft: number, maxStake: number | null, expiresAt: number | null } | null } | null };

export type RequestWithdrawalMutationVariables = Exact<{
  input: WithdrawalInput;
}>;


export type RequestWithdrawalMutation = { requestWithdrawal: { ok: boolean, withdrawal: { id: string, status: WithdrawalStatus } | null, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type ConfirmReceiptMutationVariables = Exact<{
  input: ReceiptInput;
}>;


export type ConfirmReceiptMutation = { confirmReceipt: { ok: boolean, withdrawals: Array<{ id: string, receipt: ReceiptState | null }>, errors: Array<{ code: UserErrorCode, field: string | null, patternId: string | null, message: string, remaining: number | null, until: number | null, limitPeriod: LimitPeriod | null, retryAfterSeconds: number | null, maximum: number | null, bonusAtStake: number | null }> } };

export type BrandTimeZoneQueryVariables = Exact<{ [key: string]: never; }>;


export type BrandTimeZoneQuery = { brand: { timeZone: string } | null };

export const AreaFlagsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AreaFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeatureFlags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"favorites"}},{"kind":"Field","name":{"kind":"Name","value":"missions"}},{"kind":"Field","name":{"kind":"Name","value":"manualRebate"}},{"kind":"Field","name":{"kind":"Name","value":"chat"}},{"kind":"Field","name":{"kind":"Name","value":"agentPolicy"}}]}}]} as unknown as DocumentNode<AreaFlagsFragment, unknown>;
export const AgentTeamFiguresFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentTeamFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentTeamFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"newMembers"}},{"kind":"Field","name":{"kind":"Name","value":"firstDepositors"}},{"kind":"Field","name":{"kind":"Name","value":"activePlayers"}},{"kind":"Field","name":{"kind":"Name","value":"depositCount"}},{"kind":"Field","name":{"kind":"Name","value":"deposits"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalCount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"validBets"}},{"kind":"Field","name":{"kind":"Name","value":"winLoss"}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"}},{"kind":"Field","name":{"kind":"Name","value":"rebates"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]} as unknown as DocumentNode<AgentTeamFiguresFieldsFragment, unknown>;
export const AgentStatementFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentStatementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentStatementRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"deposits"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"validBets"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"winLoss"}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"}},{"kind":"Field","name":{"kind":"Name","value":"rebates"}},{"kind":"Field","name":{"kind":"Name","value":"netRevenue"}}]}}]} as unknown as DocumentNode<AgentStatementFieldsFragment, unknown>;
export const TeamMemberFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"protection"}},{"kind":"Field","name":{"kind":"Name","value":"verification"}}]}}]} as unknown as DocumentNode<TeamMemberFieldsFragment, unknown>;
export const GuardedMemberFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuardedMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"isTrial"}}]}}]} as unknown as DocumentNode<GuardedMemberFragment, unknown>;
export const RegisterFieldRuleFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegisterFieldRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedPattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}}]}}]} as unknown as DocumentNode<RegisterFieldRuleFragment, unknown>;
export const UserErrorsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<UserErrorsFragment, unknown>;
export const LoginOutcomeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"captchaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"passwordExpired"}},{"kind":"Field","name":{"kind":"Name","value":"passwordIsDefault"}},{"kind":"Field","name":{"kind":"Name","value":"needSecondStep"}},{"kind":"Field","name":{"kind":"Name","value":"secondStepMethods"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAgent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<LoginOutcomeFragment, unknown>;
export const CodeSentFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeSent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"expiredMinutes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<CodeSentFragment, unknown>;
export const FormOutcomeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<FormOutcomeFragment, unknown>;
export const ComplaintFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplaintFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Complaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalAnswerAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAuthor"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"escalation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableAt"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"body"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<ComplaintFieldsFragment, unknown>;
export const AnnouncementsBlockFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementsBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<AnnouncementsBlockFragment, unknown>;
export const AnnouncementsDialogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementsDialog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<AnnouncementsDialogFragment, unknown>;
export const NoticeDialogFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeDialog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]} as unknown as DocumentNode<NoticeDialogFragment, unknown>;
export const NoticeMarqueeFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeMarquee"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]} as unknown as DocumentNode<NoticeMarqueeFragment, unknown>;
export const GameCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"hasFreeTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"launchKind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotCode"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAmount"}}]}}]} as unknown as DocumentNode<GameCardFragment, unknown>;
export const WinnerBoardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WinnerBoard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Winner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"gameName"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"winAmount"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"hasFreeTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"launchKind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotCode"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAmount"}}]}}]} as unknown as DocumentNode<WinnerBoardFragment, unknown>;
export const ContractTierFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractTierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContractTier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}},{"kind":"Field","name":{"kind":"Name","value":"periodConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"periodLoss"}},{"kind":"Field","name":{"kind":"Name","value":"minBetPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]} as unknown as DocumentNode<ContractTierFieldsFragment, unknown>;
export const ContractFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestKind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingMe"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractTierFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lossRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"singleBetAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractTierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContractTier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}},{"kind":"Field","name":{"kind":"Name","value":"periodConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"periodLoss"}},{"kind":"Field","name":{"kind":"Name","value":"minBetPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}}]} as unknown as DocumentNode<ContractFieldsFragment, unknown>;
export const DepositRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepositRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deposit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"methodName"}},{"kind":"Field","name":{"kind":"Name","value":"bankType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageUrl"}}]}}]} as unknown as DocumentNode<DepositRowFragment, unknown>;
export const FeedbackListFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<FeedbackListFragment, unknown>;
export const BannerCarouselFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerCarousel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkType"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}}]}}]} as unknown as DocumentNode<BannerCarouselFragment, unknown>;
export const GamePageSliceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GamePageSlice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GamePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"hasFreeTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"launchKind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotCode"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAmount"}}]}}]} as unknown as DocumentNode<GamePageSliceFragment, unknown>;
export const GameSectionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameSection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasVendorMenu"}},{"kind":"Field","name":{"kind":"Name","value":"vendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GamePageSlice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"hasFreeTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"launchKind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotCode"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GamePageSlice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GamePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameCard"}}]}}]}}]} as unknown as DocumentNode<GameSectionFragment, unknown>;
export const InboxRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<InboxRowFragment, unknown>;
export const JackpotSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JackpotSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JackpotPool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"mustDropBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastWin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"wonAt"}}]}}]}}]} as unknown as DocumentNode<JackpotSummaryFragment, unknown>;
export const LotteryMenuGameFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LotteryMenuGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LotteryGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"periodSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"lockSeconds"}}]}}]} as unknown as DocumentNode<LotteryMenuGameFragment, unknown>;
export const GamblingLimitRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GamblingLimitRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GamblingLimit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEffectiveAt"}}]}}]} as unknown as DocumentNode<GamblingLimitRowFragment, unknown>;
export const SessionLimitFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionLimitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionLimit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"pendingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEffectiveAt"}}]}}]} as unknown as DocumentNode<SessionLimitFieldsFragment, unknown>;
export const PromotionCardFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardPromotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"rafflePrizes"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAmount"}}]}}]} as unknown as DocumentNode<PromotionCardFragment, unknown>;
export const TournamentStandingFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentStandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"entrants"}}]}}]} as unknown as DocumentNode<TournamentStandingFieldsFragment, unknown>;
export const TournamentSummaryFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tournament"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}},{"kind":"Field","name":{"kind":"Name","value":"buyIn"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"entrants"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromRank"}},{"kind":"Field","name":{"kind":"Name","value":"toRank"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"money"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverMultiplier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentStandingFields"}},{"kind":"Field","name":{"kind":"Name","value":"prize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"money"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentStandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"entrants"}}]}}]} as unknown as DocumentNode<TournamentSummaryFragment, unknown>;
export const ActiveBonusMeterFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBonusMeter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveBonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverRequired"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverDone"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxStake"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<ActiveBonusMeterFragment, unknown>;
export const WithdrawLimitsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawLimits"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"activeBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveBonusMeter"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBonusMeter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveBonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverRequired"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverDone"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxStake"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<WithdrawLimitsFragment, unknown>;
export const WithdrawalRowFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"receiptDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasProof"}}]}}]} as unknown as DocumentNode<WithdrawalRowFragment, unknown>;
export const AgentTeamOverviewPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentTeamOverviewPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentTeamOverview"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fromDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromDate"}}},{"kind":"Argument","name":{"kind":"Name","value":"toDate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"toDate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromDate"}},{"kind":"Field","name":{"kind":"Name","value":"toDate"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"team"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgentTeamFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"direct"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgentTeamFiguresFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"date"}},{"kind":"Field","name":{"kind":"Name","value":"activePlayers"}},{"kind":"Field","name":{"kind":"Name","value":"newMembers"}},{"kind":"Field","name":{"kind":"Name","value":"deposits"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"validBets"}},{"kind":"Field","name":{"kind":"Name","value":"winLoss"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentTeamFiguresFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentTeamFigures"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"newMembers"}},{"kind":"Field","name":{"kind":"Name","value":"firstDepositors"}},{"kind":"Field","name":{"kind":"Name","value":"activePlayers"}},{"kind":"Field","name":{"kind":"Name","value":"depositCount"}},{"kind":"Field","name":{"kind":"Name","value":"deposits"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalCount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"validBets"}},{"kind":"Field","name":{"kind":"Name","value":"winLoss"}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"}},{"kind":"Field","name":{"kind":"Name","value":"rebates"}},{"kind":"Field","name":{"kind":"Name","value":"profit"}}]}}]} as unknown as DocumentNode<AgentTeamOverviewPageQuery, AgentTeamOverviewPageQueryVariables>;
export const AgentRevenuePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentRevenuePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgentReportFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgentRevenueSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentRevenueReport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalBets"}},{"kind":"Field","name":{"kind":"Name","value":"totalTurnover"}},{"kind":"Field","name":{"kind":"Name","value":"totalValidBets"}},{"kind":"Field","name":{"kind":"Name","value":"totalPayout"}},{"kind":"Field","name":{"kind":"Name","value":"totalRevenue"}},{"kind":"Field","name":{"kind":"Name","value":"totalCommission"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"validBets"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"revenue"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"commission"}}]}}]}}]}}]} as unknown as DocumentNode<AgentRevenuePageQuery, AgentRevenuePageQueryVariables>;
export const AgentStatementsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentStatementsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgentReportFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgentStatementSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentStatements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgentStatementFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AgentStatementFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AgentStatementFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AgentStatementRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"deposits"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"validBets"}},{"kind":"Field","name":{"kind":"Name","value":"payout"}},{"kind":"Field","name":{"kind":"Name","value":"winLoss"}},{"kind":"Field","name":{"kind":"Name","value":"bonuses"}},{"kind":"Field","name":{"kind":"Name","value":"rebates"}},{"kind":"Field","name":{"kind":"Name","value":"netRevenue"}}]}}]} as unknown as DocumentNode<AgentStatementsPageQuery, AgentStatementsPageQueryVariables>;
export const AgentDownlineTransactionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentDownlineTransactionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgentTransactionFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AgentTransactionSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentDownlineTransactions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalDeposits"}},{"kind":"Field","name":{"kind":"Name","value":"totalWithdrawals"}},{"kind":"Field","name":{"kind":"Name","value":"totalTransfersIn"}},{"kind":"Field","name":{"kind":"Name","value":"totalTransfersOut"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}}]}}]}}]}}]} as unknown as DocumentNode<AgentDownlineTransactionsPageQuery, AgentDownlineTransactionsPageQueryVariables>;
export const AgentLoginPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentLoginPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"isAgent"}}]}}]}}]} as unknown as DocumentNode<AgentLoginPageQuery, AgentLoginPageQueryVariables>;
export const AgentCentreDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentCentre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuardedMember"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"affiliateCode"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AreaFlags"}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"page"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"customerService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuardedMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"isTrial"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AreaFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeatureFlags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"favorites"}},{"kind":"Field","name":{"kind":"Name","value":"missions"}},{"kind":"Field","name":{"kind":"Name","value":"manualRebate"}},{"kind":"Field","name":{"kind":"Name","value":"chat"}},{"kind":"Field","name":{"kind":"Name","value":"agentPolicy"}}]}}]} as unknown as DocumentNode<AgentCentreQuery, AgentCentreQueryVariables>;
export const AgentAnnouncementsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AgentAnnouncementsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentDesk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AgentAnnouncementsPageQuery, AgentAnnouncementsPageQueryVariables>;
export const MarkAgentAnnouncementsReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkAgentAnnouncementsRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkAgentAnnouncementsReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markAgentAnnouncementsRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}},{"kind":"Field","name":{"kind":"Name","value":"changed"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]}}]} as unknown as DocumentNode<MarkAgentAnnouncementsReadMutation, MarkAgentAnnouncementsReadMutationVariables>;
export const RegisterCenterPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegisterCenterPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliateCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registerFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegisterFieldRule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"agentDesk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"policy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentType"}},{"kind":"Field","name":{"kind":"Name","value":"canOpenMember"}},{"kind":"Field","name":{"kind":"Name","value":"canOpenAgent"}},{"kind":"Field","name":{"kind":"Name","value":"rebates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"rateBasisPoints"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegisterFieldRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedPattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}}]}}]} as unknown as DocumentNode<RegisterCenterPageQuery, RegisterCenterPageQueryVariables>;
export const RegisterDownlineDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RegisterDownline"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterDownlineInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerDownline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}}]}}]}}]}}]} as unknown as DocumentNode<RegisterDownlineMutation, RegisterDownlineMutationVariables>;
export const DownlinePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownlinePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"parent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"detail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withDetail"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"agentDesk"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"team"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"parent"},"value":{"kind":"Variable","name":{"kind":"Name","value":"parent"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"parent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamMemberFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"path"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}},{"kind":"Field","name":{"kind":"Name","value":"search"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamMemberFields"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downline"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detail"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withDetail"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TeamMemberFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upline"}},{"kind":"Field","name":{"kind":"Name","value":"depositTotal"}},{"kind":"Field","name":{"kind":"Name","value":"depositCount"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawTotal"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"betCount"}},{"kind":"Field","name":{"kind":"Name","value":"rebates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"rateBasisPoints"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"downlineContracts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"detail"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withDetail"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractTierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContractTier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}},{"kind":"Field","name":{"kind":"Name","value":"periodConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"periodLoss"}},{"kind":"Field","name":{"kind":"Name","value":"minBetPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TeamMemberFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TeamMember"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastLoginAt"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}},{"kind":"Field","name":{"kind":"Name","value":"directCount"}},{"kind":"Field","name":{"kind":"Name","value":"teamSize"}},{"kind":"Field","name":{"kind":"Name","value":"protection"}},{"kind":"Field","name":{"kind":"Name","value":"verification"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestKind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingMe"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractTierFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lossRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"singleBetAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}}]}}]} as unknown as DocumentNode<DownlinePageQuery, DownlinePageQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"captchaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"passwordExpired"}},{"kind":"Field","name":{"kind":"Name","value":"passwordIsDefault"}},{"kind":"Field","name":{"kind":"Name","value":"needSecondStep"}},{"kind":"Field","name":{"kind":"Name","value":"secondStepMethods"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAgent"}}]}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const LogoutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Logout"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logout"}}]}}]} as unknown as DocumentNode<LogoutMutation, LogoutMutationVariables>;
export const CaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}}]}}]}}]} as unknown as DocumentNode<CaptchaQuery, CaptchaQueryVariables>;
export const LoginCaptchaDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginCaptcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"captcha"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"turnstileSiteKey"}}]}}]}}]} as unknown as DocumentNode<LoginCaptchaQuery, LoginCaptchaQueryVariables>;
export const RegisterFieldsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegisterFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"registerFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegisterFieldRule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegisterFieldRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedPattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}}]}}]} as unknown as DocumentNode<RegisterFieldsQuery, RegisterFieldsQueryVariables>;
export const ChangePasswordPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChangePasswordPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuardedMember"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"oldPasswordNeeded"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registerFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegisterFieldRule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuardedMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"isTrial"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegisterFieldRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedPattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}}]}}]} as unknown as DocumentNode<ChangePasswordPageQuery, ChangePasswordPageQueryVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const RegisterPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RegisterPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"usernameRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"mobileRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"registrationMobileVerification"}},{"kind":"Field","name":{"kind":"Name","value":"mobilePasswordRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"googleLogin"}},{"kind":"Field","name":{"kind":"Name","value":"facebookLogin"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registerFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegisterFieldRule"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"termsDocument"},"name":{"kind":"Name","value":"legalDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"TERMS"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"privacyDocument"},"name":{"kind":"Name","value":"legalDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PRIVACY"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"current"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registrationConfirmations"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegisterFieldRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedPattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}}]}}]} as unknown as DocumentNode<RegisterPageQuery, RegisterPageQueryVariables>;
export const AffiliateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Affiliate"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"affiliate"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"agentNickname"}}]}}]}}]} as unknown as DocumentNode<AffiliateQuery, AffiliateQueryVariables>;
export const RegisterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Register"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"register"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]} as unknown as DocumentNode<RegisterMutation, RegisterMutationVariables>;
export const FreePlayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FreePlay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"freePlay"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<FreePlayMutation, FreePlayMutationVariables>;
export const LoginPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LoginPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verificationCodeLogin"}},{"kind":"Field","name":{"kind":"Name","value":"googleLogin"}},{"kind":"Field","name":{"kind":"Name","value":"facebookLogin"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"loginBanners"},"name":{"kind":"Name","value":"banners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"StringValue","value":"w_login","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkType"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}}]}}]}}]} as unknown as DocumentNode<LoginPageQuery, LoginPageQueryVariables>;
export const SocialLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SocialLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SocialLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginWithSocial"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"captchaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"passwordExpired"}},{"kind":"Field","name":{"kind":"Name","value":"passwordIsDefault"}},{"kind":"Field","name":{"kind":"Name","value":"needSecondStep"}},{"kind":"Field","name":{"kind":"Name","value":"secondStepMethods"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAgent"}}]}}]}}]} as unknown as DocumentNode<SocialLoginMutation, SocialLoginMutationVariables>;
export const SendLoginCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendLoginCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MobileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendLoginCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeSent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeSent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"expiredMinutes"}}]}}]} as unknown as DocumentNode<SendLoginCodeMutation, SendLoginCodeMutationVariables>;
export const SmsLoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SmsLogin"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SmsLoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"loginBySms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"captchaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"passwordExpired"}},{"kind":"Field","name":{"kind":"Name","value":"passwordIsDefault"}},{"kind":"Field","name":{"kind":"Name","value":"needSecondStep"}},{"kind":"Field","name":{"kind":"Name","value":"secondStepMethods"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAgent"}}]}}]}}]} as unknown as DocumentNode<SmsLoginMutation, SmsLoginMutationVariables>;
export const ForgotPasswordPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ForgotPasswordPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"passwordResetByMail"}},{"kind":"Field","name":{"kind":"Name","value":"passwordResetByPhone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"registerFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegisterFieldRule"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"customerService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegisterFieldRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedPattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}}]}}]} as unknown as DocumentNode<ForgotPasswordPageQuery, ForgotPasswordPageQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetRequestInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SendSecondStepCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendSecondStepCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"method"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecondStepMethod"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendSecondStepCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"method"},"value":{"kind":"Variable","name":{"kind":"Name","value":"method"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeSent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeSent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"expiredMinutes"}}]}}]} as unknown as DocumentNode<SendSecondStepCodeMutation, SendSecondStepCodeMutationVariables>;
export const CompleteSecondStepDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CompleteSecondStep"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SecondStepInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"completeSecondStep"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LoginOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LoginOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LoginPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"captchaRequired"}},{"kind":"Field","name":{"kind":"Name","value":"passwordExpired"}},{"kind":"Field","name":{"kind":"Name","value":"passwordIsDefault"}},{"kind":"Field","name":{"kind":"Name","value":"needSecondStep"}},{"kind":"Field","name":{"kind":"Name","value":"secondStepMethods"}},{"kind":"Field","name":{"kind":"Name","value":"member"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAgent"}}]}}]}}]} as unknown as DocumentNode<CompleteSecondStepMutation, CompleteSecondStepMutationVariables>;
export const SendRegisterCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendRegisterCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MobileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendRegisterCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CodeSent"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CodeSent"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CodeSentPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"expiredMinutes"}}]}}]} as unknown as DocumentNode<SendRegisterCodeMutation, SendRegisterCodeMutationVariables>;
export const ResetPasswordByPhoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPasswordByPhone"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PhonePasswordResetInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPasswordByPhone"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FormOutcome"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FormOutcome"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FormPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]} as unknown as DocumentNode<ResetPasswordByPhoneMutation, ResetPasswordByPhoneMutationVariables>;
export const ChatPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ChatPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chatModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"customerService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<ChatPageQuery, ChatPageQueryVariables>;
export const LaunchChatDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LaunchChat"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LaunchChatInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"launchChat"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"chatUrl"}},{"kind":"Field","name":{"kind":"Name","value":"framed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<LaunchChatMutation, LaunchChatMutationVariables>;
export const ComplaintsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplaintsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myComplaints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplaintFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerDays"}},{"kind":"Field","name":{"kind":"Name","value":"escalationDays"}},{"kind":"Field","name":{"kind":"Name","value":"disputeBody"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplaintFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Complaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalAnswerAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAuthor"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"escalation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableAt"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"body"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<ComplaintsPageQuery, ComplaintsPageQueryVariables>;
export const ComplaintDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComplaintDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reference"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myComplaints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"disputeBody"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"complaint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"reference"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reference"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ComplaintFields"}},{"kind":"Field","name":{"kind":"Name","value":"messages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"author"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"final"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"images"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ComplaintFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Complaint"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"subject"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"ref"}},{"kind":"Field","name":{"kind":"Name","value":"summary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"answerDueAt"}},{"kind":"Field","name":{"kind":"Name","value":"finalAnswerAt"}},{"kind":"Field","name":{"kind":"Name","value":"closedAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastAuthor"}},{"kind":"Field","name":{"kind":"Name","value":"lastMessageAt"}},{"kind":"Field","name":{"kind":"Name","value":"escalation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableAt"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"body"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}}]}}]} as unknown as DocumentNode<ComplaintDetailQuery, ComplaintDetailQueryVariables>;
export const FileComplaintDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"FileComplaint"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FileComplaintInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fileComplaint"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"complaint"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reference"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<FileComplaintMutation, FileComplaintMutationVariables>;
export const AddComplaintMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddComplaintMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ComplaintMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addComplaintMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<AddComplaintMessageMutation, AddComplaintMessageMutationVariables>;
export const MarketingPreferencesPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MarketingPreferencesPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"marketingPreferences"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"consents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"history"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"product"}},{"kind":"Field","name":{"kind":"Name","value":"channel"}},{"kind":"Field","name":{"kind":"Name","value":"granted"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"address"}}]}},{"kind":"Field","name":{"kind":"Name","value":"receives"}}]}}]}}]} as unknown as DocumentNode<MarketingPreferencesPageQuery, MarketingPreferencesPageQueryVariables>;
export const SetMarketingConsentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetMarketingConsents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarketingConsentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setMarketingConsents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<SetMarketingConsentsMutation, SetMarketingConsentsMutationVariables>;
export const ContractDeskPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContractDeskPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withInfo"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractInfo"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withInfo"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"page"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"contractDesk"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"contract"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"given"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downlines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isAgent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"maxRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"statements"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"contractId"}},{"kind":"Field","name":{"kind":"Name","value":"upline"}},{"kind":"Field","name":{"kind":"Name","value":"downline"}},{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"betCount"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"validBet"}},{"kind":"Field","name":{"kind":"Name","value":"loss"}},{"kind":"Field","name":{"kind":"Name","value":"activePlayers"}},{"kind":"Field","name":{"kind":"Name","value":"wonValidBet"}},{"kind":"Field","name":{"kind":"Name","value":"lostValidBet"}},{"kind":"Field","name":{"kind":"Name","value":"tierIndex"}},{"kind":"Field","name":{"kind":"Name","value":"tier"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractTierFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"base"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"dueAt"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"payer"}}]}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractTierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContractTier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}},{"kind":"Field","name":{"kind":"Name","value":"periodConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"periodLoss"}},{"kind":"Field","name":{"kind":"Name","value":"minBetPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestKind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingMe"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractTierFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lossRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"singleBetAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}}]}}]} as unknown as DocumentNode<ContractDeskPageQuery, ContractDeskPageQueryVariables>;
export const MyContractsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyContractsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contractInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"awaiting"}},{"kind":"Field","name":{"kind":"Name","value":"contracts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractTierFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContractTier"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"activeCount"}},{"kind":"Field","name":{"kind":"Name","value":"periodConsumption"}},{"kind":"Field","name":{"kind":"Name","value":"periodLoss"}},{"kind":"Field","name":{"kind":"Name","value":"minBetPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"endTime"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContractFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Contract"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestKind"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"awaitingMe"}},{"kind":"Field","name":{"kind":"Name","value":"mine"}},{"kind":"Field","name":{"kind":"Name","value":"terms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tiers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContractTierFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"winRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"lossRateBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"singleBetAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"upline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"offeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endReason"}}]}}]} as unknown as DocumentNode<MyContractsPageQuery, MyContractsPageQueryVariables>;
export const OfferContractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OfferContract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OfferContractInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offerContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<OfferContractMutation, OfferContractMutationVariables>;
export const AnswerContractDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerContract"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AnswerContractInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerContract"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<AnswerContractMutation, AnswerContractMutationVariables>;
export const RequestContractTerminationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestContractTermination"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContractRefInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestContractTermination"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<RequestContractTerminationMutation, RequestContractTerminationMutationVariables>;
export const IssueDividendDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IssueDividend"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"IssueDividendInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"issueDividend"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<IssueDividendMutation, IssueDividendMutationVariables>;
export const DepositPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DepositPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"depositId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withDeposit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saferGamblingPrompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"due"}}]}},{"kind":"Field","name":{"kind":"Name","value":"depositSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"allowDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"methods"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"bankTypes"}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myDeposits"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepositRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"depositId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withDeposit"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DepositRow"}},{"kind":"Field","name":{"kind":"Name","value":"walletAddress"}},{"kind":"Field","name":{"kind":"Name","value":"payeeName"}},{"kind":"Field","name":{"kind":"Name","value":"account"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"accountNumber"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DepositRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Deposit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"methodName"}},{"kind":"Field","name":{"kind":"Name","value":"bankType"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"firstDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"paymentUrl"}},{"kind":"Field","name":{"kind":"Name","value":"qrImageUrl"}}]}}]} as unknown as DocumentNode<DepositPageQuery, DepositPageQueryVariables>;
export const CreateDepositDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateDepositInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"deposit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<CreateDepositMutation, CreateDepositMutationVariables>;
export const CancelDepositDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CancelDeposit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cancelDeposit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<CancelDepositMutation, CancelDepositMutationVariables>;
export const FeedbackPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FeedbackPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withList"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isTrial"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"5"}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withList"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"FeedbackList"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"FeedbackList"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"imageCount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"answeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<FeedbackPageQuery, FeedbackPageQueryVariables>;
export const SendFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<SendFeedbackMutation, SendFeedbackMutationVariables>;
export const AddFavoriteGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddFavoriteGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addFavoriteGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"vendor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendor"}}},{"kind":"Argument","name":{"kind":"Name","value":"gameType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<AddFavoriteGameMutation, AddFavoriteGameMutationVariables>;
export const RemoveFavoriteGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveFavoriteGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendor"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeFavoriteGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}},{"kind":"Argument","name":{"kind":"Name","value":"vendor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendor"}}},{"kind":"Argument","name":{"kind":"Name","value":"gameType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameType"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"gameId"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<RemoveFavoriteGameMutation, RemoveFavoriteGameMutationVariables>;
export const GameSliceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GameSlice"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"games"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GamePageSlice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"hasFreeTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"launchKind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotCode"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GamePageSlice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GamePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameCard"}}]}}]}}]} as unknown as DocumentNode<GameSliceQuery, GameSliceQueryVariables>;
export const GameInfoDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GameInfo"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"info"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"returns"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bet"}},{"kind":"Field","name":{"kind":"Name","value":"basisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"atMost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minStake"}},{"kind":"Field","name":{"kind":"Name","value":"maxStake"}},{"kind":"Field","name":{"kind":"Name","value":"payTable"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"paysHundredths"}},{"kind":"Field","name":{"kind":"Name","value":"chance"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rules"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jackpots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"jackpots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<GameInfoQuery, GameInfoQueryVariables>;
export const PlayPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlayPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"hasFreeTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"launchKind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotCode"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAmount"}}]}}]} as unknown as DocumentNode<PlayPageQuery, PlayPageQueryVariables>;
export const LaunchGameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LaunchGame"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LaunchGameInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"launchGame"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"gameUrl"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<LaunchGameMutation, LaunchGameMutationVariables>;
export const VendorLobbyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VendorLobby"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vendor"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withRooms"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"games"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"vendor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendor"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"gameType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameType"}}}]}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withRooms"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","name":{"kind":"Name","value":"game"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withRooms"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gameRooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"vendor"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vendor"}}},{"kind":"Argument","name":{"kind":"Name","value":"gameId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withRooms"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"minBet"}},{"kind":"Field","name":{"kind":"Name","value":"maxBet"}},{"kind":"Field","name":{"kind":"Name","value":"players"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"hasFreeTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"launchKind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotCode"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAmount"}}]}}]} as unknown as DocumentNode<VendorLobbyQuery, VendorLobbyQueryVariables>;
export const LobbyPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LobbyPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GameFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withProviders"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameNavigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"classes"}},{"kind":"Field","name":{"kind":"Name","value":"vendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"providers"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withProviders"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GamePageSlice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"hasFreeTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"launchKind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotCode"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GamePageSlice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GamePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameCard"}}]}}]}}]} as unknown as DocumentNode<LobbyPageQuery, LobbyPageQueryVariables>;
export const MemberGamesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberGames"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"favorites"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"favoriteGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favorites"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GamePageSlice"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"skip"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"favorites"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GamePageSlice"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"hasFreeTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"launchKind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotCode"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GamePageSlice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GamePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameCard"}}]}}]}}]} as unknown as DocumentNode<MemberGamesQuery, MemberGamesQueryVariables>;
export const ProvidersPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProvidersPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"providers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gameTypes"}}]}}]}}]} as unknown as DocumentNode<ProvidersPageQuery, ProvidersPageQueryVariables>;
export const HelpPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HelpPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"helpArticles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}}]} as unknown as DocumentNode<HelpPageQuery, HelpPageQueryVariables>;
export const HomePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"notices"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeMarquee"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"NoticeDialog"}}]}},{"kind":"Field","name":{"kind":"Name","value":"banners"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"group"},"value":{"kind":"StringValue","value":"w_home","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BannerCarousel"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hotGames"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"12"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameCard"}}]}},{"kind":"Field","name":{"kind":"Name","value":"jackpots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decorative"}},{"kind":"Field","name":{"kind":"Name","value":"pools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JackpotSummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeMarquee"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"NoticeDialog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Notice"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BannerCarousel"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Banner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"linkType"}},{"kind":"Field","name":{"kind":"Name","value":"linkUrl"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"hasFreeTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"launchKind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotCode"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JackpotSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JackpotPool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"mustDropBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastWin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"wonAt"}}]}}]}}]} as unknown as DocumentNode<HomePageQuery, HomePageQueryVariables>;
export const HomePageWinnersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePageWinners"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"winnerBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WinnerBoard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"hasFreeTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"launchKind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotCode"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WinnerBoard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Winner"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"customerName"}},{"kind":"Field","name":{"kind":"Name","value":"gameName"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"winAmount"}},{"kind":"Field","name":{"kind":"Name","value":"game"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameCard"}}]}}]}}]} as unknown as DocumentNode<HomePageWinnersQuery, HomePageWinnersQueryVariables>;
export const HomePageAnnouncementsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePageAnnouncements"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"announcements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"PLAYER"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"8"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementsBlock"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AnnouncementsDialog"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementsBlock"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AnnouncementsDialog"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AnnouncementPage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"totalPages"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}}]} as unknown as DocumentNode<HomePageAnnouncementsQuery, HomePageAnnouncementsQueryVariables>;
export const HomePageGameSectionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePageGameSections"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expand"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SectionState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameSections"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"expand"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expand"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameSection"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Game"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"hasFreeTrial"}},{"kind":"Field","name":{"kind":"Name","value":"isHot"}},{"kind":"Field","name":{"kind":"Name","value":"isNew"}},{"kind":"Field","name":{"kind":"Name","value":"launchKind"}},{"kind":"Field","name":{"kind":"Name","value":"isFavorite"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotCode"}},{"kind":"Field","name":{"kind":"Name","value":"jackpotAmount"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GamePageSlice"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GamePage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GameCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GameSection"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GameSection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasVendorMenu"}},{"kind":"Field","name":{"kind":"Name","value":"vendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GamePageSlice"}}]}}]}}]} as unknown as DocumentNode<HomePageGameSectionsQuery, HomePageGameSectionsQueryVariables>;
export const HomePageSectionLanesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HomePageSectionLanes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameSections"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"category"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}}]}}]}}]}}]} as unknown as DocumentNode<HomePageSectionLanesQuery, HomePageSectionLanesQueryVariables>;
export const InboxPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"InboxPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withMessage"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"inbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"inboxMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"messageId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withMessage"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"InboxRow"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"InboxRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"InboxMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"audience"}},{"kind":"Field","name":{"kind":"Name","value":"read"}}]}}]} as unknown as DocumentNode<InboxPageQuery, InboxPageQueryVariables>;
export const MarkInboxReadDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"MarkInboxRead"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MarkInboxReadInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"markInboxRead"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<MarkInboxReadMutation, MarkInboxReadMutationVariables>;
export const DeleteInboxMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteInboxMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DeleteInboxMessagesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteInboxMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"unread"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<DeleteInboxMessagesMutation, DeleteInboxMessagesMutationVariables>;
export const JackpotsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JackpotsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jackpots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"decorative"}},{"kind":"Field","name":{"kind":"Name","value":"pools"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"JackpotSummary"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"JackpotSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"JackpotPool"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"mustDropBy"}},{"kind":"Field","name":{"kind":"Name","value":"lastWin"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"wonAt"}}]}}]}}]} as unknown as DocumentNode<JackpotsPageQuery, JackpotsPageQueryVariables>;
export const JackpotPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"JackpotPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"jackpot"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"seed"}},{"kind":"Field","name":{"kind":"Name","value":"contributionBasisPoints"}},{"kind":"Field","name":{"kind":"Name","value":"trigger"}},{"kind":"Field","name":{"kind":"Name","value":"mustDropBy"}},{"kind":"Field","name":{"kind":"Name","value":"ceiling"}},{"kind":"Field","name":{"kind":"Name","value":"oddsStake"}},{"kind":"Field","name":{"kind":"Name","value":"gameTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"wonAt"}},{"kind":"Field","name":{"kind":"Name","value":"gameName"}},{"kind":"Field","name":{"kind":"Name","value":"winner"}}]}}]}}]}}]} as unknown as DocumentNode<JackpotPageQuery, JackpotPageQueryVariables>;
export const VerificationPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VerificationPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verification"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ageVerified"}},{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"asked"}},{"kind":"Field","name":{"kind":"Name","value":"note"}}]}},{"kind":"Field","name":{"kind":"Name","value":"documents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gates"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"realPlay"}},{"kind":"Field","name":{"kind":"Name","value":"withdraw"}},{"kind":"Field","name":{"kind":"Name","value":"freePlay"}},{"kind":"Field","name":{"kind":"Name","value":"depositAbove"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"currencySymbol"}}]}}]}}]} as unknown as DocumentNode<VerificationPageQuery, VerificationPageQueryVariables>;
export const UploadVerificationDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UploadVerificationDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerificationDocumentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadVerificationDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"document"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<UploadVerificationDocumentMutation, UploadVerificationDocumentMutationVariables>;
export const LegalDocumentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegalDocumentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"kind"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LegalDocumentKind"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"version"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalDocument"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"Variable","name":{"kind":"Name","value":"kind"}}},{"kind":"Argument","name":{"kind":"Name","value":"version"},"value":{"kind":"Variable","name":{"kind":"Name","value":"version"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"language"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<LegalDocumentPageQuery, LegalDocumentPageQueryVariables>;
export const LegalPendingDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LegalPending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"legalRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}}]}}]}}]} as unknown as DocumentNode<LegalPendingQuery, LegalPendingQueryVariables>;
export const AcceptLegalDocumentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptLegalDocuments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AcceptLegalDocumentsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptLegalDocuments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<AcceptLegalDocumentsMutation, AcceptLegalDocumentsMutationVariables>;
export const LiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"Live"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"live"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"activeBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverRequired"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverDone"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverLeft"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"badges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tournaments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"entrants"}}]}}]}}]}}]} as unknown as DocumentNode<LiveSubscription, LiveSubscriptionVariables>;
export const SiteLiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"SiteLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"siteLive"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"maintenanceEndTime"}},{"kind":"Field","name":{"kind":"Name","value":"jackpots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaderboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"entrants"}},{"kind":"Field","name":{"kind":"Name","value":"top"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}}]}}]}}]} as unknown as DocumentNode<SiteLiveSubscription, SiteLiveSubscriptionVariables>;
export const LotteryGuardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LotteryGuard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuardedMember"}}]}},{"kind":"Field","name":{"kind":"Name","value":"gameNavigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"vendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuardedMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"isTrial"}}]}}]} as unknown as DocumentNode<LotteryGuardQuery, LotteryGuardQueryVariables>;
export const LotteryMenuDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LotteryMenu"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"prizeMode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LotteryPrizeMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotteryMenu"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"prizeMode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"prizeMode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prizeMode"}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LotteryMenuGame"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"recentLotteryGames"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LotteryMenuGame"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LotteryMenuGame"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LotteryGame"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"nodeId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"iconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"periodSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"lockSeconds"}}]}}]} as unknown as DocumentNode<LotteryMenuQuery, LotteryMenuQueryVariables>;
export const LotteryBoardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LotteryBoard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"gameCode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"vn"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},"defaultValue":{"kind":"BooleanValue","value":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"lotteryBoard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"gameCode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"gameCode"}}},{"kind":"Argument","name":{"kind":"Name","value":"lastDraws"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameCode"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"current"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"openTime"}},{"kind":"Field","name":{"kind":"Name","value":"closeTime"}},{"kind":"Field","name":{"kind":"Name","value":"drawTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"lastDraws"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"digits"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"drawTime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"latestDraw"},"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"vn"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"numero"}},{"kind":"Field","name":{"kind":"Name","value":"digits"}},{"kind":"Field","name":{"kind":"Name","value":"sum"}},{"kind":"Field","name":{"kind":"Name","value":"drawTime"}}]}}]}}]}}]} as unknown as DocumentNode<LotteryBoardQuery, LotteryBoardQueryVariables>;
export const LaunchLotteryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"LaunchLottery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LaunchLotteryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"launchLottery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"gameUrl"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<LaunchLotteryMutation, LaunchLotteryMutationVariables>;
export const MemberPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MemberPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuardedMember"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginTime"}},{"kind":"Field","name":{"kind":"Name","value":"registeredAt"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"wallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AreaFlags"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuardedMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"isTrial"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AreaFlags"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"FeatureFlags"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"favorites"}},{"kind":"Field","name":{"kind":"Name","value":"missions"}},{"kind":"Field","name":{"kind":"Name","value":"manualRebate"}},{"kind":"Field","name":{"kind":"Name","value":"chat"}},{"kind":"Field","name":{"kind":"Name","value":"agentPolicy"}}]}}]} as unknown as DocumentNode<MemberPageQuery, MemberPageQueryVariables>;
export const MySessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mySessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"current"}},{"kind":"Field","name":{"kind":"Name","value":"ip"}},{"kind":"Field","name":{"kind":"Name","value":"deviceId"}},{"kind":"Field","name":{"kind":"Name","value":"origin"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastSeenAt"}}]}}]}}]} as unknown as DocumentNode<MySessionsQuery, MySessionsQueryVariables>;
export const EndSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EndSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"endSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<EndSessionMutation, EndSessionMutationVariables>;
export const PointMallPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PointMallPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"exchangeType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PointExchangeType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withRewards"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withRecords"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withDetails"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pointType"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PointType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GuardedMember"}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointBalance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"convertibleAmount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointRules"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"depositRatios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"amountPerPoint"}}]}},{"kind":"Field","name":{"kind":"Name","value":"betRatios"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"pointType"}},{"kind":"Field","name":{"kind":"Name","value":"validAmountPerPoint"}}]}},{"kind":"Field","name":{"kind":"Name","value":"convertEnabled"}},{"kind":"Field","name":{"kind":"Name","value":"convertRate"}},{"kind":"Field","name":{"kind":"Name","value":"convertMinPoints"}},{"kind":"Field","name":{"kind":"Name","value":"convertStepPoints"}},{"kind":"Field","name":{"kind":"Name","value":"redeemMaxQuantity"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointRewards"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"exchangeType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"exchangeType"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withRewards"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemMaxQuantity"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"stock"}},{"kind":"Field","name":{"kind":"Name","value":"needsDelivery"}},{"kind":"Field","name":{"kind":"Name","value":"maxPerMember"}},{"kind":"Field","name":{"kind":"Name","value":"heldByMember"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointExchanges"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withRecords"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"transactionNo"}},{"kind":"Field","name":{"kind":"Name","value":"appliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"exchangeType"}},{"kind":"Field","name":{"kind":"Name","value":"rewardName"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"pointsEach"}},{"kind":"Field","name":{"kind":"Name","value":"pointsTotal"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"remark"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryAddress"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pointDetails"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pointType"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withDetails"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"balanceAfter"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GuardedMember"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Member"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"isTrial"}}]}}]} as unknown as DocumentNode<PointMallPageQuery, PointMallPageQueryVariables>;
export const RedeemPointRewardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RedeemPointReward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RedeemPointRewardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"redeemPointReward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}}]}}]}}]}}]} as unknown as DocumentNode<RedeemPointRewardMutation, RedeemPointRewardMutationVariables>;
export const ConvertPointsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConvertPoints"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ConvertPointsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"convertPoints"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"conversion"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<ConvertPointsMutation, ConvertPointsMutationVariables>;
export const MyDataPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyDataPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myData"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"exports"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"readyAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"Field","name":{"kind":"Name","value":"erasure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"eraseAfter"}},{"kind":"Field","name":{"kind":"Name","value":"erasedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"exportHours"}},{"kind":"Field","name":{"kind":"Name","value":"retentionDays"}},{"kind":"Field","name":{"kind":"Name","value":"hidesPublicWins"}}]}}]}}]} as unknown as DocumentNode<MyDataPageQuery, MyDataPageQueryVariables>;
export const SetPublicWinsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPublicWins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PublicWinsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPublicWins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"hidesPublicWins"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<SetPublicWinsMutation, SetPublicWinsMutationVariables>;
export const RequestDataExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestDataExport"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<RequestDataExportMutation, RequestDataExportMutationVariables>;
export const DataExportLinkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DataExportLink"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"DataExportLinkInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dataExportLink"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<DataExportLinkMutation, DataExportLinkMutationVariables>;
export const RequestErasureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestErasure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ErasureInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestErasure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"erasure"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eraseAfter"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<RequestErasureMutation, RequestErasureMutationVariables>;
export const PushSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PushSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pushSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kinds"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicKey"}},{"kind":"Field","name":{"kind":"Name","value":"subscriptions"}}]}}]}}]} as unknown as DocumentNode<PushSettingsQuery, PushSettingsQueryVariables>;
export const SetPushPreferencesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPushPreferences"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushPreferencesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPushPreferences"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<SetPushPreferencesMutation, SetPushPreferencesMutationVariables>;
export const SubscribePushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PushSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<SubscribePushMutation, SubscribePushMutationVariables>;
export const UnsubscribePushDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UnsubscribePush"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsubscribePush"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"endpoint"},"value":{"kind":"Variable","name":{"kind":"Name","value":"endpoint"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<UnsubscribePushMutation, UnsubscribePushMutationVariables>;
export const TransactionHistoryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransactionHistoryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TransactionSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transactionHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalIn"}},{"kind":"Field","name":{"kind":"Name","value":"totalOut"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"wallet"}},{"kind":"Field","name":{"kind":"Name","value":"reference"}},{"kind":"Field","name":{"kind":"Name","value":"method"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"counterparty"}},{"kind":"Field","name":{"kind":"Name","value":"fromWallet"}},{"kind":"Field","name":{"kind":"Name","value":"toWallet"}},{"kind":"Field","name":{"kind":"Name","value":"gameName"}},{"kind":"Field","name":{"kind":"Name","value":"vendor"}}]}}]}}]}}]} as unknown as DocumentNode<TransactionHistoryPageQuery, TransactionHistoryPageQueryVariables>;
export const RecordsGameTypesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RecordsGameTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameNavigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<RecordsGameTypesQuery, RecordsGameTypesQueryVariables>;
export const BettingRecordsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BettingRecordsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BetFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BetSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bettingRecords"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalStake"}},{"kind":"Field","name":{"kind":"Name","value":"totalValidBet"}},{"kind":"Field","name":{"kind":"Name","value":"totalWinLoss"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"roundId"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"gameName"}},{"kind":"Field","name":{"kind":"Name","value":"vendorName"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"gameTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"validBet"}},{"kind":"Field","name":{"kind":"Name","value":"winLoss"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}}]} as unknown as DocumentNode<BettingRecordsPageQuery, BettingRecordsPageQueryVariables>;
export const PersonalProfitPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PersonalProfitPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filter"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfitFilter"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfitSort"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"direction"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SortDirection"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalProfit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"filter"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filter"}}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"direction"},"value":{"kind":"Variable","name":{"kind":"Name","value":"direction"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"totalBets"}},{"kind":"Field","name":{"kind":"Name","value":"totalStake"}},{"kind":"Field","name":{"kind":"Name","value":"totalTurnover"}},{"kind":"Field","name":{"kind":"Name","value":"totalWinLoss"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"periodStart"}},{"kind":"Field","name":{"kind":"Name","value":"periodEnd"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"gameTypeName"}},{"kind":"Field","name":{"kind":"Name","value":"bets"}},{"kind":"Field","name":{"kind":"Name","value":"stake"}},{"kind":"Field","name":{"kind":"Name","value":"turnover"}},{"kind":"Field","name":{"kind":"Name","value":"winLoss"}}]}}]}}]}}]} as unknown as DocumentNode<PersonalProfitPageQuery, PersonalProfitPageQueryVariables>;
export const ResponsibleGamingPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ResponsibleGamingPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saferGamblingPrompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"due"}}]}},{"kind":"Field","name":{"kind":"Name","value":"responsibleGaming"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tools"}},{"kind":"Field","name":{"kind":"Name","value":"limits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GamblingLimitRow"}}]}},{"kind":"Field","name":{"kind":"Name","value":"coolingOffHours"}},{"kind":"Field","name":{"kind":"Name","value":"sessionLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionLimitFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"realityCheckMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"brandRealityCheckMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"selfExclusionAlsoOn"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"what"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"fromMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"toMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"length"}},{"kind":"Field","name":{"kind":"Name","value":"effectiveAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GamblingLimitRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GamblingLimit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEffectiveAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionLimitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionLimit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"pendingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEffectiveAt"}}]}}]} as unknown as DocumentNode<ResponsibleGamingPageQuery, ResponsibleGamingPageQueryVariables>;
export const SetGamblingLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetGamblingLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GamblingLimitInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setGamblingLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"limit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GamblingLimitRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GamblingLimitRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GamblingLimit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"period"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"used"}},{"kind":"Field","name":{"kind":"Name","value":"resetsAt"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"pendingAmount"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEffectiveAt"}}]}}]} as unknown as DocumentNode<SetGamblingLimitMutation, SetGamblingLimitMutationVariables>;
export const StartExclusionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartExclusion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ExclusionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startExclusion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<StartExclusionMutation, StartExclusionMutationVariables>;
export const CloseAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CloseAccount"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CloseAccountInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"closeAccount"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<CloseAccountMutation, CloseAccountMutationVariables>;
export const SetSessionLimitDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetSessionLimit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MinutesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setSessionLimit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"sessionLimit"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionLimitFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionLimitFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionLimit"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"pending"}},{"kind":"Field","name":{"kind":"Name","value":"pendingMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"pendingEffectiveAt"}}]}}]} as unknown as DocumentNode<SetSessionLimitMutation, SetSessionLimitMutationVariables>;
export const SetRealityCheckDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetRealityCheck"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MinutesInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRealityCheck"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"realityCheckMinutes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<SetRealityCheckMutation, SetRealityCheckMutationVariables>;
export const PlaySessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PlaySession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"playSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"realityCheckMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"stakes"}},{"kind":"Field","name":{"kind":"Name","value":"net"}},{"kind":"Field","name":{"kind":"Name","value":"rounds"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<PlaySessionQuery, PlaySessionQueryVariables>;
export const UserErrorFormatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserErrorFormats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"currencySymbol"}}]}}]}}]} as unknown as DocumentNode<UserErrorFormatsQuery, UserErrorFormatsQueryVariables>;
export const SaferGamblingPromptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SaferGamblingPrompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saferGamblingPrompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"due"}}]}}]}}]} as unknown as DocumentNode<SaferGamblingPromptsQuery, SaferGamblingPromptsQueryVariables>;
export const AnswerSaferGamblingPromptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AnswerSaferGamblingPrompt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SaferGamblingAnswerInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answerSaferGamblingPrompt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}}]}}]}}]}}]} as unknown as DocumentNode<AnswerSaferGamblingPromptMutation, AnswerSaferGamblingPromptMutationVariables>;
export const RewardPromotionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RewardPromotions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardPromotions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"categories"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionCard"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardPromotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"rafflePrizes"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAmount"}}]}}]} as unknown as DocumentNode<RewardPromotionsQuery, RewardPromotionsQueryVariables>;
export const PromotionDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PromotionDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rewardPromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"promotionType"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PromotionCard"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PromotionCard"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RewardPromotion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"rafflePrizes"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAmount"}}]}}]} as unknown as DocumentNode<PromotionDetailQuery, PromotionDetailQueryVariables>;
export const BonusDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BonusDetails"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonuses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"promotionId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverRequired"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverDone"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"grantId"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"maxStake"}},{"kind":"Field","name":{"kind":"Name","value":"endedAmount"}},{"kind":"Field","name":{"kind":"Name","value":"endedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"activeBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveBonusMeter"}},{"kind":"Field","name":{"kind":"Name","value":"stakeOrder"}},{"kind":"Field","name":{"kind":"Name","value":"contributions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"percent"}}]}},{"kind":"Field","name":{"kind":"Name","value":"defaultContribution"}},{"kind":"Field","name":{"kind":"Name","value":"queued"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBonusMeter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveBonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverRequired"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverDone"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxStake"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<BonusDetailsQuery, BonusDetailsQueryVariables>;
export const MissionsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MissionsPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"missionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withMission"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"missions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"reachedMilestones"}},{"kind":"Field","name":{"kind":"Name","value":"claimableMilestones"}},{"kind":"Field","name":{"kind":"Name","value":"milestoneCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mission"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"missionId"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withMission"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"progress"}},{"kind":"Field","name":{"kind":"Name","value":"milestones"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"step"}},{"kind":"Field","name":{"kind":"Name","value":"target"}},{"kind":"Field","name":{"kind":"Name","value":"reward"}},{"kind":"Field","name":{"kind":"Name","value":"reached"}},{"kind":"Field","name":{"kind":"Name","value":"claimed"}}]}},{"kind":"Field","name":{"kind":"Name","value":"leaderboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"reachedValue"}},{"kind":"Field","name":{"kind":"Name","value":"me"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myRank"}},{"kind":"Field","name":{"kind":"Name","value":"myValue"}}]}}]}}]} as unknown as DocumentNode<MissionsPageQuery, MissionsPageQueryVariables>;
export const RebatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"RebatePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rebate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"lines"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"validBets"}},{"kind":"Field","name":{"kind":"Name","value":"rateBp"}},{"kind":"Field","name":{"kind":"Name","value":"rebate"}}]}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"claimedAt"}}]}}]}}]}}]} as unknown as DocumentNode<RebatePageQuery, RebatePageQueryVariables>;
export const ReferralPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReferralPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"referral"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"registerPath"}},{"kind":"Field","name":{"kind":"Name","value":"totalInvitations"}},{"kind":"Field","name":{"kind":"Name","value":"totalReward"}},{"kind":"Field","name":{"kind":"Name","value":"rewardPerInvitee"}},{"kind":"Field","name":{"kind":"Name","value":"minFirstDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"invitations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"joinedAt"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"reward"}},{"kind":"Field","name":{"kind":"Name","value":"paidAt"}}]}}]}}]}}]} as unknown as DocumentNode<ReferralPageQuery, ReferralPageQueryVariables>;
export const JoinPromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinPromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinPromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<JoinPromotionMutation, JoinPromotionMutationVariables>;
export const ClaimPromotionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimPromotion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimPromotion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<ClaimPromotionMutation, ClaimPromotionMutationVariables>;
export const ClaimRaffleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimRaffle"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PromotionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimRaffle"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<ClaimRaffleMutation, ClaimRaffleMutationVariables>;
export const ClaimMissionRewardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimMissionReward"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"MissionRewardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimMissionReward"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"reward"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<ClaimMissionRewardMutation, ClaimMissionRewardMutationVariables>;
export const ClaimRebateDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ClaimRebate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claimRebate"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<ClaimRebateMutation, ClaimRebateMutationVariables>;
export const ForfeitBonusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ForfeitBonus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forfeitBonus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"requestId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"requestId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"forfeited"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<ForfeitBonusMutation, ForfeitBonusMutationVariables>;
export const VipPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"VipPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vip"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"deposits"}},{"kind":"Field","name":{"kind":"Name","value":"validBets"}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"minDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"minValidBet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"levels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"minDeposit"}},{"kind":"Field","name":{"kind":"Name","value":"minValidBet"}}]}}]}}]}}]} as unknown as DocumentNode<VipPageQuery, VipPageQueryVariables>;
export const SecurityCentrePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SecurityCentrePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saferGamblingPrompts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"due"}}]}},{"kind":"Field","name":{"kind":"Name","value":"legalRecord"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pending"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}}]}},{"kind":"Field","name":{"kind":"Name","value":"acceptances"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAt"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"source"}}]}},{"kind":"Field","name":{"kind":"Name","value":"confirmations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"netDeposits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"last12Months"}},{"kind":"Field","name":{"kind":"Name","value":"lifetime"}}]}},{"kind":"Field","name":{"kind":"Name","value":"securityCentre"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"profile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}},{"kind":"Field","name":{"kind":"Name","value":"birthday"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"nationality"}},{"kind":"Field","name":{"kind":"Name","value":"occupation"}},{"kind":"Field","name":{"kind":"Name","value":"incomeSource"}},{"kind":"Field","name":{"kind":"Name","value":"zalo"}},{"kind":"Field","name":{"kind":"Name","value":"telegram"}}]}},{"kind":"Field","name":{"kind":"Name","value":"profileFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}},{"kind":"Field","name":{"kind":"Name","value":"realNameLocked"}},{"kind":"Field","name":{"kind":"Name","value":"nationalities"}},{"kind":"Field","name":{"kind":"Name","value":"incomeSources"}},{"kind":"Field","name":{"kind":"Name","value":"hasPaymentPassword"}},{"kind":"Field","name":{"kind":"Name","value":"countryDialingCode"}},{"kind":"Field","name":{"kind":"Name","value":"mobile"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"zaloBonusMax"}},{"kind":"Field","name":{"kind":"Name","value":"bankCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}},{"kind":"Field","name":{"kind":"Name","value":"addedAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"limit"}},{"kind":"Field","name":{"kind":"Name","value":"banks"}},{"kind":"Field","name":{"kind":"Name","value":"realName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"registerFields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"RegisterFieldRule"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"RegisterFieldRule"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"RegisterField"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"required"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedPattern"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"minLength"}},{"kind":"Field","name":{"kind":"Name","value":"maxLength"}}]}}]} as unknown as DocumentNode<SecurityCentrePageQuery, SecurityCentrePageQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const SendContactCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"expiredMinutes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<SendContactCodeMutation, SendContactCodeMutationVariables>;
export const BindContactDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"BindContact"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BindContactInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bindContact"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<BindContactMutation, BindContactMutationVariables>;
export const SetPaymentPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetPaymentPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetPaymentPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setPaymentPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<SetPaymentPasswordMutation, SetPaymentPasswordMutationVariables>;
export const ChangePaymentPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePaymentPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePaymentPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePaymentPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<ChangePaymentPasswordMutation, ChangePaymentPasswordMutationVariables>;
export const SendPaymentPasswordCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendPaymentPasswordCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"channel"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactChannel"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendPaymentPasswordCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"channel"},"value":{"kind":"Variable","name":{"kind":"Name","value":"channel"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"expiredMinutes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<SendPaymentPasswordCodeMutation, SendPaymentPasswordCodeMutationVariables>;
export const ResetPaymentPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPaymentPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPaymentPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPaymentPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<ResetPaymentPasswordMutation, ResetPaymentPasswordMutationVariables>;
export const AddBankCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AddBankCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddBankCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<AddBankCardMutation, AddBankCardMutationVariables>;
export const RemoveBankCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveBankCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveBankCardInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeBankCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<RemoveBankCardMutation, RemoveBankCardMutationVariables>;
export const DownloadLinksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownloadLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<DownloadLinksQuery, DownloadLinksQueryVariables>;
export const BrandFaviconDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrandFavicon"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brandTheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"faviconUrl"}}]}}]}}]} as unknown as DocumentNode<BrandFaviconQuery, BrandFaviconQueryVariables>;
export const BrandManifestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrandManifest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandTheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"background"}},{"kind":"Field","name":{"kind":"Name","value":"surface"}}]}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"icons"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"src"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"purpose"}}]}}]}}]}}]} as unknown as DocumentNode<BrandManifestQuery, BrandManifestQueryVariables>;
export const ShellDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Shell"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"isTrial"}},{"kind":"Field","name":{"kind":"Name","value":"avatarUrl"}},{"kind":"Field","name":{"kind":"Name","value":"previousLoginTime"}},{"kind":"Field","name":{"kind":"Name","value":"firstTimeLogin"}},{"kind":"Field","name":{"kind":"Name","value":"legalPending"}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberBadges"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"popupAnnouncements"},"name":{"kind":"Name","value":"announcements"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"kind"},"value":{"kind":"EnumValue","value":"POPUP"}},{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"promotionType"}},{"kind":"Field","name":{"kind":"Name","value":"execution"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"licenceText"}},{"kind":"Field","name":{"kind":"Name","value":"licence"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"licensee"}},{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"authority"}},{"kind":"Field","name":{"kind":"Name","value":"sealUrl"}},{"kind":"Field","name":{"kind":"Name","value":"verifyUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"helpline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minimumAge"}},{"kind":"Field","name":{"kind":"Name","value":"inactivityMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"sessionFigures"}},{"kind":"Field","name":{"kind":"Name","value":"tournaments"}},{"kind":"Field","name":{"kind":"Name","value":"analyticsId"}},{"kind":"Field","name":{"kind":"Name","value":"currencySymbol"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"languages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"currencySymbol"}},{"kind":"Field","name":{"kind":"Name","value":"isDefault"}}]}},{"kind":"Field","name":{"kind":"Name","value":"customerService"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloads"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"platform"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"brandTheme"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scheme"}},{"kind":"Field","name":{"kind":"Name","value":"colors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"background"}},{"kind":"Field","name":{"kind":"Name","value":"surface"}},{"kind":"Field","name":{"kind":"Name","value":"surfaceRaised"}},{"kind":"Field","name":{"kind":"Name","value":"navigation"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"muted"}},{"kind":"Field","name":{"kind":"Name","value":"accent"}},{"kind":"Field","name":{"kind":"Name","value":"onAccent"}},{"kind":"Field","name":{"kind":"Name","value":"border"}},{"kind":"Field","name":{"kind":"Name","value":"focus"}}]}},{"kind":"Field","name":{"kind":"Name","value":"fontFamily"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}},{"kind":"Field","name":{"kind":"Name","value":"faviconUrl"}},{"kind":"Field","name":{"kind":"Name","value":"brandColors"}},{"kind":"Field","name":{"kind":"Name","value":"problems"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"foreground"}},{"kind":"Field","name":{"kind":"Name","value":"background"}},{"kind":"Field","name":{"kind":"Name","value":"ratio"}},{"kind":"Field","name":{"kind":"Name","value":"required"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"features"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"directRegistration"}},{"kind":"Field","name":{"kind":"Name","value":"freePlay"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"chat"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chatUnreadCount"}},{"kind":"Field","name":{"kind":"Name","value":"gameNavigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gameType"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"hasVendorMenu"}},{"kind":"Field","name":{"kind":"Name","value":"largeVendorMenu"}},{"kind":"Field","name":{"kind":"Name","value":"vendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"partnerVendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]} as unknown as DocumentNode<ShellQuery, ShellQueryVariables>;
export const TournamentsPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TournamentsPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tournaments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentSummary"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tournamentsExcluded"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentStandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"entrants"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tournament"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}},{"kind":"Field","name":{"kind":"Name","value":"buyIn"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"entrants"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromRank"}},{"kind":"Field","name":{"kind":"Name","value":"toRank"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"money"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverMultiplier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentStandingFields"}},{"kind":"Field","name":{"kind":"Name","value":"prize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"money"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}}]}}]}}]} as unknown as DocumentNode<TournamentsPageQuery, TournamentsPageQueryVariables>;
export const TournamentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TournamentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tournament"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentSummary"}},{"kind":"Field","name":{"kind":"Name","value":"minStake"}},{"kind":"Field","name":{"kind":"Name","value":"gameTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"board"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rank"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"score"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"tournamentsExcluded"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentStandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"entrants"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentSummary"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tournament"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"startsAt"}},{"kind":"Field","name":{"kind":"Name","value":"endsAt"}},{"kind":"Field","name":{"kind":"Name","value":"entry"}},{"kind":"Field","name":{"kind":"Name","value":"buyIn"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"entrants"}},{"kind":"Field","name":{"kind":"Name","value":"prizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromRank"}},{"kind":"Field","name":{"kind":"Name","value":"toRank"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"money"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverMultiplier"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentStandingFields"}},{"kind":"Field","name":{"kind":"Name","value":"prize"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"money"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverMultiplier"}},{"kind":"Field","name":{"kind":"Name","value":"paid"}}]}}]}}]}}]} as unknown as DocumentNode<TournamentPageQuery, TournamentPageQueryVariables>;
export const FrameTournamentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FrameTournaments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tournaments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"gameTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"vendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}}]}},{"kind":"Field","name":{"kind":"Name","value":"games"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"mine"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TournamentStandingFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TournamentStandingFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TournamentStanding"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"scoring"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"entrants"}}]}}]} as unknown as DocumentNode<FrameTournamentsQuery, FrameTournamentsQueryVariables>;
export const JoinTournamentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"JoinTournament"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"code"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"joinTournament"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"code"},"value":{"kind":"Variable","name":{"kind":"Name","value":"code"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"until"}}]}},{"kind":"Field","name":{"kind":"Name","value":"buyIn"}}]}}]}}]} as unknown as DocumentNode<JoinTournamentMutation, JoinTournamentMutationVariables>;
export const TransferFundPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferFundPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"wallets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"main"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"vendors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"vendorCode"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"balance"}}]}}]}}]}}]} as unknown as DocumentNode<TransferFundPageQuery, TransferFundPageQueryVariables>;
export const TransferBetweenWalletsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferBetweenWallets"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WalletTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferBetweenWallets"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<TransferBetweenWalletsMutation, TransferBetweenWalletsMutationVariables>;
export const TransferAllToMainDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferAllToMain"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AllToMainInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferAllToMain"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<TransferAllToMainMutation, TransferAllToMainMutationVariables>;
export const TransferUplinePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferUplinePage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isAgent"}},{"kind":"Field","name":{"kind":"Name","value":"canSend"}},{"kind":"Field","name":{"kind":"Name","value":"upline"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"paymentPasswordSet"}}]}},{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"amount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"playerTransfers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"IntValue","value":"1"}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"direction"}},{"kind":"Field","name":{"kind":"Name","value":"party"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}}]}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]}}]} as unknown as DocumentNode<TransferUplinePageQuery, TransferUplinePageQueryVariables>;
export const TransferOptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TransferOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}}]}}]}}]} as unknown as DocumentNode<TransferOptionsQuery, TransferOptionsQueryVariables>;
export const DownlineSearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DownlineSearch"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"username"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downlineSearch"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"username"},"value":{"kind":"Variable","name":{"kind":"Name","value":"username"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"username"}},{"kind":"Field","name":{"kind":"Name","value":"nickname"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<DownlineSearchQuery, DownlineSearchQueryVariables>;
export const TransferToPlayerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TransferToPlayer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PlayerTransferInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"transferToPlayer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"completed"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<TransferToPlayerMutation, TransferToPlayerMutationVariables>;
export const BalanceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<BalanceQuery, BalanceQueryVariables>;
export const FrameBonusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FrameBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"balance"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"activeBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveBonusMeter"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBonusMeter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveBonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverRequired"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverDone"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxStake"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}}]} as unknown as DocumentNode<FrameBonusQuery, FrameBonusQueryVariables>;
export const WithdrawPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"page"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawLimits"}},{"kind":"Field","name":{"kind":"Name","value":"dailyCount"}},{"kind":"Field","name":{"kind":"Name","value":"usedToday"}},{"kind":"Field","name":{"kind":"Name","value":"remainingToday"}},{"kind":"Field","name":{"kind":"Name","value":"held"}},{"kind":"Field","name":{"kind":"Name","value":"autoApprove"}},{"kind":"Field","name":{"kind":"Name","value":"receiptConfirmMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"paymentPasswordSet"}},{"kind":"Field","name":{"kind":"Name","value":"bankCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"withdrawalsAwaitingReceipt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minutes"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalRow"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"myWithdrawals"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"page"},"value":{"kind":"Variable","name":{"kind":"Name","value":"page"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageSize"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageSize"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"pageSize"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawalRow"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBonusMeter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveBonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverRequired"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverDone"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxStake"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawLimits"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"activeBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveBonusMeter"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawalRow"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Withdrawal"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"rejectReason"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"bankName"}},{"kind":"Field","name":{"kind":"Name","value":"maskedNumber"}},{"kind":"Field","name":{"kind":"Name","value":"accountName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"decidedAt"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"}},{"kind":"Field","name":{"kind":"Name","value":"receiptDeadline"}},{"kind":"Field","name":{"kind":"Name","value":"confirmedAt"}},{"kind":"Field","name":{"kind":"Name","value":"hasProof"}}]}}]} as unknown as DocumentNode<WithdrawPageQuery, WithdrawPageQueryVariables>;
export const WithdrawLimitsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WithdrawLimits"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"withdrawSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"WithdrawLimits"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActiveBonusMeter"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ActiveBonus"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"amount"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverRequired"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverDone"}},{"kind":"Field","name":{"kind":"Name","value":"turnoverLeft"}},{"kind":"Field","name":{"kind":"Name","value":"maxStake"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"WithdrawLimits"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawSettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minAmount"}},{"kind":"Field","name":{"kind":"Name","value":"maxAmount"}},{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"bonus"}},{"kind":"Field","name":{"kind":"Name","value":"activeBonus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActiveBonusMeter"}}]}}]}}]} as unknown as DocumentNode<WithdrawLimitsQuery, WithdrawLimitsQueryVariables>;
export const RequestWithdrawalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestWithdrawal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WithdrawalInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestWithdrawal"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawal"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<RequestWithdrawalMutation, RequestWithdrawalMutationVariables>;
export const ConfirmReceiptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmReceipt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReceiptInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmReceipt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"UserErrors"}},{"kind":"Field","name":{"kind":"Name","value":"withdrawals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"receipt"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"UserErrors"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MutationPayload"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"ok"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"patternId"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"remaining"}},{"kind":"Field","name":{"kind":"Name","value":"until"}},{"kind":"Field","name":{"kind":"Name","value":"limitPeriod"}},{"kind":"Field","name":{"kind":"Name","value":"retryAfterSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"maximum"}},{"kind":"Field","name":{"kind":"Name","value":"bonusAtStake"}}]}}]}}]} as unknown as DocumentNode<ConfirmReceiptMutation, ConfirmReceiptMutationVariables>;
export const BrandTimeZoneDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BrandTimeZone"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"brand"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}}]} as unknown as DocumentNode<BrandTimeZoneQuery, BrandTimeZoneQueryVariables>;