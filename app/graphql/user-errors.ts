import type { Submission, SubmissionResult } from '@conform-to/react';
import { problem, readProblem } from '#app/components/forms/problem';
import type { UserErrorCode } from '#app/graphql/generated/graphql';
import { minorToDecimal } from '#app/kernel/money/money';

/**
 * The one place where the gateway's catalogue codes (`UserError.code`) become the messages forms
 * show. Every form action answers a mutation's `{ ok, errors }` through `replyWithUserErrors`.
 */
export const USER_ERROR_MESSAGES = {
  INVALID_INPUT: 'auth.errors.invalid',
  REQUIRED: 'auth.errors.required',
  PATTERN: 'auth.errors.invalid',
  LENGTH: 'auth.errors.invalid',
  INCONSISTENT: 'validation.inconsistent',
  TAKEN: 'register.errors.taken',
  INVITATION_CODE: 'register.errors.invitationCode',
  INCORRECT_CREDENTIALS: 'login.errors.incorrect',
  CAPTCHA_REQUIRED: 'login.errors.captchaRequired',
  CAPTCHA_WRONG: 'login.errors.captchaWrong',
  CODE_WRONG: 'login.errors.codeWrong',
  CODE_EXPIRED: 'auth.errors.codeExpired',
  QUOTA_EXCEEDED: 'auth.errors.quotaExceeded',
  DEFAULT_PASSWORD: 'login.errors.defaultPassword',
  SAME_AS_OLD: 'login.errors.sameAsOld',
  OLD_PASSWORD_WRONG: 'login.errors.oldPasswordWrong',
  TOKEN_INVALID: 'forgot.tokenInvalid',
  NOT_MEMBER: 'login.errors.notMember',
  ACCOUNT_DISABLED: 'login.errors.disabled',
  SECOND_STEP_WRONG: 'secondStep.errors.wrong',
  SECOND_STEP_LOCKED: 'secondStep.errors.locked',
  SESSION_ENDED: 'errors.codes.SESSION_ENDED',
  NO_PENDING_LOGIN: 'secondStep.errors.ended',
  SOCIAL_TOKEN_INVALID: 'social.errors.invalid',
  TOO_MANY_REQUESTS: 'auth.errors.tooMany',
  NOT_AVAILABLE: 'errors.codes.FUNCTION_NOT_AVAILABLE',
  AMOUNT_INVALID: 'cashier.errors.amountInvalid',
  INSUFFICIENT_BALANCE: 'cashier.errors.insufficientBalance',
  BELOW_MINIMUM: 'cashier.errors.belowMinimum',
  ABOVE_MAXIMUM: 'cashier.errors.aboveMaximum',
  DAILY_LIMIT: 'cashier.errors.dailyLimit',
  NOT_FOUND: 'cashier.errors.notFound',
  STATE_CONFLICT: 'cashier.errors.stateConflict',
  IDEMPOTENCY_KEY_REUSED: 'cashier.errors.idempotencyKeyReused',
  UNKNOWN_WALLET: 'cashier.errors.unknownWallet',
  SAME_WALLET: 'cashier.errors.sameWallet',
  RECIPIENT_INVALID: 'cashier.errors.recipientInvalid',
  PAYMENT_PASSWORD_WRONG: 'cashier.errors.paymentPasswordWrong',
  PAYMENT_PASSWORD_NOT_SET: 'cashier.errors.paymentPasswordNotSet',
  CARD_LIMIT: 'cashier.errors.cardLimit',
  CARD_NAME_MISMATCH: 'cashier.errors.cardNameMismatch',
  FILE_INVALID: 'cashier.errors.fileInvalid',
  FAVORITE_LIMIT: 'games.favoriteLimit',
  GAME_NOT_FINISHED: 'play.errors.gameNotFinished',
  SYSTEM_BUSY: 'play.errors.systemBusy',
  TRIAL_ACCOUNT: 'play.errors.trialAccount',
  TRIAL_UNAVAILABLE: 'play.errors.trialUnavailable',
  LOGIN_REQUIRED: 'play.errors.loginRequired',
  GAME_UNAVAILABLE: 'play.errors.gameUnavailable',
  CODE_NOT_SENT: 'auth.errors.codeNotSent',
  // Responsible gaming (ADR 039): the figures the error carries are written into the message.
  LIMIT_REACHED: 'playerProtection.limitReached',
  EXCLUDED: 'playerProtection.excluded',
  CONTACT_SUPPORT: 'playerProtection.contactSupport',
  ACCOUNT_CLOSED: 'playerProtection.accountClosed',
  // Identity verification (ADR 057): a gate, and an upload refused for its kind.
  VERIFICATION_REQUIRED: 'playerProtection.verificationRequired',
  AGE_CHECK_REQUIRED: 'playerProtection.ageCheckRequired',
  DOCUMENT_IN_REVIEW: 'playerProtection.documentInReview',
  DOCUMENT_ACCEPTED: 'playerProtection.documentAccepted',
  DOCUMENT_NOT_NEEDED: 'playerProtection.documentNotNeeded',
  // Terms with versions (ADR 060): the register form's refusal; a launch or a deposit refused while a new version waits.
  VERSION_OUTDATED: 'register.errors.versionOutdated',
  TERMS_NOT_ACCEPTED: 'playerProtection.termsNotAccepted',
  // A player's own data (ADR 063): the erasure waits until the money is withdrawn.
  BALANCE_REMAINING: 'playerProtection.balanceRemaining',
  // Tournaments (ADR 066): joining a run that ended, or one every member is in already.
  TOURNAMENT_ENDED: 'tournaments.errors.ended',
  TOURNAMENT_AUTOMATIC: 'tournaments.errors.automatic',
  // The bonus wallet (ADR 067): without their figures (a platform that did not send them).
  BONUS_MAX_STAKE: 'playerProtection.bonusMaxStakePlain',
  BONUS_FORFEIT_REQUIRED: 'playerProtection.bonusForfeitPlain',
  BONUS_CHANGED: 'playerProtection.bonusChanged',
} as const satisfies Record<UserErrorCode, string>;

/** LIMIT_REACHED without its figures (a platform that did not send them). */
export const LIMIT_REACHED_PLAIN = 'playerProtection.limitReachedPlain';
/** EXCLUDED with no end: a permanent self-exclusion. */
export const EXCLUDED_PERMANENT = 'playerProtection.excludedPermanent';

/** TOO_MANY_REQUESTS with the platform's wait: "try again in {{minutes}} min". */
export const TOO_MANY_REQUESTS_WAIT = 'auth.errors.tooManyWait';

/** When the mutation gave no answer at all (the platform unreachable, a masked error). */
export const UNAVAILABLE = 'errors.codes.UPSTREAM_UNAVAILABLE';

export interface UserErrorLike {
  code: UserErrorCode;
  field?: string | null;
  patternId?: string | null;
  /** The gateway's description; for CODE_NOT_SENT, the platform's own words. */
  message?: string | null;
  /** For LIMIT_REACHED: what the limit still allows in its period (minor units). */
  remaining?: number | null;
  /** For LIMIT_REACHED: when the period resets; for EXCLUDED: when the exclusion ends (null: never). */
  until?: number | null;
  /** For TOO_MANY_REQUESTS: the seconds until another try is allowed, when the platform said. */
  retryAfterSeconds?: number | null;
  /** For BONUS_MAX_STAKE: the largest stake the active bonus allows (minor units). */
  maximum?: number | null;
  /** For BONUS_FORFEIT_REQUIRED: the bonus a withdrawal would forfeit (minor units); `remaining` is its turnover left. */
  bonusAtStake?: number | null;
}

/**
 * How a message writes the figures an error carries: an amount with the brand's currency symbol, a
 * moment in the brand's zone, both in the page's language (an action builds them for its request).
 */
export interface UserErrorFormats {
  money: (minor: number) => string;
  time: (ms: number) => string;
}

/** Without the request's formats: a plain decimal and UTC, never a raw number. */
const PLAIN_FORMATS: UserErrorFormats = {
  money: minorToDecimal,
  time: (ms) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`,
};

/** A form's own wording for a code (or for a code on one field), where the general one says too little. */
export type MessageOverrides = Partial<Record<UserErrorCode | `${UserErrorCode}:${string}`, string>>;

/** The message (an encoded problem) for one user error. */
export function userErrorMessage(error: UserErrorLike, overrides: MessageOverrides = {}, formats: UserErrorFormats = PLAIN_FORMATS): string {
  const specific = error.field ? overrides[`${error.code}:${error.field}`] : undefined;
  if (error.code === 'LIMIT_REACHED' || error.code === 'EXCLUDED') return withFigures(error, specific ?? overrides[error.code], formats);
  if (error.code === 'TOO_MANY_REQUESTS') return withWait(error.retryAfterSeconds, specific ?? overrides[error.code]);
  if (error.code === 'BONUS_MAX_STAKE' && typeof error.maximum === 'number')
    return problem('playerProtection.bonusMaxStake', { max: formats.money(error.maximum) });
  if (error.code === 'BONUS_FORFEIT_REQUIRED' && typeof error.bonusAtStake === 'number' && typeof error.remaining === 'number') {
    return problem('playerProtection.bonusForfeit', { bonus: formats.money(error.bonusAtStake), left: formats.money(error.remaining) });
  }
  if (specific) return specific;
  if (overrides[error.code]) return overrides[error.code]!;
  if (error.code === 'PATTERN' && error.patternId) return problem(`validation.patterns.${error.patternId}`);
  // The platform's reason, in the request language, inside the form's own sentence.
  if (error.code === 'CODE_NOT_SENT' && error.message) return problem('auth.errors.codeNotSentBecause', { reason: error.message });
  return USER_ERROR_MESSAGES[error.code];
}

/**
 * A rate limit with its wait in whole minutes, rounded up: the platform's, else the `minutes` a
 * form's own wording carries as its default (the phone forms: the spec's 5), else no figure.
 */
function withWait(retryAfterSeconds: number | null | undefined, override: string | undefined): string {
  const minutes = retryAfterSeconds && retryAfterSeconds > 0 ? Math.ceil(retryAfterSeconds / 60) : null;
  if (override) {
    const { key, params } = readProblem(override);
    return minutes === null ? override : problem(key, { ...params, minutes });
  }
  return minutes === null ? USER_ERROR_MESSAGES.TOO_MANY_REQUESTS : problem(TOO_MANY_REQUESTS_WAIT, { minutes });
}

/**
 * A responsible-gaming refusal with its figures: how much the limit still allows and when its period
 * resets (a form's own wording may name the limit), or when an exclusion ends, or that it never does.
 */
function withFigures(error: UserErrorLike, override: string | undefined, formats: UserErrorFormats): string {
  if (error.code === 'EXCLUDED') {
    if (error.until === null || error.until === undefined) return EXCLUDED_PERMANENT;
    const { key, params } = readProblem(override ?? USER_ERROR_MESSAGES.EXCLUDED);
    return problem(key, { ...params, until: formats.time(error.until) });
  }
  if (error.remaining === null || error.remaining === undefined || error.until === null || error.until === undefined) return LIMIT_REACHED_PLAIN;
  const { key, params } = readProblem(override ?? USER_ERROR_MESSAGES.LIMIT_REACHED);
  return problem(key, { ...params, remaining: formats.money(error.remaining), until: formats.time(error.until) });
}

interface ReplyOptions {
  /** The fields the form shows: an error on one of these goes under it, any other to the form. */
  fields: readonly string[];
  overrides?: MessageOverrides;
  /** How figures in a message are written (userErrorFormats); a plain decimal and UTC without. */
  formats?: UserErrorFormats;
  /** Fields whose values must not come back to the page (passwords). */
  hideFields?: string[];
}

/**
 * The form's answer to a mutation that did not go through: each user error under its field, or
 * as the form's message; no payload at all means the service was unavailable.
 */
export function replyWithUserErrors(
  submission: Submission<unknown, string[], unknown>,
  payload: { errors: readonly UserErrorLike[] } | null | undefined,
  { fields, overrides, formats, hideFields }: ReplyOptions,
): SubmissionResult<string[]> {
  if (!payload) return submission.reply({ formErrors: [UNAVAILABLE], hideFields });
  const fieldErrors: Record<string, string[]> = {};
  const formErrors: string[] = [];
  for (const error of payload.errors) {
    const message = userErrorMessage(error, overrides, formats);
    if (error.field && fields.includes(error.field)) (fieldErrors[error.field] ??= []).push(message);
    else formErrors.push(message);
  }
  if (!formErrors.length && !Object.keys(fieldErrors).length) formErrors.push(USER_ERROR_MESSAGES.INVALID_INPUT);
  return submission.reply({ formErrors, fieldErrors, hideFields });
}

/** The same answer for a failure the page decides itself (no mutation involved). */
export function replyWithMessage(submission: Submission<unknown, string[], unknown>, message: string, options: { field?: string; hideFields?: string[] } = {}) {
  return submission.reply(
    options.field ? { fieldErrors: { [options.field]: [message] }, hideFields: options.hideFields } : { formErrors: [message], hideFields: options.hideFields },
  );
}
