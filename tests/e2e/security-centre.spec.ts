import { fromFreshAddress } from '../fixtures/addresses';
import { chooseLanguage, expect, expectAccessible, formRefused, gotoHydrated, latestCode, test, FRESH_MEMBER_PASSWORD, registerFreshMember } from './fixtures';

test.beforeEach(async ({ page }) => page.setExtraHTTPHeaders(fromFreshAddress()));

// Wrong codes and passwords on purpose: the security centre's forms refuse them.
test.use({ consoleErrors: { allow: [formRefused('/member/securityCenter')] } });

test.describe('security centre', () => {
  test('a member sets a payment password, fills the profile, adds a bank card and binds an e-mail with the code', async ({ page, request }) => {
    const username = await registerFreshMember(page, 'sc');
    await gotoHydrated(page, '/member');
    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    await expect(page.getByRole('heading', { name: 'Security centre', level: 1 })).toBeVisible();
    const overview = page.getByRole('region', { name: 'My account' });
    await expect(overview).toContainText(username);
    await expect(overview).toContainText('This is your first login.');
    await expect(page.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/change-password');
    await expectAccessible(page, 'security centre: a new member, nothing set yet');

    // Payment password: none yet, so cards ask for one first.
    await expect(page.getByRole('region', { name: 'Bank cards' })).toContainText('Set a payment password to add a bank card.');
    const setForm = page.getByRole('form', { name: 'Set a payment password' });
    await setForm.getByLabel('Login password').fill('Wrong2026');
    await setForm.getByLabel('New payment password', { exact: true }).fill('135790');
    await setForm.getByLabel('New payment password again').fill('135790');
    await setForm.getByRole('button', { name: 'Set payment password' }).click();
    await expect(setForm.getByLabel('Login password')).toHaveAccessibleDescription('The login password is wrong.');
    // The refused post has landed (its answer is this page at the form's address): type again.
    await expect(page).toHaveURL(/form=setPayment/);
    await setForm.getByLabel('Login password').fill(FRESH_MEMBER_PASSWORD);
    await setForm.getByLabel('New payment password', { exact: true }).fill('135790');
    await setForm.getByLabel('New payment password again').fill('135790');
    await setForm.getByRole('button', { name: 'Set payment password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your payment password is set.' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Change the payment password' })).toBeVisible();

    // Profile: required fields are marked; a too-young birthday is named under its field.
    const profile = page.getByRole('form', { name: 'Profile' });
    await expect(profile.getByLabel('Real name')).toHaveAttribute('aria-required', 'true');
    await expect(profile.getByLabel('Telegram')).not.toHaveAttribute('aria-required', 'true');
    await profile.getByLabel('Nickname').fill('Lucky Star');
    await profile.getByLabel('Real name').fill('Park Jiwoo');
    await profile.getByLabel('Birthday').fill(`${new Date().getFullYear() - 10}-01-01`);
    await profile.getByLabel('Nationality').selectOption('KR');
    await profile.getByLabel('Source of income').selectOption('SALARY');
    await profile.getByLabel('Telegram').fill('@park_jiwoo');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(profile.getByLabel('Birthday')).toHaveAccessibleDescription('You must be 18 or older.');
    await profile.getByLabel('Birthday').fill('1990-05-17');
    await profile.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile is saved.' })).toBeVisible();
    await expect(page.locator('#profile')).toContainText('Park Jiwoo');
    await expect(profile.getByLabel('Nationality')).toHaveValue('KR');
    await expect(profile.getByLabel('Telegram')).toHaveValue('park_jiwoo');
    // The real name is fixed now: no longer a field.
    await expect(profile.getByRole('textbox', { name: 'Real name' })).toHaveCount(0);

    // A bank card: the account name must be the real name.
    const addCard = page.getByRole('form', { name: 'Add a bank card' });
    await expect(addCard.getByLabel('Account name')).toHaveValue('Park Jiwoo');
    await addCard.getByLabel('Bank').selectOption('Shinhan Bank');
    await addCard.getByLabel('Account number').fill('110-234-567890');
    await addCard.getByLabel('Account name').fill('Someone Else');
    await addCard.getByLabel('Payment password').fill('135790');
    await addCard.getByRole('button', { name: 'Add card' }).click();
    await expect(addCard.getByLabel('Account name')).toHaveAccessibleDescription(/The account name must be your real name\./);
    await addCard.getByLabel('Account name').fill('Park Jiwoo');
    await addCard.getByLabel('Payment password').fill('135790');
    await addCard.getByRole('button', { name: 'Add card' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'The bank card is added.' })).toBeVisible();
    const cards = page.getByRole('table', { name: 'Bank cards' });
    await expect(cards.getByRole('row').filter({ hasText: 'Shinhan Bank' })).toContainText('****7890');
    await expect(page.getByText('110234567890')).toHaveCount(0);

    // Bind an e-mail address with the code from the outbox.
    const email = `${username}@example.com`;
    const emailForm = page.getByRole('form', { name: 'E-mail address' });
    await emailForm.getByLabel('New e-mail address').fill(email);
    // The page reloads its data after the code is sent; typing into the form before that lands
    // raced the re-render (a flaky run lost the next submit), so wait for it.
    const reloaded = page.waitForResponse((response) => response.request().method() === 'GET' && response.url().includes('/member/securityCenter.data'));
    await emailForm.getByRole('button', { name: 'Send code' }).click();
    await expect(emailForm.getByRole('status')).toHaveText('A code is on its way to this address.');
    await reloaded;
    const code = await latestCode(request, 'EMAIL', email);
    await emailForm.getByLabel('E-mail code').fill(code);
    // The code alone is not enough: the login password too, and a wrong one is named under its field.
    await emailForm.getByRole('button', { name: 'Link e-mail address' }).click();
    await expect(emailForm.getByLabel('Login password')).toHaveAccessibleDescription(/required/);
    await emailForm.getByLabel('Login password').fill('Wrong2026');
    await emailForm.getByRole('button', { name: 'Link e-mail address' }).click();
    await expect(emailForm.getByLabel('Login password')).toHaveAccessibleDescription(/The login password is wrong\./);
    await expect(page).toHaveURL(/form=email/);
    await expect(emailForm.getByLabel('New e-mail address')).toHaveValue(email);
    await expect(emailForm.getByLabel('E-mail code')).toHaveValue(code);
    await emailForm.getByLabel('Login password').fill(FRESH_MEMBER_PASSWORD);
    await emailForm.getByRole('button', { name: 'Link e-mail address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your e-mail address is linked.' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'E-mail address' })).toContainText(`${username[0]}***@example.com`);
    await expectAccessible(page, 'security centre: everything set');
  });

  test('speaks Korean', async ({ page }) => {
    await registerFreshMember(page, 'sc');
    await chooseLanguage(page.getByRole('combobox', { name: 'Language' }), 'ko');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ko');
    await gotoHydrated(page, '/member/securityCenter');
    await expect(page.getByRole('heading', { name: '결제 비밀번호', level: 2 })).toBeVisible();
    await expect(page.getByRole('heading', { name: '은행 카드', level: 2 })).toBeVisible();
    await expect(page.getByLabel('실명')).toHaveAttribute('aria-required', 'true');
  });
});
