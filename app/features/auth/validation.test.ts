import { describe, expect, it } from 'vitest';
import { checkConfirmation, checkField, checkNewPassword, passwordRuleOf, checkPhone } from './validation';

const password = { acceptedPattern: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$', patternId: 'LETTERS_AND_DIGITS', minLength: 6, maxLength: 20 };
const code = { acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 6, maxLength: 6 };
const any = { acceptedPattern: '*', patternId: 'ANY', minLength: 1, maxLength: 5 };

describe('checkField', () => {
  it("says 'not empty' only for required fields", () => {
    expect(checkField(password, '', true)).toEqual({ key: 'validation.required' });
    expect(checkField(password, '', false)).toBeNull();
  });

  it('names the allowed length, with one number when min equals max', () => {
    expect(checkField(password, 'ab1', true)).toEqual({ key: 'validation.lengthRange', params: { min: 6, max: 20 } });
    expect(checkField(password, 'a1'.repeat(11), true)).toEqual({ key: 'validation.lengthRange', params: { min: 6, max: 20 } });
    expect(checkField(code, '12345', true)).toEqual({ key: 'validation.lengthExact', params: { n: 6 } });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkField(any, '😀😀😀😀😀', true)).toBeNull();
    expect(checkField(any, '한국어테스트', true)).toEqual({ key: 'validation.lengthRange', params: { min: 1, max: 5 } });
  });

  it("gives the pattern's own message, and '*' accepts anything", () => {
    expect(checkField(password, 'abcdefg', true)).toEqual({ key: 'validation.patterns.LETTERS_AND_DIGITS' });
    expect(checkField(password, 'abc123', true)).toBeNull();
    expect(checkField(code, '12a456', true)).toEqual({ key: 'validation.patterns.DIGITS' });
    expect(checkField(any, '<$%>', true)).toBeNull();
  });

  it('does not block the form on a broken pattern', () => {
    expect(checkField({ ...any, acceptedPattern: '([' }, 'x', true)).toBeNull();
  });
});

describe('checkConfirmation', () => {
  it("must equal the password: 'inconsistent twice'", () => {
    expect(checkConfirmation('abc123', 'abc124')).toEqual({ key: 'validation.inconsistent' });
    expect(checkConfirmation('abc123', '')).toEqual({ key: 'validation.required' });
    expect(checkConfirmation('abc123', 'abc123')).toBeNull();
  });
});

describe('new passwords', () => {
  it("uses the brand's password rule, or the platform's fallback", () => {
    expect(
      passwordRuleOf([
        { field: 'username', ...code },
        { field: 'password', ...password },
      ]),
    ).toMatchObject(password);
    expect(passwordRuleOf(null)).toEqual({ acceptedPattern: '*', patternId: 'ANY', minLength: 6, maxLength: 20 });
  });

  it('checks the password by its rule and the confirmation against it, each under its field', () => {
    expect(checkNewPassword(password, 'abc', 'abd')).toEqual({
      newPassword: { key: 'validation.lengthRange', params: { min: 6, max: 20 } },
      confirmNewPassword: { key: 'validation.inconsistent' },
    });
    expect(checkNewPassword(password, 'abc123', 'abc123')).toEqual({});
  });
});

describe('checkPhone', () => {
  it('asks for both parts: the code with the form\'s own "not empty" message, the number as the spec\'s missing phone number', () => {
    expect(checkPhone({ countryDialingCode: '', mobileNum: '' }, { required: 'auth.errors.required' })).toEqual({
      countryDialingCode: { key: 'auth.errors.required' },
      mobileNum: { key: 'phone.errors.missingNumber' },
    });
    const rule = { acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 8, maxLength: 11 };
    expect(checkPhone({ countryDialingCode: '82', mobileNum: '' }, { mobileRule: rule })).toEqual({ mobileNum: { key: 'phone.errors.missingNumber' } });
  });

  it('takes 1-4 digits as the code and 4-20 digits, spaces or dashes as the number, else an invalid phone format', () => {
    expect(checkPhone({ countryDialingCode: '+82', mobileNum: '10-1234 5678' })).toEqual({});
    expect(checkPhone({ countryDialingCode: '82a', mobileNum: '12ab' })).toEqual({
      countryDialingCode: { key: 'phone.errors.invalidFormat' },
      mobileNum: { key: 'phone.errors.invalidFormat' },
    });
  });

  it('uses the brand rule for the number when there is one', () => {
    const rule = { acceptedPattern: '^[0-9]+$', patternId: 'DIGITS', minLength: 8, maxLength: 11 };
    expect(checkPhone({ countryDialingCode: '82', mobileNum: '1234' }, { mobileRule: rule })).toEqual({
      mobileNum: { key: 'validation.lengthRange', params: { min: 8, max: 11 } },
    });
  });
});
