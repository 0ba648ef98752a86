import type { Submission } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import {
  addBankCardSchema,
  bindEmailSchema,
  bindMobileSchema,
  birthdayProblem,
  changePaymentPasswordSchema,
  FALLBACK_PAYMENT_RULE,
  profileSchema,
} from './security.schema';

const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
};
const errorsOf = (result: Submission<unknown, string[], unknown>) => (result.status === 'success' ? {} : (result.reply().error ?? {}));

describe('security centre forms', () => {
  it('birthday: a real date, 18 or older', () => {
    const now = Date.UTC(2026, 5, 15);
    expect(birthdayProblem('1990-02-30', now)).toBe('security.errors.birthdayFormat');
    expect(birthdayProblem('15/06/1990', now)).toBe('security.errors.birthdayFormat');
    expect(birthdayProblem('2008-06-16', now)).toBe('security.errors.birthdayAge');
    expect(birthdayProblem('2008-06-15', now)).toBeNull();
  });

  it('profile: the brand decides what is required; the locked real name is not a field', () => {
    const fields = [
      { field: 'nickname', required: true },
      { field: 'realName', required: true },
      { field: 'telegram', required: false },
    ];
    const open = profileSchema(fields, { realNameLocked: false });
    expect(errorsOf(parseWithZod(form({ nickname: 'Ok Name', telegram: 'x y' }), { schema: open }))).toEqual({
      realName: ['validation.required'],
      telegram: ['security.errors.telegram'],
    });
    const locked = profileSchema(fields, { realNameLocked: true });
    expect(parseWithZod(form({ nickname: 'Ok Name' }), { schema: locked }).status).toBe('success');
  });

  it('bank card: a bank of the list, 6 to 30 digits, the real name', () => {
    const schema = addBankCardSchema({ banks: ['Woori Bank'], realName: 'Kim Minsu' });
    expect(errorsOf(parseWithZod(form({ bankName: 'Other', accountNumber: '12ab', accountName: 'Lee Jisoo', paymentPassword: '1' }), { schema }))).toEqual({
      bankName: ['security.errors.choose'],
      accountNumber: ['security.errors.accountNumber'],
      accountName: ['cashier.errors.cardNameMismatch'],
    });
    expect(
      parseWithZod(form({ bankName: 'Woori Bank', accountNumber: '1002-345-678', accountName: ' kim  minsu ', paymentPassword: '1' }), { schema }).status,
    ).toBe('success');
  });

  it('payment password change: the rule, the confirmation, and a new one', () => {
    const schema = changePaymentPasswordSchema(FALLBACK_PAYMENT_RULE);
    expect(errorsOf(parseWithZod(form({ oldPaymentPassword: '123456', newPaymentPassword: '123456', confirmPaymentPassword: '654321' }), { schema }))).toEqual({
      newPaymentPassword: ['login.errors.sameAsOld'],
      confirmPaymentPassword: ['validation.inconsistent'],
    });
    expect(errorsOf(parseWithZod(form({ oldPaymentPassword: '123456', newPaymentPassword: '12a', confirmPaymentPassword: '12a' }), { schema }))).toEqual({
      newPaymentPassword: ['validation.lengthExact|{"n":6}'],
    });
  });

  it('binding a contact: the code goes out without the login password; the bind needs the code and the login password', () => {
    const email = bindEmailSchema();
    expect(parseWithZod(form({ intent: 'sendCode', email: 'me@example.com' }), { schema: email }).status).toBe('success');
    expect(errorsOf(parseWithZod(form({ intent: 'bind', email: 'me@example.com', verificationCode: '123456' }), { schema: email }))).toEqual({
      loginPassword: ['validation.required'],
    });
    expect(
      parseWithZod(form({ intent: 'bind', email: 'me@example.com', verificationCode: '123456', loginPassword: 'Secret2026' }), { schema: email }).status,
    ).toBe('success');
    const mobile = bindMobileSchema(null);
    expect(
      errorsOf(parseWithZod(form({ intent: 'bind', countryDialingCode: '82', mobileNum: '1012345678', verificationCode: '123456' }), { schema: mobile })),
    ).toEqual({
      loginPassword: ['validation.required'],
    });
  });
});
