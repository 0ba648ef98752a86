import { describe, expect, it } from 'vitest';
import { isPersonal, languageTag, mayKeep, PUBLIC_PAGE, pushNoticeOf } from './sw-rules';

const answer = (status: number, headers: Record<string, string> = {}) => ({ status, headers: new Headers(headers) });

describe('what the service worker keeps', () => {
  it('keeps only whole, public answers', () => {
    expect(mayKeep(answer(200, { 'Content-Type': 'text/html' }))).toBe(true);
    expect(mayKeep(answer(200, { 'Cache-Control': 'public, max-age=30' }))).toBe(true);
    expect(mayKeep(answer(200, { 'Cache-Control': 'private, no-store' }))).toBe(false);
    expect(mayKeep(answer(200, { 'Cache-Control': 'no-store' }))).toBe(false);
    expect(mayKeep(answer(503))).toBe(false);
    expect(isPersonal(answer(200, { 'Cache-Control': 'Private' }))).toBe(true);
  });

  it('reads the public pages and their data offline, never a member’s page or an action', () => {
    for (const path of [
      '/',
      '/hot',
      '/hot.data',
      '/rng',
      '/gameCenter/lott',
      '/help',
      '/promotions.data',
      '/_root.data',
      '/resources/home-sections',
      '/resources/download-qr',
    ])
      expect(PUBLIC_PAGE.test(path), path).toBe(true);
    for (const path of [
      '/member/depositv2',
      '/member/depositv2.data',
      '/favorite',
      '/recent',
      '/agentHome',
      '/pointMall',
      '/play/123',
      '/graphql',
      '/lottery',
      '/hotel',
      '/_root',
      '/resources/balance',
      '/resources/home-sections-x',
    ])
      expect(PUBLIC_PAGE.test(path), path).toBe(false);
  });

  it('takes a page’s language only as a plain tag', () => {
    expect(languageTag('ko')).toBe('ko');
    expect(languageTag('zh-CN')).toBe('zh-CN');
    for (const bad of ['', 'ko\r\nX: y', 'english', 3, null]) expect(languageTag(bad)).toBeNull();
  });
});

describe("a push message's notification", () => {
  it('shows the platform’s title and body and opens a path of this site', () => {
    expect(
      pushNoticeOf({
        kind: 'WITHDRAWAL_PAID',
        title: 'Withdrawal paid',
        body: 'Your withdrawal of $12.34 has been paid.',
        url: '/member/withdraw',
        tag: 'withdrawal-3',
      }),
    ).toEqual({
      title: 'Withdrawal paid',
      body: 'Your withdrawal of $12.34 has been paid.',
      url: '/member/withdraw',
      tag: 'withdrawal-3',
    });
  });

  it('never opens another origin, and shows nothing for what is not a message', () => {
    for (const url of ['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)', 42, '/ space']) {
      expect(pushNoticeOf({ title: 'T', body: 'B', url, tag: 't' })?.url, String(url)).toBe('/');
    }
    for (const data of [null, 'text', { body: 'no title' }, { title: '', body: 'x' }, { title: 'x'.repeat(201), body: '' }, { title: 'T', body: 3 }]) {
      expect(pushNoticeOf(data), JSON.stringify(data)).toBeNull();
    }
  });
});
