/**
 * Terms with versions (docs/decisions/060) as server output and plain HTML posts: the documents'
 * pages with their versions (a bad version is a 404 with its words, never a 500); a registration
 * that records the versions shown and asks the brand's confirmation; and, on Jade Palace (whose
 * versions only this file publishes in this tier), a new version asked over every page and in the
 * flow of the withdrawal page, an answer for a replaced version sent back with the new one, an
 * acceptance, a malformed answer, and a refusal that logs out.
 */
import { describe, expect, it } from 'vitest';
import { freshAddress } from '../fixtures/addresses';
import { freshUsername } from '../fixtures/accounts';
import { noScriptVisitor } from './no-script';
import { documentOf } from './page-words';
import { SESSION_COOKIE, usePortal, type Portal } from './portal';

const portal: Portal = usePortal({ accounts: true });
const JADE = 'http://jade.localhost';

/** A session of Jade's demo member (seeded once per file), minted on Jade's host. */
let jadeSeeded = false;
async function jadeSession(): Promise<string> {
  if (!jadeSeeded) {
    expect((await portal.harness.dev('POST', '/__dev/seed-accounts?merchant=JADE')).status).toBe(200);
    jadeSeeded = true;
  }
  const answer = await portal.fetch(`${JADE}/__dev/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'jade_member' }),
  });
  const sealed = answer.cookies.find((header) => header.startsWith(`${SESSION_COOKIE}=`));
  expect(answer.status, answer.text.slice(0, 300)).toBe(204);
  return sealed!.split(';')[0]!;
}

/** Publishes the next version of one of Jade's documents, in force now; answers its number. */
async function publishJade(kind: 'TERMS' | 'PRIVACY', summary: string): Promise<number> {
  const answer = await portal.harness.dev('POST', '/__dev/legal/publish', {
    merchant: 'JADE',
    kind,
    texts: { en: { title: kind === 'TERMS' ? 'Terms and Conditions' : 'Privacy Policy', summary, body: [summary, 'The rest is unchanged.'] } },
  });
  expect(answer.status).toBe(200);
  const body = (await answer.json()) as { value: { version: number } };
  return body.value.version;
}

/** A form post to Jade's /legal/answer as a browser without JavaScript sends it (no redirect followed). */
const answerJade = (cookie: string, form: Record<string, string>) =>
  portal.fetch(`${JADE}/legal/answer`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
    body: new URLSearchParams(form).toString(),
    cookie,
  });

describe('the terms’ and the privacy policy’s pages', () => {
  it('show the version in force, what changed, its text and every version; a bad version is a 404 with its words', async () => {
    const visitor = noScriptVisitor(portal);
    const page = await visitor.goto('/legal/terms');
    expect(page.status).toBe(200);
    expect(page.text('h1')).toBe('Terms and Conditions');
    expect(page.text('main')).toMatch(/Version 1, in force since \w+ \d+, \d{4}/);
    expect(page.text('#legal-changes-title')).toBe('What changed');
    expect(page.text('.legal-page__changes p')).toBe('First version.');
    expect(page.document.querySelectorAll('.legal-page__body p').length).toBeGreaterThan(3);
    expect(page.text('table')).toContain('In force');
    expect(page.document.querySelector('table [aria-current="page"]')?.textContent).toContain('1');

    for (const version of ['abc', '0', '999', '1e3', '-1']) {
      const missing = await visitor.goto(`/legal/terms?version=${version}`);
      expect(missing.status, version).toBe(404);
      expect(missing.text('main')).toContain('This version does not exist.');
    }

    const korean = await portal.get('/legal/privacy', { language: 'ko' });
    expect(korean.status).toBe(200);
    expect(documentOf(korean.text).querySelector('h1')?.textContent).toBe('개인정보 처리방침');
  });
});

describe('registration', () => {
  it('records the versions shown and asks the brand’s confirmation, named under its box when missing', async () => {
    const visitor = noScriptVisitor(portal, { headers: { 'X-Test-Client-IP': freshAddress() } });
    const username = freshUsername('legal');
    let page = await visitor.goto('/register?method=username');
    // The versions the form shows go with it, and its links lead to them.
    expect(page.document.querySelector('input[name="termsVersion"]')?.getAttribute('value')).toBe('1');
    expect(page.document.querySelector('a[href="/legal/terms?version=1"]')).toBeTruthy();
    const fill = { Username: username, Password: 'Welcome2026', 'Confirm password': 'Welcome2026' };
    page = await visitor.submit(page, { button: 'Create account', fill, check: [/^I accept the/, 'I am 18 years or older'] });
    expect(page.status).toBe(400);
    expect(page.field('I play only with my own money.').description).toMatch(/Please confirm this to register\./);
    expect(page.field('Username').value).toBe(username);

    page = await visitor.submit(page, { button: 'Create account', fill, check: [/^I accept the/, 'I am 18 years or older', 'I play only with my own money.'] });
    expect(page.status).toBe(200);
    expect(page.text('header')).toContain(username);
    expect(page.document.querySelector('[role="alertdialog"]')).toBeNull();

    const centre = await visitor.goto('/member/securityCenter');
    const record = centre.within('[aria-labelledby="legal-record-title"]');
    expect(record.textContent).toContain('When registering');
    expect(record.textContent).toContain('Plays only with own money:');
  });
});

describe('a new version on Jade Palace', () => {
  it('is asked over every page and in the withdrawal page’s flow; a replaced version comes back with the new one; accepted, it is gone', async () => {
    const cookie = await jadeSession();
    const version = await publishJade('TERMS', 'Withdrawals now take at most 24 hours.');

    const home = documentOf((await portal.get(`${JADE}/`, { cookie })).text);
    const dialog = home.querySelector('dialog[role="alertdialog"]');
    expect(dialog?.textContent).toContain('We have updated our terms');
    expect(dialog?.textContent).toContain('Withdrawals now take at most 24 hours.');
    expect(dialog?.querySelector('input[name="documents"]')?.getAttribute('value')).toBe(`TERMS:${version}`);

    const withdraw = documentOf((await portal.get(`${JADE}/member/withdraw`, { cookie })).text);
    expect(withdraw.querySelector('[role="alertdialog"]')).toBeNull();
    expect(withdraw.querySelector('.legal-prompt--in-flow')?.textContent).toContain('Withdrawals now take at most 24 hours.');

    const replaced = await answerJade(cookie, { answer: 'accept', documents: `TERMS:${version - 1}`, back: '/member/withdraw' });
    expect(replaced.status).toBe(303);
    expect(replaced.location).toBe('/member/withdraw?legal=outdated');
    const told = documentOf((await portal.get(`${JADE}/member/withdraw?legal=outdated`, { cookie })).text);
    expect(told.querySelector('.legal-prompt')?.textContent).toContain('Another version took effect while you were reading.');

    // A malformed answer goes back to the page, where the question still is: never a 500.
    const malformed: Record<string, string>[] = [
      { answer: 'maybe' },
      { answer: 'accept', documents: 'TERMS:x' },
      { answer: 'accept', back: 'https://evil.example/' },
    ];
    for (const form of malformed) {
      const answer = await answerJade(cookie, form);
      expect(answer.status, JSON.stringify(form)).toBe(303);
      expect(answer.location).not.toContain('evil');
    }

    const accepted = await answerJade(cookie, { answer: 'accept', documents: `TERMS:${version}`, back: '/' });
    expect(accepted.status).toBe(303);
    expect(accepted.location).toBe('/');
    expect(documentOf((await portal.get(`${JADE}/`, { cookie })).text).querySelector('[role="alertdialog"]')).toBeNull();
  });

  it('declined: logged out, to the page that says how to take the balance and leave; a visitor is sent to log in', async () => {
    const cookie = await jadeSession();
    await publishJade('PRIVACY', 'We now keep login records for 12 months.');
    const declined = await answerJade(cookie, { answer: 'decline', back: '/' });
    expect(declined.status).toBe(303);
    expect(declined.location).toBe('/legal/declined');
    expect(declined.cookies.some((header) => header.startsWith(`${SESSION_COOKIE}=;`) || /__Host-sid=[^;]*;.*Max-Age=0/i.test(header))).toBe(true);
    const page = documentOf((await portal.get(`${JADE}/legal/declined`)).text);
    expect(page.querySelector('h1')?.textContent).toBe('You are logged out');
    expect(page.querySelector('main')?.textContent).toContain('withdraw your balance');

    const visitor = await answerJade('', { answer: 'accept', documents: 'PRIVACY:2', back: '/' });
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?/);
  });
});
