/**
 * Messages, feedback and help: a member of the test's own reads a platform message and watches the
 * red unread badges (member-centre menu and avatar) drop without a full page load, deletes a
 * message after confirming, marks the rest read; sends feedback with an image (a GIF named .png is
 * refused by its bytes) and sees it listed with its thumbnail (the full image opens for its sender
 * only), then the operator's answer; /helpmc has no header or footer. axe finds nothing serious;
 * the pages speak Korean too. A message sent while a page is open raises its badges live.
 */
import type { Page } from '@playwright/test';
import {
  accountMenuButton,
  allowConsoleErrors,
  chooseLanguage,
  expect,
  expectAccessible,
  formRefused,
  gotoHydrated,
  registerFreshMember,
  test,
  withoutAnnouncementPopup,
} from './fixtures';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

test.beforeEach(async ({ page }) => {
  await withoutAnnouncementPopup(page);
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Member centre' });

async function unreadOnPage(page: Page): Promise<number> {
  const text = await page.getByText(/^Unread messages: \d+$/).textContent();
  return Number(/\d+/.exec(text ?? '')![0]);
}

/** The count on the member-centre menu's Messages link (0 without a badge). */
async function unreadBadge(page: Page): Promise<number> {
  const text = await menu(page)
    .getByRole('link', { name: /^Messages( \d+ new)?$/ })
    .textContent();
  return Number(/(\d+) new/.exec(text ?? '')?.[1] ?? 0);
}

/** The other pages' badges (rewards to claim, mission milestones) that the avatar's total counts too. */
async function otherBadges(page: Page): Promise<number> {
  let sum = 0;
  for (const link of await menu(page)
    .getByRole('link', { name: /^(Reward centre|Missions) \d+ new$/ })
    .all()) {
    sum += Number(/(\d+) new/.exec((await link.textContent()) ?? '')?.[1] ?? 0);
  }
  return sum;
}

async function expectBadges(page: Page, count: number) {
  const total = count + (await otherBadges(page));
  if (count > 0) {
    await expect(menu(page).getByRole('link', { name: `Messages ${count} new`, exact: true })).toBeVisible();
  } else {
    await expect(menu(page).getByRole('link', { name: 'Messages', exact: true })).toBeVisible();
  }
  if (total > 0) await expect(accountMenuButton(page)).toHaveAccessibleName(new RegExp(`\\b${total} new\\b`));
  else await expect(accountMenuButton(page)).not.toHaveAccessibleName(/ new\b/);
}

test.describe('messages', () => {
  test('a message from the operator raises the badges within 2 s on a page already open, without a reload', async ({ page, request }) => {
    const username = await registerFreshMember(page, 'lv');
    await gotoHydrated(page, '/member/personalHistoryCopy');
    await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
    const before = await unreadBadge(page);
    await page.evaluate(() => ((window as unknown as { liveMarker: number }).liveMarker = 7));
    const sent = await request.post('/__dev/platform/inbox', { data: { username, title: `Live for ${username}`, content: 'Pushed to your open page.' } });
    expect(sent.ok(), await sent.text()).toBeTruthy();
    await expect.poll(() => unreadBadge(page), { timeout: 2000 }).toBe(before + 1);
    // The same document: nothing reloaded.
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: number }).liveMarker)).toBe(7);
  });

  test('a member reads a message and the badges drop, deletes one after confirming, marks all read; in Korean too', async ({ page, request }) => {
    const username = await registerFreshMember(page, 'ib');
    for (const title of [`Hello ${username}`, `Second for ${username}`]) {
      const sent = await request.post('/__dev/platform/inbox', { data: { username, title, content: `${title}\nSee you at the tables.` } });
      expect(sent.ok(), await sent.text()).toBeTruthy();
    }
    await gotoHydrated(page, '/member/messageV2');
    await expect(page.getByRole('heading', { name: 'Messages', level: 1 })).toBeVisible();
    const unread = await unreadOnPage(page);
    // The two just sent and the brand's demo messages to every member.
    expect(unread).toBeGreaterThanOrEqual(2);
    await expectBadges(page, unread);

    // Reading happens in place: no full page load (a marker on window survives).
    await page.evaluate(() => ((window as unknown as { inboxMarker: number }).inboxMarker = 42));
    await page.getByRole('button', { name: `Unread Hello ${username}` }).click();
    const dialog = page.getByRole('dialog', { name: `Hello ${username}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('See you at the tables.')).toBeVisible();
    await expectBadges(page, unread - 1);
    expect(await page.evaluate(() => (window as unknown as { inboxMarker?: number }).inboxMarker)).toBe(42);
    await expectAccessible(page, 'messages: a message open');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Hello ${username}`, exact: true })).toBeVisible();

    // Delete asks first; cancelling keeps the message.
    await page.getByRole('link', { name: `Delete “Second for ${username}”` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this message?' });
    await confirm.getByRole('link', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('link', { name: `Delete “Second for ${username}”` }).click();
    await confirm.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(page.getByRole('status')).toHaveText('The message was deleted.');
    await expect(page.getByRole('button', { name: new RegExp(`Second for ${username}`) })).toHaveCount(0);
    await expectBadges(page, unread - 2);

    if (unread - 2 > 0) {
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect(page.getByRole('status')).toHaveText('Every message is marked as read.');
    }
    await expect(page.getByText('Every message is read.')).toBeVisible();
    await expectBadges(page, 0);

    // Korean once: the page and the menu entry.
    await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { name: '메시지', level: 1 })).toBeVisible();
    await expect(page.getByText('모든 메시지를 읽었습니다.')).toBeVisible();
    await expectAccessible(page, 'messages: every one read, in Korean');
  });
});

test.describe('feedback', () => {
  test('a member sends feedback with an image, sees it listed, then the operator’s answer', async ({ page, request }) => {
    const username = await registerFreshMember(page, 'fb');
    await page.getByRole('complementary').getByRole('link', { name: 'Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Feedback' });
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const content = dialog.getByLabel('Your feedback');

    // Refused on purpose below (an image that is not one): the form's answer is a 400.
    allowConsoleErrors(page, formRefused('/feedback'));
    // Checked in the browser: 141 characters are too many (the counter says so too).
    await content.fill('a'.repeat(141));
    await expect(dialog.getByText('141 / 140 characters')).toBeVisible();
    await dialog.getByLabel('Images (optional)').focus();
    await expect(dialog.getByText('At most 140 characters.')).toBeVisible();

    // A GIF named .png passes the browser's check of the declared type; its bytes are refused.
    const text = `The live lobby loads slowly (${username})`;
    await content.fill(text);
    await dialog.getByLabel('Images (optional)').setInputFiles([{ name: 'shot.png', mimeType: 'image/png', buffer: GIF }]);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(dialog.getByText('Images must be png or jpg.')).toBeVisible();
    await expect(dialog.getByLabel('Your feedback')).toHaveValue(text);

    await dialog.getByLabel('Images (optional)').setInputFiles([{ name: 'shot.png', mimeType: 'image/png', buffer: PNG }]);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect(page).toHaveURL(/\/feedback\?tab=mine&sent=1$/);
    await expect(dialog.getByRole('status')).toContainText('your feedback was sent');
    const mine = dialog.getByRole('list', { name: 'My feedback' });
    await expect(mine.getByText(text)).toBeVisible();
    await expect(mine.getByText('Waiting for an answer')).toBeVisible();
    await expect(mine.getByText(/Images: 1/)).toBeVisible();
    await expectAccessible(page, 'feedback: sent, waiting for an answer');

    // The image itself: a thumbnail linking to the full image in a new tab, which only its sender's session opens.
    const thumbnail = mine.getByRole('link', { name: /^Image 1 of feedback sent on / });
    await expect(thumbnail).toHaveAttribute('target', '_blank');
    // A decorative image (alt=""): the link's own name says what it opens.
    await expect(thumbnail.locator('img')).toHaveAttribute('loading', 'lazy');
    const href = (await thumbnail.getAttribute('href'))!;
    const opened = page.context().waitForEvent('response', (r) => r.url().endsWith(href) && r.request().isNavigationRequest());
    const [tab] = await Promise.all([page.waitForEvent('popup'), thumbnail.click()]);
    const followed = await opened;
    expect(followed.status()).toBe(200);
    expect(followed.headers()['content-type']).toBe('image/png');
    await tab.close();
    expect(Buffer.from(await (await page.request.get(href)).body()).equals(PNG)).toBe(true);
    // Without the session, for an image the feedback does not have, and at a position that cannot be: nothing to see.
    expect((await request.get(href)).status()).toBe(404);
    for (const position of ['2', '0']) expect((await page.request.get(href.replace('position=1', `position=${position}`))).status()).toBe(404);

    // The operator answers (development route); the member sees it.
    const listed = await (await request.get(`/__dev/platform/feedback?username=${username}`)).json();
    expect(listed.value.list).toHaveLength(1);
    const answered = await request.post('/__dev/platform/feedback/answer', {
      data: { feedbackId: listed.value.list[0].id, answer: 'Thanks, we made it faster.' },
    });
    expect(answered.ok(), await answered.text()).toBeTruthy();
    await gotoHydrated(page, '/feedback?tab=mine');
    await expect(mine.getByText('Answered', { exact: true })).toBeVisible();
    await expect(mine.getByText('Thanks, we made it faster.')).toBeVisible();
    await expectAccessible(page, 'feedback: answered');
  });

  test('a visitor is asked to log in first', async ({ page }) => {
    await gotoHydrated(page, '/feedback');
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Ffeedback$/);
  });
});

test.describe('help', () => {
  test('/helpmc is the help centre without header, navigation or footer; /help keeps its anchors', async ({ page }) => {
    await gotoHydrated(page, '/helpmc');
    await expect(page.getByRole('heading', { name: 'Help', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'FAQ', level: 2 })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('complementary')).toHaveCount(0);

    await gotoHydrated(page, '/help#rules');
    await expect(page.getByRole('banner')).toHaveCount(1);
    for (const anchor of ['faq', 'rules', 'account', 'feedback']) await expect(page.locator(`#${anchor}`)).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Rules' })).toBeInViewport();
  });
});
