import { parseWithZod } from '@conform-to/zod/v4';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { readProblem } from '#app/components/forms/problem';
import { loginSchema, smsLoginSchema } from './login.schema';
import { changePasswordSchema, forgotByMailSchema, forgotByPhoneSchema } from './password.schema';
import { shownFields } from './register-form';
import { registerSchema } from './register.schema';
import { secondStepSchema } from './second-step.schema';
import type { FieldRule } from './validation';

/** Parses as the action does: a posted form, empty inputs included. */
function post(schema: z.ZodType, values: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return parseWithZod(form, { schema });
}

/** The first problem under each field, as translation keys. */
function problems(submission: ReturnType<typeof post>) {
  if (submission.status === 'success') return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([field, errors]) => [field, readProblem(errors?.[0] ?? '').key]));
}

const passwordRule = { acceptedPattern: '^[A-Za-z0-9]+$', patternId: 'NUMBER_LETTER', minLength: 6, maxLength: 20 };

describe('the login forms', () => {
  it('names every empty field, and trims the username', () => {
    expect(problems(post(loginSchema, { username: ' ', password: '' }))).toEqual({ username: 'auth.errors.required', password: 'auth.errors.required' });
    const ok = post(loginSchema, { username: ' neo ', password: ' pw ', remember: 'on' });
    expect(ok.status === 'success' && ok.value).toMatchObject({ username: 'neo', password: ' pw ', remember: true });
  });

  it('asks for the captcha answer once a challenge is on the form', () => {
    expect(problems(post(loginSchema, { username: 'neo', password: 'pw', captchaId: 'c1', captcha: '' }))).toEqual({ captcha: 'auth.errors.required' });
  });

  it('sends a code with the number alone, and logs in only with a 6-digit code', () => {
    expect(post(smsLoginSchema(), { intent: 'sendCode', countryDialingCode: '82', mobileNum: '1012345678' }).status).toBe('success');
    expect(problems(post(smsLoginSchema(), { intent: 'sms', countryDialingCode: '82', mobileNum: '1012345678', verificationCode: '12ab' }))).toEqual({
      verificationCode: 'login.errors.codeWrong',
    });
    expect(problems(post(smsLoginSchema(), { intent: 'sms', countryDialingCode: '+8x', mobileNum: '' }))).toMatchObject({
      countryDialingCode: 'phone.errors.invalidFormat',
      mobileNum: 'phone.errors.missingNumber',
    });
    // In the browser no button has been pressed yet when a field is left: the code is checked too.
    expect(problems(post(smsLoginSchema({ browser: true }), { countryDialingCode: '82', mobileNum: '1012345678' }))).toEqual({
      verificationCode: 'auth.errors.required',
    });
  });
});

describe('the registration form, built from the brand’s fields', () => {
  const rules: FieldRule[] = [
    { field: 'username', enabled: true, required: true, acceptedPattern: '^[a-z0-9]+$', patternId: 'LOWER_NUMBER', minLength: 4, maxLength: 12 },
    { field: 'password', enabled: true, required: true, ...passwordRule },
    { field: 'email', enabled: true, required: false, acceptedPattern: '^[^@]+@[^@]+$', patternId: 'EMAIL', minLength: 3, maxLength: 100 },
    { field: 'mobileNum', enabled: true, required: true, acceptedPattern: '^[0-9]+$', patternId: 'NUMBER', minLength: 8, maxLength: 11 },
  ];

  it('checks each shown field by its rule, the confirmation, the terms and the age', () => {
    const schema = registerSchema({ fields: shownFields(rules, 'username'), method: 'username', codeRequired: false });
    expect(problems(post(schema, { intent: 'register', username: 'AB', password: 'abc123', confirmPassword: 'abc124', email: 'x' }))).toEqual({
      username: 'validation.lengthRange',
      confirmPassword: 'validation.inconsistent',
      email: 'validation.lengthRange',
      terms: 'register.errors.terms',
      age: 'register.errors.age',
    });
    const ok = post(schema, { intent: 'register', username: 'neo1', password: 'abc123', confirmPassword: 'abc123', terms: 'on', age: 'on' });
    expect(ok.status).toBe('success');
  });

  it('asks each confirmation the brand adds, and carries the versions of the terms the form showed', () => {
    const schema = registerSchema({
      fields: shownFields(rules, 'username'),
      method: 'username',
      codeRequired: false,
      confirmations: ['OWN_MONEY', 'ONE_ACCOUNT'],
    });
    const filled = { intent: 'register', username: 'neo1', password: 'abc123', confirmPassword: 'abc123', terms: 'on', age: 'on' };
    expect(problems(post(schema, { ...filled, confirmOwnMoney: 'on' }))).toEqual({ confirmOneAccount: 'register.errors.confirm' });
    const ok = post(schema, { ...filled, confirmOwnMoney: 'on', confirmOneAccount: 'on', termsVersion: '3', privacyVersion: '2' });
    expect(ok.status === 'success' && ok.value).toMatchObject({ termsVersion: 3, privacyVersion: 2, confirmOwnMoney: true, confirmOneAccount: true });
    // A version the form could not have shown is refused, never sent on.
    expect(post(schema, { ...filled, confirmOwnMoney: 'on', confirmOneAccount: 'on', termsVersion: '0' }).status).not.toBe('success');
  });

  it('on the mobile tab, "send code" checks the number alone and registering needs the code', () => {
    const schema = registerSchema({ fields: shownFields(rules, 'mobile'), method: 'mobile', codeRequired: true });
    expect(post(schema, { intent: 'sendCode', countryDialingCode: '82', mobileNum: '10123456' }).status).toBe('success');
    expect(problems(post(schema, { intent: 'sendCode', countryDialingCode: '82', mobileNum: '12' }))).toEqual({ mobileNum: 'validation.lengthRange' });
    expect(
      problems(
        post(schema, {
          intent: 'register',
          countryDialingCode: '82',
          mobileNum: '10123456',
          password: 'abc123',
          confirmPassword: 'abc123',
          terms: 'on',
          age: 'on',
        }),
      ),
    ).toEqual({
      verificationCode: 'validation.required',
    });
  });
});

describe('the password forms', () => {
  it('checks the new password by the brand’s rule, then its confirmation', () => {
    expect(problems(post(changePasswordSchema(passwordRule), { oldPassword: '', newPassword: 'ab', confirmNewPassword: 'ab' }))).toEqual({
      oldPassword: 'validation.required',
      newPassword: 'validation.lengthRange',
    });
    expect(problems(post(changePasswordSchema(passwordRule), { oldPassword: 'old', newPassword: 'abc-123', confirmNewPassword: 'x' }))).toEqual({
      newPassword: 'validation.patterns.NUMBER_LETTER',
      confirmNewPassword: 'validation.inconsistent',
    });
  });

  it('leaves the old password out when it is already known (right after the login that must change it)', () => {
    const known = changePasswordSchema(passwordRule, { askOld: false });
    const answer = post(known, { newPassword: 'abc123', confirmNewPassword: 'abc123' });
    expect(answer.status).toBe('success');
    expect(answer.status === 'success' && (answer.value as { oldPassword?: string }).oldPassword).toBeUndefined();
    expect(problems(post(known, { newPassword: '', confirmNewPassword: '' }))).toEqual({
      newPassword: 'validation.required',
      confirmNewPassword: 'validation.required',
    });
  });

  it('asks for a username and a well-formed e-mail to send a reset link', () => {
    const none = forgotByMailSchema({ username: null, email: null });
    expect(problems(post(none, { username: 'neo', email: 'not-mail' }))).toEqual({ email: 'validation.patterns.EMAIL' });
    expect(problems(post(none, {}))).toEqual({ username: 'validation.required', email: 'validation.required' });
    expect(post(none, { username: ' neo ', email: 'neo@example.com' }).status).toBe('success');
  });

  it("checks the e-mail by the brand's rule, and the username by its shortest length, without spaces", () => {
    const schema = forgotByMailSchema({
      username: { acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$', patternId: 'LETTER_FIRST_ALNUM', minLength: 4, maxLength: 16 },
      email: { acceptedPattern: '^[a-z@.]+$', patternId: 'EMAIL', minLength: 5, maxLength: 30 },
    });
    expect(problems(post(schema, { username: 'neo', email: 'a-very-long-address-indeed@example.com' }))).toEqual({
      username: 'validation.lengthRange',
      email: 'validation.lengthRange',
    });
    expect(problems(post(schema, { username: 'neo one', email: 'Neo@example.com' }))).toEqual({
      username: 'validation.patterns.NO_SPACES',
      email: 'validation.patterns.EMAIL',
    });
    // Names the platform made outside the pattern still reset (social sign-ins, the demo accounts).
    expect(post(schema, { username: 'demo_member', email: 'neo@example.com' }).status).toBe('success');
    expect(post(schema, { username: 'g_0123456789abcdef', email: 'neo@example.com' }).status).toBe('success');
  });

  it('resets by phone with the code and the new password; sending the code needs the number only', () => {
    const schema = forgotByPhoneSchema(passwordRule);
    expect(post(schema, { intent: 'sendCode', countryDialingCode: '82', mobileNum: '1012345678' }).status).toBe('success');
    expect(
      problems(
        post(schema, {
          intent: 'reset',
          countryDialingCode: '82',
          mobileNum: '1012345678',
          verificationCode: '',
          newPassword: 'abc123',
          confirmNewPassword: 'abc123',
        }),
      ),
    ).toEqual({
      verificationCode: 'validation.required',
    });
  });
});

describe('the second login step', () => {
  it('asks for the answer its method needs', () => {
    expect(problems(post(secondStepSchema(), { intent: 'verify', method: 'BANK_ACCOUNT_NAME', bankAccountName: ' ' }))).toEqual({
      bankAccountName: 'validation.required',
    });
    expect(problems(post(secondStepSchema(), { intent: 'verify', method: 'GOOGLE', verificationCode: '12345' }))).toEqual({
      verificationCode: 'login.errors.codeWrong',
    });
    expect(post(secondStepSchema(), { intent: 'sendCode', method: 'SMS' }).status).toBe('success');
    expect(problems(post(secondStepSchema(), { intent: 'verify', method: 'CARRIER_PIGEON' }))).toMatchObject({ method: 'auth.errors.invalid' });
  });
});
