/**
 * Helpers for the accounts tests: the platform with its full environment (THROTTLE Durable Object,
 * PASSWORD_PEPPER, ...), optionally with a shifted clock, the demo accounts, and protocol calls.
 */
import { env } from 'cloudflare:workers';
import { sealLegacy } from '#gateway/upstream/crypto/legacy';
import worker from '#platform/src/index';
import type { Env as PlatformEnv } from '#platform/src/env';
import { ensureSeeded, NO_CONFIG_CACHE, onceAfterSeed, type SeededPlatform } from '../support/platform';
import { BASE, callJson, type Envelope } from './client';
import { platformHeaders } from '../support/platform';
import { acceptLegal } from '../support/legal';

export type AccountsPlatform = SeededPlatform;

/**
 * The platform Worker with every binding of platform/wrangler.toml, plus `overrides`; configuration
 * is read afresh on every call, as these tests switch flags in D1 directly.
 */
export async function accountsPlatform(overrides: Partial<PlatformEnv> = {}): Promise<AccountsPlatform> {
  await ensureSeeded(env);
  const platformEnv = { ...(env as unknown as PlatformEnv), BRAND_CONFIG_CACHE_MS: NO_CONFIG_CACHE, ...overrides };
  return { env: platformEnv, fetch: (request) => worker.fetch(request, platformEnv) };
}

/** The same platform with its clock `offsetMs` ahead. */
export function later(p: AccountsPlatform, offsetMs: number): AccountsPlatform {
  const shifted = { ...p.env, CLOCK_OFFSET_MS: String(offsetMs) };
  return { env: shifted, fetch: (request) => worker.fetch(request, shifted) };
}

/** POST /__dev/seed-accounts once per test file (the files share this module: onceAfterSeed). */
export const seedDemoAccounts = onceAfterSeed(async (p: AccountsPlatform) => {
  const { status, body } = await callJson(p, '/__dev/seed-accounts', { method: 'POST', rawHeaders: new Headers() });
  if (status !== 200 || !body.success) throw new Error(`seed-accounts: ${status} ${JSON.stringify(body)}`);
});

export const MEMBER = { username: 'demo_member', password: 'Member2024' };

/** Routes whose body is sealed on the wire (docs/platform-protocol.md, "Encryption of sensitive bodies"). */
export const ENCRYPTED_PATHS = new Set([
  '/wps/session/login',
  '/wps/session/login/verification',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password',
  '/wps/member/password/verification',
  '/wps/member/password/email/reset',
]);

/** Seals a payload with the legacy scheme, as the gateway does, to the platform's current modulus. */
export async function sealed(p: AccountsPlatform, payload: unknown): Promise<{ body: string; headers: Record<string, string> }> {
  const res = await p.fetch(new Request(`${BASE}/wps/session/key/rsa?t=${Date.now()}`, { headers: platformHeaders() }));
  return sealLegacy(payload, await res.text());
}

/** A protocol call; bodies of encrypted routes are sealed like the gateway seals them. */
export async function post<T = any>(p: AccountsPlatform, path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  if (body !== undefined && ENCRYPTED_PATHS.has(path)) {
    const seal = await sealed(p, body);
    const res = await p.fetch(new Request(BASE + path, { method, headers: platformHeaders({ ...headers, ...seal.headers }), body: seal.body }));
    return { status: res.status, body: (await res.json()) as Envelope<T> };
  }
  return callJson<T>(p, path, { method, body, headers });
}

export function loginCall(p: AccountsPlatform, body: Record<string, unknown>, ip: string) {
  return post(p, '/wps/session/login', { type: 'username', loginDeviceId: 'device-1', ...body }, { 'X-Client-IP': ip });
}

/** Logs in and returns the token, failing the test on anything but success. */
export async function loginOk(p: AccountsPlatform, username: string, password: string, ip: string): Promise<Envelope['value']> {
  const { status, body } = await loginCall(p, { username, password }, ip);
  if (status !== 200 || !body.success) throw new Error(`login ${username}: ${status} ${JSON.stringify(body)}`);
  return body.value;
}

export function authed(token: string, extra: Record<string, string> = {}): Record<string, string> {
  return { Authorization: token, ...extra };
}

export async function memberInfo(p: AccountsPlatform, token: string) {
  return callJson(p, '/wps/member/info', { headers: authed(token) });
}

export async function outboxFor(p: AccountsPlatform, recipient: string): Promise<{ body: string; subject: string | null; channel: string }[]> {
  const { body } = await callJson(p, '/__dev/outbox', { rawHeaders: new Headers() });
  return (body.value.list as { recipient: string; body: string; subject: string | null; channel: string }[]).filter((m) => m.recipient === recipient);
}

/** The 6-digit code of the newest message to `recipient`. */
export async function lastCode(p: AccountsPlatform, recipient: string): Promise<string> {
  const [message] = await outboxFor(p, recipient);
  const code = /\b(\d{6})\b/.exec(message?.body ?? '')?.[1];
  if (!code) throw new Error(`no code sent to ${recipient}`);
  return code;
}

export async function newCaptcha(p: AccountsPlatform, ip = '198.51.100.250'): Promise<{ captchaId: string; answer: string }> {
  const { body } = await callJson(p, '/wps/captcha', { headers: { 'X-Client-IP': ip } });
  const captchaId = body.value.captchaId as string;
  const row = await env.DB.prepare('SELECT answer FROM captchas WHERE id = ?1').bind(captchaId).first<{ answer: string }>();
  if (!row) throw new Error('captcha not stored');
  return { captchaId, answer: row.answer };
}

export { env };

let cloned = 0;

/**
 * A new account of the demo brand with demo_down1's password (Down2024), written straight into D1
 * so a test starts from a member of its own: `prefix` starts the unique username.
 */
/** A fresh member logged in: its id, username and session token. */
export interface LoggedInMember {
  id: number;
  username: string;
  token: string;
}

/** A fresh account like demo_down1 (its password, no second step), logged in from `ip`. */
export async function newLoggedInMember(
  p: AccountsPlatform,
  prefix: string,
  options: Parameters<typeof newAccountLikeDown1>[1],
  ip: string,
): Promise<LoggedInMember> {
  const { id, username } = await newAccountLikeDown1(prefix, options);
  const login = await loginOk(p, username, 'Down2024', ip);
  return { id, username, token: login.token as string };
}

export async function newAccountLikeDown1(
  prefix: string,
  options: { nickname: string; type?: number; paymentPassword?: string | null; profile?: Record<string, unknown> },
): Promise<{ id: number; username: string }> {
  const username = `${prefix}_${Date.now().toString(36)}_${++cloned}`;
  const row = await env.DB.prepare(
    `INSERT INTO accounts (merchant_code, username, nickname, type, password_algorithm, password_iterations, password_salt, password_hash,
       password_changed_at, payment_password, profile, created_at)
     SELECT merchant_code, ?2, ?3, ?4, password_algorithm, password_iterations, password_salt, password_hash, password_changed_at, ?5, ?6, created_at
       FROM accounts WHERE merchant_code = ?1 AND username = 'demo_down1'
     RETURNING id`,
  )
    .bind('DEMO', username, options.nickname, options.type ?? 0, options.paymentPassword ?? null, JSON.stringify(options.profile ?? {}))
    .first<{ id: number }>();
  // A member of long standing, as demo_down1 is: the terms and privacy in force are accepted.
  await acceptLegal(env.DB, [username]);
  return { id: row!.id, username };
}
