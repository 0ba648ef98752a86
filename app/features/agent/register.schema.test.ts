import { describe, expect, it } from 'vitest';
import { basisPointsToPercent, downlineSchema, percentToBasisPoints } from './register.schema';

const rule = (field: string, patternId: string, acceptedPattern: string, minLength: number, maxLength: number, required = true) => ({
  field,
  enabled: true,
  required,
  acceptedPattern,
  patternId,
  minLength,
  maxLength,
});
const rules = [
  rule('username', 'LETTER_FIRST_ALNUM', '^[A-Za-z][A-Za-z0-9]*$', 4, 16),
  rule('password', 'LETTERS_AND_DIGITS', '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', 6, 20),
  rule('confirmPassword', 'LETTERS_AND_DIGITS', '*', 6, 20),
  rule('email', 'EMAIL', '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 5, 50, false),
  rule('qqNum', 'DIGITS', '^[0-9]+$', 5, 12, false),
];
const schema = downlineSchema({ rules, rebates: [{ product: 'RNG', rateBasisPoints: 150 }], canOpenAgent: false });
const issues = (value: Record<string, string>) =>
  Object.fromEntries((schema.safeParse(value).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the register centre form', () => {
  it('converts rates between percent and basis points exactly', () => {
    expect(percentToBasisPoints('1.5')).toBe(150);
    expect(percentToBasisPoints('0.05')).toBe(5);
    expect(percentToBasisPoints('100')).toBe(10_000);
    expect(percentToBasisPoints('100.01')).toBeNull();
    expect(percentToBasisPoints('1.234')).toBeNull();
    expect(percentToBasisPoints('-1')).toBeNull();
    expect(basisPointsToPercent(105)).toBe('1.05');
  });
  it('accepts a valid member with a rate up to the agent’s own', () => {
    expect(schema.safeParse({ username: 'newbie1', password: 'Pass1234', confirmPassword: 'Pass1234', rebate_RNG: '1.50' }).success).toBe(true);
  });
  it('applies the brand’s rules, the confirmation, the policy and the ceiling, all at once', () => {
    expect(issues({ username: '1x', password: 'Pass1234', confirmPassword: 'nope', accountType: 'AGENT', rebate_RNG: '1.51', email: 'bad-mail' })).toEqual({
      username: expect.stringContaining('validation.'),
      confirmPassword: 'validation.inconsistent',
      accountType: 'auth.errors.invalid',
      rebate_RNG: expect.stringContaining('agentCentre.register.rebateAbove'),
      email: expect.stringContaining('validation.patterns.EMAIL'),
    });
    expect(issues({ username: 'good1', password: '', confirmPassword: '', rebate_RNG: 'x' })).toMatchObject({
      password: 'validation.required',
      rebate_RNG: 'agentCentre.register.rebateInvalid',
    });
  });
  it('does not show fields the register centre leaves to a visitor’s own registration', () => {
    expect(schema.safeParse({ username: 'good1', password: 'Pass1234', confirmPassword: 'Pass1234', qqNum: 'x' }).success).toBe(true);
  });
});
