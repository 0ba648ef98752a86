/**
 * Forms without JavaScript, as plain HTML posts answered by the route's action: errors under the
 * fields (tied by aria-describedby) with what was typed kept, a password never sent back, then the
 * redirect or the result. The browser tier keeps the scripted journeys of the same pages.
 */
import { describe, expect, it } from 'vitest';
import { freshAddress } from '../fixtures/addresses';
import { demo, FRESH_MEMBER_PASSWORD, freshUsername } from '../fixtures/accounts';
import { noScriptVisitor, type PageView } from './no-script';
import { registerMember } from './members';
import { SESSION_COOKIE, usePortal, type Portal } from './portal';

const PAY_PASSWORD = '246810';
const REAL_NAME = 'Kim Minsu';

async function graphql(portal: Portal, cookie: string, query: string, variables: Record<string, unknown> = {}) {
  const answer = await portal.fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
    cookie,
  });
  const body = JSON.parse(answer.text);
  expect(answer.status === 200 && !body.errors, answer.text.slice(0, 300)).toBe(true);
  return body.data;
}

const freshMember = registerMember;

/** A payment password, a bank card and a paid deposit: what a withdrawal needs (the security centre's and the cashier's mutations). */
async function readyToWithdraw(portal: Portal, cookie: string, depositMinor: number) {
  const set = await graphql(
    portal,
    cookie,
    'mutation SetPay($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { ok errors { code field } } }',
    {
      input: { loginPassword: FRESH_MEMBER_PASSWORD, newPaymentPassword: PAY_PASSWORD, confirmPaymentPassword: PAY_PASSWORD },
    },
  );
  expect(set.setPaymentPassword).toMatchObject({ ok: true });
  const banks = (await graphql(portal, cookie, '{ securityCentre { bankCards { banks } } }')).securityCentre.bankCards.banks as string[];
  const card = await graphql(portal, cookie, 'mutation AddCard($input: AddBankCardInput!) { addBankCard(input: $input) { ok errors { code field } } }', {
    input: { bankName: banks[0], accountNumber: `110${Date.now().toString().slice(-9)}`, accountName: REAL_NAME, paymentPassword: PAY_PASSWORD },
  });
  expect(card.addBankCard).toMatchObject({ ok: true });
  const methods = (await graphql(portal, cookie, '{ depositSettings { methods { code bankTypes minAmount maxAmount } } }')).depositSettings.methods as {
    code: string;
    bankTypes: string[];
    minAmount: number;
    maxAmount: number;
  }[];
  const method = methods.find((m) => m.minAmount <= depositMinor && m.maxAmount >= depositMinor)!;
  const created = await graphql(
    portal,
    cookie,
    'mutation Deposit($input: CreateDepositInput!) { createDeposit(input: $input) { ok errors { code field } deposit { id } } }',
    { input: { method: method.code, bankType: method.bankTypes[0] ?? null, amount: depositMinor, requestId: crypto.randomUUID(), payeeName: REAL_NAME } },
  );
  const paid = await portal.harness.dev('POST', '/__dev/deposits/decide', { depositId: Number(created.createDeposit.deposit.id), outcome: 'PAID' });
  expect(paid.ok, await paid.clone().text()).toBe(true);
}

const statusSays = (page: PageView, words: string | RegExp) =>
  expect(
    page.statuses().some((status) => (typeof words === 'string' ? status.includes(words) : words.test(status))),
    page.statuses().join(' | '),
  ).toBe(true);

describe('forms without JavaScript', () => {
  const portal = usePortal({ accounts: true });

  it('login and logout are plain forms; an agent goes on to the agent centre', async () => {
    const visitor = noScriptVisitor(portal);
    let page = await visitor.goto('/login');
    page = await visitor.submit(page, {
      button: 'Log in',
      scope: page.dialog('Log in'),
      fill: { Username: demo.agent.username, Password: demo.agent.password },
    });
    expect(page.url).toMatch(/^\/agentHome\/\w+$/);
    expect(visitor.cookieHeader()).toContain(`${SESSION_COOKIE}=v1.`);
    // The account menu's logout is a link to the confirmation, whose button posts.
    page = await visitor.goto('/logout');
    page = await visitor.submit(page, { button: 'Log out', scope: page.dialog('Log out') });
    expect(visitor.cookieHeader()).not.toContain(SESSION_COOKIE);
    expect(page.text('header')).toContain('Log in');
  });

  it('registration is a plain form, with an agent affiliate code', async () => {
    const visitor = noScriptVisitor(portal, { headers: { 'X-Test-Client-IP': freshAddress() } });
    const username = freshUsername('nojs');
    let page = await visitor.goto('/register?referralCode=FRIEND1&method=username');
    page = await visitor.submit(page, {
      button: 'Create account',
      fill: { Username: username, Password: 'Welcome2026', 'Confirm password': 'Welcome2026', 'Affiliate code': 'AURORA01' },
      check: [/^I accept the/, 'I am 18 years or older', 'I play only with my own money.'],
    });
    expect(page.status).toBe(200);
    expect(page.text('header')).toContain(username);
  });

  it('deposit: errors under the fields with the values kept, then the account for a manual transfer', async () => {
    const visitor = noScriptVisitor(portal, { as: demo.down4.username });
    let page = await visitor.goto('/member/depositv2');
    page = await visitor.submit(page, { button: 'Deposit', check: ['Manual bank transfer'], fill: { 'Amount ($)': '12.345' } });
    // The server answers: the manual method stays chosen, its limits and the payer field appear.
    expect(page.field('Manual bank transfer').checked).toBe(true);
    expect(page.field('Amount ($)').value).toBe('12.345');
    expect(page.field('Amount ($)').description).toMatch(/Use at most two decimal places\./);
    expect(page.field('Name on the account you pay from').description).toMatch(/Enter the name on the account you pay from\./);

    page = await visitor.submit(page, { button: 'Deposit', fill: { 'Amount ($)': '10', 'Name on the account you pay from': 'Kim Minsu' } });
    expect(page.field('Amount ($)').description).toMatch(/The amount must be at least \$50\.00\./);
    expect(page.field('Name on the account you pay from').value).toBe('Kim Minsu');

    page = await visitor.submit(page, { button: 'Deposit', fill: { 'Amount ($)': '60' } });
    expect(page.url).toMatch(/\?done=created&depositId=\d+$/);
    const next = [...page.document.querySelectorAll('[role="region"],section')].find((region) => /^Deposit D\d+: \$60\.00$/.test(page.labelOf(region)));
    expect(next, 'the new deposit region').toBeTruthy();
    const words = (next!.textContent ?? '').replace(/\s+/g, ' ');
    expect(words).toContain('Transfer $60.00 from the account in the name of Kim Minsu to this account.');
    expect(words).toContain('110-2034-5567');
    expect(words).toContain('Aurora Play Ltd');
  });

  it('security centre: the forms post and answer with errors under the fields, keeping what was typed', async () => {
    const visitor = noScriptVisitor(portal, { as: demo.down4.username });
    let page = await visitor.goto('/member/securityCenter');
    page = await visitor.submit(page, {
      scope: '#profile form',
      button: 'Save profile',
      fill: { Nickname: 'Quiet Member', Birthday: '2099-13-40', Zalo: '12ab' },
    });
    // The error, then the brand's Zalo bonus line (up to 131,000.00) the field always carries.
    expect(page.field('Zalo', '#profile form').description).toBe(
      'Enter your Zalo phone number: 9 to 15 digits. Zalo bonus: add your Zalo number and get up to $131,000.00.',
    );
    expect(page.field('Zalo', '#profile form').value).toBe('12ab');
    expect(page.field('Nickname', '#profile form').value).toBe('Quiet Member');

    // Linking an address asks for the login password; the address and code typed stay.
    page = await visitor.submit(page, {
      scope: '#contacts',
      button: /e-mail address$/,
      fill: { 'New e-mail address': 'quiet@example.com', 'E-mail code': '123456' },
    });
    expect(page.field('Login password', emailForm(page)).description).toMatch(/required/);
    expect(page.field('New e-mail address', emailForm(page)).value).toBe('quiet@example.com');
    expect(page.field('E-mail code', emailForm(page)).value).toBe('123456');
  });

  it('withdraw: errors under the fields with the values kept, then the request goes through and receipt is answered', async () => {
    const member = await freshMember(portal, 'wdn');
    await readyToWithdraw(portal, member.cookie, 100_00);
    const visitor = noScriptVisitor(portal, { cookie: member.cookie, headers: { 'X-Test-Client-IP': member.address } });
    let page = await visitor.goto('/member/withdraw');
    page = await visitor.submit(page, { scope: '#withdraw-form', button: 'Withdraw', fill: { 'Amount ($)': '12.345', 'Payment password': PAY_PASSWORD } });
    expect(page.field(/^Amount/, '#withdraw-form').description).toMatch(/Use at most two decimal places\./);
    expect(page.field(/^Amount/, '#withdraw-form').value).toBe('12.345');
    expect(page.field('Payment password', '#withdraw-form').value).toBe('');
    page = await visitor.submit(page, { scope: '#withdraw-form', button: 'Withdraw', fill: { 'Amount ($)': '5', 'Payment password': PAY_PASSWORD } });
    expect(page.field(/^Amount/, '#withdraw-form').description).toMatch(/The amount must be at least \$10\.00/);
    page = await visitor.submit(page, { scope: '#withdraw-form', button: 'Withdraw', fill: { 'Amount ($)': '12.34', 'Payment password': PAY_PASSWORD } });
    statusSays(page, 'Your withdrawal was requested.');
    const list = (await (await portal.harness.dev('GET', `/__dev/withdrawals?username=${member.username}`)).json()) as {
      value: { list: { id: number; status: string; amount: number }[] };
    };
    expect(list.value.list.map((w) => [w.amount, w.status])).toEqual([[12.34, 'HELD']]);
    // Receipt is answered without JavaScript too.
    const paid = await portal.harness.dev('POST', '/__dev/withdrawals/decide', { withdrawalId: list.value.list[0]!.id, outcome: 'PAID' });
    expect(paid.ok).toBe(true);
    page = await visitor.goto('/member/withdraw');
    page = await visitor.submit(page, { scope: page.region('Confirm receipt'), button: 'All received' });
    statusSays(page, 'every withdrawal waiting for your answer is marked as received');
  });

  it('an agent finds a downline account by username and sends to it', async () => {
    const agent = await portal.sessionOf(demo.agent.username);
    const set = await graphql(portal, agent, 'mutation SetPay($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { ok errors { code } } }', {
      input: { loginPassword: demo.agent.password, newPaymentPassword: PAY_PASSWORD, confirmPaymentPassword: PAY_PASSWORD },
    });
    expect(set.setPaymentPassword).toMatchObject({ ok: true });
    const visitor = noScriptVisitor(portal, { as: demo.agent.username });
    let page = await visitor.goto('/member/transferUpline');
    page = await visitor.submit(page, { button: 'Search', fill: { 'Find an account of your downline by username': 'demo_down' } });
    const recipients = () => page.within('[role="group"][aria-label="Recipient"], fieldset');
    expect(recipients().querySelectorAll('input[type="radio"]').length).toBe(4);
    page = await visitor.submit(page, {
      scope: '#transfer-player-form',
      button: 'Send',
      check: [/Downline Four \(demo_down4\)/],
      fill: { 'Amount ($)': '0.50', 'Payment password': PAY_PASSWORD },
    });
    // Below the brand's minimum (1.00): said under the field, the choice kept, the password never sent back.
    expect(page.text('#transfer-player-form')).toMatch(/The amount must be at least \$1\.00/);
    expect(page.field(/Downline Four/).checked).toBe(true);
    expect(page.field('Payment password', '#transfer-player-form').value).toBe('');
    page = await visitor.submit(page, { scope: '#transfer-player-form', button: 'Send', fill: { 'Amount ($)': '3', 'Payment password': PAY_PASSWORD } });
    statusSays(page, 'The money was sent to demo_down4.');
    const recent = [...page.document.querySelectorAll('table')].find(
      (table) => page.labelOf(table) === 'Recent transfers' || table.querySelector('caption')?.textContent?.trim() === 'Recent transfers',
    );
    expect(recent?.querySelectorAll('tr')[1]?.textContent).toContain('Downline Four (demo_down4)');
  });

  it('the language form changes the language', async () => {
    const visitor = noScriptVisitor(portal);
    let page = await visitor.goto('/');
    page = await visitor.submit(page, { scope: 'header', button: 'Change language', fill: { Language: 'ko' } });
    expect(page.document.documentElement.getAttribute('lang')).toBe('ko');
    expect([...page.document.querySelectorAll('h2,h1')].map((heading) => (heading.textContent ?? '').trim())).toContain('인기 게임');
  });
});

/** The security centre's e-mail form: the form under the "E-mail address" heading. */
function emailForm(page: PageView) {
  const form = [...page.within('#contacts').querySelectorAll('form')].find((each) =>
    [...each.querySelectorAll('h2,h3,h4')].some((heading) => (heading.textContent ?? '').trim() === 'E-mail address'),
  );
  if (!form) throw new Error('no e-mail form in #contacts');
  return form;
}
