import { describe, expect, it } from 'vitest';
import { isPersonal, languageTag, mayKeep, PUBLIC_PAGE } from './sw-rules';

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
