/**
 * The brand's theme (docs/platform-protocol.md "The brand's theme"): the reference platform's
 * answer and images, the gateway's judgement of them (readable colours in force, unreadable ones set
 * aside with the reasons), and the portal's own look for a platform without the extension.
 */
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { purgeGatewayCache } from '#gateway/index';
import { useHarness } from './harness';

const h = useHarness();

const THEME = `{ brandTheme { scheme brandColors logoUrl faviconUrl fontFamily icons { src sizes type purpose } colors { background surface text muted accent onAccent } problems { foreground background ratio required } } }`;

async function theme() {
  const { result } = await h.run(THEME);
  expect(result.errors).toBeUndefined();
  return result.data.brandTheme;
}

const pngSize = (bytes: Uint8Array) => {
  // The PNG signature, then IHDR: width and height, big-endian, at bytes 16 and 20.
  expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return [view.getUint32(16), view.getUint32(20)];
};

describe('the brand theme', () => {
  it('is the demo brand’s own: its colours, its logo, and app icons at 192 and 512 px with a maskable one', async () => {
    const answer = await theme();
    expect(answer).toMatchObject({ scheme: 'DARK', brandColors: true, problems: [], colors: { accent: '#f5c542', background: '#0f1020' } });
    expect(answer.logoUrl).toMatch(/^\/media\/brand\/logo\.svg\?v=\d+$/);
    expect(answer.icons.map((icon: { sizes: string; purpose: string }) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of answer.icons as { src: string; sizes: string }[]) {
      const response = await h.platform.fetch(new Request(`https://platform.test${icon.src}`, { headers: { Merchant: 'DEMO' } }));
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const [width, height] = pngSize(new Uint8Array(await response.arrayBuffer()));
      expect(`${width}x${height}`).toBe(icon.sizes);
    }
    const favicon = await h.platform.fetch(new Request(`https://platform.test${answer.faviconUrl}`, { headers: { Merchant: 'DEMO' } }));
    expect(favicon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await favicon.text()).toContain('<polygon');
  });

  it('puts a brand’s light, readable colours in force, and sets unreadable ones aside saying which pairs fail', async () => {
    const jade = {
      background: '#f3f6f4',
      surface: '#ffffff',
      surfaceRaised: '#e6eeea',
      navigation: '#ffffff',
      text: '#13201a',
      muted: '#4a5b53',
      accent: '#0b6e4f',
      onAccent: '#ffffff',
      border: '#d3ded8',
      focus: '#0b3d2c',
    };
    const before = (await theme()).logoUrl;
    expect((await h.dev('PUT', '/__dev/theme', { scheme: 'light', colors: jade, emblem: 'diamond', fontFamily: "'Trebuchet MS', sans-serif" })).status).toBe(
      200,
    );
    purgeGatewayCache();
    const light = await theme();
    expect(light).toMatchObject({
      scheme: 'LIGHT',
      brandColors: true,
      fontFamily: "'Trebuchet MS', sans-serif",
      colors: { accent: '#0b6e4f', text: '#13201a' },
    });
    // A new version: browsers and the edge fetch the images afresh.
    expect(light.logoUrl).not.toBe(before);

    expect((await h.dev('PUT', '/__dev/theme', { colors: { muted: '#a9b4ae' } })).status).toBe(200);
    purgeGatewayCache();
    const unreadable = await theme();
    expect(unreadable).toMatchObject({ scheme: 'DARK', brandColors: false, colors: { accent: '#f5c542', muted: '#b9bbd4' } });
    expect(unreadable.problems).toEqual([
      { foreground: 'muted', background: 'background', ratio: 1.9, required: 4.5 },
      { foreground: 'muted', background: 'surface', ratio: 2.1, required: 4.5 },
    ]);
    // The platform's own tool refuses what is not a colour.
    expect((await h.dev('PUT', '/__dev/theme', { colors: { muted: 'grey' } })).status).toBe(400);
  });

  it('is the portal’s own look, without an error, on a platform that has no theme', async () => {
    await env.DB.prepare("DELETE FROM brand_themes WHERE merchant_code = 'DEMO'").run();
    purgeGatewayCache();
    const { result } = await h.run(THEME);
    expect(result.errors).toBeUndefined();
    expect(result.data.brandTheme).toMatchObject({
      scheme: 'DARK',
      brandColors: false,
      logoUrl: '/brand/logo.svg',
      faviconUrl: '/favicon.svg',
      icons: [],
      problems: [],
    });
  });
});
