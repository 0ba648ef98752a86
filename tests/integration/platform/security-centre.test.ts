/**
 * The security centre's endpoints (docs/platform-protocol.md "Security centre"): profile by the
 * brand's fields, binding a phone or e-mail with a code, the payment password (set, change, reset,
 * the limit on wrong ones, parallel guesses), bank cards (name check, limit, remove, cardOf).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { cardOf } from '#platform/src/modules/member/bank-cards';
import { checkPaymentPassword, CONTACT_CHANGE_COOLDOWN_MS } from '#platform/src/modules/member/payment-password';
import type { AccountRow } from '#platform/src/modules/accounts/accounts';
import { DEMO_MERCHANT } from '#platform/seed/brand';
import { DEMO_BANKS } from '#platform/seed/security-centre';
import { platformHeaders } from '../support/platform';
import { BASE, callJson, type Envelope } from './client';
import { accountsPlatform, authed, env, lastCode, later, loginOk, outboxFor, post, sealed, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { DEMO_LEGAL } from '../support/legal';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
  await env.DB.prepare('UPDATE brand_throttle_settings SET register_captcha_after = 100, register_block_after = 100').run();
});

const IP = '198.51.100.90';
const MERCHANT = DEMO_MERCHANT;
const BANK = DEMO_BANKS[0]!;

/** A fresh member of our own, so tests do not disturb each other. */
async function member(username: string, extra: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await post(
    p,
    '/wps/member/register',
    { username, password: 'Start1234', confirmPassword: 'Start1234', ...DEMO_LEGAL, ...extra },
    { 'X-Client-IP': IP },
  );
  if (status !== 200) throw new Error(JSON.stringify(body));
  return body.value.token;
}

/** A call with its body sealed as the gateway seals encrypted calls (to `on`, else the platform of now). */
async function secure<T = any>(token: string, path: string, body: unknown, method = 'POST', on: AccountsPlatform = p) {
  const seal = await sealed(on, body);
  const res = await on.fetch(
    new Request(BASE + path, { method, headers: platformHeaders({ ...authed(token), 'X-Client-IP': IP, ...seal.headers }), body: seal.body }),
  );
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

const plain = <T = any>(token: string, path: string, body?: unknown, method?: string) =>
  callJson<T>(p, path, { method: method ?? (body === undefined ? 'GET' : 'POST'), body, headers: authed(token, { 'X-Client-IP': IP }) });

/** Binds a contact: the code sent to it and the login password, sealed. */
const bind = (token: string, body: Record<string, unknown>, password = 'Start1234') => secure(token, '/wps/member/contact', { password, ...body });

const accountRow = (username: string) => env.DB.prepare('SELECT * FROM accounts WHERE username = ?1').bind(username).first<AccountRow>();

async function setPayment(token: string, paymentPassword = '123456') {
  const { status, body } = await secure(token, '/wps/member/payment-password', {
    password: 'Start1234',
    newPaymentPassword: paymentPassword,
    confirmPaymentPassword: paymentPassword,
  });
  if (status !== 200) throw new Error(JSON.stringify(body));
}

describe('profile', () => {
  it('answers the fields the brand shows, with which are required, and the choices', async () => {
    const token = await member('scprofile1');
    const { status, body } = await plain(token, '/wps/member/profile');
    expect(status).toBe(200);
    expect(body.value.fields.map((f: { field: string }) => f.field)).toEqual([
      'nickname',
      'realName',
      'birthday',
      'address',
      'nationality',
      'occupation',
      'incomeSource',
      'zalo',
      'telegram',
    ]);
    expect(body.value.fields.filter((f: { required: boolean }) => f.required).map((f: { field: string }) => f.field)).toEqual([
      'nickname',
      'realName',
      'birthday',
    ]);
    expect(body.value.profile).toMatchObject({ realName: null, birthday: null, telegram: null });
    expect(body.value.realNameLocked).toBe(false);
    expect(body.value.options.nationality).toContain('KR');
    expect(body.value.options.incomeSource).toContain('SALARY');
    expect(body.value).toMatchObject({ hasPaymentPassword: false, contacts: { countryDialingCode: null, mobileNum: null, email: null } });
  });

  it("says the brand's Zalo bonus (up to 131,000.00) while it shows the Zalo field, and none without", async () => {
    const token = await member('sczalo1');
    expect((await plain(token, '/wps/member/profile')).body.value.zaloBonusMax).toBe(131000);
    await env.DB.prepare("UPDATE brand_profile_fields SET enabled = 0 WHERE merchant_code = ?1 AND field = 'zalo'").bind(MERCHANT).run();
    try {
      expect((await plain(token, '/wps/member/profile')).body.value.zaloBonusMax).toBeNull();
    } finally {
      await env.DB.prepare("UPDATE brand_profile_fields SET enabled = 1 WHERE merchant_code = ?1 AND field = 'zalo'").bind(MERCHANT).run();
    }
    await env.DB.prepare('UPDATE brand_security_centre_settings SET zalo_bonus_max_minor = NULL WHERE merchant_code = ?1').bind(MERCHANT).run();
    try {
      expect((await plain(token, '/wps/member/profile')).body.value.zaloBonusMax).toBeNull();
    } finally {
      await env.DB.prepare('UPDATE brand_security_centre_settings SET zalo_bonus_max_minor = 13100000 WHERE merchant_code = ?1').bind(MERCHANT).run();
    }
  });

  it('saves every field, normalised, and locks the real name once set', async () => {
    const token = await member('scprofile2');
    const put = await plain(
      token,
      '/wps/member/profile',
      {
        nickname: 'Lucky Star',
        realName: 'Park  Jiwoo',
        birthday: '1990-05-17',
        address: '1 Jongno, Seoul',
        nationality: 'kr',
        occupation: 'Engineer',
        incomeSource: 'SALARY',
        zalo: '0912-345-678',
        telegram: '@park_jiwoo',
      },
      'PUT',
    );
    expect(put.status).toBe(200);
    expect(put.body.value.profile).toEqual({
      nickname: 'Lucky Star',
      realName: 'Park Jiwoo',
      birthday: '1990-05-17',
      address: '1 Jongno, Seoul',
      nationality: 'KR',
      occupation: 'Engineer',
      incomeSource: 'SALARY',
      zalo: '0912345678',
      telegram: 'park_jiwoo',
    });
    expect(put.body.value.realNameLocked).toBe(true);
    expect((await accountRow('scprofile2'))?.payee_name).toBe('Park Jiwoo');

    const renamed = await plain(token, '/wps/member/profile', { nickname: 'Lucky', realName: 'Someone Else', birthday: '1990-05-17' }, 'PUT');
    expect(renamed.status).toBe(400);
    expect(renamed.body).toMatchObject({ errorCode: 'request_param_err', message: 'realName: cannot be changed' });
    // The same name again (spacing and case aside) is fine; optional fields left empty are cleared.
    const again = await plain(token, '/wps/member/profile', { nickname: 'Lucky', realName: 'park jiwoo', birthday: '1990-05-17' }, 'PUT');
    expect(again.status).toBe(200);
    expect(again.body.value.profile).toMatchObject({ nickname: 'Lucky', realName: 'Park Jiwoo', address: null, telegram: null });
  });

  it('refuses a missing required field and each malformed value, naming the field', async () => {
    const token = await member('scprofile3');
    const base = { nickname: 'Valid Name', realName: 'Choi Yuna', birthday: '1995-01-02' };
    const cases: [Record<string, string>, string][] = [
      [{ ...base, birthday: '' }, 'birthday: not empty'],
      [{ ...base, nickname: '' }, 'nickname: not empty'],
      [{ ...base, birthday: '1995-02-30' }, 'birthday: must match pattern DATE'],
      [{ ...base, birthday: new Date(Date.now() - 10 * 365 * 86_400_000).toISOString().slice(0, 10) }, 'birthday: must be at least 18 years ago'],
      [{ ...base, realName: 'R2D2' }, 'realName: must match pattern REAL_NAME'],
      [{ ...base, nationality: 'XX' }, 'nationality: must be an ISO 3166 country code'],
      [{ ...base, incomeSource: 'LOTTERY' }, 'incomeSource: must be one of SALARY, BUSINESS, INVESTMENT, PENSION, SAVINGS, OTHER'],
      [{ ...base, zalo: '12ab' }, 'zalo: must match pattern ZALO'],
      [{ ...base, telegram: 'a b' }, 'telegram: must match pattern TELEGRAM'],
      [{ ...base, address: 'x' }, 'address: length must be between 5 and 200'],
    ];
    for (const [body, message] of cases) {
      const { status, body: answer } = await plain(token, '/wps/member/profile', body, 'PUT');
      expect({ status, message: answer.message }).toEqual({ status: 400, message });
    }
    // Nothing was stored by the refusals.
    expect((await accountRow('scprofile3'))?.payee_name).toBeNull();
  });

  it('follows the brand: a disabled field is neither shown nor saved, a required one must be filled', async () => {
    const token = await member('scprofile4');
    await env.DB.prepare("UPDATE brand_profile_fields SET enabled = 0 WHERE merchant_code = ?1 AND field = 'telegram'").bind(MERCHANT).run();
    await env.DB.prepare("UPDATE brand_profile_fields SET required = 1 WHERE merchant_code = ?1 AND field = 'zalo'").bind(MERCHANT).run();
    try {
      const view = await plain(token, '/wps/member/profile');
      expect(view.body.value.fields.map((f: { field: string }) => f.field)).not.toContain('telegram');
      const missing = await plain(
        token,
        '/wps/member/profile',
        { nickname: 'Name One', realName: 'Han Mina', birthday: '1980-12-31', telegram: 'ignored_name' },
        'PUT',
      );
      expect(missing.body.message).toBe('zalo: not empty');
      const saved = await plain(
        token,
        '/wps/member/profile',
        { nickname: 'Name One', realName: 'Han Mina', birthday: '1980-12-31', zalo: '0912345678', telegram: 'ignored_name' },
        'PUT',
      );
      expect(saved.status).toBe(200);
      expect(saved.body.value.profile.telegram).toBeNull();
    } finally {
      await env.DB.prepare("UPDATE brand_profile_fields SET enabled = 1 WHERE merchant_code = ?1 AND field = 'telegram'").bind(MERCHANT).run();
      await env.DB.prepare("UPDATE brand_profile_fields SET required = 0 WHERE merchant_code = ?1 AND field = 'zalo'").bind(MERCHANT).run();
    }
  });

  it('needs a session', async () => {
    const { status, body } = await callJson(p, '/wps/member/profile');
    expect(status).toBe(401);
    expect(body.errorCode).toBe('login.not.session');
  });
});

describe('binding a phone or e-mail with a code', () => {
  it('binds an e-mail address with the code sent to it, and only with that code', async () => {
    const token = await member('scmail1');
    const sent = await plain(token, '/wps/member/contact/code', { channel: 'EMAIL', email: 'ScMail1@Example.com' });
    expect(sent).toMatchObject({ status: 200, body: { value: { expiredMinutes: 5 } } });
    const code = await lastCode(p, 'scmail1@example.com');
    const wrong = await bind(token, {
      channel: 'EMAIL',
      email: 'scmail1@example.com',
      verificationCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.errorCode).toBe('verification_code_error');
    const bound = await bind(token, { channel: 'EMAIL', email: 'scmail1@example.com', verificationCode: code });
    expect(bound.status).toBe(200);
    expect(bound.body.value.email).toBe('s***@example.com');
    expect((await accountRow('scmail1'))?.email).toBe('scmail1@example.com');
    // Single use.
    const reused = await bind(token, { channel: 'EMAIL', email: 'other@example.com', verificationCode: code });
    expect(reused.body.errorCode).toBe('verification_code_error');
  });

  it('changes the mobile number; a number another account holds is refused before any code goes out', async () => {
    const token = await member('scphone1');
    const taken = await plain(token, '/wps/member/contact/code', { channel: 'SMS', countryDialingCode: '82', mobileNum: '1012345678' });
    expect(taken.body).toMatchObject({ errorCode: 'request_param_err', message: 'mobileNum: already registered' });
    await plain(token, '/wps/member/contact/code', { channel: 'SMS', countryDialingCode: '+82', mobileNum: '10-5555-0101' });
    const code = await lastCode(p, '+82 1055550101');
    const bound = await bind(token, { channel: 'SMS', countryDialingCode: '82', mobileNum: '1055550101', verificationCode: code });
    expect(bound.status).toBe(200);
    expect(bound.body.value).toMatchObject({ countryDialingCode: '+82', mobileNum: '10******01' });
    const row = await accountRow('scphone1');
    expect([row?.country_dialing_code, row?.mobile_num]).toEqual(['+82', '1055550101']);
    const same = await plain(token, '/wps/member/contact/code', { channel: 'SMS', countryDialingCode: '82', mobileNum: '1055550101' });
    expect(same.body.message).toBe('mobileNum: already bound to this account');
  });

  it('does not bind with a code another account asked for', async () => {
    const first = await member('scsteal1');
    const second = await member('scsteal2');
    await plain(first, '/wps/member/contact/code', { channel: 'EMAIL', email: 'shared@example.com' });
    const code = await lastCode(p, 'shared@example.com');
    const stolen = await bind(second, { channel: 'EMAIL', email: 'shared@example.com', verificationCode: code });
    expect(stolen.body.errorCode).toBe('verification_code_error');
    expect((await accountRow('scsteal2'))?.email).toBeNull();
  });

  it('limits sends per address (3 per 10 minutes)', async () => {
    const token = await member('scsend1');
    for (let i = 0; i < 3; i++) expect((await plain(token, '/wps/member/contact/code', { channel: 'EMAIL', email: 'limit@example.com' })).status).toBe(200);
    const fourth = await plain(token, '/wps/member/contact/code', { channel: 'EMAIL', email: 'limit@example.com' });
    expect(fourth).toMatchObject({ status: 429, body: { errorCode: 'too.many.requests' } });
  });
});

describe('a contact change needs the login password, tells the old contacts, and holds the reset by code', () => {
  it('is sealed, and a wrong login password is refused before the code is checked (the code stays usable)', async () => {
    const token = await member('scbindpw1');
    await plain(token, '/wps/member/contact/code', { channel: 'EMAIL', email: 'scbindpw1@example.com' });
    const code = await lastCode(p, 'scbindpw1@example.com');
    const clear = await plain(token, '/wps/member/contact', {
      channel: 'EMAIL',
      email: 'scbindpw1@example.com',
      verificationCode: code,
      password: 'Start1234',
    });
    expect([clear.status, clear.body.errorCode]).toEqual([400, 'request_body_required']);
    const missing = await secure(token, '/wps/member/contact', { channel: 'EMAIL', email: 'scbindpw1@example.com', verificationCode: code });
    expect(missing.body.message).toBe('password: not empty');
    const wrong = await bind(token, { channel: 'EMAIL', email: 'scbindpw1@example.com', verificationCode: code }, 'Wrong1234');
    expect([wrong.status, wrong.body.errorCode]).toEqual([400, 'old_password_error']);
    expect((await accountRow('scbindpw1'))?.email).toBeNull();
    const right = await bind(token, { channel: 'EMAIL', email: 'scbindpw1@example.com', verificationCode: code });
    expect(right.status).toBe(200);
    expect((await accountRow('scbindpw1'))?.email).toBe('scbindpw1@example.com');
  });

  it('limits wrong login passwords like wrong payment passwords: the 6th within 15 minutes is refused, even a right one', async () => {
    const token = await member('scbindpw2');
    await plain(token, '/wps/member/contact/code', { channel: 'SMS', countryDialingCode: '82', mobileNum: '1055550202' });
    const code = await lastCode(p, '+82 1055550202');
    const body = { channel: 'SMS', countryDialingCode: '82', mobileNum: '1055550202', verificationCode: code };
    for (let i = 0; i < 5; i++) expect((await bind(token, body, `Wrong${i}234`)).body.errorCode).toBe('old_password_error');
    const limited = await bind(token, body);
    expect([limited.status, limited.body.errorCode]).toEqual([429, 'too.many.requests']);
    expect((await accountRow('scbindpw2'))?.mobile_num).toBeNull();
  });

  it('changing a bound e-mail tells the old address; the reset by code waits 24 hours, then works', async () => {
    const token = await member('scchange1', { email: 'scchange1@example.com' });
    await setPayment(token, '123123');
    const before = Date.now();
    await plain(token, '/wps/member/contact/code', { channel: 'EMAIL', email: 'scchange1.new@example.com' });
    const code = await lastCode(p, 'scchange1.new@example.com');
    expect((await bind(token, { channel: 'EMAIL', email: 'scchange1.new@example.com', verificationCode: code })).status).toBe(200);
    const row = (await accountRow('scchange1'))!;
    expect(row.email).toBe('scchange1.new@example.com');
    expect(row.contact_changed_at).toBeGreaterThanOrEqual(before);
    // The old address hears of it (the new one only got its code).
    const [notice] = await outboxFor(p, 'scchange1@example.com');
    expect(notice?.subject).toContain('your e-mail address was changed');
    expect(notice?.body).toContain('s***@example.com');
    expect(notice?.body).toContain('paused for 24 hours');
    expect(await outboxFor(p, 'scchange1.new@example.com')).toHaveLength(1);

    // Within 24 hours: no reset code goes out, and a reset is refused whatever its code.
    const noCode = await plain(token, '/wps/member/payment-password/code', { channel: 'EMAIL' });
    expect([noCode.status, noCode.body.errorCode]).toEqual([400, 'payment_password.reset_cooldown']);
    const reset = (q: AccountsPlatform, t: string, verificationCode: string) =>
      secure(
        t,
        '/wps/member/payment-password/reset',
        { channel: 'EMAIL', verificationCode, newPaymentPassword: '456456', confirmPaymentPassword: '456456' },
        'POST',
        q,
      );
    expect((await reset(p, token, '123456')).body.errorCode).toBe('payment_password.reset_cooldown');
    const almost = later(p, CONTACT_CHANGE_COOLDOWN_MS - 60_000);
    const almostToken = (await loginOk(almost, 'scchange1', 'Start1234', IP)).token as string;
    const early = await callJson(almost, '/wps/member/payment-password/code', {
      body: { channel: 'EMAIL' },
      headers: authed(almostToken, { 'X-Client-IP': IP }),
    });
    expect(early.body.errorCode).toBe('payment_password.reset_cooldown');

    // After 24 hours the reset by code works again.
    const after = later(p, CONTACT_CHANGE_COOLDOWN_MS + 60_000);
    const afterToken = (await loginOk(after, 'scchange1', 'Start1234', IP)).token as string;
    const sent = await callJson(after, '/wps/member/payment-password/code', { body: { channel: 'EMAIL' }, headers: authed(afterToken, { 'X-Client-IP': IP }) });
    expect(sent.status).toBe(200);
    const resetCode = await lastCode(p, 'scchange1.new@example.com');
    const done = await reset(after, afterToken, resetCode);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await expect(checkPaymentPassword(p.env, MERCHANT, (await accountRow('scchange1'))!, '456456', Date.now())).resolves.toBeUndefined();
  });

  it('binding a first contact holds the reset too, and tells the contact already on file', async () => {
    const token = await member('scchange2', { email: 'scchange2@example.com' });
    await setPayment(token, '321321');
    await plain(token, '/wps/member/contact/code', { channel: 'SMS', countryDialingCode: '82', mobileNum: '1055550303' });
    const code = await lastCode(p, '+82 1055550303');
    expect((await bind(token, { channel: 'SMS', countryDialingCode: '82', mobileNum: '1055550303', verificationCode: code })).status).toBe(200);
    const [notice] = await outboxFor(p, 'scchange2@example.com');
    expect(notice?.subject).toContain('your mobile number was added');
    expect((await plain(token, '/wps/member/payment-password/code', { channel: 'SMS' })).body.errorCode).toBe('payment_password.reset_cooldown');
    expect((await plain(token, '/wps/member/payment-password/code', { channel: 'EMAIL' })).body.errorCode).toBe('payment_password.reset_cooldown');
  });

  it('the reset by code is only for a payment password that is set', async () => {
    const token = await member('scnopay1', { email: 'scnopay1@example.com' });
    const noCode = await plain(token, '/wps/member/payment-password/code', { channel: 'EMAIL' });
    expect([noCode.status, noCode.body.errorCode]).toEqual([400, 'payment_password_not_set']);
    const reset = await secure(token, '/wps/member/payment-password/reset', {
      channel: 'EMAIL',
      verificationCode: '123456',
      newPaymentPassword: '777888',
      confirmPaymentPassword: '777888',
    });
    expect([reset.status, reset.body.errorCode]).toEqual([400, 'payment_password_not_set']);
    expect((await accountRow('scnopay1'))?.payment_password).toBeNull();
    expect(await outboxFor(p, 'scnopay1@example.com')).toHaveLength(0);
  });
});

describe('a trial (free-play) account', () => {
  it('reads the security centre but changes nothing in it', async () => {
    const guest = await post(p, '/wps/session/login/freeplay', { os: 'web', platform: 'W' }, { 'X-Client-IP': '198.51.100.91' });
    expect(guest.status, JSON.stringify(guest.body)).toBe(200);
    const token = guest.body.value.token as string;
    expect((await plain(token, '/wps/member/profile')).status).toBe(200);
    expect((await plain(token, '/wps/member/bank-cards')).status).toBe(200);
    const calls: [string, () => Promise<{ status: number; body: Envelope }>][] = [
      ['profile', () => plain(token, '/wps/member/profile', { nickname: 'Guest Name' }, 'PUT')],
      ['contact code', () => plain(token, '/wps/member/contact/code', { channel: 'EMAIL', email: 'guest@example.com' })],
      ['contact', () => bind(token, { channel: 'EMAIL', email: 'guest@example.com', verificationCode: '123456' })],
      [
        'set payment password',
        () => secure(token, '/wps/member/payment-password', { password: 'x', newPaymentPassword: '123456', confirmPaymentPassword: '123456' }),
      ],
      [
        'change payment password',
        () => secure(token, '/wps/member/payment-password', { oldPaymentPassword: '1', newPaymentPassword: '123456', confirmPaymentPassword: '123456' }, 'PUT'),
      ],
      ['payment password code', () => plain(token, '/wps/member/payment-password/code', { channel: 'EMAIL' })],
      [
        'payment password reset',
        () =>
          secure(token, '/wps/member/payment-password/reset', {
            channel: 'EMAIL',
            verificationCode: '123456',
            newPaymentPassword: '1',
            confirmPaymentPassword: '1',
          }),
      ],
      [
        'add bank card',
        () => secure(token, '/wps/member/bank-cards', { bankName: BANK, accountNumber: '1234567890', accountName: 'Guest', paymentPassword: '1' }),
      ],
      ['remove bank card', () => secure(token, '/wps/member/bank-cards/remove', { cardId: 1, paymentPassword: '1' })],
    ];
    for (const [name, call] of calls) {
      const { status, body } = await call();
      expect([name, status, body.errorCode]).toEqual([name, 400, 'function.not.available']);
    }
    expect(await outboxFor(p, 'guest@example.com')).toHaveLength(0);
  });
});

describe('payment password', () => {
  it('is set once with the login password, then checked by checkPaymentPassword', async () => {
    const token = await member('scpay1');
    const none = await accountRow('scpay1');
    await expect(checkPaymentPassword(p.env, MERCHANT, none!, '123456', Date.now())).rejects.toMatchObject({ errorCode: 'payment_password_not_set' });
    const wrongLogin = await secure(token, '/wps/member/payment-password', {
      password: 'Wrong1234',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(wrongLogin.body.errorCode).toBe('old_password_error');
    const badRule = await secure(token, '/wps/member/payment-password', { password: 'Start1234', newPaymentPassword: '12ab', confirmPaymentPassword: '12ab' });
    expect(badRule.body.message).toBe('newPaymentPassword: length must be 6');
    const mismatch = await secure(token, '/wps/member/payment-password', {
      password: 'Start1234',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135791',
    });
    expect(mismatch.body.message).toBe('confirmPaymentPassword: inconsistent twice');
    const set = await secure(token, '/wps/member/payment-password', { password: 'Start1234', newPaymentPassword: '135790', confirmPaymentPassword: '135790' });
    expect(set).toMatchObject({ status: 200, body: { value: { hasPaymentPassword: true } } });
    const again = await secure(token, '/wps/member/payment-password', {
      password: 'Start1234',
      newPaymentPassword: '246801',
      confirmPaymentPassword: '246801',
    });
    expect(again.body.errorCode).toBe('payment_password.already_set');
    const row = await accountRow('scpay1');
    expect(row?.payment_password).toMatch(/^PBKDF2-SHA256-HMAC-PEPPER\$100000\$/);
    await expect(checkPaymentPassword(p.env, MERCHANT, row!, '135790', Date.now())).resolves.toBeUndefined();
    await expect(checkPaymentPassword(p.env, MERCHANT, row!, '000000', Date.now())).rejects.toMatchObject({ errorCode: 'payment_password_error' });
    const info = await plain(token, '/wps/member/info');
    expect(info.body.value.hasPaymentPassword).toBe(true);
  });

  it('is not sent in the clear: the encrypted call refuses a plain body', async () => {
    const token = await member('scpayplain');
    const { status, body } = await plain(token, '/wps/member/payment-password', {
      password: 'Start1234',
      newPaymentPassword: '135790',
      confirmPaymentPassword: '135790',
    });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('request_body_required');
  });

  it('changes with the old payment password', async () => {
    const token = await member('scpay2');
    await setPayment(token, '111222');
    const wrong = await secure(
      token,
      '/wps/member/payment-password',
      { oldPaymentPassword: '999999', newPaymentPassword: '333444', confirmPaymentPassword: '333444' },
      'PUT',
    );
    expect(wrong.body.errorCode).toBe('payment_password_error');
    const same = await secure(
      token,
      '/wps/member/payment-password',
      { oldPaymentPassword: '111222', newPaymentPassword: '111222', confirmPaymentPassword: '111222' },
      'PUT',
    );
    expect(same.body.message).toBe('newPaymentPassword: must differ from the old password');
    const changed = await secure(
      token,
      '/wps/member/payment-password',
      { oldPaymentPassword: '111222', newPaymentPassword: '333444', confirmPaymentPassword: '333444' },
      'PUT',
    );
    expect(changed.status).toBe(200);
    const row = await accountRow('scpay2');
    await expect(checkPaymentPassword(p.env, MERCHANT, row!, '333444', Date.now())).resolves.toBeUndefined();
  });

  it('refuses the 6th wrong payment password within 15 minutes, whatever comes then, until the window passes', async () => {
    const token = await member('scpay3');
    await setPayment(token, '121212');
    const row = (await accountRow('scpay3'))!;
    const now = Date.now();
    for (let i = 0; i < 5; i++) {
      await expect(checkPaymentPassword(p.env, MERCHANT, row, '000000', now + i)).rejects.toMatchObject({ errorCode: 'payment_password_error' });
    }
    await expect(checkPaymentPassword(p.env, MERCHANT, row, '121212', now + 10)).rejects.toMatchObject({ status: 429, errorCode: 'too.many.requests' });
    // Through the API too (the change call checks the old payment password).
    const viaApi = await secure(
      token,
      '/wps/member/payment-password',
      { oldPaymentPassword: '121212', newPaymentPassword: '343434', confirmPaymentPassword: '343434' },
      'PUT',
    );
    expect(viaApi.status).toBe(429);
    // 15 minutes after the first failure, one more attempt is allowed again.
    await expect(checkPaymentPassword(p.env, MERCHANT, row, '121212', now + 15 * 60_000 + 1)).resolves.toBeUndefined();
  });

  it('checks at most 5 of 12 parallel wrong guesses', async () => {
    const token = await member('scpay4');
    await setPayment(token, '565656');
    const row = (await accountRow('scpay4'))!;
    const now = Date.now();
    const outcomes = await Promise.allSettled(Array.from({ length: 12 }, (_, i) => checkPaymentPassword(p.env, MERCHANT, row, String(100000 + i), now)));
    const codes = outcomes.map((o) => (o.status === 'rejected' ? (o.reason as { errorCode: string }).errorCode : 'ok'));
    expect(codes.filter((c) => c === 'payment_password_error')).toHaveLength(5);
    expect(codes.filter((c) => c === 'too.many.requests')).toHaveLength(7);
  });

  it('a right payment password does not count towards the limit', async () => {
    const token = await member('scpay5');
    await setPayment(token, '787878');
    const row = (await accountRow('scpay5'))!;
    const now = Date.now();
    for (let i = 0; i < 10; i++) await expect(checkPaymentPassword(p.env, MERCHANT, row, '787878', now + i)).resolves.toBeUndefined();
    for (let i = 0; i < 4; i++)
      await expect(checkPaymentPassword(p.env, MERCHANT, row, '000000', now + 20 + i)).rejects.toMatchObject({ errorCode: 'payment_password_error' });
    await expect(checkPaymentPassword(p.env, MERCHANT, row, '787878', now + 30)).resolves.toBeUndefined();
  });

  it('resets with a code to the bound e-mail (or phone), and the reset lifts the lock', async () => {
    const token = await member('scpay6', { email: 'scpay6@example.com' });
    await setPayment(token, '909090');
    const row = (await accountRow('scpay6'))!;
    for (let i = 0; i < 5; i++)
      await expect(checkPaymentPassword(p.env, MERCHANT, row, '000000', Date.now())).rejects.toMatchObject({ errorCode: 'payment_password_error' });
    const noPhone = await plain(token, '/wps/member/payment-password/code', { channel: 'SMS' });
    expect(noPhone.body.message).toBe('channel: no mobile number is bound');
    expect((await plain(token, '/wps/member/payment-password/code', { channel: 'EMAIL' })).status).toBe(200);
    const code = await lastCode(p, 'scpay6@example.com');
    const wrongCode = await secure(token, '/wps/member/payment-password/reset', {
      channel: 'EMAIL',
      verificationCode: code === '000000' ? '111111' : '000000',
      newPaymentPassword: '818181',
      confirmPaymentPassword: '818181',
    });
    expect(wrongCode.body.errorCode).toBe('verification_code_error');
    const reset = await secure(token, '/wps/member/payment-password/reset', {
      channel: 'EMAIL',
      verificationCode: code,
      newPaymentPassword: '818181',
      confirmPaymentPassword: '818181',
    });
    expect(reset.status).toBe(200);
    const after = (await accountRow('scpay6'))!;
    await expect(checkPaymentPassword(p.env, MERCHANT, after, '818181', Date.now())).resolves.toBeUndefined();
  });
});

describe('bank cards', () => {
  async function memberWithName(username: string, realName: string | null): Promise<string> {
    const token = await member(username);
    await setPayment(token, '246810');
    if (realName) await plain(token, '/wps/member/profile', { nickname: 'Card Holder', realName, birthday: '1988-08-08' }, 'PUT');
    return token;
  }
  const add = (token: string, body: Record<string, unknown>) => secure(token, '/wps/member/bank-cards', { bankName: BANK, paymentPassword: '246810', ...body });

  it('lists the brand banks and limit, adds a card with the real name, shows it masked, and cardOf finds it', async () => {
    const token = await memberWithName('sccard1', 'Jung Hoseok');
    const empty = await plain(token, '/wps/member/bank-cards');
    expect(empty.body.value).toMatchObject({ list: [], limit: 3, banks: DEMO_BANKS, realName: 'Jung Hoseok' });
    const added = await add(token, { accountNumber: '1234-5678-9012', accountName: 'jung  hoseok' });
    expect(added.status).toBe(200);
    expect(added.body.value.list).toEqual([
      { cardId: expect.any(Number), bankName: BANK, maskedNumber: '****9012', accountName: 'jung hoseok', createdAt: expect.any(Number) },
    ]);
    expect(JSON.stringify(added.body)).not.toContain('123456789012');
    const account = (await accountRow('sccard1'))!;
    const cardId = added.body.value.list[0].cardId as number;
    expect(await cardOf(env.DB, MERCHANT, account.id, cardId)).toEqual({ cardId, bankName: BANK, maskedNumber: '****9012', accountName: 'jung hoseok' });
    // Not another member's card.
    const other = (await accountRow('demo_member'))!;
    expect(await cardOf(env.DB, MERCHANT, other.id, cardId)).toBeNull();
  });

  it('refuses an account name that is not the real name', async () => {
    const token = await memberWithName('sccard2', 'Kim Taehyung');
    const { status, body } = await add(token, { accountNumber: '99887766', accountName: 'Someone Else' });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('bank_card.name_mismatch');
    expect((await plain(token, '/wps/member/bank-cards')).body.value.list).toEqual([]);
  });

  it('sets the real name with the first card of a member without one', async () => {
    const token = await memberWithName('sccard3', null);
    expect((await add(token, { accountNumber: '55554444', accountName: 'Min Yoongi' })).status).toBe(200);
    expect((await accountRow('sccard3'))?.payee_name).toBe('Min Yoongi');
    expect((await add(token, { accountNumber: '55553333', accountName: 'Other Name' })).body.errorCode).toBe('bank_card.name_mismatch');
  });

  it('refuses bad fields, a wrong payment password and a number already added', async () => {
    const token = await memberWithName('sccard4', 'Jeon Jungkook');
    expect((await add(token, { bankName: 'Unknown Bank', accountNumber: '12345678', accountName: 'Jeon Jungkook' })).body.message).toBe(
      "bankName: must be one of the brand's banks",
    );
    expect((await add(token, { accountNumber: '12ab', accountName: 'Jeon Jungkook' })).body.message).toBe('accountNumber: must match pattern BANK_ACCOUNT');
    expect((await add(token, { accountNumber: '12345678', accountName: 'Jeon Jungkook', paymentPassword: '000000' })).body.errorCode).toBe(
      'payment_password_error',
    );
    expect((await add(token, { accountNumber: '12345678', accountName: 'Jeon Jungkook', paymentPassword: '' })).body.message).toBe(
      'paymentPassword: not empty',
    );
    expect((await add(token, { accountNumber: '12345678', accountName: 'Jeon Jungkook' })).status).toBe(200);
    expect((await add(token, { accountNumber: '1234 5678', accountName: 'Jeon Jungkook' })).body.message).toBe('accountNumber: already added');
  });

  it('needs a payment password first', async () => {
    const token = await member('sccard5');
    await plain(token, '/wps/member/profile', { nickname: 'No Payment', realName: 'Park Jimin', birthday: '1988-08-08' }, 'PUT');
    const { body } = await add(token, { accountNumber: '12345678', accountName: 'Park Jimin' });
    expect(body.errorCode).toBe('payment_password_not_set');
  });

  it('holds at most the brand limit, also when adds run in parallel; removing frees a place', async () => {
    const token = await memberWithName('sccard6', 'Kim Seokjin');
    const parallel = await Promise.all(Array.from({ length: 5 }, (_, i) => add(token, { accountNumber: `1000000${i}`, accountName: 'Kim Seokjin' })));
    expect(parallel.filter((r) => r.status === 200)).toHaveLength(3);
    expect(parallel.filter((r) => r.body.errorCode === 'bank_card.limit')).toHaveLength(2);
    const list = (await plain(token, '/wps/member/bank-cards')).body.value.list as { cardId: number }[];
    expect(list).toHaveLength(3);

    const wrong = await secure(token, '/wps/member/bank-cards/remove', { cardId: list[0]!.cardId, paymentPassword: '000000' });
    expect(wrong.body.errorCode).toBe('payment_password_error');
    const unknown = await secure(token, '/wps/member/bank-cards/remove', { cardId: 999999, paymentPassword: '246810' });
    expect(unknown).toMatchObject({ status: 404, body: { errorCode: 'wallet.not_found' } });
    const removed = await secure(token, '/wps/member/bank-cards/remove', { cardId: list[0]!.cardId, paymentPassword: '246810' });
    expect(removed.status).toBe(200);
    expect(removed.body.value.list).toHaveLength(2);
    const account = (await accountRow('sccard6'))!;
    expect(await cardOf(env.DB, MERCHANT, account.id, list[0]!.cardId)).toBeNull();
    // The removed row stays for the records.
    expect((await env.DB.prepare('SELECT removed_at FROM bank_cards WHERE id = ?1').bind(list[0]!.cardId).first<{ removed_at: number }>())?.removed_at).toEqual(
      expect.any(Number),
    );
    expect((await add(token, { accountNumber: '20000000', accountName: 'Kim Seokjin' })).status).toBe(200);
  });

  it("cannot remove another member's card", async () => {
    const owner = await memberWithName('sccard7', 'Lee Jieun');
    const stranger = await memberWithName('sccard8', 'Lee Jieun');
    const cardId = (await add(owner, { accountNumber: '30000000', accountName: 'Lee Jieun' })).body.value.list[0].cardId as number;
    const { status } = await secure(stranger, '/wps/member/bank-cards/remove', { cardId, paymentPassword: '246810' });
    expect(status).toBe(404);
    expect((await plain(owner, '/wps/member/bank-cards')).body.value.list).toHaveLength(1);
  });
});

describe('migration 0010', () => {
  it('keeps verification codes and their index, with the new purposes allowed', async () => {
    const index = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'verification_codes'").all<{ name: string }>();
    expect(index.results.map((r) => r.name)).toContain('verification_codes_by_recipient');
    const purposes = await env.DB.prepare("SELECT sql FROM sqlite_master WHERE name = 'verification_codes'").first<{ sql: string }>();
    expect(purposes?.sql).toContain("'BIND', 'PAYMENT_PASSWORD'");
    await expect(
      env.DB.prepare(
        "INSERT INTO verification_codes (merchant_code, purpose, channel, recipient, code_hash, max_attempts, created_at, expires_at) VALUES ('DEMO', 'OTHER', 'SMS', 'x', 'h', 1, 0, 0)",
      ).run(),
    ).rejects.toThrow(/CHECK/);
  });
});
