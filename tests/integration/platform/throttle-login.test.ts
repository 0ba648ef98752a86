/**
 * Login brute force under parallel requests: each attempt is reserved in the AuthThrottle Durable
 * Object before its password is checked, so no burst checks more passwords than the limits allow.
 * The checks really made are counted by the platform's development probe (one Durable Object event
 * per password verified, DEV_TOOLS only), independently of the limits under test.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsPlatform, env, loginCall, newCaptcha, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { throttleKeys } from '#platform/src/throttle/client';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

const WINDOW = 15 * 60_000;
const throttle = () => p.env.THROTTLE!.get(p.env.THROTTLE!.idFromName('auth:DEMO'));
const checksOf = async (username: string) =>
  (await throttle().counts([throttleKeys.passwordChecked(username)], WINDOW, Date.now()))[throttleKeys.passwordChecked(username)];
const sessionsOf = async (username: string) =>
  (
    await env.DB.prepare('SELECT COUNT(*) AS n FROM sessions WHERE account_id = (SELECT id FROM accounts WHERE username = ?1)')
      .bind(username)
      .first<{ n: number }>()
  )?.n ?? 0;

/** `count` requests, `atOnce` in flight at a time; the answers' error codes (or "ok"). */
async function burst(count: number, atOnce: number, send: (i: number) => ReturnType<typeof loginCall>): Promise<string[]> {
  const codes: string[] = [];
  for (let start = 0; start < count; start += atOnce) {
    const answers = await Promise.all(Array.from({ length: Math.min(atOnce, count - start) }, (_, k) => send(start + k)));
    codes.push(...answers.map((a) => (a.status === 200 ? 'ok' : (a.body.errorCode ?? `HTTP ${a.status}`))));
  }
  return codes;
}
const tally = (codes: string[]) => codes.reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});

describe('password checks are reserved before they are made', () => {
  it('20 wrong passwords for one account from one IP, 10 at a time: exactly 3 are checked; the right one after them is not', async () => {
    const ip = '192.0.2.150';
    const codes = await burst(20, 10, () => loginCall(p, { username: 'demo_down1', password: 'WrongPass1' }, ip));
    expect(tally(codes)).toEqual({ account_password_error: 3, captcha_required: 17 });
    expect(await checksOf('demo_down1')).toBe(3);

    // The right password in a second burst among wrong ones: refused unchecked, no session begins.
    const sessionsBefore = await sessionsOf('demo_down1');
    const mixed = await burst(10, 10, (i) => loginCall(p, { username: 'demo_down1', password: i === 5 ? 'Down2024' : 'WrongPass1' }, ip));
    expect(mixed).toEqual(Array(10).fill('captcha_required'));
    expect(await checksOf('demo_down1')).toBe(3);
    expect(await sessionsOf('demo_down1')).toBe(sessionsBefore);

    // From another IP the real user is not locked out (at most a captcha: here 3 < 10 for the account).
    expect((await loginCall(p, { username: 'demo_down1', password: 'Down2024' }, '192.0.2.151')).status).toBe(200);
  });

  it('an IP spraying 20 usernames in parallel gets exactly 10 checks, then only captcha demands', async () => {
    const ip = '192.0.2.152';
    const codes = await burst(20, 20, (i) => loginCall(p, { username: `spray_${i}`, password: 'WrongPass1' }, ip));
    expect(tally(codes)).toEqual({ account_password_error: 10, captcha_required: 10 });
    let checks = 0;
    for (let i = 0; i < 20; i++) checks += await checksOf(`spray_${i}`);
    expect(checks).toBe(10);
  });

  it('with captchas solved, the IP block still caps the checks under a burst (429 for the rest)', async () => {
    await env.DB.prepare('UPDATE brand_account_settings SET ip_block_failures = 5 WHERE merchant_code = ?1').bind('DEMO').run();
    try {
      const ip = '192.0.2.153';
      // Past the pair's captcha threshold first (3 checked, the rest asked for a captcha).
      await burst(3, 3, () => loginCall(p, { username: 'demo_down3', password: 'WrongPass1' }, ip));
      const captchas = await Promise.all(Array.from({ length: 8 }, () => newCaptcha(p, ip)));
      const codes = await burst(8, 8, (i) =>
        loginCall(p, { username: 'demo_down3', password: 'WrongPass1', captchaId: captchas[i]!.captchaId, captcha: captchas[i]!.answer }, ip),
      );
      expect(tally(codes)).toEqual({ account_password_error: 2, 'too.many.requests': 6 });
      expect(await checksOf('demo_down3')).toBe(5);
    } finally {
      await env.DB.prepare('UPDATE brand_account_settings SET ip_block_failures = 50 WHERE merchant_code = ?1').bind('DEMO').run();
    }
  });

  it('a right password takes its reservation back: successes never count as failures', async () => {
    const ip = '192.0.2.154';
    // Up to the pair's threshold in flight at once, twice: each success releases its place.
    const codes = [...(await burst(3, 3, () => loginCall(p, { username: 'demo_down2', password: 'Down2024' }, ip)))];
    codes.push(...(await burst(3, 3, () => loginCall(p, { username: 'demo_down2', password: 'Down2024' }, ip))));
    expect(codes).toEqual(Array(6).fill('ok'));
    const keys = [throttleKeys.pair('demo_down2', ip), throttleKeys.ip(ip), throttleKeys.account('demo_down2')];
    expect(await throttle().counts(keys, WINDOW, Date.now())).toEqual(Object.fromEntries(keys.map((key) => [key, 0])));
  });
});
