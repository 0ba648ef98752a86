import { describe, expect, it } from 'vitest';
import { cancelDepositSchema, channelsOf, createDepositSchema, depositActionSchema, depositIdOf, depositInput, type FormMethod } from './deposit.schema';

const METHODS: FormMethod[] = [
  { code: 'QR_BANK', kind: 'QR_IMAGE', bankTypes: ['PAYID', 'WECHAT'], minAmount: 1000, maxAmount: 500000 },
  { code: 'MANUAL_BANK', kind: 'MANUAL_TRANSFER', bankTypes: ['BANK'], minAmount: 5000, maxAmount: 1000000 },
];

const schema = createDepositSchema(METHODS);
const base = { intent: 'create', requestId: '4f1c2b9e-aaaa-bbbb-cccc-0123456789ab' };

const issues = (input: Record<string, unknown>) => {
  const result = schema.safeParse({ ...base, ...input });
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('the deposit form schema', () => {
  it('offers one choice per method and channel', () => {
    expect(channelsOf(METHODS).map((c) => c.value)).toEqual(['QR_BANK:PAYID', 'QR_BANK:WECHAT', 'MANUAL_BANK:BANK']);
  });

  it('answers the method, channel and amount in minor units', () => {
    expect(depositInput(schema.parse({ ...base, channel: 'QR_BANK:WECHAT', amount: '1,234.5' }), METHODS)).toEqual({
      method: 'QR_BANK',
      bankType: 'WECHAT',
      amount: 123450,
      payeeName: undefined,
      requestId: base.requestId,
    });
  });

  it('checks the amount against the chosen method, inclusive', () => {
    expect(issues({ channel: 'QR_BANK:PAYID', amount: '9.99' })).toEqual([['amount', 'money.errors.belowMin']]);
    expect(issues({ channel: 'QR_BANK:PAYID', amount: '5000.01' })).toEqual([['amount', 'money.errors.aboveMax']]);
    expect(issues({ channel: 'QR_BANK:PAYID', amount: '10' })).toEqual([]);
    expect(issues({ channel: 'MANUAL_BANK:BANK', amount: '10', payeeName: 'Kim' })).toEqual([['amount', 'money.errors.belowMin']]);
    expect(issues({ channel: 'QR_BANK:PAYID', amount: '12.345' })).toEqual([['amount', 'money.errors.tooManyDecimals']]);
    expect(issues({ channel: 'QR_BANK:PAYID', amount: '-5' })).toEqual([['amount', 'money.errors.negative']]);
  });

  it('needs a known channel, and the payer name for a manual transfer', () => {
    expect(issues({ channel: 'NOPE:X', amount: '50' })).toEqual([['channel', 'deposit.errors.chooseMethod']]);
    expect(issues({ amount: '50' })).toEqual([['channel', 'deposit.errors.chooseMethod']]);
    expect(issues({ channel: 'MANUAL_BANK:BANK', amount: '50' })).toEqual([['payeeName', 'deposit.errors.payeeName']]);
    expect(issues({ channel: 'MANUAL_BANK:BANK', amount: '50', requestId: 'x' })).toContainEqual(['requestId', 'deposit.errors.reload']);
  });

  it('the page action tells the two forms apart by intent', () => {
    const action = depositActionSchema(METHODS);
    expect(action.safeParse({ intent: 'cancel', depositId: '7' }).success).toBe(true);
    expect(action.safeParse({ ...base, channel: 'MANUAL_BANK:BANK', amount: '60', payeeName: 'Kim' }).success).toBe(true);
    expect(action.safeParse({ ...base, channel: 'MANUAL_BANK:BANK', amount: '60' }).success).toBe(false);
  });

  it('cancel takes a deposit id', () => {
    expect(cancelDepositSchema.safeParse({ intent: 'cancel', depositId: '12' }).success).toBe(true);
    expect(cancelDepositSchema.safeParse({ intent: 'cancel', depositId: '0' }).success).toBe(false);
  });

  it("the page's ?depositId= is a deposit id or none", () => {
    expect(depositIdOf('12')).toBe('12');
    expect(depositIdOf('9999999999999999')).toBe('9999999999999999');
    for (const junk of [null, '', '0', '012', '-3', '1.5', '12a', '1'.repeat(17)]) expect(depositIdOf(junk), String(junk)).toBeNull();
  });
});
