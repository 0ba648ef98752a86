import { describe, expect, it } from 'vitest';
import { frameAncestors } from './frame-ancestors';

const forwarded = (host: string, proto = 'https') =>
  new Request('https://platform.test/rgs/game/t', { headers: { 'X-Forwarded-Host': host, 'X-Forwarded-Proto': proto } });

describe('who may frame a game page', () => {
  it("names the forwarded portal, the operator's extra origins and the brand's domains as https origins, each once", () => {
    const env = { GAME_FRAME_ANCESTORS: 'https://extra.example.com not-an-origin https://www.brand.example' };
    expect(
      frameAncestors(env, forwarded('launch.brand.example'), {
        portalDomains: ['brand.example', 'https://www.Brand.example/', 'WWW.brand.example.', 'bad host', 'x;y'],
      }),
    ).toBe("'self' https://extra.example.com https://www.brand.example https://launch.brand.example https://brand.example");
  });

  it('on this machine, names the portal under each of its loopback names at the forwarded port', () => {
    expect(frameAncestors({}, forwarded('jade.localhost:8788', 'http'), { thisMachine: true })).toBe(
      "'self' http://jade.localhost:8788 http://localhost:8788 http://*.localhost:8788 http://127.0.0.1:8788",
    );
    expect(frameAncestors({}, forwarded('127.0.0.1', 'http'), { thisMachine: true })).toBe("'self' http://127.0.0.1 http://localhost http://*.localhost");
    // Never for a public host, nor for https (no portal on this machine speaks it).
    expect(frameAncestors({}, forwarded('localhost.brand.example', 'http'), { thisMachine: true })).toBe("'self' http://localhost.brand.example");
    // The chat room is framed by the portal that forwarded it and nothing wider.
    expect(frameAncestors({}, forwarded('localhost:8788', 'http'))).toBe("'self' http://localhost:8788");
  });

  it('ignores a forwarded host or scheme it cannot trust', () => {
    expect(frameAncestors({}, forwarded('evil.example; script-src *'))).toBe("'self'");
    expect(frameAncestors({}, forwarded('portal.example', 'javascript'))).toBe("'self'");
    expect(frameAncestors({}, new Request('https://platform.test/rgs/game/t'))).toBe("'self'");
  });
});
