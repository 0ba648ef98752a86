import { describe, expect, it } from 'vitest';
import { parseOriginList } from '#gateway/origin-list';
import { frameableGameUrl } from './game-url';

// GAME_ORIGINS is read by the one origin-list parser (gateway/origin-list.ts) when the configuration is parsed.
const parseGameOrigins = (value: string, production: boolean) => parseOriginList('GAME_ORIGINS', value, { production });

const ORIGINS = ['https://games.example.com', 'https://live.vendor.test:8443'];

describe('which game addresses the frame may show', () => {
  it.each([
    ['/rgs/slot/abc123', '/rgs/slot/abc123'],
    ['/rgs/slot/abc123?lang=KO#top', '/rgs/slot/abc123?lang=KO#top'],
    ['/rgs/a/../b/token', '/rgs/b/token'],
    ['https://games.example.com/play?t=1', 'https://games.example.com/play?t=1'],
    ['https://live.vendor.test:8443/lobby', 'https://live.vendor.test:8443/lobby'],
    ['https://GAMES.example.com/x', 'https://games.example.com/x'],
  ])('frames %s as %s', (raw, framed) => {
    expect(frameableGameUrl(raw, ORIGINS)).toBe(framed);
  });

  it.each([
    ['another site', 'https://evil.example.net/rgs/slot'],
    ['a look-alike host', 'https://games.example.com.evil.net/x'],
    ['the right host on another port', 'https://games.example.com:444/x'],
    ['plain http of a listed https origin', 'http://games.example.com/x'],
    ['credentials in the address', 'https://user:pass@games.example.com/x'],
    ['a script address', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<script>alert(1)</script>'],
    ['a protocol-relative address', '//evil.example.net/rgs/x'],
    ['a backslash trick', '/\\evil.example.net/rgs/x'],
    ['a portal path outside /rgs/', '/member/withdraw'],
    ['a climb out of /rgs/', '/rgs/../member/withdraw'],
    ['an encoded climb', '/rgs/%2e%2e/member'],
    ['a relative path', 'rgs/slot/abc'],
    ['white space', '/rgs/slot abc'],
    ['nothing', ''],
  ])('refuses %s', (_what, raw) => {
    expect(frameableGameUrl(raw, ORIGINS)).toBeNull();
  });

  it("frames the portal's game pages on a launch CDN (ADR 047), and no other path of it", () => {
    const launch = ['https://launch.example.com', 'http://aurora.localhost:8788'];
    expect(frameableGameUrl('https://launch.example.com/rgs/game/t?round=1', [], launch)).toBe('https://launch.example.com/rgs/game/t?round=1');
    expect(frameableGameUrl('https://LAUNCH.Example.com:443/rgs/lottery/t', [], launch)).toBe('https://launch.example.com/rgs/lottery/t');
    expect(frameableGameUrl('http://aurora.localhost:8788/rgs/game/t', [], launch)).toBe('http://aurora.localhost:8788/rgs/game/t');
    for (const raw of [
      'https://launch.example.com/member/withdraw',
      'https://launch.example.com/rgs/../member',
      'https://launch.example.com/rgs/%2e%2e/member',
      'https://launch.example.com/rgs%2fgame/t',
      'https://launch.example.com./rgs/game/t',
      'http://launch.example.com/rgs/game/t',
      'https://launch.example.com:8443/rgs/game/t',
      'http://aurora.localhost:9999/rgs/game/t',
      'https://launch.example.com.evil.net/rgs/game/t',
      'https://u:p@launch.example.com/rgs/game/t',
      'https://launch.example.com\\@evil.net/rgs/game/t',
    ])
      expect(frameableGameUrl(raw, [], launch), raw).toBeNull();
  });

  it('frames no absolute address when no game origin is configured', () => {
    expect(frameableGameUrl('https://games.example.com/x', [])).toBeNull();
    expect(frameableGameUrl('/rgs/slot/t', [])).toBe('/rgs/slot/t');
  });
});

describe('GAME_ORIGINS', () => {
  it('reads exact origins', () => {
    expect(parseGameOrigins(' https://games.example.com , https://b.example.com/ ', true)).toEqual(['https://games.example.com', 'https://b.example.com']);
    expect(parseGameOrigins('', true)).toEqual([]);
  });

  it.each(['https://*.example.com', 'https://games.example.com/path', 'games.example.com', 'ftp://games.example.com'])('refuses %s', (entry) => {
    expect(() => parseGameOrigins(entry, false)).toThrow(/GAME_ORIGINS/);
  });

  it('allows http only outside production', () => {
    expect(parseGameOrigins('http://127.0.0.1:9000', false)).toEqual(['http://127.0.0.1:9000']);
    expect(() => parseGameOrigins('http://127.0.0.1:9000', true)).toThrow(/https only/);
  });
});
