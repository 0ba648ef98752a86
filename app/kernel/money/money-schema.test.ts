import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { moneyAmount } from './money-schema';

describe('moneyAmount', () => {
  const schema = z.object({ amount: moneyAmount({ min: 1000, max: 100000 }) });

  it('turns the typed text into minor units', () => {
    expect(schema.parse({ amount: '1,000' })).toEqual({ amount: 100000 });
    expect(schema.parse({ amount: '999.5' })).toEqual({ amount: 99950 });
  });

  it('answers a translation key for each problem', () => {
    const messages = (amount: unknown) => schema.safeParse({ amount }).error?.issues.map((issue) => issue.message);
    expect(messages(undefined)).toEqual(['money.errors.required']);
    expect(messages('ten')).toEqual(['money.errors.notANumber']);
    expect(messages('10.001')).toEqual(['money.errors.tooManyDecimals']);
    expect(messages('-10')).toEqual(['money.errors.negative']);
    expect(messages('9.99')).toEqual(['money.errors.belowMin']);
    expect(messages('1000.01')).toEqual(['money.errors.aboveMax']);
    // A comma in a decimal's place had been misread: "10,00" as 1,000.00 and "0,5" as 5.00.
    expect(messages('10,00')).toEqual(['money.errors.misplacedSeparator']);
    expect(messages('0,5')).toEqual(['money.errors.misplacedSeparator']);
    expect(messages('1 0')).toEqual(['money.errors.misplacedSeparator']);
  });

  it('reads the amount by the visitor’s language', () => {
    const vi = z.object({ amount: moneyAmount({ min: 1000, max: 1_000_000, locale: 'vi' }) });
    expect(vi.parse({ amount: '1.234,50' })).toEqual({ amount: 123450 });
    expect(vi.safeParse({ amount: '1,234.50' }).error?.issues[0]?.message).toBe('money.errors.misplacedSeparator');
  });
});
