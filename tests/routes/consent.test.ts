/**
 * The member's marketing preferences (docs/decisions/061) as a plain HTML form: every box unticked
 * for a new member; a save keeps exactly the boxes ticked (a box left unticked turns its pair off)
 * and lists each change with its address; a malformed post never answers 500; a visitor is sent to
 * log in.
 */
import { describe, expect, it } from 'vitest';
import { registerMember } from './members';
import { expectNoServerError } from './malformed';
import { noScriptVisitor } from './no-script';
import { usePortal, type Portal } from './portal';

const portal: Portal = usePortal({ accounts: true });

const freshMember = async () => (await registerMember(portal, 'mkt')).cookie;

const PAGE = '/member/marketingPreferences';

describe('marketing preferences', () => {
  it('start unticked; a save keeps what is ticked, turns off what is not, and lists each change', async () => {
    const visitor = noScriptVisitor(portal, { cookie: await freshMember() });
    let page = await visitor.goto(PAGE);
    expect(page.status).toBe(200);
    expect(page.text('h1')).toBe('Marketing preferences');
    const boxes = [...page.document.querySelectorAll('form.marketing-form input[type="checkbox"]')];
    expect(boxes).toHaveLength(15);
    expect(boxes.filter((box) => box.hasAttribute('checked'))).toHaveLength(0);
    expect(page.text('main')).toContain('No change yet: everything is off.');

    // Each product's group has the same five labels: the boxes by their product's group.
    const box = (pair: string) => page.within(`#marketing-${pair}`);
    page = await visitor.submit(page, { button: 'Save preferences', check: [box('CASINO_EMAIL'), box('CASINO_SITE')] });
    expect(page.url).toBe(`${PAGE}?saved=1`);
    expect(page.statuses()).toContain('Your preferences are saved.');
    expect(box('CASINO_EMAIL').hasAttribute('checked')).toBe(true);
    expect(box('CASINO_SITE').hasAttribute('checked')).toBe(true);
    expect(box('SPORTS_EMAIL').hasAttribute('checked')).toBe(false);
    const history = page.text('[aria-labelledby="marketing-history-title"]');
    expect(history).toContain('Casino by E-mail');
    expect(history).toContain('Casino by Messages and pop-ups on this site');
    expect(history.match(/Turned on/g)).toHaveLength(2);

    // The e-mail box left unticked: turned off, and only that change is recorded.
    page = await visitor.submit(page, { button: 'Save preferences', uncheck: [box('CASINO_EMAIL')] });
    expect(box('CASINO_EMAIL').hasAttribute('checked')).toBe(false);
    expect(box('CASINO_SITE').hasAttribute('checked')).toBe(true);
    const after = page.text('[aria-labelledby="marketing-history-title"]');
    expect(after.match(/Turned on/g)).toHaveLength(2);
    expect(after.match(/Turned off/g)).toHaveLength(1);
  });

  it('answers a malformed post with the page, never 500; a visitor is sent to log in', async () => {
    const cookie = await freshMember();
    await expectNoServerError(
      portal,
      PAGE,
      [new URLSearchParams({ CASINO_EMAIL: 'maybe' }), new URLSearchParams({ NOT_A_PAIR: 'on' }), 'not a form at all'],
      cookie,
    );
    const visitor = await portal.get(PAGE);
    expect(visitor.status).toBe(302);
    expect(visitor.location).toMatch(/^\/login\?/);
  });
});
