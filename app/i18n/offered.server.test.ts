import { describe, expect, it } from 'vitest';
import { acceptedTags, offeredLanguages, preferredOffered } from './offered.server';

describe('the languages a brand offers', () => {
  it('keeps the portal languages the brand lists, and its default', () => {
    const languages = [
      { code: 'en', isDefault: false },
      { code: 'th', isDefault: true },
      { code: 'fr', isDefault: false },
    ];
    expect(offeredLanguages(languages)).toEqual({ offered: ['en', 'th'], byDefault: 'th' });
    expect(offeredLanguages(null)).toEqual({ offered: [], byDefault: 'en' });
  });

  it('reads Accept-Language by quality, dropping q=0 and wildcards', () => {
    expect(acceptedTags('vi-VN,vi;q=0.9,th;q=0.95,*;q=0.1,ko;q=0')).toEqual(['vi-VN', 'th', 'vi']);
    expect(acceptedTags(null)).toEqual([]);
    expect(acceptedTags(';;,,q=2')).toEqual(['q=2']);
  });

  it('picks the first accepted language the brand offers, by tag or by primary language', () => {
    expect(preferredOffered('vi-VN,vi;q=0.9,th;q=0.8', ['en', 'th'])).toBe('th');
    expect(preferredOffered('vi-VN', ['en', 'vi'])).toBe('vi');
    expect(preferredOffered('zh', ['en', 'zh-CN'])).toBe('zh-CN');
    expect(preferredOffered('fr-FR,de', ['en', 'th'])).toBeNull();
  });
});
