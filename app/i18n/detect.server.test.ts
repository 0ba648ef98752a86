import { describe, expect, it } from 'vitest';
import { detectLanguage, keepAskedLanguage, languageCookie } from './i18next.server';

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

describe('a language asked for in the address', () => {
  const page = () => new Response('<!doctype html>', { headers: { 'content-type': 'text/html' } });
  const asked = (path: string, cookie?: string) => {
    const url = new URL(`https://portal.test${path}`);
    return { req: request(path, cookie ? { Cookie: cookie } : {}), url };
  };

  it('is kept for the visit: the page sets its cookie', async () => {
    const { req, url } = asked('/rng?lng=ko');
    const kept = await keepAskedLanguage(req, url, await detectLanguage(req), page());
    const cookie = kept.headers.getSetCookie().find((header) => header.startsWith('lng='));
    expect(cookie).toBeTruthy();
    expect(await languageCookie.parse(cookie!.split(';')[0]!)).toBe('ko');
    expect(await kept.text()).toBe('<!doctype html>');
  });

  it('sets nothing when the cookie says it already, when nothing is asked, or when the page is not in it', async () => {
    const already = asked('/?lng=ko', await languageCookie.serialize('ko'));
    expect((await keepAskedLanguage(already.req, already.url, 'ko', page())).headers.getSetCookie()).toEqual([]);
    const none = asked('/');
    expect((await keepAskedLanguage(none.req, none.url, 'en', page())).headers.getSetCookie()).toEqual([]);
    const unknown = asked('/?lng=xx');
    expect((await keepAskedLanguage(unknown.req, unknown.url, 'en', page())).headers.getSetCookie()).toEqual([]);
  });
});
