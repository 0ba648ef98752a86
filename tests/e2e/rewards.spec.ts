/**
 * Rewards: a member of the test's own claims the welcome bonus in the reward centre and watches
 * the header balance, the red badges and bonusDetails change; plays a round and claims the
 * rebate and the first mission milestone; the mission leaderboard shows their rank; the site menu's
 * VIP entry shows their VIP rank from those records. Visitors see
 * /promotions by category and a promotion's page (also from an announcement's promotion type).
 * axe finds nothing serious; the reward centre speaks Korean too.
 */
import type { Page } from '@playwright/test';
import { chooseLanguage, expect, expectAccessible, gotoHydrated, registerFreshMember, test, withoutAnnouncementPopup } from './fixtures';

test.beforeEach(async ({ page }) => {
  await withoutAnnouncementPopup(page);
});

const menu = (page: Page) => page.getByRole('navigation', { name: 'Member centre' });

async function headerMinor(page: Page): Promise<number> {
  const header = page.getByRole('banner');
  const show = header.getByLabel('Show balance');
  if (await show.isVisible()) await show.click();
  const value = await header.locator('data').first().getAttribute('value');
  return Math.round(Number(value) * 100);
}

test.describe('rewards', () => {
  test('claim a bonus: balance, badge and bonusDetails change; rebate and mission claimed; my rank; Korean', async ({ page, request }) => {
    const username = await registerFreshMember(page, 'rw');
    await gotoHydrated(page, '/member/rewardCenter');
    await expect(page.getByRole('heading', { name: 'Reward centre', level: 1 })).toBeVisible();
    // The welcome bonus and the lucky draw are claimable: the badge says so.
    await expect(menu(page).getByRole('link', { name: 'Reward centre 2 new', exact: true })).toBeVisible();

    const before = await headerMinor(page);
    await page.getByRole('button', { name: 'Claim Welcome bonus' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was added to your balance.' })).toContainText('300.00');
    await expect(menu(page).getByRole('link', { name: 'Reward centre 1 new', exact: true })).toBeVisible();
    await expect.poll(() => headerMinor(page)).toBe(before + 30_000);
    const welcome = page.getByRole('article', { name: 'Welcome bonus' });
    await expect(welcome.getByText('Claimed', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Claim Welcome bonus' })).toHaveCount(0);

    await menu(page).getByRole('link', { name: 'Bonus details' }).click();
    await expect(page.getByRole('heading', { name: 'Bonus details', level: 1 })).toBeVisible();
    const row = page.getByRole('row', { name: /Welcome bonus/ });
    await expect(row).toContainText('300.00');
    await expect(row).toContainText('3,000.00');
    await expect(row).toContainText('In progress');
    await expectAccessible(page, 'bonus details: a bonus in progress');

    // A slot round of 100.00: the rebate (1%) and the first slot milestone (100.00) follow it.
    const round = await request.post('/__dev/platform/bet-round', { data: { username, roundId: `e2e-rw-${Date.now()}`, stakeMinor: 10_000, payoutMinor: 0 } });
    expect(round.ok(), await round.text()).toBeTruthy();

    await gotoHydrated(page, '/member/manualRebate');
    await expect(page.getByRole('heading', { name: 'Rebate', level: 1 })).toBeVisible();
    await expect(page.getByRole('row', { name: /Slots/ })).toContainText('1.00');
    await expectAccessible(page, 'rebate: a rebate to claim');
    const beforeRebate = await headerMinor(page);
    await page.getByRole('button', { name: 'Claim rebate' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was added to your balance.' })).toContainText('1.00');
    await expect(page.getByRole('button', { name: 'Claim rebate' })).toHaveCount(0);
    await expect(page.getByText('Nothing to claim yet: place some bets first.')).toBeVisible();
    await expect.poll(() => headerMinor(page)).toBe(beforeRebate + 100);

    await expect(menu(page).getByRole('link', { name: 'Missions 1 new', exact: true })).toBeVisible();
    await menu(page)
      .getByRole('link', { name: /^Missions/ })
      .click();
    await expect(page.getByRole('heading', { name: 'Missions', level: 1 })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(/^Your rank: \d+$/);
    await expect(page.getByRole('row', { name: /\(you\)/ })).toContainText('100.00');
    await expectAccessible(page, 'missions: the leaderboard with your rank');
    await page.getByRole('button', { name: 'Claim step 1 of Slot spinner' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'was added to your balance.' })).toContainText('5.00');
    await expect(menu(page).getByRole('link', { name: 'Missions', exact: true })).toBeVisible();

    // Referral: a code kept across visits, its link and QR code.
    await gotoHydrated(page, '/member/referral');
    await expect(page.getByRole('heading', { name: 'Invite friends', level: 1 })).toBeVisible();
    const code = (await page.getByRole('definition').locator('code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    await expect(page.getByRole('link', { name: new RegExp(`/register\\?referralCode=${code}$`) })).toBeVisible();
    await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
    await expect(page.getByText('No one has joined with your code yet.')).toBeVisible();
    await expect(page.getByText('A friend qualifies with a first deposit of at least')).toContainText('50.00');
    await expectAccessible(page, 'referral: your code, nobody joined yet');
    await page.reload();
    await expect(page.getByRole('definition').locator('code')).toHaveText(code);

    // VIP, from the site menu: the rank from the member's records (the round above: 100.00 of valid bets, no deposit yet).
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'VIP', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'VIP', level: 1 })).toBeVisible();
    await expect(page.getByText('Your level:')).toHaveText('Your level: VIP 0');
    await expect(page.getByRole('heading', { name: 'On the way to VIP 1', level: 2 })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Still needed: $900.00' })).toContainText('$100.00 / $1,000.00');
    await expect(page.getByRole('definition').filter({ hasText: 'Still needed: $100.00' })).toContainText('$0.00 / $100.00');
    await expect(page.getByRole('progressbar', { name: 'Valid bets' })).toHaveAttribute('value', '10000');
    await expect(page.getByRole('table', { name: 'VIP levels' }).getByRole('row')).toHaveCount(6);
    await expect(page.getByRole('row', { name: /^VIP 5/ })).toContainText('$1,000,000.00');
    await expectAccessible(page, 'VIP: on the way to the next level');

    // Korean once: the reward centre and its menu entry.
    await gotoHydrated(page, '/member/rewardCenter');
    await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await expect(page.getByRole('heading', { name: '리워드 센터', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: '행운의 추첨 추첨' })).toBeVisible();
  });

  test('visitors: /promotions by category, a promotion page by id and by type asks to log in', async ({ page }) => {
    await gotoHydrated(page, '/promotions');
    await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
    await page.getByRole('navigation', { name: 'Promotion categories' }).getByRole('link', { name: 'Raffles' }).click();
    await expect(page).toHaveURL(/category=RAFFLE/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await page.getByRole('link', { name: 'Details of Lucky draw' }).click();
    await expect(page.getByRole('heading', { name: 'Lucky draw', level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in to take part' })).toHaveAttribute('href', /redirectTo=%2FPromotionDetail%3Fid%3D5005/);
    await expectAccessible(page, 'promotion: a raffle’s page, for a visitor');
    // An announcement's go-to-promotion opens the promotion of its type ("Welcome package" names WELCOME).
    for (let apage = 1; apage <= 3; apage++) {
      await gotoHydrated(page, `/?announcements=1&apage=${apage}&announcement=2013`);
      if (await page.getByRole('heading', { name: 'Welcome package', level: 3 }).isVisible()) break;
    }
    const announcements = page.getByRole('dialog');
    await expect(announcements.getByRole('heading', { name: 'Welcome package', level: 3 })).toBeVisible();
    await announcements.getByRole('link', { name: 'Go to promotion' }).click();
    await expect(page).toHaveURL(/\/PromotionDetail\?type=WELCOME$/);
    await expect(page.getByRole('heading', { name: 'Welcome bonus', level: 1 })).toBeVisible();
  });
});
