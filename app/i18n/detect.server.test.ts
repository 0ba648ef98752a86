import { describe, expect, it } from 'vitest';
import { detectLanguage, languageCookie } from './i18next.server';

const request = (url: string, headers: Record<string, string> = {}) => new Request(`https://portal.test${url}`, { headers });

describe('the page language', () => {
  it('reads ?lng=, then the cookie, then Accept-Language, then English', async () => {
    const cookie = await languageCookie.serialize('th');
    expect(await detectLanguage(request('/?lng=vi', { Cookie: cookie, 'Accept-Language': 'ko' }))).toBe('vi');
    expect(await detectLanguage(request('/', { Cookie: cookie, 'Accept-Language': 'ko' }))).toBe('th');
    expect(await detectLanguage(request('/', { 'Accept-Language': 'vi-VN' }))).toBe('vi');
    expect(await detectLanguage(request('/', { 'Accept-Language': 'zh-CN,zh;q=0.9' }))).toBe('zh-CN');
    expect(await detectLanguage(request('/', { 'Accept-Language': 'fr' }))).toBe('en');
    // The first language the portal speaks, not the browser's first language.
    expect(await detectLanguage(request('/', { 'Accept-Language': 'fr-FR, fr;q=0.9, ko;q=0.8' }))).toBe('ko');
  });

  it('ignores what it does not speak and a cookie it cannot read', async () => {
    expect(await detectLanguage(request('/?lng=xx', { Cookie: 'lng=%%%; other=1', 'Accept-Language': 'th-TH' }))).toBe('th');
    expect(await detectLanguage(request('/?lng=', { Cookie: 'lng="fr"' }))).toBe('en');
  });
});
