import { describe, expect, it } from 'vitest';
import { supportedLanguages } from '#app/i18n/config';
import { sourceWords } from '#app/i18n/source-words';

/** Every pattern of the brand's registration and profile fields explains itself in every language (not in English). */
describe('pattern messages', () => {
  const english = sourceWords.en.namespaces.authDialogs.validation.patterns as Record<string, string>;

  it.each(supportedLanguages.filter((language) => language !== 'en'))('%s explains every pattern in its own words', (language) => {
    const own = sourceWords[language].namespaces.authDialogs.validation.patterns as Record<string, string>;
    expect(Object.keys(own).sort()).toEqual(Object.keys(english).sort());
    for (const [id, message] of Object.entries(own)) expect(message, id).not.toBe(english[id]);
  });

  it("names the spec's script patterns", () => {
    for (const id of ['CHINESE_DIGITS', 'CHINESE_PUNCT', 'KOREAN', 'THAI', 'THAI_ENGLISH_SPACES']) expect(english[id], id).toBeTruthy();
  });
});
