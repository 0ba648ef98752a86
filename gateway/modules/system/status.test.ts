import { describe, expect, it } from 'vitest';
import { isBrandHost } from './status';

describe('the domain check', () => {
  const route = { mainDomain: 'aurora-play.example', domains: ['https://www.aurora-play.example/', 'M.Aurora-Play.example:443', 'aurora-play.example.'] };

  it("answers on the brand's listed hosts, however they are written", () => {
    for (const host of ['aurora-play.example', 'www.aurora-play.example', 'm.aurora-play.example', 'AURORA-PLAY.EXAMPLE'])
      expect(isBrandHost(host, route), host).toBe(true);
  });

  it('refuses any other host, look-alikes included', () => {
    for (const host of ['aurora-play.example.evil.example', 'evil-aurora-play.example', 'pay.aurora-play.example', 'example'])
      expect(isBrandHost(host, route), host).toBe(false);
  });

  it('always answers on this machine, and checks nothing for a brand that lists no domain', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]', 'portal.localhost']) expect(isBrandHost(host, route), host).toBe(true);
    expect(isBrandHost('anything.example', { mainDomain: null, domains: [] })).toBe(true);
    expect(isBrandHost(null, route)).toBe(true);
  });
});
