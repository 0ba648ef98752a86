import { describe, expect, it } from 'vitest';
import { buildSeedSql } from './index';

/** The CDN addresses of the seed's domain routes, as [kind, url]. */
function cdnRows(statements: string[]): string[] {
  const routes = statements.filter((sql) => sql.includes('domain_routes')).join('\n');
  return [...routes.matchAll(/'(IMAGE_CDN|LAUNCH_CDN)',\s*'([^']+)'/g)].map(([, kind, url]) => `${kind} ${url}`).sort();
}

describe("the demo brands' CDNs in the seed (ADR 046, 047)", () => {
  it("are the brands' own example hosts by default", () => {
    expect(cdnRows(buildSeedSql())).toEqual([
      'IMAGE_CDN https://img.jade-palace.example',
      'IMAGE_CDN https://img1.aurora-play.example',
      'IMAGE_CDN https://img2.aurora-play.example',
      'LAUNCH_CDN https://launch.aurora-play.example',
      'LAUNCH_CDN https://launch.jade-palace.example',
    ]);
  });

  it('are this machine under other names, at the portal port, for a seed written for a portal here', () => {
    expect(cdnRows(buildSeedSql({ portalPort: 9123 }))).toEqual([
      'IMAGE_CDN http://aurora.localhost:9123',
      'IMAGE_CDN http://jade.localhost:9123',
      'IMAGE_CDN http://localhost:9123',
      'LAUNCH_CDN http://aurora.localhost:9123',
      'LAUNCH_CDN http://jade.localhost:9123',
      'LAUNCH_CDN http://localhost:9123',
    ]);
  });

  it('are none for a demo deployed where the example hosts do not exist; the domains stay', () => {
    const statements = buildSeedSql({ withoutCdn: true });
    expect(cdnRows(statements)).toEqual([]);
    expect(statements.join('\n')).toMatch(/'DOMAIN',\s*'www\.aurora-play\.example'/);
  });
});
