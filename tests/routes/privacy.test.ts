/**
 * A player's own data (docs/decisions/063) as plain HTML forms: the page lists what the archive
 * holds and asks for one; a download without the right password goes back to the page with the
 * reason under the field and no file; the erasure refuses a wrong password under its field and,
 * with the right one, logs out to the page that says what happens next; malformed posts never
 * answer 500; a visitor is sent to log in.
 */
import { describe, expect, it } from 'vitest';
import { FRESH_MEMBER_PASSWORD } from '../fixtures/accounts';
import { registerMember } from './members';
import { expectNoServerError } from './malformed';
import { noScriptVisitor } from './no-script';
import { usePortal, type Portal } from './portal';

const portal: Portal = usePortal({ accounts: true });

const PAGE = '/member/myData';

describe('my data', () => {
  it("keeps a member's wins off public lists, and shows them again, as a plain form", async () => {
    const { cookie } = await registerMember(portal, 'datw');
    const visitor = noScriptVisitor(portal, { cookie });
    let page = await visitor.goto(PAGE);
    const box = () => page.document.querySelector<HTMLInputElement>('#my-data-public-wins-hide')!;
    expect(page.text('#my-data-public-wins-title')).toBe('Your wins on public lists');
    expect(box().hasAttribute('checked')).toBe(false);
    page = await visitor.submit(page, { button: 'Save', scope: '#my-data-public-wins-form', check: ['Keep my wins off public lists'] });
    expect(page.url).toBe(`${PAGE}?publicWins=1`);
    expect(page.statuses()).toContain('Saved: your wins are kept off public lists.');
    expect(box().hasAttribute('checked')).toBe(true);
    page = await visitor.submit(page, { button: 'Save', scope: '#my-data-public-wins-form', uncheck: ['Keep my wins off public lists'] });
    expect(page.statuses()).toContain('Saved: your wins may stand on public lists, your name masked.');
    expect(box().hasAttribute('checked')).toBe(false);
  });

  it('asks for an archive and refuses a download without the right password', async () => {
    const { cookie } = await registerMember(portal, 'datr');
    const visitor = noScriptVisitor(portal, { cookie });
    let page = await visitor.goto(PAGE);
    expect(page.status).toBe(200);
    expect(page.text('h1')).toBe('My data');
    page = await visitor.submit(page, { button: 'Prepare my archive' });
    expect(page.url).toBe(`${PAGE}?asked=1`);
    expect(page.statuses()).toContain('We are preparing your archive. This page shows its progress.');
    expect((await portal.harness.dev('POST', '/__dev/data/run', {})).status).toBe(200);
    page = await visitor.goto(PAGE);
    expect(page.text('[aria-label="Your archives"]')).toContain('Ready');

    page = await visitor.submit(page, { button: 'Download', fill: { 'Your password': 'not-my-password' } });
    expect(page.url).toBe(`${PAGE}?download=password`);
    expect(page.field('Your password', 'form[action="/resources/data-archive"]').description).toContain(
      'The password is wrong. The archive was not downloaded.',
    );

    // With the password: the file itself, never cached, saved by the browser.
    const form = page.document.querySelector('form[action="/resources/data-archive"]')!;
    const id = form.querySelector('input[name="id"]')!.getAttribute('value')!;
    const file = await portal.fetch('/resources/data-archive', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
      body: new URLSearchParams({ id, password: FRESH_MEMBER_PASSWORD }).toString(),
      cookie: visitor.cookieHeader(),
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/zip');
    expect(file.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    expect(file.headers.get('cache-control')).toContain('no-store');
  });

  it('refuses an erasure with a wrong password, then closes the account and logs out', async () => {
    const { cookie } = await registerMember(portal, 'erar');
    const visitor = noScriptVisitor(portal, { cookie });
    let page = await visitor.goto(PAGE);
    page = await visitor.submit(page, {
      button: 'Close and erase my account',
      fill: { 'Your password, to confirm': 'not-my-password' },
      check: ['I understand that my account is closed for good and my personal data erased.'],
    });
    expect(page.status).toBe(400);
    expect(page.field('Your password, to confirm').description).toContain('The password is wrong.');
    page = await visitor.submit(page, {
      button: 'Close and erase my account',
      fill: { 'Your password, to confirm': FRESH_MEMBER_PASSWORD },
      check: ['I understand that my account is closed for good and my personal data erased.'],
    });
    expect(page.url).toMatch(/^\/privacy\/erased\?erase=\d+$/);
    expect(page.text('h1')).toBe('Your account is closed');
    expect(page.text('main')).toContain('Your personal data will be erased on');
    const after = await portal.fetch(PAGE, { cookie: visitor.cookieHeader() });
    expect(after.status).toBe(302);
  });

  it('answers malformed posts without a 500 and sends a visitor to log in', async () => {
    const { cookie } = await registerMember(portal, 'datm');
    await expectNoServerError(portal, PAGE, [new URLSearchParams({ intent: 'erase', confirm: 'maybe' }), new URLSearchParams({ intent: 'nope' })], cookie);
    await expectNoServerError(portal, '/resources/data-archive', [new URLSearchParams({ id: '../1', password: 'x' }), 'not a form at all'], cookie);
    const visitor = await portal.get(PAGE);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?/);
  });
});
