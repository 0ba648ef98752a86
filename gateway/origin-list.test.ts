import { describe, expect, it } from 'vitest';
import { parseOriginList } from './origin-list';

const dev = { production: false };
const prod = { production: true };

describe('parseOriginList', () => {
  it('reads exact origins: trimmed, empty entries dropped, normalised as a browser sends them', () => {
    expect(parseOriginList('CORS_ORIGINS', '', prod)).toEqual([]);
    expect(parseOriginList('CORS_ORIGINS', ' , ,', prod)).toEqual([]);
    expect(parseOriginList('CORS_ORIGINS', ' https://partner.example.com ,https://B.Example.com/,, https://live.example.net:8443', prod)).toEqual([
      'https://partner.example.com',
      'https://b.example.com',
      'https://live.example.net:8443',
    ]);
    expect(parseOriginList('GAME_ORIGINS', 'http://127.0.0.1:9000, http://localhost:8788/, http://[::1]:5173', dev)).toEqual([
      'http://127.0.0.1:9000',
      'http://localhost:8788',
      'http://[::1]:5173',
    ]);
  });

  it('allows http only outside production', () => {
    expect(parseOriginList('GAME_ORIGINS', 'http://games.example.com', dev)).toEqual(['http://games.example.com']);
    expect(() => parseOriginList('GAME_ORIGINS', 'https://games.example.com, http://games.example.com', prod)).toThrow(
      'GAME_ORIGINS: "http://games.example.com" is http (https only in production)',
    );
  });

  it.each([
    ['*', 'is a pattern'],
    ['https://*.example.com', 'is a pattern'],
    ['https://partner.example.*', 'is a pattern'],
    ['partner.example.com', 'is not an origin'],
    ['null', 'is not an origin'],
    ['https://', 'is not an origin'],
    ['javascript:alert(1)', 'is not an http(s) origin (javascript:)'],
    ['ftp://partner.example.com', 'is not an http(s) origin (ftp:)'],
    ['wss://partner.example.com', 'is not an http(s) origin (wss:)'],
    ['https://user:secret@partner.example.com', 'has credentials'],
    ['https://partner.example.com/app', 'has a path, query or fragment'],
    ['https://partner.example.com//', 'has a path, query or fragment'],
    ['https://partner.example.com?x=1', 'has a path, query or fragment'],
    ['https://partner.example.com/?', 'has a path, query or fragment'],
    ['https://partner.example.com#top', 'has a path, query or fragment'],
    ['https://partner.example.com:443', 'is not written as the origin a browser sends (https://partner.example.com)'],
  ])('refuses %s, naming the variable, the entry and what is wrong', (entry, problem) => {
    for (const options of [dev, prod]) {
      expect(() => parseOriginList('CORS_ORIGINS', `https://ok.example.com, ${entry}`, options)).toThrow(`CORS_ORIGINS: "${entry}" ${problem}`);
    }
  });

  it('names the variable it reads', () => {
    expect(() => parseOriginList('GAME_ORIGINS', 'https://*.example.com', prod)).toThrow(/^GAME_ORIGINS: /);
    expect(() => parseOriginList('CORS_ORIGINS', 'https://*.example.com', prod)).toThrow(/^CORS_ORIGINS: /);
  });
});
