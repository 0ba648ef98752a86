/**
 * Registration in bulk: attempts are reserved per address and per device before uniqueness is
 * looked up; a captcha after 3 an hour, nothing after 10 a day (the demo brand's
 * brand_throttle_settings). Registration SMS codes and affiliate code checks count per address.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsPlatform, env, later, newCaptcha, post, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { callJson } from './client';
import { DEMO_LEGAL } from '../support/legal';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

const register = (username: string, ip: string, extra: Record<string, unknown> = {}) =>
  post(p, '/wps/member/register', { username, password: 'Bulk12345', confirmPassword: 'Bulk12345', ...DEMO_LEGAL, ...extra }, { 'X-Client-IP': ip });
const codeOf = (a: { status: number; body: { errorCode?: string } }) => (a.status === 200 ? 'ok' : (a.body.errorCode ?? `HTTP ${a.status}`));
const tally = (codes: string[]) => codes.reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});
const accountsLike = async (prefix: string) =>
  (await env.DB.prepare("SELECT COUNT(*) AS n FROM accounts WHERE username LIKE ?1 || '%'").bind(prefix).first<{ n: number }>())?.n ?? 0;

describe('registrations from one address', () => {
  it('in parallel: 3 go through, the rest need a captcha; with captchas up to 10 in all, then 429; no more accounts', async () => {
    const ip = '198.18.200.1';
    const first = await Promise.all(Array.from({ length: 12 }, (_, i) => register(`bulka${i}`, ip)));
    expect(tally(first.map(codeOf))).toEqual({ ok: 3, captcha_required: 9 });
    expect(first.find((a) => a.body.errorCode === 'captcha_required')!.body.value).toEqual({ captcha: true });
    expect(await accountsLike('bulka')).toBe(3);

    // A wrong captcha is refused and stores nothing.
    const wrong = await newCaptcha(p, ip);
    expect(codeOf(await register('bulkwrong', ip, { captchaId: wrong.captchaId, captcha: wrong.answer === '0000' ? '1111' : '0000' }))).toBe('captcha_error');

    const captchas = await Promise.all(Array.from({ length: 9 }, () => newCaptcha(p, ip)));
    const second = await Promise.all(captchas.map((c, i) => register(`bulkb${i}`, ip, { captchaId: c.captchaId, captcha: c.answer })));
    expect(tally(second.map(codeOf))).toEqual({ ok: 7, 'too.many.requests': 2 });
    const refused = second.find((a) => a.status === 429)!;
    expect(refused.body.value.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(await accountsLike('bulka')).toBe(3);
    expect(await accountsLike('bulkb')).toBe(7);
    expect(await accountsLike('bulkwrong')).toBe(0);
  });

  it('an attempt with a taken username counts too: names cannot be checked in bulk', async () => {
    expect(codeOf(await register('bulktaken', '198.18.200.20'))).toBe('ok');
    const ip = '198.18.200.2';
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await register('BulkTaken', ip));
    expect(answers.slice(0, 3).map((a) => a.body.message)).toEqual(Array(3).fill('username: already exists'));
    expect(codeOf(answers[3]!)).toBe('captcha_required');
  });

  it('counts per device across addresses', async () => {
    const device = { loginDeviceId: 'bulk-device-1' };
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(codeOf(await register(`bulkdev${i}`, `198.18.201.${i}`, device)));
    expect(answers).toEqual(['ok', 'ok', 'ok', 'captcha_required']);
    // The same address with another device is its own count.
    expect(codeOf(await register('bulkdev9', '198.18.201.3', { loginDeviceId: 'bulk-device-2' }))).toBe('ok');
  });

  it('invalid fields are refused before the throttle: they count for nothing', async () => {
    const ip = '198.18.200.3';
    for (let i = 0; i < 5; i++) expect(codeOf(await register('1bad', ip))).toBe('request_param_err');
    expect(codeOf(await register('bulkfine', ip))).toBe('ok');
  });

  it('the captcha window is an hour, the block a day', async () => {
    const ip = '198.18.200.4';
    for (let i = 0; i < 3; i++) expect(codeOf(await register(`bulkc${i}`, ip))).toBe('ok');
    expect(codeOf(await register('bulkc3', ip))).toBe('captcha_required');
    const hourLater = later(p, 61 * 60_000);
    const again = (username: string) =>
      post(hourLater, '/wps/member/register', { username, password: 'Bulk12345', confirmPassword: 'Bulk12345', ...DEMO_LEGAL }, { 'X-Client-IP': ip });
    expect(codeOf(await again('bulkc4'))).toBe('ok');
  });
});

describe('registration SMS codes and affiliate checks, per address', () => {
  it('sends at most 10 registration codes an hour from one address, in parallel too', async () => {
    const ip = '198.18.202.1';
    const answers = await Promise.all(
      Array.from({ length: 14 }, (_, i) =>
        post(p, '/wps/verification/sms/register', { mobileNo: `10880000${String(i).padStart(2, '0')}`, countryDialingCode: '+82' }, { 'X-Client-IP': ip }),
      ),
    );
    expect(tally(answers.map(codeOf))).toEqual({ ok: 10, 'too.many.requests': 4 });
    // A registered number is not even looked up past the limit.
    const known = await post(p, '/wps/verification/sms/register', { mobileNo: '1012345678', countryDialingCode: '+82' }, { 'X-Client-IP': ip });
    expect(known.body.errorCode).toBe('too.many.requests');
  });

  it('checks at most 20 affiliate codes an hour from one address', async () => {
    const ip = '198.18.202.2';
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => callJson(p, `/wps/agent/affiliate?code=GUESS${i}`, { headers: { 'X-Client-IP': ip } })),
    );
    expect(tally(answers.map(codeOf))).toEqual({ invitation_code_error: 20, 'too.many.requests': 4 });
    expect((await callJson(p, '/wps/agent/affiliate?code=AURORA01', { headers: { 'X-Client-IP': ip } })).status).toBe(429);
    expect((await callJson(p, '/wps/agent/affiliate?code=AURORA01', { headers: { 'X-Client-IP': '198.18.202.3' } })).status).toBe(200);
  });
});
