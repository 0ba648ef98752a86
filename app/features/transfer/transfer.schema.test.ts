import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { readProblem } from '#app/components/forms/problem';
import { playerTransferSchema, transferFundActionSchema } from './transfer.schema';

/** Parses as the action does: a posted form, empty inputs included. */
function post(schema: z.ZodType, values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return parseWithZod(form, { schema });
}

function problems(submission: ReturnType<typeof post>) {
  if (submission.status === 'success') return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([field, errors]) => [field, readProblem(errors?.[0] ?? '').key]));
}

const KEY = '0f8b7c1e-2d3a-4b5c-8d9e-0a1b2c3d4e5f';

describe('the transferFund forms', () => {
  it('a transfer: two different wallets and an amount in minor units', () => {
    const ok = post(transferFundActionSchema('en'), { intent: 'transfer', from: 'MAIN', to: 'PP', amount: '1,234.5', requestId: KEY });
    expect(ok.status === 'success' && ok.value).toEqual({ intent: 'transfer', from: 'MAIN', to: 'PP', amount: 123450, requestId: KEY });
    expect(problems(post(transferFundActionSchema('en'), { intent: 'transfer', from: 'PP', to: 'PP', amount: '1', requestId: KEY }))).toEqual({
      to: 'cashier.errors.sameWallet',
    });
  });

  it('refuses zero, negative, too many decimals, words, and a stale form', () => {
    const amount = (text: string) =>
      problems(post(transferFundActionSchema('en'), { intent: 'transfer', from: 'MAIN', to: 'PP', amount: text, requestId: KEY })).amount;
    expect(amount('0')).toBe('money.errors.belowMin');
    expect(amount('-1')).toBe('money.errors.negative');
    expect(amount('1.001')).toBe('money.errors.tooManyDecimals');
    expect(amount('ten')).toBe('money.errors.notANumber');
    expect(amount('')).toBe('money.errors.required');
    expect(problems(post(transferFundActionSchema('en'), { intent: 'allToMain', requestId: 'x' }))).toEqual({ requestId: 'transfer.errors.reload' });
    expect(post(transferFundActionSchema('en'), { intent: 'allToMain', requestId: KEY }).status).toBe('success');
  });
});

describe('the transferUpline form', () => {
  const schema = playerTransferSchema({ min: 100, max: 10_000_00 });

  it('needs a recipient, an amount within the limits and the payment password', () => {
    expect(problems(post(schema, { recipient: ' ', amount: '', paymentPassword: '', requestId: KEY }))).toEqual({
      recipient: 'transfer.errors.chooseRecipient',
      amount: 'money.errors.required',
      paymentPassword: 'transfer.errors.paymentPassword',
    });
    expect(problems(post(schema, { recipient: 'demo_agent', amount: '0.99', paymentPassword: '123456', requestId: KEY }))).toEqual({
      amount: 'money.errors.belowMin',
    });
    expect(problems(post(schema, { recipient: 'demo_agent', amount: '10000.01', paymentPassword: '123456', requestId: KEY }))).toEqual({
      amount: 'money.errors.aboveMax',
    });
    const ok = post(schema, { recipient: ' demo_agent ', amount: '10000', paymentPassword: '123456', requestId: KEY });
    expect(ok.status === 'success' && ok.value).toEqual({ recipient: 'demo_agent', amount: 10_000_00, paymentPassword: '123456', requestId: KEY });
  });
});
