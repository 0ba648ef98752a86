/**
 * The brand's image CDN (ADR 046): every @media picture of the platform's media comes from one of
 * the CDNs its domain routes list, the same one for a visitor, read once per request; without the
 * domain routes the pictures stay on the portal's /media/.
 */
import { describe, expect, it } from 'vitest';
import { purgeGatewayCache } from '#gateway/index';
import { DEMO_IMAGE_CDNS as BASES, demoImageCdnFor, useHarness } from './harness';

const h = useHarness();

const PICTURES = `{
  hotGames { iconUrl }
  gameNavigation { vendors { logoUrl } }
  banners { imageUrl }
  promotions { imageUrl }
  winnerBoard { iconUrl }
  lotteryMenu(prizeMode: LOTT) { games { iconUrl } }
}`;

/** Every picture address the query answered. */
function addresses(data: Record<string, any>): string[] {
  return [
    ...data.hotGames.map((g: any) => g.iconUrl),
    ...data.gameNavigation.flatMap((c: any) => c.vendors.map((v: any) => v.logoUrl)),
    ...data.banners.map((b: any) => b.imageUrl),
    ...data.promotions.map((p: any) => p.imageUrl).filter(Boolean),
    ...data.winnerBoard.map((w: any) => w.iconUrl),
    ...data.lotteryMenu.games.map((g: any) => g.iconUrl),
  ];
}

async function picturesFor(ip: string) {
  const { result } = await h.run(PICTURES, undefined, { headers: { 'CF-Connecting-IP': ip } });
  expect(result.errors).toBeUndefined();
  return addresses(result.data);
}

describe('the image CDN', () => {
  it('serves every platform picture from the CDN chosen for the visitor, asking the domain routes once', async () => {
    expect(BASES.length).toBeGreaterThan(1);
    const chosen = demoImageCdnFor('203.0.113.7');
    const pictures = await picturesFor('203.0.113.7');
    expect(pictures.length).toBeGreaterThan(30);
    for (const address of pictures) expect(address.startsWith(`${chosen}/media/`), address).toBe(true);
    expect(h.binding.endpoints().filter((endpoint) => endpoint.includes('domainRoute'))).toHaveLength(1);
  });

  it('keeps one CDN for one visitor and spreads visitors over the list', async () => {
    const ips = Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 1}`);
    const used = new Set<string>();
    for (const ip of ips) {
      const first = await picturesFor(ip);
      expect(await picturesFor(ip)).toEqual(first);
      used.add(new URL(first[0]!).origin);
    }
    expect([...used].sort()).toEqual(BASES.map((base) => new URL(base).origin).sort());
  });

  it('leaves the pictures on the portal’s /media/ when the domain routes cannot be read', async () => {
    await h.dev('PUT', '/__dev/faults', { endpoint: '/wps/system/domainRoute', errorRate: 1 });
    purgeGatewayCache();
    const pictures = await picturesFor('203.0.113.7');
    for (const address of pictures) expect(address, address).toMatch(/^\/media\//);
  });
});
