/**
 * Web push where a browser is needed (docs/decisions/065): on a phone, a new member turns "a
 * withdrawal of mine paid" on; the browser is asked for permission only then; its subscription (a
 * stand-in browser's keys, as headless Chromium has no push service to subscribe with) goes through
 * the page; the operator pays a withdrawal and the push service stand-in receives "Withdrawal paid",
 * encrypted for that browser alone. In Korean at a laptop's width, the portal's service worker shows
 * a pushed message as a notification. Each kind, consent and the books are the integration tier's
 * (tests/integration/platform/push.test.ts); the form without JavaScript the route tier's.
 */
import type { Page } from '@playwright/test';
import { graphql, operatorPays, prepareMember, withdrawalsOf, PAY_PASSWORD } from './cashier';
import { chooseLanguage, expect, expectAccessible, gotoHydrated, registerFreshMember, test } from './fixtures';
import { testSubscription } from '../fixtures/web-push';

const PAGE = '/member/notifications';

/** Whether the page asked the browser for notification permission, counted by a stand-in for Notification.requestPermission. */
async function countPermissionAsks(page: Page) {
  await page.addInitScript(() => {
    const asks = { count: 0 };
    (window as unknown as { permissionAsks: typeof asks }).permissionAsks = asks;
    if (typeof Notification === 'undefined') return;
    const original = Notification.requestPermission.bind(Notification);
    Notification.requestPermission = () => {
      asks.count += 1;
      return original();
    };
  });
  return () => page.evaluate(() => (window as unknown as { permissionAsks: { count: number } }).permissionAsks.count);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a member turns a kind on, the browser is asked then and only then, and a paid withdrawal reaches the subscription', async ({ page, request }) => {
    const asks = await countPermissionAsks(page);
    const username = await registerFreshMember(page, 'psh');
    await gotoHydrated(page, PAGE);
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    // A visit asks nothing.
    expect(await asks()).toBe(0);
    await expect(page.getByRole('checkbox', { name: 'A withdrawal of mine paid' })).not.toBeChecked();
    await page.getByRole('checkbox', { name: 'A withdrawal of mine paid' }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'A withdrawal of mine paid' })).toBeChecked();
    // Turning it on is when the browser was asked.
    expect(await asks()).toBe(1);
    await expectAccessible(page, 'notifications: a kind turned on, on a phone');

    // This browser's subscription, as its PushSubscription would give it, through the page's action.
    const subscription = await testSubscription(`https://push.test/e2e/${crypto.randomUUID()}`);
    const subscribed = await page.evaluate(
      async ([endpoint, p256dh, auth]) => {
        const body = new URLSearchParams({ intent: 'subscribe', endpoint, p256dh, auth });
        return (await fetch('/member/notifications', { method: 'POST', body })).status;
      },
      [subscription.endpoint, subscription.keys.p256dh, subscription.keys.auth] as const,
    );
    expect(subscribed).toBeLessThan(400);
    await page.reload();
    await expect(page.getByText('Browsers receiving notifications: 1')).toBeVisible();

    // A withdrawal, paid by the operator: the push service receives it, for this browser alone.
    await prepareMember(page, request, 50_00);
    const settings = await graphql(page, '{ withdrawSettings { bankCards { id } } }');
    const cardId = settings.withdrawSettings.bankCards[0].id as string;
    const asked = await graphql(page, 'mutation Withdraw($input: WithdrawalInput!) { requestWithdrawal(input: $input) { ok errors { code field } } }', {
      input: { amount: 20_00, cardId, paymentPassword: PAY_PASSWORD, requestId: crypto.randomUUID() },
    });
    expect(asked.requestWithdrawal, JSON.stringify(asked)).toMatchObject({ ok: true });
    const [withdrawal] = await withdrawalsOf(request, username);
    await operatorPays(request, withdrawal!.id);
    await expect
      .poll(async () => {
        const answer = await request.get(`/__dev/platform/push/messages?endpoint=${encodeURIComponent(subscription.endpoint)}`);
        const list = (await answer.json()).value.list as { body: string }[];
        return Promise.all(list.map(async (row) => JSON.parse(await subscription.decrypt(row.body)) as Record<string, string>));
      })
      .toEqual([
        {
          kind: 'WITHDRAWAL_PAID',
          title: 'Withdrawal paid',
          body: 'Your withdrawal of $20.00 has been paid.',
          url: '/member/withdraw',
          tag: `withdrawal-${withdrawal!.id}`,
        },
      ]);
  });
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('in Korean, the service worker shows a pushed message as a notification', async ({ page, context }) => {
    await context.grantPermissions(['notifications']);
    await registerFreshMember(page, 'pshko');
    await gotoHydrated(page, PAGE);
    await chooseLanguage(page.getByRole('combobox', { name: 'Language' }).first(), 'ko');
    await expect(page.getByRole('heading', { level: 1, name: '알림' })).toBeVisible();
    // The portal's worker, as it runs in this browser: a push message delivered to it as a push service would.
    const registrationId = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.scope;
    });
    expect(registrationId).toMatch(/\/$/);
    const cdp = await context.newCDPSession(page);
    const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: { registrationId: string; scopeURL: string }[] }) =>
        resolve(event.registrations),
      ),
    );
    await cdp.send('ServiceWorker.enable');
    const [registration] = (await registrations).filter((r) => r.scopeURL === registrationId);
    expect(registration).toBeTruthy();
    const message = { kind: 'WITHDRAWAL_PAID', title: '출금 완료', body: '₩20.00 출금이 지급되었습니다.', url: '/member/withdraw', tag: 'withdrawal-1' };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(registrationId).origin,
      registrationId: registration!.registrationId,
      data: JSON.stringify(message),
    });
    await expect
      .poll(() => page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => [n.title, n.body, n.tag])))
      .toEqual([['출금 완료', '₩20.00 출금이 지급되었습니다.', 'withdrawal-1']]);
    // Something that is not the platform's message is not shown.
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(registrationId).origin,
      registrationId: registration!.registrationId,
      data: 'not json',
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(async () => (await (await navigator.serviceWorker.ready).getNotifications()).length)).toBe(1);
  });
});
