/**
 * The member's notifications as plain HTML (docs/decisions/065): every kind off at first, turned on
 * by a form that works without JavaScript and says it saved; the browser's subscription, which only
 * a script can give, refused with its reason when it cannot be used; malformed posts never answer
 * 500. The browser's part (the permission, the service worker) is the browser tier's.
 */
import { describe, expect, it } from 'vitest';
import { testSubscription } from '../fixtures/web-push';
import { expectNoServerError } from './malformed';
import { registerMember } from './members';
import { noScriptVisitor } from './no-script';
import { inLanguage } from './pages';
import { usePortal, type Portal } from './portal';

const portal: Portal = usePortal({ accounts: true });
const PAGE = '/member/notifications';

describe('notifications', () => {
  it('start off, and are turned on kind by kind by a plain form', async () => {
    const { cookie } = await registerMember(portal, 'pshr');
    const visitor = noScriptVisitor(portal, { cookie });
    let page = await visitor.goto(PAGE);
    expect(page.status).toBe(200);
    expect(page.text('h1')).toBe('Notifications');
    const boxes = () => [...page.document.querySelectorAll<HTMLInputElement>('.push-form input[type="checkbox"]')].map((box) => box.hasAttribute('checked'));
    expect(boxes()).toEqual([false, false, false, false]);
    expect(page.text('#push-browser-title')).toBe('This browser');
    page = await visitor.submit(page, { button: 'Save', check: ['A withdrawal of mine paid'] });
    expect(page.url).toBe(`${PAGE}?saved=1`);
    expect(page.statuses()).toContain('Saved.');
    expect(boxes()).toEqual([true, false, false, false]);
    page = await visitor.submit(page, { button: 'Save', uncheck: ['A withdrawal of mine paid'], check: ['Results of the draws my lottery slips are in'] });
    expect(boxes()).toEqual([false, true, false, false]);

    const korean = await noScriptVisitor(portal, { cookie }).goto(inLanguage(PAGE, 'ko'));
    expect(korean.text('h1')).toBe('알림');
  });

  it("takes a browser's subscription from the page's script, and refuses one that cannot be used", async () => {
    const { cookie } = await registerMember(portal, 'pshs');
    const post = (fields: Record<string, string>) =>
      portal.fetch(PAGE, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'Sec-Fetch-Site': 'same-origin' },
        body: new URLSearchParams(fields).toString(),
        cookie,
      });
    const sub = await testSubscription(`https://push.test/route/${crypto.randomUUID()}`);
    const taken = await post({ intent: 'subscribe', endpoint: sub.endpoint, ...sub.keys });
    expect(taken.status).toBe(200);
    const page = await noScriptVisitor(portal, { cookie }).goto(PAGE);
    expect(page.text('.push-browser')).toContain('Browsers receiving notifications: 1');
    const refused = await post({ intent: 'subscribe', endpoint: 'http://push.test/x', ...sub.keys });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain('This browser’s notification details were not accepted.');
    const statuses = await expectNoServerError(
      portal,
      PAGE,
      [
        new URLSearchParams('intent=subscribe'),
        new URLSearchParams('intent=subscribe&endpoint=%00&p256dh=x&auth=y'),
        new URLSearchParams(`intent=unsubscribe&endpoint=${'x'.repeat(5000)}`),
        new URLSearchParams('intent=preferences&withdrawalPaid=yes'),
        new URLSearchParams('intent=nonsense'),
        '--x\r\nbroken',
      ],
      cookie,
    );
    expect(statuses.every((status) => status < 500)).toBe(true);
  });
});
