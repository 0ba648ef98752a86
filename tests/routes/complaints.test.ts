/**
 * The complaints page (docs/decisions/062) as plain HTML forms: a complaint refused keeps what was
 * written with the reason under its field; filed, it goes to its own page with its reference; a
 * reply lands in the timeline; another member's complaint and its images are a 404 that tells
 * nothing; a record link from the betting records prefills the form; malformed posts never answer
 * 500; a visitor is sent to log in.
 */
import { describe, expect, it } from 'vitest';
import { registerMember } from './members';
import { expectNoServerError } from './malformed';
import { noScriptVisitor } from './no-script';
import { usePortal, type Portal } from './portal';

const portal: Portal = usePortal({ accounts: true });

const PAGE = '/member/complaints';

describe('complaints', () => {
  it('files a complaint, keeping what was written when refused, and takes a reply', async () => {
    const { cookie } = await registerMember(portal, 'cmpr');
    const visitor = noScriptVisitor(portal, { cookie });
    let page = await visitor.goto(PAGE);
    expect(page.status).toBe(200);
    expect(page.text('h1')).toBe('Complaints');
    expect(page.text('main')).toContain('we answer within 14 days');
    page = await visitor.goto(`${PAGE}?new`);

    page = await visitor.submit(page, {
      button: 'Send complaint',
      fill: { About: 'TRANSACTION', 'Reference of the record': 'deposit:999999', 'What happened': 'My deposit never arrived.' },
    });
    expect(page.status).toBe(400);
    expect(page.field('Reference of the record').description).toContain('We found no record of yours with this reference.');
    expect(page.field('What happened').value).toBe('My deposit never arrived.');

    page = await visitor.submit(page, {
      button: 'Send complaint',
      fill: { About: 'SERVICE', 'Reference of the record': '', 'What happened': 'The chat is slow.' },
    });
    expect(page.url).toMatch(/^\/member\/complaints\?reference=C-[0-9A-Z]{8}&sent=1$/);
    const reference = /C-[0-9A-Z]{8}/.exec(page.url)![0];
    expect(page.text('h1')).toBe(`Complaint ${reference}`);
    expect(page.statuses()).toContain(`Sent. Your complaint reference is ${reference}.`);

    page = await visitor.submit(page, { button: 'Send message', fill: { 'What happened': 'Still waiting.' } });
    expect(page.text('[aria-labelledby="complaint-timeline-title"]')).toContain('Still waiting.');

    // Another member: the same 404 as a complaint that does not exist, for the page and its images.
    const other = noScriptVisitor(portal, { cookie: (await registerMember(portal, 'cmpo')).cookie });
    expect((await other.goto(`${PAGE}?reference=${reference}`)).status).toBe(404);
    const image = await portal.fetch(`/resources/complaint-image?reference=${reference}&message=1&position=1`, { cookie: other.cookieHeader() });
    expect(image.status).toBe(404);
    expect(image.headers.get('cache-control')).toContain('no-store');
  });

  it('opens the form prefilled from a record, answers malformed posts without a 500, and sends a visitor to log in', async () => {
    const { cookie } = await registerMember(portal, 'cmpm');
    const page = await noScriptVisitor(portal, { cookie }).goto(`${PAGE}?subject=ROUND&ref=12345`);
    expect(page.field('Reference of the record').value).toBe('12345');
    expect(page.field('About').value).toBe('ROUND');
    await expectNoServerError(
      portal,
      PAGE,
      [
        new URLSearchParams({ intent: 'file', subject: 'NOPE', body: 'x' }),
        new URLSearchParams({ intent: 'reply', reference: '<script>', body: 'x' }),
        new URLSearchParams({ intent: 'weird' }),
        'not a form at all',
      ],
      cookie,
    );
    const visitor = await portal.get(PAGE);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?/);
  });
});
