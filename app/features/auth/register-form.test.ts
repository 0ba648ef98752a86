import { describe, expect, it } from 'vitest';
import { mobileWithoutPassword, registerMethods, shownFields } from './register-form';
import { registerSchema } from './register.schema';
import type { FieldRule } from './validation';

const rule = (field: string, enabled: boolean, required: boolean): FieldRule => ({
  field,
  enabled,
  required,
  acceptedPattern: '*',
  patternId: 'ANY',
  minLength: 1,
  maxLength: 20,
});

describe('shownFields', () => {
  const rules = [rule('username', true, true), rule('email', true, true), rule('qqNum', false, true), rule('mobileNum', true, false)];

  it('shows enabled fields only, required only when configured', () => {
    const fields = shownFields(rules, 'username');
    expect(fields.map((f) => f.name)).toEqual(['username', 'password', 'confirmPassword', 'email']);
    expect(fields.find((f) => f.name === 'email')?.required).toBe(true);
  });

  it('leads the mobile form with a required number and makes the username optional', () => {
    const fields = shownFields(rules, 'mobile');
    expect(fields.map((f) => f.name)).toEqual(['mobileNum', 'username', 'password', 'confirmPassword', 'email']);
    expect(fields.find((f) => f.name === 'mobileNum')?.required).toBe(true);
    expect(fields.find((f) => f.name === 'username')?.required).toBe(false);
  });

  it('leaves the passwords off a mobile registration without password, and only there', () => {
    expect(shownFields(rules, 'mobile', { passwordless: true }).map((f) => f.name)).toEqual(['mobileNum', 'username', 'email']);
    expect(shownFields(rules, 'username', { passwordless: true }).map((f) => f.name)).toEqual(['username', 'password', 'confirmPassword', 'email']);
    const schema = registerSchema({ fields: shownFields(rules, 'mobile', { passwordless: true }), method: 'mobile', codeRequired: true });
    const parsed = schema.safeParse({ mobileNum: '1012345678', countryDialingCode: '82', verificationCode: '123456', email: 'a@b.co', terms: true, age: true });
    expect(parsed.success).toBe(true);
  });

  it('takes no password on the mobile form only when the brand says so and verifies the number by SMS', () => {
    expect(mobileWithoutPassword({ mobilePasswordRegistration: false, registrationMobileVerification: true })).toBe(true);
    // Without the SMS code an account would have no credential at all: the password stays.
    expect(mobileWithoutPassword({ mobilePasswordRegistration: false, registrationMobileVerification: false })).toBe(false);
    expect(mobileWithoutPassword({ mobilePasswordRegistration: true, registrationMobileVerification: true })).toBe(false);
  });
});

describe('registerMethods', () => {
  it('puts mobile first when both are on, and offers nothing without direct registration', () => {
    expect(registerMethods({ directRegistration: true, usernameRegistration: true, mobileRegistration: true })).toEqual(['mobile', 'username']);
    expect(registerMethods({ directRegistration: true, usernameRegistration: true, mobileRegistration: false })).toEqual(['username']);
    expect(registerMethods({ directRegistration: false, usernameRegistration: true, mobileRegistration: true })).toEqual([]);
  });
});
