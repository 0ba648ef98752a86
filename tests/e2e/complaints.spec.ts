/**
 * Complaints with a reference (docs/decisions/062) as a member and the operator meet them: a member
 * files a complaint about one of their game rounds with an image and gets a reference; the
 * operator's answer reaches them live (the inbox badge rises on the open page) and shows in the
 * timeline; the independent dispute body is named only once the brand's period has passed, and the
 * final answer closes the procedure's steps. In English on a laptop; in Korean on a phone, a
 * complaint about the service.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { paidDeposit, PNG } from './cashier';
import { chooseLanguage, expect, expectAccessible, formRefused, gotoHydrated, registerFreshMember, test } from './fixtures';

const PAGE = '/member/complaints';

// A complaint about a record that is not the member's is refused on purpose (400, the reason under the field).
test.use({ consoleErrors: { allow: [formRefused(PAGE)] } });

/** The operator's side (development routes of the reference platform). */
async function operator(request: APIRequestContext, path: 'answer' | 'backdate', data: Record<string, unknown>) {
  const answer = await request.post(`/__dev/platform/complaints/${path}`, { data });
  expect(answer.ok(), await answer.text()).toBeTruthy();
}

/** The count on the member-centre menu's Messages link (0 without a badge). */
async function unreadBadge(page: Page): Promise<number> {
  const text = await page
    .getByRole('navigation', { name: 'Member centre' })
    .getByRole('link', { name: /^Messages( \d+ new)?$/ })
    .textContent();
  return Number(/(\d+) new/.exec(text ?? '')?.[1] ?? 0);
}

test('a complaint about a round gets a reference; the answer arrives live; the dispute body once the period has passed', async ({ page, request }) => {
  const username = await registerFreshMember(page, 'cmp');
  await paidDeposit(page, request, 100_00);
  const played = await request.post('/__dev/platform/bet-round', { data: { username, roundId: `e2e-cmp-${Date.now()}`, stakeMinor: 20_00, payoutMinor: 0 } });
  expect(played.ok(), await played.text()).toBeTruthy();
  const betId = String((await played.json()).value.placed.betId);

  await gotoHydrated(page, PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Complaints' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('we answer within 14 days');
  await expect(page.getByRole('main')).toContainText('Independent Betting Adjudication Service (IBAS)');
  await expect(page.getByText('You have not filed any complaint.')).toBeVisible();
  await page.getByRole('link', { name: 'File a complaint' }).click();

  const form = page.getByRole('form', { name: 'File a complaint' });
  await form.getByLabel('About').selectOption({ label: 'A game round' });
  // Another member's round, or none: the same answer, under the field.
  await form.getByLabel('Reference of the record').fill('999999999');
  await form.getByLabel('What happened').fill('My winning spin was paid nothing.');
  await form.getByRole('button', { name: 'Send complaint' }).click();
  await expect(form.getByLabel('Reference of the record')).toHaveAccessibleDescription(/We found no record of yours with this reference/);
  await expect(form.getByLabel('What happened')).toHaveValue('My winning spin was paid nothing.');
  await expectAccessible(page, 'complaints: the form’s errors');

  await form.getByLabel('Reference of the record').fill(betId);
  await form.getByLabel('Images (optional)').setInputFiles({ name: 'spin.png', mimeType: 'image/png', buffer: PNG });
  await form.getByRole('button', { name: 'Send complaint' }).click();
  const sent = page.getByRole('status').filter({ hasText: 'Sent. Your complaint reference is' });
  await expect(sent).toBeVisible();
  const reference = /C-[0-9A-Z]{8}/.exec(await sent.innerText())![0];
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Complaint ${reference}`);
  await expect(page.getByRole('definition').first()).toHaveText('Received');
  await expect(page.getByRole('main')).toContainText('$20.00');
  const timeline = page.getByRole('region', { name: 'Messages' });
  // The timeline's own items (a message's images are a list of their own inside it).
  const messages = timeline.locator('ol > li');
  await expect(messages.first()).toContainText('My winning spin was paid nothing.');
  const image = await page.request.get((await timeline.getByRole('link', { name: 'Image 1' }).getAttribute('href'))!);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toContain('no-store');
  // Not yet the dispute body: the brand has its turn first.
  await expect(page.getByRole('region', { name: 'Take your complaint further' })).toHaveCount(0);
  await expect(page.getByRole('main')).toContainText('you can take this complaint to an independent body from');
  await expectAccessible(page, 'complaints: a complaint just filed, with its timeline');

  // The operator answers while the page is open: the inbox badge rises without a reload.
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
  const before = await unreadBadge(page);
  await operator(request, 'answer', { reference, body: 'We are checking the round with the game provider.' });
  await expect.poll(() => unreadBadge(page), { timeout: 5000 }).toBe(before + 1);
  await page.reload();
  await expect(page.getByRole('definition').first()).toHaveText('In review');
  await expect(messages.nth(1)).toContainText('Our complaints team');
  await expect(messages.nth(1)).toContainText('We are checking the round with the game provider.');

  // The member writes again; then eight weeks pass without a final answer: the dispute body is named.
  const reply = page.getByRole('form', { name: 'Write to us about this complaint' });
  await reply.getByLabel('What happened').fill('Any news?');
  await reply.getByRole('button', { name: 'Send message' }).click();
  await expect(messages).toHaveCount(3);
  await operator(request, 'backdate', { reference, days: 57 });
  await page.reload();
  const further = page.getByRole('region', { name: 'Take your complaint further' });
  await expect(further).toContainText('Independent Betting Adjudication Service (IBAS)');
  await expect(further.getByRole('link', { name: 'Independent Betting Adjudication Service (IBAS)' })).toHaveAttribute('href', 'https://www.ibas-uk.com');

  // The final answer: answered, with its date.
  await operator(request, 'answer', { reference, body: 'The round was settled correctly: the spin did not win.', final: true });
  await page.reload();
  await expect(page.getByRole('definition').first()).toHaveText('Answered');
  await expect(messages.last()).toContainText('Final answer');
  await gotoHydrated(page, PAGE);
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Answered');
});

test.describe('on a phone, in Korean', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a complaint about the service reads in Korean and fits the screen', async ({ page }) => {
    await registerFreshMember(page, 'cmpko');
    await page.getByRole('button', { name: 'Menu' }).click();
    await chooseLanguage(page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Language' }), 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await gotoHydrated(page, `${PAGE}?new`);
    await expect(page.getByRole('heading', { level: 1, name: '민원' })).toBeVisible();
    const form = page.locator('#complaint-file-form');
    await form.locator('select[name="subject"]').selectOption('SERVICE');
    await form.locator('textarea[name="body"]').fill('고객센터 답변이 너무 늦습니다.');
    await form.locator('button[type="submit"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/C-[0-9A-Z]{8}/);
    await expect(page.getByRole('status')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page, 'complaints: a complaint, in Korean on a phone');
  });
});
