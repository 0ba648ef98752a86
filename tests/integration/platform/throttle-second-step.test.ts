/**
 * The second login step under guessing: failures count per account and per address over the
 * brand's window (5 and 20 per 30 minutes), whatever pending login they came through, each answer
 * reserved before it is checked; the lock is told to the account holder.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { accountsPlatform, authed, env, later, loginOk, outboxFor, post, seedDemoAccounts, type AccountsPlatform } from './accounts-client';
import { DEMO_LEGAL } from '../support/legal';

let p: AccountsPlatform;
beforeAll(async () => {
  p = await accountsPlatform();
  await seedDemoAccounts(p);
});

const HOME = '203.0.113.100';
const verify = (q: AccountsPlatform, token: string, body: Record<string, unknown>, ip: string) =>
  post(q, '/wps/session/login/verification', body, authed(token, { 'X-Client-IP': ip }));
const codeOf = (a: { status: number; body: { errorCode?: string } }) => (a.status === 200 ? 'ok' : (a.body.errorCode ?? `HTTP ${a.status}`));
const tally = (codes: string[]) => codes.reduce<Record<string, number>>((acc, code) => ({ ...acc, [code]: (acc[code] ?? 0) + 1 }), {});

/** An account of its own with a payee name (the second-step answer), an e-mail and a phone, known at HOME. */
async function accountWithSecondStep(username: string, payeeName: string, mobile: string) {
  await post(
    p,
    '/wps/member/register',
    { username, password: 'Guess1234', confirmPassword: 'Guess1234', email: `${username}@example.com`, ...DEMO_LEGAL },
    { 'X-Client-IP': `198.18.${mobile.slice(-2)}.1` },
  );
  await env.DB.prepare("UPDATE accounts SET payee_name = ?2, country_dialing_code = '+82', mobile_num = ?3 WHERE username = ?1")
    .bind(username.toLowerCase(), payeeName, mobile)
    .run();
  await loginOk(p, username, 'Guess1234', HOME);
}

describe('second-step guesses', () => {
  it('parallel guesses through several pending logins: exactly 5 are checked, then the step is locked for every login', async () => {
    await accountWithSecondStep('Guessed1', 'Han Seo', '1077000001');
    const ip = '203.0.113.101';
    // Four pending logins, then three guesses through each, all at once.
    const logins = [];
    for (let i = 0; i < 4; i++) logins.push(await loginOk(p, 'guessed1', 'Guess1234', ip));
    expect(logins.every((l) => l.needSecondStep)).toBe(true);
    const answers = await Promise.all(
      logins.flatMap((l, i) => [0, 1, 2].map((k) => verify(p, l.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: `Guess ${i}${k}` }, ip))),
    );
    // 4 wrong answers, the 5th wrong one locks the step, the other 7 are refused unchecked.
    expect(tally(answers.map(codeOf))).toEqual({ verification_error: 4, 'login.second.step.locked': 8 });
    const locked = answers.find((a) => a.body.errorCode === 'login.second.step.locked')!;
    expect(locked.status).toBe(429);
    const lockedUntil = locked.body.value.lockedUntil as number;
    expect(lockedUntil).toBeGreaterThan(Date.now() + 29 * 60_000);
    expect(lockedUntil).toBeLessThanOrEqual(Date.now() + 30 * 60_000);

    // The right answer, on a brand-new login: still locked, no code sent either.
    const fresh = await loginOk(p, 'guessed1', 'Guess1234', ip);
    expect(codeOf(await verify(p, fresh.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Han Seo' }, ip))).toBe('login.second.step.locked');
    const send = await post(p, '/wps/session/login/verification/send', { method: 'EMAIL' }, authed(fresh.token, { 'X-Client-IP': ip }));
    expect(send.body.errorCode).toBe('login.second.step.locked');
    // The lock is the account's: from another address too.
    const elsewhere = await loginOk(p, 'guessed1', 'Guess1234', '203.0.113.102');
    expect(codeOf(await verify(p, elsewhere.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Han Seo' }, '203.0.113.102'))).toBe(
      'login.second.step.locked',
    );

    // The holder is told once, by e-mail and SMS, with the address and the end of the lock.
    const mails = (await outboxFor(p, 'guessed1@example.com')).filter((m) => m.body.includes('second login step'));
    const texts = (await outboxFor(p, '+82 1077000001')).filter((m) => m.body.includes('second login step'));
    expect(mails).toHaveLength(1);
    expect(texts).toHaveLength(1);
    expect(mails[0]!.channel).toBe('EMAIL');
    expect(mails[0]!.body).toContain('5 times from 203.0.113.101');
    expect(mails[0]!.body).toContain(`locked until ${new Date(lockedUntil).toISOString().slice(0, 16).replace('T', ' ')} UTC`);

    // After the window the right answer goes through.
    const afterLock = later(p, 31 * 60_000);
    const retry = await loginOk(afterLock, 'guessed1', 'Guess1234', ip);
    expect((await verify(afterLock, retry.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Han Seo' }, ip)).status).toBe(200);
  });

  it('an address guessing across accounts is locked at the address limit; the accounts are not', async () => {
    await env.DB.prepare('UPDATE brand_throttle_settings SET second_step_ip_failures = 6 WHERE merchant_code = ?1').bind('DEMO').run();
    try {
      await accountWithSecondStep('Guessed2', 'Oh Mina', '1077000002');
      await accountWithSecondStep('Guessed3', 'Yoon Ara', '1077000003');
      const ip = '203.0.113.110';
      const a = await loginOk(p, 'guessed2', 'Guess1234', ip);
      const b = await loginOk(p, 'guessed3', 'Guess1234', ip);
      const answers = await Promise.all([
        ...[0, 1, 2, 3].map((k) => verify(p, a.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: `No ${k}` }, ip)),
        ...[0, 1, 2, 3].map((k) => verify(p, b.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: `No ${k}` }, ip)),
      ]);
      expect(tally(answers.map(codeOf))).toEqual({ verification_error: 5, 'login.second.step.locked': 3 });
      // Neither account reached its own limit: nobody is told, and from another address the step works.
      expect((await outboxFor(p, 'guessed2@example.com')).filter((m) => m.body.includes('second login step'))).toHaveLength(0);
      const other = '203.0.113.111';
      const c = await loginOk(p, 'guessed2', 'Guess1234', other);
      expect((await verify(p, c.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Oh Mina' }, other)).status).toBe(200);
    } finally {
      await env.DB.prepare('UPDATE brand_throttle_settings SET second_step_ip_failures = 20 WHERE merchant_code = ?1').bind('DEMO').run();
    }
  });

  it('a right answer takes its reservation back: it never counts as a failure', async () => {
    await accountWithSecondStep('Guessed4', 'Seo Jun', '1077000004');
    for (let i = 0; i < 7; i++) {
      const ip = `203.0.113.${120 + i}`;
      const login = await loginOk(p, 'guessed4', 'Guess1234', ip);
      expect(login.needSecondStep).toBe(true);
      expect((await verify(p, login.token, { method: 'BANK_ACCOUNT_NAME', bankAccountName: 'Seo Jun' }, ip)).status).toBe(200);
    }
  });
});
