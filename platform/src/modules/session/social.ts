/**
 * Social sign-in: POST /wps/session/login with `{type: "firebase", firebaseIdToken, firebaseChannel:
 * "GOOGLE"|"FACEBOOK", loginDeviceId?}`. The browser signs in with Google or Facebook through the
 * Firebase client SDK and hands over the Firebase ID token; the platform verifies it (./firebase.ts).
 *
 * - The channel's whitelabel module (GOOGLELOGIN3, FBLOGIN3) off, or a brand without a Firebase
 *   configuration: `function.not.available`.
 * - Any invalid token: `firebase.token.invalid` (one code, whichever check failed), counted as a
 *   login failure of the IP in the AuthThrottle (an IP over the brand's ipBlockFailures gets 429).
 * - (brand, provider, uid) linked to an account (table social_identities): that account logs in,
 *   if its type may log in (`login.not.member`) and it is active (`login.account.disabled`).
 * - Not linked yet: a member account is created (the brand's member type; username "g_"/"f_" plus
 *   base32 of SHA-256(provider:uid), deterministic, longer on a clash; nickname from the token's
 *   name or e-mail; the e-mail when verified; a password nothing matches, so password login waits
 *   for a reset), with an empty wallet, linked, and logged in (`firstTimeLogin: true`).
 * Sessions begin with origin SOCIAL: no second step, passwordIsDefault and passwordExpired false.
 */
import { registrationRefused, selfExcludedDetails } from '../responsible-gaming/store';
import { DEV_FIREBASE_KID } from '#platform/seed/firebase';
import { isModuleOn } from '../../http/brand';
import { fieldError, functionNotAvailable, PlatformError, tooManyRequests } from '../../http/envelope';
import { throttleFor, throttleKeys } from '../../throttle/client';
import { requireText } from '../accounts/fields';
import { canLogIn, type AccountRow } from '../accounts/accounts';
import { CHANNEL_MODULE, loadFirebaseConfig, verifyFirebaseIdToken, type FirebaseChannel, type FirebaseUser } from './firebase';
import { accountDisabled, completeLogin, notMember, type LoginValue } from './login';
import type { AccountDeps } from '../accounts/deps';
import { unusablePasswordHash } from './password';

export const firebaseTokenInvalid = () => new PlatformError(400, 'firebase.token.invalid', 'invalid sign-in token');

const CHANNELS: readonly FirebaseChannel[] = ['GOOGLE', 'FACEBOOK'];
const USERNAME_PREFIX: Record<string, string> = { 'google.com': 'g_', 'facebook.com': 'f_' };
/** Hash characters in a derived username; a clash with an existing username tries the next length. */
const USERNAME_HASH_LENGTHS = [10, 16, 26] as const;
const MAX_NICKNAME_LENGTH = 32;

function channelOf(payload: Record<string, unknown>): FirebaseChannel {
  const channel = requireText(payload, 'firebaseChannel').toUpperCase() as FirebaseChannel;
  if (!CHANNELS.includes(channel)) throw fieldError('firebaseChannel', `must be one of ${CHANNELS.join(', ')}`);
  return channel;
}

/** The ID token, read apart from the generic text fields (those stop at 500 characters). */
function idTokenOf(payload: Record<string, unknown>): string {
  const raw = payload.firebaseIdToken;
  if (raw !== undefined && raw !== null && typeof raw !== 'string') throw fieldError('firebaseIdToken', 'must be a string');
  const token = (raw ?? '').trim();
  if (token === '') throw fieldError('firebaseIdToken', 'not empty');
  return token;
}

/**
 * The Firebase user of a payload's `firebaseChannel` and `firebaseIdToken` (a sign-in, or a
 * registration that links its account to a Google or Facebook identity: member/register.ts):
 * the channel's module on and the brand configured, else `function.not.available`; an address over
 * the failure limit 429; an invalid token `firebase.token.invalid`, counted as a failure.
 */
export async function verifiedFirebaseUser(d: AccountDeps, payload: Record<string, unknown>): Promise<FirebaseUser> {
  const channel = channelOf(payload);
  if (!isModuleOn(d.brand.whitelabel, CHANNEL_MODULE[channel])) throw functionNotAvailable();
  const config = await loadFirebaseConfig(d.db, d.merchant);
  if (!config) throw functionNotAvailable();

  const ipKey = throttleKeys.ip(d.ip);
  const throttle = throttleFor(d.env, d.merchant);
  const counts = await throttle.counts([ipKey], d.settings.failureWindowMs, d.now);
  if ((counts[ipKey] ?? 0) >= d.settings.ipBlockFailures) throw tooManyRequests(d.now + d.settings.failureWindowMs, d.now);

  const token = idTokenOf(payload);
  const user = await verifyFirebaseIdToken(token, config, {
    channel,
    now: d.now,
    // The development key's private half is public: only a development platform with its tools on trusts it.
    refusedKids: (d.env.ENVIRONMENT === 'development' || d.env.ENVIRONMENT === 'test') && d.env.DEV_TOOLS === '1' ? [] : [DEV_FIREBASE_KID],
  });
  if (!user) {
    await throttle.record([ipKey], d.settings.failureWindowMs, d.now);
    throw firebaseTokenInvalid();
  }
  return user;
}

export async function firebaseLogin(d: AccountDeps, payload: Record<string, unknown>, deviceId: string | null): Promise<LoginValue> {
  const user = await verifiedFirebaseUser(d, payload);
  const account = (await linkedAccount(d, user)) ?? (await createLinkedAccount(d, user));
  if (account.status !== 'ACTIVE') throw accountDisabled();
  if (!canLogIn(d.settings, account.type)) throw notMember();
  return completeLogin(d, account, { origin: 'SOCIAL', deviceId, passwordIsDefault: false, allowSecondStep: false, passwordExpiry: false });
}

export async function linkedAccount(d: Pick<AccountDeps, 'db' | 'merchant'>, user: Pick<FirebaseUser, 'provider' | 'uid'>): Promise<AccountRow | null> {
  return d.db
    .prepare(
      `SELECT a.* FROM social_identities s JOIN accounts a ON a.id = s.account_id
        WHERE s.merchant_code = ?1 AND s.provider = ?2 AND s.uid = ?3`,
    )
    .bind(d.merchant, user.provider, user.uid)
    .first<AccountRow>();
}

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

function base32(bytes: Uint8Array): string {
  let out = '';
  let buffer = 0;
  let bits = 0;
  for (const b of bytes) {
    buffer = (buffer << 8) | b;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(buffer >>> (bits - 5)) & 31];
      bits -= 5;
    }
    buffer &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(buffer << (5 - bits)) & 31];
  return out;
}

/** The usernames a (provider, uid) may get, shortest first: "g_" + base32(SHA-256("google.com:<uid>")). */
export async function socialUsernames(provider: string, uid: string): Promise<string[]> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${provider}:${uid}`)));
  const hash = base32(digest);
  const prefix = USERNAME_PREFIX[provider] ?? 's_';
  return USERNAME_HASH_LENGTHS.map((length) => prefix + hash.slice(0, length));
}

function nicknameOf(user: FirebaseUser, username: string): string {
  const clean = (text: string | null) => [...(text ?? '').normalize('NFKC').replace(/\s+/g, ' ').trim()].slice(0, MAX_NICKNAME_LENGTH).join('').trim();
  return clean(user.name) || clean(user.anyEmail?.split('@')[0] ?? null) || username;
}

/**
 * Creates, links and returns the account of a first sign-in. Account, wallet and link are one
 * atomic batch: when a concurrent first sign-in of the same uid wins, its account is returned.
 */
async function createLinkedAccount(d: AccountDeps, user: FirebaseUser): Promise<AccountRow> {
  // A self-excluded player's e-mail opens no new account through a sign-in either (docs/decisions/039).
  if (user.email && (await selfExcludedDetails(d.db, d.merchant, { dialing: null, mobile: null, email: user.email, idNumber: null }, d.now))) {
    throw registrationRefused();
  }
  const hash = unusablePasswordHash();
  const profile = JSON.stringify({ registerMethod: 'SOCIAL', provider: user.provider });
  for (const username of await socialUsernames(user.provider, user.uid)) {
    try {
      const [inserted] = await d.db.batch([
        d.db
          .prepare(
            `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt,
                                   password_hash, password_changed_at, email, profile, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?9) RETURNING *`,
          )
          .bind(
            d.merchant,
            username,
            nicknameOf(user, username),
            d.settings.memberType,
            hash.algorithm,
            hash.iterations,
            hash.salt,
            hash.hash,
            d.now,
            user.email,
            profile,
          ),
        d.db
          .prepare(
            `INSERT INTO social_identities (merchant_code, provider, uid, account_id, created_at)
             SELECT ?1, ?3, ?4, id, ?5 FROM accounts WHERE merchant_code = ?1 AND username = ?2`,
          )
          .bind(d.merchant, username, user.provider, user.uid, d.now),
      ]);
      const account = inserted?.results?.[0] as AccountRow | undefined;
      if (!account) throw new Error('social account not created');
      return account;
    } catch (error) {
      if (!String(error).includes('UNIQUE')) throw error;
      // Either the uid was linked meanwhile (use that account) or the username is someone else's.
      const linked = await linkedAccount(d, user);
      if (linked) return linked;
    }
  }
  throw new Error(`no free username for a ${user.provider} account`);
}
