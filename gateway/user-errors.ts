import * as z from 'zod';
import { ErrorCode, UpstreamError } from './errors';
import { amount, timestamp } from '#gateway/upstream/dto/common';
import type { UserError, UserErrorCode } from '#gateway/generated/resolvers-types';

/**
 * The one place where the platform's error codes become the catalogue's `UserErrorCode`s, the
 * expected failures every mutation answers as data (`{ ok, errors }`). Anything not listed here is
 * unexpected and is thrown on, to be masked (or passed on with its own code) by Yoga.
 */

/** A short English description per code, for API users; the app localizes by code. */
const MESSAGES: Record<UserErrorCode, string> = {
  CODE_NOT_SENT: 'The code could not be sent.',
  INVALID_INPUT: 'A field is missing or malformed.',
  REQUIRED: 'This field is required.',
  PATTERN: 'The value does not match the required pattern.',
  LENGTH: 'The value is too short or too long.',
  INCONSISTENT: 'The confirmation does not match.',
  TAKEN: 'Already registered.',
  INVITATION_CODE: 'The affiliate code does not exist.',
  INCORRECT_CREDENTIALS: 'Wrong username or password.',
  CAPTCHA_REQUIRED: 'A captcha is required.',
  CAPTCHA_WRONG: 'The captcha answer is wrong or expired.',
  CODE_WRONG: 'The code is wrong.',
  CODE_EXPIRED: 'The code has expired or is used up; send a new one.',
  QUOTA_EXCEEDED: "The brand's SMS quota is used up; no code can be sent now.",
  DEFAULT_PASSWORD: 'The default password cannot be chosen.',
  SAME_AS_OLD: 'The new password must differ from the old one.',
  OLD_PASSWORD_WRONG: 'The current password is wrong.',
  TOKEN_INVALID: 'The link is invalid, used or expired.',
  NOT_MEMBER: 'The account is not a member account.',
  ACCOUNT_DISABLED: 'The account is disabled.',
  SECOND_STEP_WRONG: 'The answer is wrong.',
  SECOND_STEP_LOCKED: 'Too many wrong answers: the second step is locked for a while.',
  SESSION_ENDED: 'The login has ended; log in again.',
  NO_PENDING_LOGIN: 'No login is waiting for a second step.',
  SOCIAL_TOKEN_INVALID: 'The sign-in was refused.',
  TOO_MANY_REQUESTS: 'Too many attempts; try again later.',
  NOT_AVAILABLE: 'This function is not available.',
  AMOUNT_INVALID: 'The amount is not a positive amount with at most two decimals.',
  INSUFFICIENT_BALANCE: 'The wallet does not hold that much.',
  BELOW_MINIMUM: "The amount is below the brand's minimum.",
  ABOVE_MAXIMUM: "The amount is above the brand's maximum.",
  DAILY_LIMIT: 'The daily number of requests is used up.',
  NOT_FOUND: 'The record does not exist or is not yours.',
  STATE_CONFLICT: 'The record has already moved on (paid, cancelled or decided).',
  IDEMPOTENCY_KEY_REUSED: 'The request key was already used for a different request.',
  UNKNOWN_WALLET: 'No such wallet.',
  SAME_WALLET: 'The source and target wallet are the same.',
  RECIPIENT_INVALID: 'The recipient cannot receive this transfer.',
  PAYMENT_PASSWORD_WRONG: 'The payment password is wrong.',
  PAYMENT_PASSWORD_NOT_SET: 'No payment password is set yet.',
  CARD_LIMIT: "The brand's limit of bank cards is reached.",
  CARD_NAME_MISMATCH: "The account name differs from the member's real name.",
  FILE_INVALID: 'The file is not a png or jpg of at most 5 MB.',
  FAVORITE_LIMIT: 'The most favourite games are kept already; remove one first.',
  GAME_NOT_FINISHED: 'The previous game is not finished; wait a few seconds and try again.',
  SYSTEM_BUSY: 'The system is busy; try again shortly.',
  TRIAL_ACCOUNT: 'Real-money play needs a real account.',
  TRIAL_UNAVAILABLE: 'This game has no free trial.',
  LOGIN_REQUIRED: 'Log in to play for real money.',
  GAME_UNAVAILABLE: 'This game cannot be opened here.',
  LIMIT_REACHED: 'A limit the player set refuses this; see remaining and until.',
  EXCLUDED: 'The player is in a time-out or self-exclusion until `until` (null: for good).',
  CONTACT_SUPPORT: 'Refused; please contact customer service.',
  ACCOUNT_CLOSED: 'The account is closed; its balance is paid out through customer service.',
  VERIFICATION_REQUIRED: 'The brand verifies identity first: send the documents on the verification page.',
  AGE_CHECK_REQUIRED: 'The brand checks age before any game: an identity document must be accepted first.',
  DOCUMENT_IN_REVIEW: 'A document of this kind is waiting for review.',
  DOCUMENT_ACCEPTED: 'A document of this kind is accepted already.',
  DOCUMENT_NOT_NEEDED: 'The brand does not ask for this document.',
  VERSION_OUTDATED: 'A newer version of the terms or the privacy policy took effect: read it first.',
  TERMS_NOT_ACCEPTED: 'A new version of the terms or the privacy policy must be accepted first.',
  BALANCE_REMAINING: 'Money is left on the account or a withdrawal is not paid yet: withdraw it first.',
  TOURNAMENT_ENDED: 'The tournament has ended.',
  TOURNAMENT_AUTOMATIC: 'Every member takes part in this tournament: there is nothing to join.',
  BONUS_MAX_STAKE: 'The stake is above the largest one the active bonus allows (see maximum).',
  BONUS_FORFEIT_REQUIRED: 'A withdrawal now forfeits the active bonus (see bonusAtStake, remaining): ask again with forfeitBonus.',
  BONUS_CHANGED: 'The active bonus is another one than the page showed: nothing was forfeited.',
};

/** Platform error codes with a fixed meaning, and the field each concerns when it concerns one. */
const PLATFORM_CODES: Record<string, { code: UserErrorCode; field?: string }> = {
  account_password_error: { code: 'INCORRECT_CREDENTIALS' },
  captcha_required: { code: 'CAPTCHA_REQUIRED', field: 'captcha' },
  captcha_error: { code: 'CAPTCHA_WRONG', field: 'captcha' },
  'login.not.member': { code: 'NOT_MEMBER' },
  'login.account.disabled': { code: 'ACCOUNT_DISABLED' },
  'too.many.requests': { code: 'TOO_MANY_REQUESTS' },
  verification_code_error: { code: 'CODE_WRONG', field: 'verificationCode' },
  verification_error: { code: 'SECOND_STEP_WRONG', field: 'bankAccountName' },
  'login.not.session': { code: 'SESSION_ENDED' },
  'login.second.step.not.needed': { code: 'NO_PENDING_LOGIN' },
  'login.second.step.locked': { code: 'SECOND_STEP_LOCKED' },
  'firebase.token.invalid': { code: 'SOCIAL_TOKEN_INVALID' },
  // Our extension (docs/platform-protocol.md "Accounts"): the brand's SMS quota is used up.
  'sms.quota_exceeded': { code: 'QUOTA_EXCEEDED' },
  invitation_code_error: { code: 'INVITATION_CODE', field: 'affiliateCode' },
  old_password_error: { code: 'OLD_PASSWORD_WRONG', field: 'oldPassword' },
  reset_token_error: { code: 'TOKEN_INVALID' },
  // Money (docs/platform-protocol.md "Money")
  'wallet.amount_invalid': { code: 'AMOUNT_INVALID', field: 'amount' },
  'wallet.insufficient_balance': { code: 'INSUFFICIENT_BALANCE', field: 'amount' },
  'wallet.below_minimum': { code: 'BELOW_MINIMUM', field: 'amount' },
  'wallet.above_maximum': { code: 'ABOVE_MAXIMUM', field: 'amount' },
  'wallet.daily_count_reached': { code: 'DAILY_LIMIT' },
  'wallet.not_found': { code: 'NOT_FOUND' },
  'wallet.state_conflict': { code: 'STATE_CONFLICT' },
  'wallet.idempotency_key_reused': { code: 'IDEMPOTENCY_KEY_REUSED' },
  'wallet.unknown_wallet': { code: 'UNKNOWN_WALLET' },
  // The brand keeps one wallet (SINGLE mode): wallet transfers are switched off.
  'wallet.transfer_mode_off': { code: 'NOT_AVAILABLE' },
  'wallet.same_wallet': { code: 'SAME_WALLET', field: 'to' },
  'wallet.recipient_invalid': { code: 'RECIPIENT_INVALID', field: 'recipient' },
  // Contracts (docs/platform-protocol.md "Contracts")
  'contract.state_conflict': { code: 'STATE_CONFLICT' },
  'contract.not_found': { code: 'NOT_FOUND' },
  payment_password_error: { code: 'PAYMENT_PASSWORD_WRONG', field: 'paymentPassword' },
  payment_password_not_set: { code: 'PAYMENT_PASSWORD_NOT_SET', field: 'paymentPassword' },
  'bank_card.limit': { code: 'CARD_LIMIT' },
  'bank_card.name_mismatch': { code: 'CARD_NAME_MISMATCH', field: 'accountName' },
  'file.invalid': { code: 'FILE_INVALID', field: 'proof' },
  // Inbox and feedback (docs/platform-protocol.md "Inbox", "Feedback")
  'inbox.not_found': { code: 'NOT_FOUND' },
  'feedback.not_found': { code: 'NOT_FOUND' },
  // Rewards (docs/platform-protocol.md "Rewards")
  'reward.not_found': { code: 'NOT_FOUND' },
  'reward.not_claimable': { code: 'STATE_CONFLICT' },
  // Points mall (docs/platform-protocol.md "Points mall"); the points form words them by field.
  'points.insufficient': { code: 'INSUFFICIENT_BALANCE', field: 'points' },
  'points.out_of_stock': { code: 'STATE_CONFLICT', field: 'quantity' },
  'points.member_limit': { code: 'ABOVE_MAXIMUM', field: 'quantity' },
  'points.reward_not_found': { code: 'NOT_FOUND', field: 'rewardId' },
  'points.below_minimum': { code: 'BELOW_MINIMUM', field: 'points' },
  'points.step': { code: 'INVALID_INPUT', field: 'points' },
  // Favourites (docs/platform-protocol.md "Favourites and recent games")
  'game.not_found': { code: 'NOT_FOUND', field: 'gameId' },
  'favorite.limit_reached': { code: 'FAVORITE_LIMIT' },
  // Starting a game (docs/platform-protocol.md "Launching and rounds")
  '#734': { code: 'GAME_NOT_FINISHED' },
  '#727': { code: 'SYSTEM_BUSY' },
  'member.trial_account': { code: 'TRIAL_ACCOUNT' },
  // Responsible gaming (docs/platform-protocol.md "Responsible gaming"); limits and exclusions carry figures (responsibleGamingError).
  'rg.registration_refused': { code: 'CONTACT_SUPPORT' },
  'game.trial_unavailable': { code: 'TRIAL_UNAVAILABLE', field: 'mode' },
  // The agent centre (docs/platform-protocol.md "Agent centre")
  'agent.only': { code: 'NOT_AVAILABLE' },
  // Identity verification (docs/platform-protocol.md "Identity verification"); kyc.required carries what it waits for (verificationError).
  'kyc.file_invalid': { code: 'FILE_INVALID', field: 'file' },
  'kyc.document_in_review': { code: 'DOCUMENT_IN_REVIEW', field: 'kind' },
  'kyc.document_accepted': { code: 'DOCUMENT_ACCEPTED', field: 'kind' },
  'kyc.kind_not_needed': { code: 'DOCUMENT_NOT_NEEDED', field: 'kind' },
  // Terms and privacy with versions (docs/platform-protocol.md "Terms and privacy with versions").
  'legal.version_outdated': { code: 'VERSION_OUTDATED', field: 'documents' },
  'legal.version_unknown': { code: 'NOT_FOUND', field: 'documents' },
  'legal.acceptance_needed': { code: 'TERMS_NOT_ACCEPTED' },
  // Complaints with a reference (docs/platform-protocol.md "Complaints with a reference").
  'complaint.not_found': { code: 'NOT_FOUND', field: 'reference' },
  'complaint.subject_not_found': { code: 'NOT_FOUND', field: 'ref' },
  'complaint.closed': { code: 'STATE_CONFLICT' },
  'complaint.too_many': { code: 'TOO_MANY_REQUESTS' },
  // A player's own data (docs/platform-protocol.md "A player's own data").
  'data.not_found': { code: 'NOT_FOUND', field: 'id' },
  'data.not_ready': { code: 'STATE_CONFLICT', field: 'id' },
  'data.export_expired': { code: 'TOKEN_INVALID', field: 'id' },
  'data.password_wrong': { code: 'OLD_PASSWORD_WRONG', field: 'password' },
  'data.too_many_attempts': { code: 'TOO_MANY_REQUESTS', field: 'password' },
  'data.too_many': { code: 'TOO_MANY_REQUESTS' },
  'data.balance_remaining': { code: 'BALANCE_REMAINING' },
  'downline.not_found': { code: 'NOT_FOUND' },
  'announcement.not_found': { code: 'NOT_FOUND' },
  // Tournaments (docs/platform-protocol.md "Tournaments").
  'tournament.not_found': { code: 'NOT_FOUND', field: 'code' },
  'tournament.ended': { code: 'TOURNAMENT_ENDED', field: 'code' },
  'tournament.automatic': { code: 'TOURNAMENT_AUTOMATIC', field: 'code' },
  // The bonus wallet (docs/platform-protocol.md "Bonus wallet").
  'bonus.max_stake': { code: 'BONUS_MAX_STAKE', field: 'amount' },
  'bonus.forfeit_required': { code: 'BONUS_FORFEIT_REQUIRED', field: 'forfeitBonus' },
  'bonus.changed': { code: 'BONUS_CHANGED', field: 'id' },
  'bonus.not_found': { code: 'NOT_FOUND', field: 'id' },
};

/** The platform names some fields differently from our inputs (protocol quirks). */
const FIELD_ALIASES: Record<string, string> = { mobileNo: 'mobileNum', captchaId: 'captcha' };

export function userError(code: UserErrorCode, field: string | null = null, patternId: string | null = null): UserError {
  return { code, field, message: MESSAGES[code], patternId };
}

/** A payload that did not go through, with one error. */
export function failure(code: UserErrorCode, field: string | null = null) {
  return { ok: false, errors: [userError(code, field)] };
}

/** A payload that went through. */
export const success = { ok: true, errors: [] as UserError[] };

/**
 * A platform parameter error reads "<field>: <reason>"; the reason names the rule that failed.
 * Only the catalogue code leaves the gateway, never the platform's own words.
 */
function fromParameterError(message: string): UserError {
  // A field may name an entry of a list: "rebates.RNG".
  const [, rawField = null, reason = ''] = /^(\w+(?:\.\w+)?):\s*(.*)$/.exec(message) ?? [];
  const field = rawField ? (FIELD_ALIASES[rawField] ?? rawField) : null;
  if (reason === 'not empty') return userError('REQUIRED', field);
  if (reason.includes('inconsistent')) return userError('INCONSISTENT', field);
  if (reason.startsWith('must match pattern ')) return userError('PATTERN', field, reason.slice('must match pattern '.length));
  if (reason.startsWith('length must be')) return userError('LENGTH', field);
  if (reason.includes('already')) return userError('TAKEN', field);
  if (reason.startsWith('above upline rate')) return userError('ABOVE_MAXIMUM', field);
  if (reason.includes('default password')) return userError('DEFAULT_PASSWORD', field);
  if (reason.includes('differ from the old')) return userError('SAME_AS_OLD', field);
  if (reason === 'outdated') return userError('VERSION_OUTDATED', field);
  // A confirmation the brand asks and the form did not carry: "confirmations: AGE required".
  const confirmation = /^([A-Z_]+) required$/.exec(reason);
  if (field && confirmation) return userError('REQUIRED', `${field}.${confirmation[1]}`);
  return userError('INVALID_INPUT', field);
}

/** The figures a responsible-gaming refusal carries (docs/decisions/039), read from the failure's value. */
const limitDetail = z.object({
  kind: z.enum(['DEPOSIT', 'LOSS', 'WAGER']).nullish(),
  period: z.enum(['DAY', 'WEEK', 'MONTH']).nullish(),
  remaining: amount.nullish(),
  resetsAt: timestamp.nullish(),
});
const exclusionDetail = z.object({ endsAt: timestamp.nullish(), closed: z.boolean().nullish() });

function responsibleGamingError(error: UpstreamError): UserError | null {
  if (error.platformCode === 'rg.limit_reached') {
    const detail = limitDetail.safeParse(error.detail);
    return {
      ...userError('LIMIT_REACHED', 'amount'),
      remaining: detail.data?.remaining ?? null,
      until: detail.data?.resetsAt ?? null,
      limitKind: detail.data?.kind ?? null,
      limitPeriod: detail.data?.period ?? null,
    };
  }
  if (error.platformCode === 'rg.excluded') {
    const detail = exclusionDetail.safeParse(error.detail);
    if (detail.data?.closed) return userError('ACCOUNT_CLOSED');
    return { ...userError('EXCLUDED'), until: detail.data?.endsAt ?? null };
  }
  return null;
}

/** What a verification gate's refusal carries (docs/platform-protocol.md "Identity verification"). */
const verificationDetail = z.object({ needed: z.enum(['VERIFIED', 'AGE']).nullish(), remaining: amount.nullish() });

/** `kyc.required`: an age check (free play) or the whole verification, with what a deposit may still be. */
function verificationError(error: UpstreamError): UserError | null {
  if (error.platformCode !== 'kyc.required') return null;
  const detail = verificationDetail.safeParse(error.detail);
  if (detail.data?.needed === 'AGE') return userError('AGE_CHECK_REQUIRED');
  return { ...userError('VERIFICATION_REQUIRED'), remaining: detail.data?.remaining ?? null };
}

/** What a code refusal (`verification_code_error`) may add: why the code no longer works (our extension). */
const codeDetail = z.object({ reason: z.enum(['expired', 'exhausted']) });
/** What a rate limit (`too.many.requests`) carries: when another try is allowed. */
const waitDetail = z.object({
  retryAfterSeconds: z
    .number()
    .int()
    .positive()
    .max(7 * 24 * 60 * 60),
});

/**
 * A known refusal with what its failure's value adds: an expired or used-up code is CODE_EXPIRED
 * (a platform that does not say so answers CODE_WRONG), a rate limit carries its wait.
 */
/** What the bonus wallet's refusals carry: the maximum stake, or the bonus a withdrawal would forfeit and its turnover left. */
const bonusDetail = z.object({ maxStake: amount.nullish(), bonus: amount.nullish(), turnoverLeft: amount.nullish() });

function withDetail(error: UpstreamError, found: UserError): UserError {
  if (found.code === 'BONUS_MAX_STAKE' || found.code === 'BONUS_FORFEIT_REQUIRED') {
    const detail = bonusDetail.safeParse(error.detail).data;
    return found.code === 'BONUS_MAX_STAKE'
      ? { ...found, maximum: detail?.maxStake ?? null }
      : { ...found, bonusAtStake: detail?.bonus ?? null, remaining: detail?.turnoverLeft ?? null };
  }
  if (found.code === 'CODE_WRONG' && codeDetail.safeParse(error.detail).success) return userError('CODE_EXPIRED', found.field);
  if (found.code === 'TOO_MANY_REQUESTS') {
    const wait = waitDetail.safeParse(error.detail);
    if (wait.success) return { ...found, retryAfterSeconds: wait.data.retryAfterSeconds };
  }
  return found;
}

/**
 * A platform refusal as the catalogue's error; anything that is not an expected refusal (a
 * timeout, a malformed answer, a bug) is thrown on unchanged.
 */
export function userErrorFrom(error: unknown): UserError {
  if (!(error instanceof UpstreamError)) throw error;
  const limits = responsibleGamingError(error);
  if (limits) return limits;
  const gated = verificationError(error);
  if (gated) return gated;
  const known = error.platformCode ? PLATFORM_CODES[error.platformCode] : undefined;
  if (known) return withDetail(error, userError(known.code, known.field ?? null));
  if (error.code === ErrorCode.FunctionNotAvailable) return userError('NOT_AVAILABLE');
  if (error.code === ErrorCode.SessionEnded) return userError('SESSION_ENDED');
  if (error.platformCode === 'request_param_err') return fromParameterError(error.message);
  throw error;
}
