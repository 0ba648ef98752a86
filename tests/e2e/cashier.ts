/**
 * A member ready to withdraw, set up through the portal's own API (a payment password, a bank card,
 * a paid deposit), and the operator's side of a withdrawal through the development routes: shared by
 * withdraw.spec.ts, point-mall.spec.ts and the legacy cipher's smoke test (legacy-cipher.spec.ts).
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { freshAddress } from '../fixtures/addresses';
import { expect, FRESH_MEMBER_PASSWORD, registerFreshMember, withoutAnnouncementPopup } from './fixtures';

export const PAY_PASSWORD = '246810';
export const REAL_NAME = 'Kim Minsu';
export const dollars = (minor: number) => `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A PNG: its 8-byte signature and an IHDR chunk's start are all the checks read. */
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);

export async function graphql(page: Page, query: string, variables: Record<string, unknown> = {}) {
  const response = await page.request.post('/graphql', { data: { query, variables } });
  const body = await response.json();
  expect(response.ok() && !body.errors, JSON.stringify(body)).toBeTruthy();
  return body.data;
}

/** Sets the member's payment password through the security centre's mutation (the member's login password is FRESH_MEMBER_PASSWORD). */
export async function setPaymentPassword(page: Page, paymentPassword = PAY_PASSWORD) {
  const set = await graphql(page, 'mutation SetPay($input: SetPaymentPasswordInput!) { setPaymentPassword(input: $input) { ok errors { code field } } }', {
    input: { loginPassword: FRESH_MEMBER_PASSWORD, newPaymentPassword: paymentPassword, confirmPaymentPassword: paymentPassword },
  });
  expect(set.setPaymentPassword, JSON.stringify(set)).toMatchObject({ ok: true });
}

/** Money for the member: a deposit by a method that takes the amount, which the operator marks paid. */
export async function paidDeposit(page: Page, request: APIRequestContext, depositMinor: number) {
  const settings = await graphql(page, '{ depositSettings { methods { code kind bankTypes minAmount maxAmount } } }');
  const method = settings.depositSettings.methods.find(
    (m: { minAmount: number; maxAmount: number }) => m.minAmount <= depositMinor && m.maxAmount >= depositMinor,
  );
  expect(method, JSON.stringify(settings)).toBeTruthy();
  const created = await graphql(
    page,
    'mutation Deposit($input: CreateDepositInput!) { createDeposit(input: $input) { ok errors { code field } deposit { id } } }',
    {
      input: { method: method.code, bankType: method.bankTypes[0] ?? null, amount: depositMinor, requestId: crypto.randomUUID(), payeeName: REAL_NAME },
    },
  );
  expect(created.createDeposit, JSON.stringify(created)).toMatchObject({ ok: true });
  const paid = await request.post('/__dev/platform/deposits/decide', { data: { depositId: Number(created.createDeposit.deposit.id), outcome: 'PAID' } });
  expect(paid.ok(), await paid.text()).toBeTruthy();
}

/**
 * What a withdrawal needs, set up through the portal's own API: a payment password and a bank
 * card (the security centre's mutations), and money (a deposit the operator marks paid).
 */
export async function prepareMember(page: Page, request: APIRequestContext, depositMinor: number) {
  await setPaymentPassword(page);
  const centre = await graphql(page, '{ securityCentre { bankCards { banks } } }');
  const bankName = centre.securityCentre.bankCards.banks[0] as string;
  const card = await graphql(page, 'mutation AddCard($input: AddBankCardInput!) { addBankCard(input: $input) { ok errors { code field } } }', {
    input: { bankName, accountNumber: `110${Date.now().toString().slice(-9)}`, accountName: REAL_NAME, paymentPassword: PAY_PASSWORD },
  });
  expect(card.addBankCard, JSON.stringify(card)).toMatchObject({ ok: true });
  await paidDeposit(page, request, depositMinor);
}

export async function withdrawalsOf(
  request: APIRequestContext,
  username: string,
): Promise<{ id: number; status: string; amount: number; hasProof: boolean }[]> {
  const response = await request.get(`/__dev/platform/withdrawals?username=${encodeURIComponent(username)}`);
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()).value.list;
}

export async function operatorPays(request: APIRequestContext, withdrawalId: number) {
  const response = await request.post('/__dev/platform/withdrawals/decide', { data: { withdrawalId, outcome: 'PAID' } });
  expect(response.ok(), await response.text()).toBeTruthy();
}

export async function freshMember(browser: Browser, request: APIRequestContext, depositMinor: number) {
  const address = freshAddress();
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Test-Client-IP': address } });
  await withoutAnnouncementPopup(context);
  const page = await context.newPage();
  const username = await registerFreshMember(page, 'wd', { address });
  await prepareMember(page, request, depositMinor);
  return { context, page, username, address };
}
