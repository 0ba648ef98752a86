import { describe, expect, it } from 'vitest';
import { z } from 'zod';
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
  });
});
