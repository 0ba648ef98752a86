/**
 * Identity verification (docs/decisions/057): a member of the test's own opens the page from the
 * member menu, then on a phone sends the front of an identity document, which the operator refuses as
 * unreadable (the reason shown live, without a reload, in English and then in Korean), sends a new one, which the operator
 * accepts, and the page says so; a file that is not a picture or a PDF is named under its field.
 * The page fits a phone, a tablet and a laptop; axe finds nothing serious on the refused document's
 * state (a11y-states.ts).
 */
import { chooseLanguage, expect, expectAccessible, formRefused, gotoHydrated, registerFreshMember, test } from './fixtures';
import { checkAtEveryWidth } from './layout-probe';
import { decide, PNG } from './kyc-support';

// A file that is not a picture or a PDF is refused on purpose.
test.use({ consoleErrors: { allow: [formRefused('/member/verification')] } });

test('a member sends an identity document, the operator refuses one with a reason and accepts the next', async ({ page, request }) => {
  const username = await registerFreshMember(page, 'kyc');
  await gotoHydrated(page, '/member/securityCenter');
  await page.getByRole('navigation', { name: 'Member centre' }).getByRole('link', { name: 'Identity verification' }).click();
  await expect(page).toHaveURL(/\/member\/verification$/);
  // The rest on a phone.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect(page.getByRole('heading', { name: 'Identity verification', level: 1 })).toBeVisible();
  await expect(page.getByText('Not started: send your documents below.')).toBeVisible();

  const front = page.getByRole('form', { name: 'Identity document, front' });
  // Called a picture, but not one.
  await front.getByLabel('File').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: Buffer.from('not a picture') });
  await front.getByRole('button', { name: 'Send' }).click();
  await expect(front.getByLabel('File')).toHaveAccessibleDescription(/The file must be a PNG, JPG or PDF\./);

  await front.getByLabel('File').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await front.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your Identity document, front is sent.' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Identity document, front' })).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Documents you sent' })).toContainText('In review');

  // The decision reaches the open page live (its inbox message's badge event), without a reload.
  await expect(page.locator('html')).toHaveAttribute('data-live', 'open');
  await page.evaluate(() => ((window as unknown as { kycMarker: number }).kycMarker = 7));
  await decide(request, username, { outcome: 'REFUSE', reasonCode: 'UNREADABLE' });
  await expect(page.getByText('Why: It cannot be read clearly.')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { kycMarker?: number }).kycMarker)).toBe(7);
  await expect(page.getByRole('form', { name: 'Identity document, front' }).getByRole('button', { name: 'Send a new one' })).toBeVisible();
  await expectAccessible(page, 'verification: a document refused with its reason');
  await checkAtEveryWidth(page, '/member/verification');

  await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
  await expect(page.getByRole('heading', { name: '본인 인증', level: 1 })).toBeVisible();
  await expect(page.getByText('사유: 내용을 알아보기 어렵습니다.')).toBeVisible();
  const again = page.getByRole('form', { name: '신분증 앞면' });
  await again.getByLabel('파일').setInputFiles({ name: 'passport.png', mimeType: 'image/png', buffer: PNG });
  await again.getByRole('button', { name: '새로 보내기' }).click();
  await expect(page.getByRole('status').filter({ hasText: '신분증 앞면 서류를 보냈습니다.' })).toBeVisible();

  await decide(request, username, { outcome: 'ACCEPT', birthDate: '1990-05-17', documentNumber: `P${Date.now()}` });
  await gotoHydrated(page, '/member/verification');
  await expect(page.locator('#kyc-ID_FRONT-title + p')).toHaveText('승인');
  await expect(page.getByText('나이 확인이 완료되었습니다.')).toBeVisible();
});
