import { beforeAll, describe, expect, it } from 'vitest';
import type { SeededPlatform } from '../support/platform';
import { callJson, platform, value } from './client';

let p: SeededPlatform;
beforeAll(async () => {
  p = await platform();
});

const announcements = (query: string, headers?: Record<string, string>) => value(p, `/wps/relay/MCSFE_getListAnnouncements?${query}`, { headers });

describe('MCSFE_getListAnnouncements', () => {
  it('answers every kind when asked', async () => {
    const v = await announcements('types=B,PL,PU,PR,H&platform=W');
    expect(Object.keys(v).sort()).toEqual(['banners', 'notices', 'player', 'popup', 'promotion']);
    expect(v.banners.filter((b: any) => b.groupName === 'w_home')).toHaveLength(5);
    expect(v.banners.filter((b: any) => b.groupName === 'w_login')).toHaveLength(2);
    expect(v.banners[0]).toEqual({
      id: expect.any(Number),
      groupName: expect.any(String),
      imageUrl: expect.stringMatching(/^\/media\/banners\/\d+\.svg$/),
      linkageType: expect.stringMatching(/^(NONE|URL|GAME|PROMOTION)$/),
      linkUrl: v.banners[0].linkUrl,
      title: expect.any(String),
    });
    for (const b of v.banners) expect(b.linkUrl === null || typeof b.linkUrl === 'string').toBe(true);
    expect(v.banners.find((b: any) => b.linkageType === 'GAME').linkUrl).toMatch(/^\d+$/);
    expect(v.player).toHaveLength(20);
    expect(v.popup).toHaveLength(10);
    expect(v.promotion.contents).toHaveLength(6);
    expect(v.notices).toHaveLength(5);
    expect(v.promotion.contents.every((c: any) => c.promotionType && c.imageUrl.startsWith('/media/promotions/'))).toBe(true);
    expect(new Set(v.popup.map((a: any) => a.execution))).toEqual(new Set(['A', 'B', 'F']));
    expect(v.popup.some((a: any) => a.promotionType)).toBe(true);
    expect(v.popup.some((a: any) => a.promotionType === null)).toBe(true);
    for (const items of [v.player, v.popup, v.notices, v.promotion.contents]) {
      const times = items.map((a: any) => a.timestamp);
      expect(times).toEqual([...times].sort((a, b) => b - a));
    }
    // `marketing` and `product`: our extension (docs/platform-protocol.md "Marketing consent per product and channel").
    expect(Object.keys(v.player[0]).sort()).toEqual(['content', 'execution', 'id', 'marketing', 'product', 'promotionType', 'timestamp', 'title']);
    expect(Object.keys(v.popup[0]).sort()).toEqual(['content', 'execution', 'id', 'marketing', 'product', 'promotionType', 'timestamp', 'title']);
  });

  it('answers only the asked keys, and filters by execution', async () => {
    const v = await announcements('types=PU,PL&platform=W&execution=B');
    expect(Object.keys(v).sort()).toEqual(['player', 'popup']);
    expect(v.popup.length).toBeGreaterThan(0);
    expect(v.popup.every((a: any) => a.execution === 'B')).toBe(true);
    expect(v.player.every((a: any) => a.execution === 'B')).toBe(true);
    const loggedIn = await announcements('types=PU&execution=A,F');
    expect(loggedIn.popup.every((a: any) => a.execution === 'A' || a.execution === 'F')).toBe(true);
    expect(loggedIn.popup.length + v.popup.length).toBe(10);
  });

  it('localizes titles and contents', async () => {
    const ko = await announcements('types=PR,B', { Language: 'KO' });
    expect(ko.promotion.contents[0].title).toMatch(/[가-힣]/);
    expect(ko.banners[0].title).toMatch(/[가-힣]/);
  });

  it('refuses unknown types or executions', async () => {
    for (const query of ['types=B,XX', 'types=PU&execution=Z']) {
      const { status, body } = await callJson(p, `/wps/relay/MCSFE_getListAnnouncements?${query}`);
      expect(status, query).toBe(400);
      expect(body.errorCode).toBe('request_param_err');
    }
  });
});
