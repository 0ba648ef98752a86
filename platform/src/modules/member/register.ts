/**
 * POST /wps/member/register (username) and /wps/member/register/mobile: validate the payload
 * against the brand's register field configuration (enabled / required / acceptedPattern /
 * min/maxLength; disabled fields are ignored), create the account and its wallet, and log in.
 *
 * Order: the affiliate code first (invalid → `invitation_code_error`; each code checked counts
 * on the address's affiliate limit), then every field (`request_param_err` "<field>: <reason>"),
 * the terms and privacy versions and the brand's confirmations (legal/registration.ts), the
 * registration throttle, uniqueness, captcha (when the brand enables it), and last the SMS
 * code (so bad input elsewhere does not burn it). Nothing is stored before all checks pass. With
 * REGMOBVERF3 on, a mobile number is only accepted with its registration code. With
 * `firebaseChannel` and `firebaseIdToken` (the spec's register payload) the new account is linked to
 * that Google or Facebook identity (session/social.ts verifies the token as for a sign-in; an
 * identity already linked is refused), so the player can sign in with it later. The versions
 * accepted and the confirmations given are recorded in the account's own batch.
 *
 * Throttle (brand_throttle_settings; counters in the AuthThrottle Durable Object): every attempt
 * with valid fields is reserved per address and per device (`loginDeviceId` or `deviceId`, when
 * sent) before uniqueness is looked up, and stays counted whatever its outcome, so neither
 * accounts nor "already exists" answers come in bulk. Past registerCaptchaAfter attempts in
 * registerCaptchaWindowMs the platform answers `captcha_required` unless a right captcha comes
 * with the attempt; past registerBlockAfter in registerBlockWindowMs, 429 `too.many.requests`.
 */
import { registrationRefused, selfExcludedDetails } from '../responsible-gaming/store';
import { identityTaken } from '../kyc/store';
import { checkLegalRegistration } from '../legal/registration';
import { registrationStatements } from '../legal/store';
import { isModuleOn } from '../../http/brand';
import { fieldError, functionNotAvailable, PlatformError, tooManyRequests } from '../../http/envelope';
import type { Rule } from '../../throttle/AuthThrottle';
import { throttleFor, throttleKeys } from '../../throttle/client';
import { loadThrottleSettings, type ThrottleSettings } from '../../throttle/settings';
import { checkCode, codeError, phoneRecipient } from '../verification/codes';
import { accountByMobile, accountByUsername, canonicalUsername, isAgent, type AccountRow } from '../accounts/accounts';
import { consumeCaptcha } from '../session/captcha';
import { captchaRequired, captchaWrong, completeLogin, type LoginValue } from '../session/login';
import type { AccountDeps } from '../accounts/deps';
import { linkedAccount, verifiedFirebaseUser } from '../session/social';
import { encodePasswordHash, hashPassword, unusablePasswordHash } from '../session/password';
import { checkValue, dialingCodeOf, FALLBACK_RULES, loadFieldRules, payloadObject, textOf, type FieldRule } from '../accounts/fields';

export type RegisterMode = 'username' | 'mobile';

/** Payload fields governed by the register configuration (docs/spec-index.md#entities), in check order. */
const CONFIGURED_FIELDS = [
  'username',
  'password',
  'confirmPassword',
  'mobileNum',
  'verificationCode',
  'payeeName',
  'paymentPassword',
  'qqNum',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'email',
  'recommenderId',
  'affiliateCode',
  'captcha',
] as const;
const SECRET_FIELDS = new Set(['password', 'confirmPassword', 'paymentPassword']);
/** Kept in `profile` when enabled. */
const PROFILE_FIELDS = ['qqNum', 'line', 'whatsapp', 'facebook', 'wechat', 'idNumber', 'recommenderId'] as const;
/** Free-form context the page adds, kept in `profile` (at most 200 characters each). */
const CONTEXT_FIELDS = ['referralCode', 'domain', 'registerUrl', 'registerMethod'] as const;

export const invitationCodeError = () => new PlatformError(400, 'invitation_code_error', 'invitation code invalid');
/** The Google or Facebook identity of a registration is some account's already (sign in with it instead). */
export const socialAlreadyLinked = () => fieldError('firebaseIdToken', 'already linked to an account');

/** Counts one affiliate code check for the visitor's address; 429 past the brand's limit. */
export async function takeAffiliateCheck(d: Pick<AccountDeps, 'env' | 'merchant' | 'ip' | 'now'>, t: ThrottleSettings): Promise<void> {
  const taken = await throttleFor(d.env, d.merchant).take(throttleKeys.affiliateIp(d.ip), t.affiliateChecksPerIp, t.affiliateCheckWindowMs, d.now);
  if (!taken.allowed) throw tooManyRequests(taken.retryAt, d.now);
}

/** The block limits first (429), then the captcha thresholds; per address, and per device when sent. */
function registerRules(t: ThrottleSettings, ip: string, deviceId: string | null, captchaSolved: boolean): Rule[] {
  const keys = [throttleKeys.registerIp(ip), ...(deviceId ? [throttleKeys.registerDevice(deviceId)] : [])];
  const block = keys.map((key): Rule => ({ key, windowMs: t.registerBlockWindowMs, limit: t.registerBlockAfter }));
  if (captchaSolved) return block;
  return [...block, ...keys.map((key): Rule => ({ key, windowMs: t.registerCaptchaWindowMs, limit: t.registerCaptchaAfter }))];
}

/**
 * Reserves one registration attempt (see the module comment). Answers whether a captcha of the
 * payload was used up on the way (then the brand's own captcha check is already done).
 */
async function reserveRegistration(d: AccountDeps, t: ThrottleSettings, payload: Record<string, unknown>, deviceId: string | null): Promise<boolean> {
  const throttle = throttleFor(d.env, d.merchant);
  const blockRules = registerRules(t, d.ip, deviceId, true).length;
  let reservation = await throttle.reserve(registerRules(t, d.ip, deviceId, false), d.now);
  let captchaUsed = false;
  if (!reservation.allowed && (reservation.refused ?? 0) >= blockRules) {
    const captchaId = textOf(payload, 'captchaId');
    const captcha = textOf(payload, 'captcha');
    if (!captchaId || !captcha) throw captchaRequired();
    if (!(await consumeCaptcha(d.db, d.merchant, captchaId, captcha, d.now, d.ip))) throw captchaWrong();
    captchaUsed = true;
    reservation = await throttle.reserve(registerRules(t, d.ip, deviceId, true), d.now);
  }
  if (!reservation.allowed) throw tooManyRequests(reservation.retryAt, d.now);
  return captchaUsed;
}

/** The agent owning an affiliate code, or null. */
export async function agentByAffiliateCode(d: Pick<AccountDeps, 'db' | 'merchant' | 'settings'>, code: string): Promise<AccountRow | null> {
  if (!/^[A-Za-z0-9]{1,32}$/.test(code)) return null;
  const agent = await d.db
    .prepare("SELECT * FROM accounts WHERE merchant_code = ?1 AND affiliate_code = ?2 AND status = 'ACTIVE'")
    .bind(d.merchant, code.toUpperCase())
    .first<AccountRow>();
  return agent && isAgent(d.settings, agent.type) ? agent : null;
}

/**
 * The brand's field rules applied to a registration payload (step 2 of register): every configured
 * field checked (`request_param_err` "<field>: <reason>"), the confirmation and the default
 * password refused. Answers the accepted values; disabled fields are left out. The agent centre's
 * direct registration (modules/agent) checks its payload with the same rules.
 */
export async function checkRegisterFields(
  d: Pick<AccountDeps, 'db' | 'merchant' | 'brand' | 'settings'>,
  payload: Record<string, unknown>,
  mode: RegisterMode,
  options: { skip?: readonly string[] } = {},
): Promise<Map<string, string>> {
  const flags = d.brand.whitelabel;
  const skip = new Set(options.skip ?? []);
  const rules = await loadFieldRules(d.db, d.merchant);
  const mobileVerification = isModuleOn(flags, 'REGMOBVERF3');
  const passwordless = mode === 'mobile' && mobileRegistrationWithoutPassword(flags);
  const mandatory = new Set<string>(
    mode === 'username' ? ['username', 'password', 'confirmPassword'] : passwordless ? ['mobileNum'] : ['mobileNum', 'password', 'confirmPassword'],
  );
  // Without a password the number and its code are the only credential: the passwords are not taken.
  if (passwordless) for (const field of ['password', 'confirmPassword']) skip.add(field);
  // Mobile registration makes the username optional (one is derived from the number).
  const optional = new Set<string>(mode === 'mobile' ? ['username'] : []);
  const hasMobile = textOf(payload, 'mobileNum') !== '';
  if ((mode === 'mobile' || hasMobile) && mobileVerification) mandatory.add('verificationCode');
  const values = new Map<string, string>();
  for (const field of CONFIGURED_FIELDS) {
    if (skip.has(field)) continue;
    const rule: FieldRule | undefined = rules.get(field) ?? (field in FALLBACK_RULES ? FALLBACK_RULES[field as keyof typeof FALLBACK_RULES] : undefined);
    const forced = mandatory.has(field);
    if (!forced && (!rule || !rule.enabled)) continue; // disabled: ignored, never stored
    let value = textOf(payload, field, { trim: !SECRET_FIELDS.has(field) });
    if (field === 'mobileNum') value = value.replace(/[\s-]/g, '');
    if (value === '') {
      if (forced || (rule?.required && !optional.has(field))) throw fieldError(field, 'not empty');
      continue;
    }
    if (rule) checkValue(rule, value, field);
    values.set(field, value);
  }
  if (passwordless) return values;
  const password = values.get('password') ?? '';
  if (values.get('confirmPassword') !== password) throw fieldError('confirmPassword', 'inconsistent twice');
  if (password === d.settings.defaultPassword) throw fieldError('password', 'must not be the default password');
  return values;
}

/**
 * Mobile registration without a password: MOBILENUMPASSREG3 ("mobile number and password
 * registration") off, with the registration code on (REGMOBVERF3), since the number and its code
 * are then the account's only credential; it logs in with SMS codes (docs/platform-protocol.md).
 * With REGMOBVERF3 off a password is still asked for: an account must have some credential.
 */
export function mobileRegistrationWithoutPassword(flags: Parameters<typeof isModuleOn>[0]): boolean {
  return !isModuleOn(flags, 'MOBILENUMPASSREG3') && isModuleOn(flags, 'REGMOBVERF3');
}

export async function register(d: AccountDeps, raw: unknown, mode: RegisterMode): Promise<LoginValue> {
  const flags = d.brand.whitelabel;
  if (mode === 'username' && !(isModuleOn(flags, 'DIRECTREG3') && isModuleOn(flags, 'USERNAMEREG3'))) throw functionNotAvailable();
  if (mode === 'mobile' && !isModuleOn(flags, 'MOBILENUMREG3')) throw functionNotAvailable();
  const payload = payloadObject(raw);

  // 1. The affiliate code, first.
  const limits = await loadThrottleSettings(d.db, d.merchant);
  const affiliateCode = textOf(payload, 'affiliateCode');
  if (affiliateCode) await takeAffiliateCheck(d, limits);
  const agent = affiliateCode ? await agentByAffiliateCode(d, affiliateCode) : null;
  if (affiliateCode && !agent) throw invitationCodeError();

  // 2. Every configured field.
  const values = await checkRegisterFields(d, payload, mode);
  const password = values.get('password') ?? '';
  const mobile = values.get('mobileNum') ?? null;
  const dialing = mobile ? dialingCodeOf(payload) : null;
  const context: Record<string, string> = {};
  for (const field of CONTEXT_FIELDS) {
    const value = textOf(payload, field);
    if (value.length > 200) throw fieldError(field, 'too long');
    if (value) context[field] = value;
  }
  // The terms and privacy versions the form showed, each the one in force, and the brand's confirmations.
  const legal = await checkLegalRegistration(d.db, d.merchant, payload, d.now, { confirmationsAsked: true });

  // 3. The throttle, before uniqueness answers anything.
  const deviceId = (textOf(payload, 'loginDeviceId') || textOf(payload, 'deviceId')).slice(0, 128) || null;
  const captchaUsed = await reserveRegistration(d, limits, payload, deviceId);

  // A Google or Facebook identity to link (the payload's firebaseChannel and firebaseIdToken): verified
  // like a sign-in, and not linked to an account yet (one identity, one account).
  const linking = [payload.firebaseIdToken, payload.firebaseChannel].some((value) => value !== undefined && value !== null && value !== '');
  const social = linking ? await verifiedFirebaseUser(d, payload) : null;
  if (social && (await linkedAccount(d, social))) throw socialAlreadyLinked();
  const email = values.get('email')?.toLowerCase() ?? social?.email?.toLowerCase() ?? null;

  // 4. Uniqueness.
  const username = canonicalUsername(values.get('username') ?? `m${(dialing ?? '').slice(1)}${mobile ?? ''}`);
  if (mobile && dialing && (await accountByMobile(d.db, d.merchant, dialing, mobile))) throw fieldError('mobileNum', 'already registered');
  // A self-excluded player's details cannot open another account on the brand (docs/decisions/039).
  // After the mobile number's own check, so a taken number answers "already registered" whoever holds
  // it; an e-mail or ID number (not unique otherwise) answers only "contact customer service".
  if (await selfExcludedDetails(d.db, d.merchant, { dialing, mobile, email, idNumber: values.get('idNumber') ?? null }, d.now)) {
    throw registrationRefused();
  }
  // One identity, one account (docs/decisions/057): an ID number another account of the brand gave,
  // or the operator read from its accepted identity document, is taken.
  const idNumber = values.get('idNumber');
  if (idNumber && (await identityTaken(d.db, d.merchant, idNumber))) throw fieldError('idNumber', 'already registered');
  // A linked identity's own e-mail too, as its sign-in would check it (session/social.ts): once
  // linked, that identity signs in without the check.
  const socialEmail = social?.email?.toLowerCase() ?? null;
  if (
    socialEmail &&
    socialEmail !== email &&
    (await selfExcludedDetails(d.db, d.merchant, { dialing: null, mobile: null, email: socialEmail, idNumber: null }, d.now))
  ) {
    throw registrationRefused();
  }
  if (await accountByUsername(d.db, d.merchant, username)) throw fieldError('username', 'already exists');

  // 5. Captcha (only when the brand enables the field, and not used up by the throttle already)
  // and the SMS code, last.
  if (values.has('captcha') && !captchaUsed) {
    const captchaId = textOf(payload, 'captchaId');
    if (!captchaId) throw fieldError('captchaId', 'not empty');
    if (!(await consumeCaptcha(d.db, d.merchant, captchaId, values.get('captcha') ?? '', d.now, d.ip))) throw captchaWrong();
  }
  if (mobile && dialing && values.has('verificationCode')) {
    const checked = await checkCode(d.db, {
      merchant: d.merchant,
      purpose: 'REGISTER',
      recipient: phoneRecipient(dialing, mobile),
      code: values.get('verificationCode') ?? '',
      now: d.now,
    });
    if (!checked.ok) throw codeError(checked.reason);
  }

  // 6. Store, then log in. A password-less account has a password nothing matches (SMS login, or a reset by phone).
  const hash = values.has('password') ? await hashPassword(d.env, password) : unusablePasswordHash();
  const paymentPassword = values.get('paymentPassword');
  const payment = paymentPassword ? encodePasswordHash(await hashPassword(d.env, paymentPassword)) : null;
  const profile: Record<string, string> = { ...context, registerMethod: context.registerMethod ?? 'WEB', ...(social ? { provider: social.provider } : {}) };
  for (const field of PROFILE_FIELDS) {
    const value = values.get(field);
    if (value) profile[field] = value;
  }
  try {
    await d.db.batch([
      d.db
        .prepare(
          `INSERT INTO accounts (merchant_code, username, nickname, type, parent_id, password_algorithm, password_iterations,
             password_salt, password_hash, password_changed_at, payment_password, country_dialing_code, mobile_num, email,
             payee_name, profile, created_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16, ?10)`,
        )
        .bind(
          d.merchant,
          username,
          values.get('username') ?? username,
          d.settings.memberType,
          agent?.id ?? null,
          hash.algorithm,
          hash.iterations,
          hash.salt,
          hash.hash,
          d.now,
          payment,
          dialing,
          mobile,
          email,
          values.get('payeeName') ?? null,
          JSON.stringify(profile),
        ),
      // The identity's link, in the same batch: an account is never left half linked.
      ...(social
        ? [
            d.db
              .prepare(
                `INSERT INTO social_identities (merchant_code, provider, uid, account_id, created_at)
                 SELECT ?1, ?3, ?4, id, ?5 FROM accounts WHERE merchant_code = ?1 AND username = ?2`,
              )
              .bind(d.merchant, username, social.provider, social.uid, d.now),
          ]
        : []),
      // What the member accepted and confirmed, with the account or not at all.
      ...registrationStatements(d.db, { merchant: d.merchant, username, ...legal, ip: d.ip, now: d.now }),
    ]);
  } catch (error) {
    // A concurrent sign-in or registration linked the identity first.
    if (social && String(error).includes('UNIQUE') && (await linkedAccount(d, social))) throw socialAlreadyLinked();
    if (String(error).includes('UNIQUE')) throw fieldError(mobile ? 'mobileNum' : 'username', 'already exists');
    throw error;
  }
  const account = await accountByUsername(d.db, d.merchant, username);
  if (!account) throw new Error('registered account not found');
  return completeLogin(d, account, {
    origin: 'REGISTER',
    deviceId,
    passwordIsDefault: false,
    allowSecondStep: false,
  });
}
