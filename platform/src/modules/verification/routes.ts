/**
 * SMS codes: POST /wps/verification/sms/noLogin (login and phone password reset; body
 * `{mobileNum, countryDialingCode}`) and POST /wps/verification/sms/register (body
 * `{mobileNo, countryDialingCode}`), both answering `value: {expiredMinutes: 5}`.
 *
 * noLogin answers the same whether or not an account has the number (no enumeration) but only
 * sends when one does; register refuses a number that is already registered, and counts every
 * call per address first (brand_throttle_settings register_code_sends_per_ip, 10 an hour by
 * default), so numbers cannot be checked in bulk.
 */
import { isModuleOn } from '../../http/brand';
import { fieldError, functionNotAvailable, okPrivate, tooManyRequests } from '../../http/envelope';
import { throttleFor, throttleKeys } from '../../throttle/client';
import { loadThrottleSettings } from '../../throttle/settings';
import { readPayload } from '../../http/payload';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { accountByMobile } from '../accounts/accounts';
import { accountDeps, type AccountDeps } from '../accounts/deps';
import { dialingCodeOf, loadFieldRules, mobileOf, payloadObject } from '../accounts/fields';
import { issueCode, phoneRecipient } from './codes';
import { codeMessage } from './messages';

export async function sendLoginCode(d: AccountDeps, raw: unknown): Promise<{ expiredMinutes: number }> {
  const loginByCode = isModuleOn(d.brand.whitelabel, 'VERCODELOGIN3');
  const resetByPhone = isModuleOn(d.brand.whitelabel, 'CHNGPASSVERIF3');
  if (!loginByCode && !resetByPhone) throw functionNotAvailable();
  const payload = payloadObject(raw);
  const mobile = mobileOf(payload, await loadFieldRules(d.db, d.merchant), 'mobileNum');
  const dialing = dialingCodeOf(payload);
  const account = await accountByMobile(d.db, d.merchant, dialing, mobile);
  return issueCode({
    env: d.env,
    merchant: d.merchant,
    purpose: 'LOGIN',
    channel: 'SMS',
    recipient: phoneRecipient(dialing, mobile),
    accountId: account?.id ?? null,
    now: d.now,
    deliver: account !== null && account.status === 'ACTIVE',
    subject: null,
    message: codeMessage(d.text, 'loginCode', { brand: d.brand.row.name }).message,
  });
}

export async function sendRegisterCode(d: AccountDeps, raw: unknown): Promise<{ expiredMinutes: number }> {
  if (!isModuleOn(d.brand.whitelabel, 'REGMOBVERF3')) throw functionNotAvailable();
  const payload = payloadObject(raw);
  const mobile = mobileOf(payload, await loadFieldRules(d.db, d.merchant), 'mobileNo');
  const dialing = dialingCodeOf(payload);
  const t = await loadThrottleSettings(d.db, d.merchant);
  const taken = await throttleFor(d.env, d.merchant).take(throttleKeys.registerCodeIp(d.ip), t.registerCodeSendsPerIp, t.registerCodeWindowMs, d.now);
  if (!taken.allowed) throw tooManyRequests(taken.retryAt, d.now);
  if (await accountByMobile(d.db, d.merchant, dialing, mobile)) throw fieldError('mobileNo', 'already registered');
  return issueCode({
    env: d.env,
    merchant: d.merchant,
    purpose: 'REGISTER',
    channel: 'SMS',
    recipient: phoneRecipient(dialing, mobile),
    accountId: null,
    now: d.now,
    deliver: true,
    subject: null,
    message: codeMessage(d.text, 'registerCode', { brand: d.brand.row.name }).message,
  });
}

async function noLoginHandler(ctx: BrandContext): Promise<Response> {
  return okPrivate(await sendLoginCode(await accountDeps(ctx), await readPayload(ctx)));
}

async function registerCodeHandler(ctx: BrandContext): Promise<Response> {
  return okPrivate(await sendRegisterCode(await accountDeps(ctx), await readPayload(ctx)));
}

const path = (p: string) => ({ path: p, faultKey: p });

export const verificationRoutes: BrandRoute[] = [
  { kind: 'brand', ...path('/wps/verification/sms/noLogin'), methods: { POST: noLoginHandler } },
  { kind: 'brand', ...path('/wps/verification/sms/register'), methods: { POST: registerCodeHandler } },
];
