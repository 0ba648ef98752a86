import { describe, expect, it } from 'vitest';
import { TEXT_LANGUAGES } from '../../http/language';
import { codeMessage, CONTACT_NOUNS, MESSAGES, renderMessage, type MessageKind, type MessageValues } from './messages';

const BRAND = 'Aurora Play';
const CODE = '407215';

/** Sample values for every kind, each distinct so a missing one shows. */
const SAMPLES: { [K in MessageKind]: MessageValues[K] } = {
  loginCode: { brand: BRAND, code: CODE, minutes: 5 },
  registerCode: { brand: BRAND, code: CODE, minutes: 5 },
  secondStepCode: { brand: BRAND, code: CODE, minutes: 5 },
  contactCode: { brand: BRAND, what: 'WHAT', username: 'member01', code: CODE, minutes: 5 },
  paymentPasswordCode: { brand: BRAND, username: 'member01', code: CODE, minutes: 5 },
  contactChanged: { brand: BRAND, what: 'WHAT', username: 'member01', shown: 's***@example.com', time: '2026-04-01 10:30 UTC' },
  contactAdded: { brand: BRAND, what: 'WHAT', username: 'member01', shown: '10******78', time: '2026-04-01 10:30 UTC' },
  secondStepLocked: { brand: BRAND, count: 5, ip: '203.0.113.7', time: '2026-04-01 10:30 UTC' },
  passwordReset: { brand: BRAND, nickname: 'Lucky', link: 'https://aurora.example/?resetPasswordToken=tok', minutes: 30, token: 'tok-123' },
};

const SCRIPT: Record<string, RegExp> = { ko: /[\uAC00-\uD7A3]/, zh: /[\u4E00-\u9FFF]/, th: /[\u0E00-\u0E7F]/, vi: /[ăâđêôơưàáảãạèéẻẽẹìíỉĩịòóỏõọùúủũụỳýỷỹỵ]/i };

describe('SMS and e-mail messages', () => {
  it.each(TEXT_LANGUAGES)('%s: a code message names the brand and carries the code (found as the tests find it)', (text) => {
    for (const kind of ['loginCode', 'registerCode', 'secondStepCode'] as const) {
      const { subject, message } = codeMessage(text, kind, { brand: BRAND });
      const body = message(CODE, 5);
      expect(body).toContain(BRAND);
      expect(body).toContain(CODE);
      expect(body).toContain('5');
      expect(/\b(\d{6})\b/.exec(body)?.[1]).toBe(CODE);
      expect(subject).toContain(BRAND);
      expect(subject).not.toContain(CODE);
    }
  });

  it.each(TEXT_LANGUAGES)('%s: every kind fills every value and leaves no placeholder', (text) => {
    for (const kind of Object.keys(SAMPLES) as MessageKind[]) {
      const { subject, body } = renderMessage(text, kind, SAMPLES[kind] as never);
      for (const part of [subject, body]) expect(part, `${text} ${kind}`).not.toMatch(/\{\w+\}/);
      for (const value of Object.values(SAMPLES[kind])) expect(`${subject}\n${body}`, `${text} ${kind}: ${value}`).toContain(String(value));
      expect(subject).toContain(BRAND);
    }
  });

  it('speaks the language it is asked for (Korean too), never the English text', () => {
    for (const text of TEXT_LANGUAGES.filter((t) => t !== 'en')) {
      for (const kind of Object.keys(MESSAGES.en) as MessageKind[]) {
        const { subject, body } = renderMessage(text, kind, SAMPLES[kind] as never);
        const english = renderMessage('en', kind, SAMPLES[kind] as never);
        expect(body).not.toBe(english.body);
        expect(subject).not.toBe(english.subject);
        expect(body, `${text} ${kind}`).toMatch(SCRIPT[text]!);
      }
      expect(CONTACT_NOUNS[text].SMS).not.toBe(CONTACT_NOUNS.en.SMS);
    }
  });

  it('the English texts are the ones the platform sent before', () => {
    expect(codeMessage('en', 'loginCode', { brand: BRAND }).message(CODE, 5)).toBe(`Aurora Play: your verification code is ${CODE}. It expires in 5 minutes.`);
    expect(codeMessage('en', 'secondStepCode', { brand: BRAND }).subject).toBe('Aurora Play login verification');
    const link = codeMessage('en', 'contactCode', { brand: BRAND, what: CONTACT_NOUNS.en.EMAIL, username: 'member01' });
    expect(link.subject).toBe('Aurora Play: confirm your e-mail address');
    expect(link.message(CODE, 5)).toBe(`Aurora Play: your code to link this e-mail address to member01 is ${CODE}. It expires in 5 minutes.`);
    expect(renderMessage('en', 'contactChanged', { ...SAMPLES.contactChanged, what: CONTACT_NOUNS.en.EMAIL }).subject).toBe(
      'Aurora Play: your e-mail address was changed',
    );
    expect(renderMessage('en', 'contactAdded', { ...SAMPLES.contactAdded, what: CONTACT_NOUNS.en.SMS }).body).toContain(
      'the mobile number of member01 was set to 10******78 on',
    );
  });

  it('a value that looks like a placeholder is not filled again', () => {
    const { message } = codeMessage('en', 'contactCode', { brand: '{code}', what: '{minutes}', username: '{brand}' });
    expect(message(CODE, 5)).toBe(`{code}: your code to link this {minutes} to {brand} is ${CODE}. It expires in 5 minutes.`);
  });
});
