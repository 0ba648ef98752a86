/**
 * The reference platform Worker: the legacy platform protocol of docs/platform-protocol.md,
 * answered from D1. See platform/README.md.
 */
import type { Env } from './env';
import { handleRequest } from './http/pipeline';
import type { Route } from './http/routes';
import { cryptoRoutes } from './crypto/routes';
import { contentRoutes } from './modules/content/routes';
import { depositRoutes } from './modules/deposit/routes';
import { devRoutes } from './modules/dev/routes';
import { countRequest, requestCountRoutes } from './modules/dev/request-count';
import { depositDevRoutes } from './modules/deposit/dev-routes';
import { withdrawalDevRoutes } from './modules/withdraw/dev-routes';
import { walletDevRoutes } from './modules/wallet/dev-routes';
import { ledgerDevRoutes } from './modules/ledger/dev-routes';
import { playDevRoutes } from './modules/play/dev-routes';
import { systemDevRoutes } from './modules/system/dev-routes';
import { humanCheckDevRoutes } from './modules/session/dev-security';
import { firebaseDevRoutes } from './modules/session/dev-firebase';
import { agentReportDevRoutes } from './modules/agent-reports/dev';
import { gameRoutes } from './modules/games/routes';
import { brandMediaRoutes } from './modules/media/brand';
import { mediaRoutes } from './modules/media/routes';
import { systemRoutes } from './modules/system/routes';
import { agentRoutes } from './modules/agent/routes';
import { agentReportRoutes } from './modules/agent-reports/routes';
import { memberRoutes } from './modules/member/routes';
import { recordsRoutes } from './modules/records/routes';
import { securityCentreRoutes } from './modules/member/security-routes';
import { sessionRoutes } from './modules/session/routes';
import { sessionDevRoutes } from './modules/session/dev-session';
import { responsibleGamingRoutes } from './modules/responsible-gaming/routes';
import { transferRoutes } from './modules/transfer/routes';
import { sweepTransfersInFlight } from './modules/transfer/sweep';
import { verificationRoutes } from './modules/verification/routes';
import { verificationDevRoutes } from './modules/verification/dev-routes';
import { settleReceiptDeadlines } from './modules/withdraw/receipt';
import { withdrawRoutes } from './modules/withdraw/routes';
import { inboxRoutes } from './modules/inbox/routes';
import { feedbackRoutes } from './modules/feedback/routes';
import { rewardRoutes } from './modules/rewards/routes';
import { pointRoutes, sweepPointConversions } from './modules/points/routes';
import { chatRoutes } from './modules/chat/routes';
import { lotteryRoutes } from './modules/lottery/routes';
import { lotteryPageRoutes } from './modules/lottery/page';
import { settleDueLotteryBets } from './modules/lottery/settle';
import { approveHeldWithdrawals } from './modules/withdraw/request';
import { now } from './http/clock';
import { playRoutes } from './modules/play/routes';
import { pruneGameSessions, settleDueRounds } from './modules/play/rounds';
import { contractDevRoutes, contractRoutes } from './modules/contracts/routes';
import { liveRoutes } from './modules/live/routes';
import { settleContracts } from './modules/contracts/settle';
import { kycRoutes } from './modules/kyc/routes';
import { expireDocuments, kycDevRoutes } from './modules/kyc/dev-routes';
import { legalRoutes } from './modules/legal/routes';
import { legalDevRoutes } from './modules/legal/dev-routes';
import { consentRoutes } from './modules/consent/routes';
import { consentDevRoutes } from './modules/consent/dev-routes';
import { privacyRoutes } from './modules/privacy/routes';
import { privacyDevRoutes } from './modules/privacy/dev-routes';
import { runDataJobs } from './modules/privacy/jobs';
import { complaintRoutes } from './modules/complaints/routes';
import { complaintDevRoutes } from './modules/complaints/dev-routes';
import { jackpotRoutes } from './modules/jackpots/routes';
import { jackpotDevRoutes } from './modules/jackpots/dev-routes';
import { payStaleJackpots } from './modules/jackpots/sweep';
import { tournamentRoutes } from './modules/tournaments/routes';
import { tournamentDevRoutes } from './modules/tournaments/dev-routes';
import { settleEndedRuns } from './modules/tournaments/settle';
import { tellStarts } from './modules/tournaments/push';
import { bonusWalletRoutes } from './modules/bonus-wallet/routes';
import { bonusWalletDevRoutes } from './modules/bonus-wallet/dev-routes';
import { expireDueBonuses } from './modules/bonus-wallet/sweep';
import { pushRoutes } from './modules/push/routes';
import { pushDevRoutes } from './modules/push/dev-routes';

export type { Env } from './env';
/** The login/SMS throttle Durable Object (binding THROTTLE in wrangler.toml). */
export { AuthThrottle } from './throttle/AuthThrottle';
/** The per-player wallet lock Durable Object (binding WALLETS). */
export { WalletLedger } from './modules/wallet/WalletLedger';
/** One customer-service conversation: its messages and WebSockets (binding CHAT_ROOMS). */
export { ChatRoom } from './modules/chat/ChatRoom';
/** One shard of a brand's public live events (binding BRAND_EVENTS). */
export { BrandEvents } from './modules/live/BrandEvents';

export const routes: readonly Route[] = [
  ...systemRoutes,
  ...gameRoutes,
  ...contentRoutes,
  ...mediaRoutes,
  ...brandMediaRoutes,
  ...cryptoRoutes,
  ...sessionRoutes,
  ...verificationRoutes,
  ...memberRoutes,
  ...securityCentreRoutes,
  ...agentRoutes,
  ...agentReportRoutes,
  ...depositRoutes,
  ...withdrawRoutes,
  ...transferRoutes,
  ...responsibleGamingRoutes,
  ...kycRoutes,
  ...legalRoutes,
  ...consentRoutes,
  ...privacyRoutes,
  ...complaintRoutes,
  ...jackpotRoutes,
  ...tournamentRoutes,
  ...bonusWalletRoutes,
  ...pushRoutes,
  ...recordsRoutes,
  ...inboxRoutes,
  ...feedbackRoutes,
  ...rewardRoutes,
  ...pointRoutes,
  ...chatRoutes,
  ...lotteryRoutes,
  ...lotteryPageRoutes,
  ...playRoutes,
  ...contractRoutes,
  ...liveRoutes,
  // Development routes (DEV_TOOLS = "1" only): the tools themselves, then each domain's own.
  ...devRoutes,
  ...requestCountRoutes,
  ...systemDevRoutes,
  ...humanCheckDevRoutes,
  ...firebaseDevRoutes,
  ...depositDevRoutes,
  ...withdrawalDevRoutes,
  ...walletDevRoutes,
  ...ledgerDevRoutes,
  ...playDevRoutes,
  ...agentReportDevRoutes,
  ...contractDevRoutes,
  ...sessionDevRoutes,
  ...verificationDevRoutes,
  ...kycDevRoutes,
  ...legalDevRoutes,
  ...consentDevRoutes,
  ...privacyDevRoutes,
  ...complaintDevRoutes,
  ...jackpotDevRoutes,
  ...tournamentDevRoutes,
  ...bonusWalletDevRoutes,
  ...pushDevRoutes,
];

export default {
  fetch(request: Request, env: Env): Promise<Response> {
    // The bench's count of a page's platform calls (development tools only; modules/dev/request-count.ts).
    countRequest(request, env);
    return handleRequest(request, env, routes);
  },
  /** The cron trigger (wrangler.toml): completes player transfers left half-done (modules/transfer/sweep.ts). */
  scheduled(_controller: ScheduledController, env: Env, ctx: ExecutionContext): void {
    ctx.waitUntil(sweepTransfersInFlight(env));
    // Withdrawals past their receipt deadline become AUTO_RECEIVED (modules/withdraw/receipt.ts).
    ctx.waitUntil(settleReceiptDeadlines(env.DB, now(env)));
    // Auto-approving brands pay withdrawals whose approval failed after the hold (modules/withdraw/request.ts).
    ctx.waitUntil(approveHeldWithdrawals(env, now(env) - 60_000));
    // Fixture bets whose fixture ended, and game rounds a crash left open (modules/play/rounds.ts).
    ctx.waitUntil(settleDueRounds(env, now(env)).then(() => pruneGameSessions(env.DB, now(env))));
    // Lottery bets whose draw has passed are settled (modules/lottery/settle.ts).
    ctx.waitUntil(settleDueLotteryBets(env, now(env), null, 500));
    // Contracts: periods that ended are settled from the bets and paid; missed dividends force-issued (modules/contracts/settle.ts).
    ctx.waitUntil(settleContracts(env, now(env)));
    // Points conversions whose money a crash left unposted are completed (modules/points/convert.ts).
    ctx.waitUntil(sweepPointConversions(env, now(env)));
    // Verification documents past their expiry are recorded as expired and their members told (modules/kyc).
    ctx.waitUntil(expireDocuments(env, now(env)));
    // Members' data: archives built (or resumed) and expired, erasures due anonymised (modules/privacy/jobs.ts).
    ctx.waitUntil(runDataJobs(env, now(env)));
    // Jackpot wins a crash left claimed but unpaid are paid to their winners (modules/jackpots/sweep.ts).
    ctx.waitUntil(payStaleJackpots(env, now(env)));
    // Tournament runs that ended are ranked and their prizes paid, and tournaments that started are told (modules/tournaments).
    ctx.waitUntil(settleEndedRuns(env, now(env)));
    ctx.waitUntil(tellStarts(env, now(env)));
    // Bonuses past their expiry forfeit their balance, and the next queued bonus starts (modules/bonus-wallet/sweep.ts).
    ctx.waitUntil(expireDueBonuses(env, now(env)));
  },
} satisfies ExportedHandler<Env>;
