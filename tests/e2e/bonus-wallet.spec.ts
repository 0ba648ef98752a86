/**
 * The bonus wallet where a browser is needed (docs/decisions/067), against the second server (the
 * brand's own database: its bonus wallet is switched on only while a test grants, then back off).
 * On a phone: a member's bonus shows apart from cash in the header; the withdrawal page says what
 * may be withdrawn and why, and asks the forfeit before it takes a withdrawal; the game refuses a
 * stake above the bonus's maximum; the frame's meter moves with each stake, live; when the turnover
 * is met the bonus becomes cash and a withdrawal needs no forfeit. In Korean at a laptop's width: the
 * bonus details show the active bonus with its rules, and the member gives it up with a confirmation
 * that states the amount. The rules themselves (splits, meter, expiry, the books) are the integration
 * tier's (tests/integration/platform/bonus-wallet.test.ts) and the ledger simulation's.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_BONUS_SETTINGS_BODY } from '../../platform/seed/bonus-wallet';
import { dollars, freshMember, graphql, PAY_PASSWORD } from './cashier';
import { chooseLanguage, expect, expectAccessible, gotoHydrated, test } from './fixtures';

const SEEDED = DEMO_BONUS_SETTINGS_BODY;

/** The operator's bonus to the member: the brand's wallet on for the grant, then off again (as the seed leaves it). */
async function grantBonus(request: APIRequestContext, username: string, amount: number, turnoverMultiplier: number) {
  const on = await request.put('/__dev/platform/bonus-settings', { data: { ...SEEDED, enabled: true } });
  expect(on.ok(), await on.text()).toBeTruthy();
  try {
    const granted = await request.post('/__dev/platform/bonus/grant', { data: { username, amount, turnoverMultiplier } });
    expect(granted.ok(), await granted.text()).toBeTruthy();
  } finally {
    const off = await request.put('/__dev/platform/bonus-settings', { data: { ...SEEDED, enabled: false } });
    expect(off.ok(), await off.text()).toBeTruthy();
  }
}

/** A slot of the catalogue (every slot counts 100% towards the demo brand's bonuses). */
async function aSlot(page: Page): Promise<{ id: string; name: string }> {
  const answer = await graphql(page, '{ games(filter: { gameType: "RNG", vendor: "JDB" }, limit: 20) { items { id name } } }');
  const game = answer.games.items[3] as { id: string; name: string } | undefined;
  expect(game, 'a JDB slot').toBeTruthy();
  return game!;
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a bonus blocks the withdrawal of its part, its meter moves with stakes, and the withdrawal opens when it is met', async ({ browser, request }) => {
    const { context, page, username } = await freshMember(browser, request, 50_00);
    try {
      // The notice before the first stake, read (responsible-gaming.spec.ts shows it).
      expect((await graphql(page, 'mutation { answerSaferGamblingPrompt(input: { prompt: NOTICE, answer: SEEN }) { ok } }')).answerSaferGamblingPrompt.ok).toBe(
        true,
      );
      const cash = (await graphql(page, '{ balance { total } }')).balance.total as number;
      await grantBonus(request, username, 10, 2);

      // The header: cash, and the bonus apart under it.
      await gotoHydrated(page, '/member/withdraw');
      await page.getByRole('banner').getByLabel('Show balance').click();
      await expect(page.locator('.balance__bonus')).toHaveText('Bonus $10.00');

      // What may be withdrawn, and why the bonus may not.
      const summary = page.getByRole('main');
      await expect(summary).toContainText('Bonus (not withdrawable)$10.00');
      await expect(page.locator('#withdraw-bonus-note')).toContainText(
        'Your bonus of $10.00 becomes cash once $20.00 more of turnover is played (of $20.00). Until then it cannot be withdrawn, and a withdrawal now gives it up.',
      );
      await expect(summary).toContainText(`Available to withdraw${dollars(cash)}`);
      const form = page.locator('#withdraw-form');
      await form.getByLabel(/^Amount/).fill('10');
      await form.getByLabel('Payment password').fill(PAY_PASSWORD);
      await form.getByRole('button', { name: 'Withdraw' }).click();
      const confirm = form.getByLabel('I give up my bonus of $10.00 with this withdrawal.');
      await expect(confirm).toHaveAccessibleDescription('Tick the box to give up your bonus, or keep playing until its turnover is met.');
      await expectAccessible(page, 'bonus wallet: a withdrawal with a bonus to forfeit, on a phone');

      // Playing: a stake above the bonus's maximum is refused with it; each stake moves the frame's meter, live.
      const game = await aSlot(page);
      await gotoHydrated(page, `/play/${game.id}?from=/`);
      await page.getByRole('button', { name: `Play ${game.name}` }).click();
      const frame = page.frameLocator(`iframe[title="${game.name}: game"]`);
      await expect(frame.getByRole('heading', { name: game.name })).toBeVisible();
      const meter = page.getByTestId('frame-bonus');
      await expect(meter).toContainText('Turnover still needed $20.00');
      await expect(meter).toContainText('Most per stake $20.00');
      await frame.getByLabel('Stake').selectOption({ label: '$50.00' });
      await frame.getByRole('button', { name: 'Spin' }).click();
      await expect(frame.getByRole('alert')).toHaveText(
        'While your bonus is active one stake may be at most $20.00. Choose a smaller stake. Nothing was taken.',
      );
      await frame.getByLabel('Stake').selectOption({ label: '$10.00' });
      await frame.getByRole('button', { name: 'Spin' }).click();
      await expect(meter).toContainText('Turnover still needed $10.00');
      // The second stake meets the turnover: the bonus becomes cash and the line goes.
      await frame.getByLabel('Stake').selectOption({ label: '$10.00' });
      await frame.getByRole('button', { name: 'Spin' }).click();
      await expect(meter).toHaveCount(0);

      // The bonus is cash now: no bonus line, and a withdrawal asks nothing more.
      await gotoHydrated(page, '/member/withdraw');
      await expect(page.locator('#withdraw-bonus-note')).toHaveCount(0);
      await expect(page.getByRole('main')).not.toContainText('Bonus (not withdrawable)');
      await form.getByLabel(/^Amount/).fill('10');
      await form.getByLabel('Payment password').fill(PAY_PASSWORD);
      await form.getByRole('button', { name: 'Withdraw' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Your withdrawal was requested.' })).toBeVisible();
      const bonuses = (await graphql(page, '{ bonuses { status endedAmount } }')).bonuses as { status: string; endedAmount: number | null }[];
      expect(bonuses.find((b) => b.status === 'RELEASED')).toBeTruthy();
    } finally {
      await context.close();
    }
  });
});

test.describe('on a laptop, in Korean', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the bonus details show the active bonus with its rules, and the member gives it up knowing the amount', async ({ browser, request }) => {
    const { context, page, username } = await freshMember(browser, request, 20_00);
    try {
      await grantBonus(request, username, 5, 3);
      await gotoHydrated(page, '/member/bonusDetails');
      await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
      await expect(page.getByRole('heading', { level: 1, name: '보너스 내역' })).toBeVisible();
      const active = page.getByRole('region', { name: '사용 중인 보너스' });
      await expect(active).toContainText('남은 롤링');
      await expect(active).toContainText('₩15.00');
      await expect(active).toContainText('베팅은 현금에서 먼저, 그다음 보너스에서 차감됩니다.');
      await expect(active).toContainText('슬롯 100%');
      await expect(active).toContainText('라이브 카지노 10%');
      await expectAccessible(page, 'bonus wallet: the active bonus and its rules, in Korean');

      await active.getByText('이 보너스 포기하기').click();
      await active.getByRole('button', { name: '보너스 포기' }).click();
      const confirm = active.getByLabel('보너스를 포기합니다. ₩5.00이(가) 반환되며 되돌릴 수 없습니다.');
      await expect(confirm).toHaveAccessibleDescription('보너스를 포기하려면 확인란을 선택하세요.');
      await confirm.check();
      await active.getByRole('button', { name: '보너스 포기' }).click();
      await expect(page.getByRole('status')).toContainText('보너스를 포기했습니다. 반환된 금액: ₩5.00');
      await expect(page.getByRole('region', { name: '사용 중인 보너스' })).toHaveCount(0);
      await expect(page.getByRole('table', { name: '지급된 모든 보너스' })).toContainText('포기함');
    } finally {
      await context.close();
    }
  });
});
