/**
 * POST /wps/session/login/freeplay: a guest trial account (the brand's free-play type, 4) with a
 * demo balance, logged in at once. The payload (os, platform 'W', an encrypted string, gateway
 * version) is not needed to create the guest and is not stored. At most FREE_PLAY_PER_IP_PER_HOUR
 * guests per IP.
 */
import { functionNotAvailable, tooManyRequests } from '../../http/envelope';
import { isModuleOn } from '../../http/brand';
import { throttleFor } from '../../throttle/client';
import { walletGate } from '../wallet/wallet-gate';
import type { AccountRow } from '../accounts/accounts';
import { completeLogin, type LoginValue } from './login';
import type { AccountDeps } from '../accounts/deps';
import { hashPassword } from './password';
import { randomToken } from '../../crypto/random';

export const FREE_PLAY_BALANCE_MINOR = 200_000;
export const FREE_PLAY_PER_IP_PER_HOUR = 10;

export async function freePlay(d: AccountDeps): Promise<LoginValue> {
  if (!isModuleOn(d.brand.whitelabel, 'FREEPLAY3')) throw functionNotAvailable();
  const taken = await throttleFor(d.env, d.merchant).take(`freeplay:ip:${d.ip}`, FREE_PLAY_PER_IP_PER_HOUR, 60 * 60 * 1000, d.now);
  if (!taken.allowed) throw tooManyRequests(taken.retryAt, d.now);
  const suffix = [...crypto.getRandomValues(new Uint8Array(5))].map((b) => b.toString(16).padStart(2, '0')).join('');
  // Nobody knows this password: the guest lives only as long as its session.
  const hash = await hashPassword(d.env, randomToken(24));
  const account = await d.db
    .prepare(
      `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt,
                             password_hash, password_changed_at, profile, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, '{"registerMethod":"FREEPLAY"}', ?9) RETURNING *`,
    )
    .bind(
      d.merchant,
      `guest${suffix}`,
      `Guest ${suffix.slice(0, 4).toUpperCase()}`,
      d.settings.freePlayType,
      hash.algorithm,
      hash.iterations,
      hash.salt,
      hash.hash,
      d.now,
    )
    .first<AccountRow>();
  if (!account) throw new Error('free play account not created');
  // Play money: from the brand's PLAY_MONEY account, never from the house or real deposits.
  const opened = await walletGate(d.env).execute({
    op: 'adjust',
    merchant: d.merchant,
    accountId: account.id,
    key: `opening:${account.id}`,
    amountMinor: FREE_PLAY_BALANCE_MINOR,
    kind: 'OPENING',
    contra: 'PLAY_MONEY',
  });
  if (!opened.ok) throw new Error(`free play balance not opened: ${opened.code}`);
  return completeLogin(d, account, { origin: 'FREEPLAY', deviceId: null, passwordIsDefault: false, allowSecondStep: false });
}
