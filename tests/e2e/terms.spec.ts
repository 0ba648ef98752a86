/**
 * Terms with versions (docs/decisions/060), as a member meets them: a new version published by the
 * operator is put to the member at the next page, over every page, until it is accepted (Escape does
 * not close it); the ways to take the money and leave stay open without accepting; declining logs
 * out and says how to leave; the security centre lists the acceptance. In English on a laptop, in
 * Korean on a phone.
 *
 * Against the second server's Jade Palace (playwright.config.ts: the `brand` lane; its own database,
 * where no other spec logs in to Jade): the versions this spec publishes reach no other spec's
 * members. Korean is added to Jade's languages there for the phone's journey (Jade offers English
 * and Thai), and taken away again.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { accountMenuButton, chooseLanguage, expect, expectAccessible, gotoHydrated, logIn, test } from './fixtures';
import { layoutFindings } from './layout-probe';

const secondPort = Number(process.env.E2E_PORT || 8788) + 2;
const jade = `http://jade.localhost:${secondPort}`;
const jadeMember = { username: 'jade_member', password: 'Member2024' };

test.use({ baseURL: jade });

/** The platform's development routes, through the second server's portal by its own address (Node does not resolve jade.localhost). */
const control = (path: string) => `http://127.0.0.1:${secondPort}/__dev/platform${path}`;

/** Publishes the next version of a Jade document, in force now; answers its number. */
async function publish(request: APIRequestContext, kind: 'TERMS' | 'PRIVACY', texts: Record<string, { title: string; summary: string; body: string[] }>) {
  const answer = await request.post(control('/legal/publish'), { data: { merchant: 'JADE', kind, texts } });
  expect(answer.ok(), await answer.text()).toBeTruthy();
  const body = await answer.json();
  return Number((body.value ?? body).version);
}

const termsDialog = (page: Page, name = 'We have updated our terms') => page.getByRole('alertdialog', { name });

/** The login dialog in Korean, as logIn (fixtures.ts) does it in English. */
async function logInInKorean(page: Page) {
  await gotoHydrated(page, '/login');
  const dialog = page.getByRole('dialog', { name: '로그인' });
  await dialog.getByLabel('아이디').fill(jadeMember.username);
  await dialog.getByLabel('비밀번호', { exact: true }).fill(jadeMember.password);
  await dialog.getByRole('button', { name: '로그인' }).click();
  await expect(termsDialog(page, '약관이 개정되었습니다')).toBeVisible({ timeout: 20_000 });
}

test('a new version of the terms is asked at the next page, over every page, until accepted; the security centre lists it', async ({ page, request }) => {
  const version = await publish(request, 'TERMS', {
    en: {
      title: 'Terms and conditions',
      summary: 'Bonus wagering now counts slots at 100% and table games at 10%.',
      body: ['These terms apply to every game on Jade Palace.', 'Bonus wagering counts slots at 100% and table games at 10%.'],
    },
  });

  await logIn(page, jadeMember);
  const dialog = termsDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Terms and conditions' })).toBeVisible();
  await expect(dialog).toContainText(`Version ${version}, in force since`);
  await expect(dialog).toContainText('Bonus wagering now counts slots at 100% and table games at 10%.');
  await expect(dialog.getByRole('link', { name: 'Read the full Terms and conditions (opens in a new tab)' })).toHaveAttribute(
    'href',
    `/legal/terms?version=${version}`,
  );
  await expectAccessible(page, 'terms: a new version asked over the page');

  // Only its answers end it: Escape, twice, leaves it open (and the page under it unreachable).
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();

  // Taking the money and leaving stays open without accepting: the question stands in the page instead.
  await dialog.getByRole('link', { name: 'Withdraw my balance' }).click();
  await expect(page).toHaveURL(/\/member\/withdraw$/);
  await expect(termsDialog(page)).toHaveCount(0);
  const inFlow = page.getByRole('region', { name: 'We have updated our terms' });
  await expect(inFlow).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Any other page puts it back over the page; accepting ends it for good.
  await gotoHydrated(page, '/');
  await expect(termsDialog(page)).toBeVisible();
  await termsDialog(page).getByRole('button', { name: 'Accept and continue' }).click();
  await expect(termsDialog(page)).toHaveCount(0);
  await expect(accountMenuButton(page)).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(termsDialog(page)).toHaveCount(0);

  // The record: this version, accepted in the dialog, with the address it came from.
  await gotoHydrated(page, '/member/securityCenter');
  const record = page.getByRole('region', { name: 'Terms you accepted' });
  const row = record.getByRole('row').filter({ hasText: 'When the new version took effect' }).filter({ hasText: 'Terms and conditions' });
  await expect(row.getByRole('link', { name: String(version), exact: true })).toBeVisible();
  await expect(row).toContainText('127.0.0.1');

  // The version's page: what changed, the text, and the versions before it.
  await gotoHydrated(page, `/legal/terms?version=${version}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms and conditions' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'What changed' })).toContainText('slots at 100%');
  await expect(page.getByRole('region', { name: 'Versions' }).getByRole('link', { name: `Read version ${version - 1}` })).toBeVisible();
  await expectAccessible(page, 'terms: the page of a version');
});

test.describe('on a phone, in Korean', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  // Jade's own languages (platform/seed/jade.ts), and Korean after them for this journey.
  const JADE_LANGUAGES = [
    { code: 'EN', name: 'English', currencySymbol: '฿', isDefault: true },
    { code: 'TH', name: 'ไทย', currencySymbol: '฿' },
  ];
  test.beforeAll(async ({ request }) => {
    const languages = [...JADE_LANGUAGES, { code: 'KO', name: '한국어', currencySymbol: '฿' }];
    const answer = await request.put(control('/brand-languages'), { data: { merchant: 'JADE', languages } });
    expect(answer.ok(), await answer.text()).toBeTruthy();
  });
  test.afterAll(async ({ request }) => {
    await request.put(control('/brand-languages'), { data: { merchant: 'JADE', languages: JADE_LANGUAGES } });
  });

  test('the new privacy policy fits the screen; declining logs out and says how to leave; the next login asks again', async ({ page, request }) => {
    const version = await publish(request, 'PRIVACY', {
      en: { title: 'Privacy policy', summary: 'We now keep login records for 12 months.', body: ['We keep login records for 12 months.'] },
      ko: { title: '개인정보 처리방침', summary: '로그인 기록을 12개월 동안 보관합니다.', body: ['로그인 기록은 12개월 동안 보관합니다.'] },
    });
    // Korean first: the dialog leaves nothing else on the page to use, the language switch included.
    await gotoHydrated(page, '/');
    // On a phone the language is in the site menu.
    await page.getByRole('button', { name: 'Menu' }).click();
    await chooseLanguage(page.getByRole('dialog', { name: 'Menu' }).getByRole('combobox', { name: 'Language' }), 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await logInInKorean(page);

    const dialog = termsDialog(page, '약관이 개정되었습니다');
    await expect(dialog.getByRole('heading', { name: '개인정보 처리방침' })).toBeVisible();
    await expect(dialog).toContainText('로그인 기록을 12개월 동안 보관합니다.');
    await expect(dialog).toContainText(`버전 ${version}`);
    // Nothing of the dialog runs off a 360 px screen, and nothing scrolls sideways.
    const findings = await layoutFindings(page);
    expect(findings.sideways).toEqual([]);
    await expectAccessible(page, 'terms: a new version asked, in Korean on a phone');

    await dialog.getByRole('button', { name: '동의하지 않고 로그아웃' }).click();
    await expect(page).toHaveURL(/\/legal\/declined$/);
    await expect(page.getByRole('heading', { level: 1, name: '로그아웃되었습니다' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('출금');
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: '로그인' })
        .or(page.getByRole('link', { name: '로그인' }).first()),
    ).toBeVisible();

    // The next login asks again, and this time it is accepted.
    await logInInKorean(page);
    await termsDialog(page, '약관이 개정되었습니다').getByRole('button', { name: '동의하고 계속하기' }).click();
    await expect(termsDialog(page, '약관이 개정되었습니다')).toHaveCount(0);
    // Logged in: the phone's tab bar leads to the account (a visitor's, to the login).
    await expect(page.getByRole('navigation', { name: '탭 바' }).getByRole('link', { name: '내 계정' })).toBeVisible();
  });
});
