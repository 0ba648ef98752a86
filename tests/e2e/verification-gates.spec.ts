/**
 * A brand's verification gates, end to end (docs/decisions/057), on the second server (brand-wide
 * settings: the brand lane). With the withdrawal gate on, a new member with money is refused a
 * withdrawal and led to the verification page, sends the four documents the brand needs, the operator
 * refuses the selfie with a reason and accepts the rest, the member sends a new selfie, which is
 * accepted, and the withdrawal then goes through. With the free-play gate on, a guest's free trial
 * is refused with the age check and the way to verification. Each gate is switched off again after.
 */
import type { APIRequestContext } from '@playwright/test';
import { freshMember, PAY_PASSWORD } from './cashier';
import { expect, failedLoad, formRefused, gotoHydrated, test } from './fixtures';
import { decide, PNG } from './kyc-support';

// The gates refuse forms on purpose (the withdrawal, the free trial's launch).
test.use({
  consoleErrors: {
    allow: [formRefused('/member/withdraw'), failedLoad(409, /\/play\/\d+(\.data)?\?/, 'a launch the free-play gate refuses answers 409 with its reason')],
  },
});

async function gates(request: APIRequestContext, value: Record<string, boolean>) {
  const answer = await request.put('/__dev/platform/kyc-settings', { data: { gates: value } });
  expect(answer.status(), await answer.text()).toBe(200);
}

test('with the withdrawal gate, a member is sent to verify, is refused one document with its reason, and then withdraws', async ({ browser, request }) => {
  test.setTimeout(180_000);
  await gates(request, { withdraw: true });
  const { context, page, username } = await freshMember(browser, request, 100_00);
  try {
    await gotoHydrated(page, '/member/withdraw');
    const form = page.locator('#withdraw-form');
    await form.getByLabel(/^Amount/).fill('20');
    await form.getByLabel('Payment password').fill(PAY_PASSWORD);
    await form.getByRole('button', { name: 'Withdraw' }).click();
    const refusal = form.getByRole('alert');
    await expect(refusal).toContainText('Your identity must be verified first');
    await expect(form.getByLabel(/^Amount/)).toHaveValue('20');
    await refusal.getByRole('link', { name: 'Go to identity verification' }).click();
    await expect(page).toHaveURL(/\/member\/verification$/);

    for (const name of ['Identity document, front', 'Identity document, back', 'Selfie with your identity document', 'Proof of address']) {
      const upload = page.getByRole('form', { name });
      await upload.getByLabel('File').setInputFiles({ name: 'document.png', mimeType: 'image/png', buffer: PNG });
      await upload.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('form', { name })).toHaveCount(0);
    }
    await expect(page.getByText('In review: we are checking your documents.')).toBeVisible();

    await decide(request, username, { outcome: 'REFUSE', reasonCode: 'UNREADABLE' }, 'SELFIE');
    await decide(request, username, { outcome: 'ACCEPT', birthDate: '1991-03-02', documentNumber: `G${Date.now()}` }, 'ID_FRONT');
    await decide(request, username, { outcome: 'ACCEPT', birthDate: '1991-03-02' }, 'ID_BACK');
    await decide(request, username, { outcome: 'ACCEPT' }, 'PROOF_OF_ADDRESS');
    await gotoHydrated(page, '/member/verification');
    await expect(page.getByText('Why: It cannot be read clearly.')).toBeVisible();
    const selfie = page.getByRole('form', { name: 'Selfie with your identity document' });
    await selfie.getByLabel('File').setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: PNG });
    await selfie.getByRole('button', { name: 'Send a new one' }).click();
    await expect(page.getByRole('form', { name: 'Selfie with your identity document' })).toHaveCount(0);
    await decide(request, username, { outcome: 'ACCEPT' }, 'SELFIE');

    await gotoHydrated(page, '/member/verification');
    await expect(page.getByText('Verified', { exact: false }).first()).toBeVisible();
    await gotoHydrated(page, '/member/withdraw');
    await form.getByLabel(/^Amount/).fill('20');
    await form.getByLabel('Payment password').fill(PAY_PASSWORD);
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your withdrawal was requested.' })).toBeVisible();
  } finally {
    await gates(request, { withdraw: false });
    await context.close();
  }
});

test('with the free-play gate, a guest’s free trial asks for the age check and shows the way to verification', async ({ page, request }) => {
  await gates(request, { freePlay: true });
  try {
    const response = await page.request.post('/graphql', {
      data: { query: '{ games(filter: { gameType: "RNG", vendor: "PP" }, limit: 20) { items { id name hasFreeTrial } } }' },
    });
    const game = ((await response.json()).data.games.items as { id: string; name: string; hasFreeTrial: boolean }[]).find((g) => g.hasFreeTrial)!;
    await gotoHydrated(page, `/play/${game.id}?from=/`);
    await page.getByRole('button', { name: `Free trial of ${game.name}` }).click();
    const refusal = page.getByRole('alert');
    await expect(refusal).toContainText('This site checks your age before any game, free trials included');
    await expect(page.locator('iframe')).toHaveCount(0);
    await refusal.getByRole('link', { name: 'Go to identity verification' }).click();
    // A visitor logs in (or registers from the login) on the way.
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fmember%2Fverification$/);
  } finally {
    await gates(request, { freePlay: false });
  }
});
