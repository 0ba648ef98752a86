import { beforeAll, describe, expect, it } from 'vitest';
import { call, callJson } from './client';
import { accountsPlatform, env, later, loginCall, MEMBER, newCaptcha, seedDemoAccounts, type AccountsPlatform } from './accounts-client';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

const wrong = (username: string) => ({ username, password: 'WrongPass1' });

describe('wrong credentials', () => {
  it('answer the same for an unknown and a known user', async () => {
    const known = await loginCall(p, wrong('demo_down1'), '192.0.2.1');
    const unknown = await loginCall(p, wrong('no_such_user'), '192.0.2.2');
    expect(known).toEqual(unknown);
    expect(known).toEqual({
      status: 400,
      body: { success: false, errorCode: 'account_password_error', message: 'incorrect account or password', value: { captcha: false } },
    });
    // And the same after the third failure.
    for (let i = 0; i < 2; i++) {
      await loginCall(p, wrong('demo_down1'), '192.0.2.1');
      await loginCall(p, wrong('no_such_user'), '192.0.2.2');
    }
    const a = await loginCall(p, wrong('demo_down1'), '192.0.2.1');
    const b = await loginCall(p, wrong('no_such_user'), '192.0.2.2');
    expect(a).toEqual(b);
    expect(a.body.errorCode).toBe('captcha_required');
  });
});

describe('captcha after 3 failures', () => {
  const ip = '192.0.2.10';

  it('is demanded from the 3rd failure on, for that account and IP', async () => {
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await loginCall(p, wrong('demo_down2'), ip)).body.value);
    expect(answers).toEqual([{ captcha: false }, { captcha: false }, { captcha: true }]);
    // Even the right password needs the captcha now.
    const noCaptcha = await loginCall(p, { username: 'demo_down2', password: 'Down2024' }, ip);
    expect(noCaptcha).toEqual({ status: 400, body: { success: false, errorCode: 'captcha_required', message: 'captcha required', value: { captcha: true } } });
    const bad = await newCaptcha(p, ip);
    const wrongCaptcha = await loginCall(
      p,
      { username: 'demo_down2', password: 'Down2024', captchaId: bad.captchaId, captcha: bad.answer === '0000' ? '1111' : '0000' },
      ip,
    );
    expect(wrongCaptcha.body).toMatchObject({ success: false, errorCode: 'captcha_error', value: { captcha: true } });
    // A captcha is single use: even right, the used one no longer works.
    const reused = await loginCall(p, { username: 'demo_down2', password: 'Down2024', captchaId: bad.captchaId, captcha: bad.answer }, ip);
    expect(reused.body.errorCode).toBe('captcha_error');
    const good = await newCaptcha(p, ip);
    const ok = await loginCall(p, { username: 'demo_down2', password: 'Down2024', captchaId: good.captchaId, captcha: good.answer }, ip);
    expect(ok.status).toBe(200);
    expect(ok.body.value.token).toBeTruthy();
    // Success clears the (account, IP) failures: the next login needs no captcha.
    expect((await loginCall(p, { username: 'demo_down2', password: 'Down2024' }, ip)).status).toBe(200);
  });

  it('a wrong password with a right captcha is still a failure that keeps the captcha', async () => {
    const ip2 = '192.0.2.11';
    for (let i = 0; i < 3; i++) await loginCall(p, wrong('demo_down3'), ip2);
    const c = await newCaptcha(p, ip2);
    const res = await loginCall(p, { ...wrong('demo_down3'), captchaId: c.captchaId, captcha: c.answer }, ip2);
    expect(res.body).toEqual({ success: false, errorCode: 'account_password_error', message: 'incorrect account or password', value: { captcha: true } });
  });

  it('does not lock the real user out from another IP', async () => {
    const attacker = '192.0.2.66';
    for (let i = 0; i < 6; i++) await loginCall(p, wrong(MEMBER.username), attacker);
    expect((await loginCall(p, MEMBER, attacker)).body.errorCode).toBe('captcha_required');
    const real = await loginCall(p, MEMBER, '198.51.100.5');
    expect(real.status).toBe(200);
    expect(real.body.value.token).toBeTruthy();
  });

  it('an IP spraying many accounts gets the captcha for every account', async () => {
    const sprayer = '192.0.2.77';
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await loginCall(p, wrong(`x${i}`), sprayer)).body.value.captcha);
    expect(answers).toEqual([false, false, false, false, false, false, false, false, false, true]);
    expect((await loginCall(p, wrong('x10'), sprayer)).body.errorCode).toBe('captcha_required');
    // Other IPs are unaffected.
    expect((await loginCall(p, wrong('x10'), '192.0.2.78')).body.value).toEqual({ captcha: false });
  });

  it('a username attacked from many IPs asks everyone for a captcha, never locks', async () => {
    for (let i = 0; i < 10; i++) await loginCall(p, wrong('demo_down4'), `10.9.0.${i}`);
    expect((await loginCall(p, { username: 'demo_down4', password: 'Down2024' }, '10.9.1.1')).body.errorCode).toBe('captcha_required');
    const c = await newCaptcha(p, '10.9.1.1');
    expect((await loginCall(p, { username: 'demo_down4', password: 'Down2024', captchaId: c.captchaId, captcha: c.answer }, '10.9.1.1')).status).toBe(200);
  });

  it('failures leave the window after 15 minutes', async () => {
    const ip3 = '192.0.2.12';
    for (let i = 0; i < 3; i++) await loginCall(p, wrong('demo_default'), ip3);
    expect((await loginCall(p, { username: 'demo_default', password: 'aurora888' }, ip3)).body.errorCode).toBe('captcha_required');
    expect((await loginCall(later(p, 16 * 60_000), { username: 'demo_default', password: 'aurora888' }, ip3)).status).toBe(200);
  });

  it('blocks an IP after the brand limit of failures (429), not the account', async () => {
    await env.DB.prepare('UPDATE brand_account_settings SET ip_block_failures = 5 WHERE merchant_code = ?1').bind('DEMO').run();
    try {
      const ip4 = '192.0.2.13';
      for (let i = 0; i < 5; i++) {
        const c = await newCaptcha(p, ip4);
        await loginCall(p, { ...wrong(`spray${i}`), captchaId: c.captchaId, captcha: c.answer }, ip4);
      }
      const blocked = await loginCall(p, MEMBER, ip4);
      expect(blocked.status).toBe(429);
      expect(blocked.body.errorCode).toBe('too.many.requests');
      expect((await loginCall(p, MEMBER, '192.0.2.14')).status).toBe(200);
    } finally {
      await env.DB.prepare('UPDATE brand_account_settings SET ip_block_failures = 50 WHERE merchant_code = ?1').bind('DEMO').run();
    }
  });
});

describe('GET /wps/captcha', () => {
  it('answers a PNG (a raster: no shapes in markup) bound to an id, never cacheable', async () => {
    const res = await call(p, '/wps/captcha', { headers: { 'X-Client-IP': '192.0.2.30' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const body = (await res.json()) as { value: { captchaId: string; image: string; expiredSeconds: number; turnstileSiteKey: string | null } };
    expect(body.value.expiredSeconds).toBe(120);
    expect(body.value.turnstileSiteKey).toBeNull();
    expect(body.value.image.startsWith('data:image/png;base64,')).toBe(true);
    const png = atob(body.value.image.slice('data:image/png;base64,'.length));
    expect(png.slice(1, 4)).toBe('PNG');
    const row = await env.DB.prepare('SELECT answer, client, expires_at - created_at AS ttl FROM captchas WHERE id = ?1')
      .bind(body.value.captchaId)
      .first<{ answer: string; client: string; ttl: number }>();
    expect(row?.answer).toMatch(/^[0-9]{4}$/);
    expect(row?.client).toBe('192.0.2.30');
    expect(row?.ttl).toBe(120_000);
    // Two captchas differ.
    const other = await newCaptcha(p, '192.0.2.30');
    expect(other.captchaId).not.toBe(body.value.captchaId);
  });

  it('expires after 2 minutes', async () => {
    const ip = '192.0.2.31';
    for (let i = 0; i < 3; i++) await loginCall(p, wrong('demo_agent'), ip);
    const c = await newCaptcha(p, ip);
    const res = await loginCall(later(p, 2 * 60_000 + 1), { username: 'demo_agent', password: 'Agent2024', captchaId: c.captchaId, captcha: c.answer }, ip);
    expect(res.body.errorCode).toBe('captcha_error');
  });

  it('the dev route tells the answer (DEV_TOOLS only)', async () => {
    const c = await newCaptcha(p);
    const { body } = await callJson(p, `/__dev/captcha?id=${c.captchaId}`, { rawHeaders: new Headers() });
    expect(body.value).toMatchObject({ id: c.captchaId, answer: c.answer, used: false });
    const hidden = await accountsPlatform({ DEV_TOOLS: '0' });
    expect((await call(hidden, `/__dev/captcha?id=${c.captchaId}`, { rawHeaders: new Headers() })).status).toBe(404);
  });

  it('limits captcha images per IP (30 a minute)', async () => {
    const ip = '192.0.2.32';
    for (let i = 0; i < 30; i++) expect((await call(p, '/wps/captcha', { headers: { 'X-Client-IP': ip } })).status).toBe(200);
    const res = await call(p, '/wps/captcha', { headers: { 'X-Client-IP': ip } });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});
