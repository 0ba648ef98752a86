/**
 * The brand's images (docs/platform-protocol.md "The brand's theme"): its logo, favicon and app
 * icons, drawn from its theme: a badge in the accent colour with the brand's emblem in the surface
 * colour. The logo is the brand's own SVG when it has one. Icons are PNG (an installed app's launcher
 * needs one at 192 and 512 px; the maskable one keeps its emblem inside the safe circle).
 *
 * GET /media/brand/logo.svg | favicon.svg | icon-192.png | icon-512.png | icon-maskable-512.png
 */
import { encode } from 'fast-png';
import { notFound } from '../../http/envelope';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { loadTheme, type Emblem } from '../system/theme';

/** Each emblem as a polygon in a 64 × 64 box centred on (32, 32). */
export const EMBLEM_POINTS: Record<Emblem, readonly (readonly [number, number])[]> = {
  star: [
    [32, 12],
    [38, 26],
    [53, 26],
    [41, 35],
    [46, 50],
    [32, 41],
    [18, 50],
    [23, 35],
    [11, 26],
    [26, 26],
  ],
  diamond: [
    [22, 15],
    [42, 15],
    [52, 27],
    [32, 51],
    [12, 27],
  ],
  crown: [
    [13, 45],
    [13, 20],
    [23, 31],
    [32, 15],
    [41, 31],
    [51, 20],
    [51, 45],
  ],
};

const points = (emblem: Emblem) => EMBLEM_POINTS[emblem].map(([x, y]) => `${x},${y}`).join(' ');

/** The badge as an SVG document: the accent's circle and the emblem. */
export function badgeSvg(emblem: Emblem, accent: string, ink: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="30" fill="${accent}"/><polygon points="${points(emblem)}" fill="${ink}"/></svg>`;
}

const rgb = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];

function insidePolygon(polygon: readonly (readonly [number, number])[], x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i]!;
    const [xj, yj] = polygon[j]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/**
 * The badge drawn as RGBA pixels, `size` px square, anti-aliased (3 × 3 samples a pixel). `ground`:
 * the colour of the whole square (a maskable icon fills it), or null for transparent. `scale`: the
 * badge's share of the square (a maskable icon keeps it inside the middle 80 %).
 */
export function drawBadge(size: number, emblem: Emblem, colors: { accent: string; ink: string; ground: string | null }, scale = 1): Uint8Array {
  const pixels = new Uint8Array(size * size * 4);
  const accent = rgb(colors.accent);
  const ink = rgb(colors.ink);
  const ground = colors.ground ? rgb(colors.ground) : null;
  const polygon = EMBLEM_POINTS[emblem];
  const unit = 64 / (size * scale);
  const offset = (size - size * scale) / 2;
  const samples = 3;
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples - offset) * unit;
          const y = (py + (sy + 0.5) / samples - offset) * unit;
          const inCircle = (x - 32) ** 2 + (y - 32) ** 2 <= 30 * 30;
          const colour = inCircle ? (insidePolygon(polygon, x, y) ? ink : accent) : ground;
          if (!colour) continue;
          r += colour[0];
          g += colour[1];
          b += colour[2];
          a += 1;
        }
      }
      const at = (py * size + px) * 4;
      if (a > 0) {
        pixels[at] = Math.round(r / a);
        pixels[at + 1] = Math.round(g / a);
        pixels[at + 2] = Math.round(b / a);
      }
      pixels[at + 3] = Math.round((a / (samples * samples)) * 255);
    }
  }
  return pixels;
}

const IMAGES = {
  'logo.svg': 'logo',
  'favicon.svg': 'favicon',
  'icon-192.png': 'icon-192',
  'icon-512.png': 'icon-512',
  'icon-maskable-512.png': 'maskable-512',
} as const;

async function brandImage(ctx: BrandContext): Promise<Response> {
  const name = ctx.params[0] as keyof typeof IMAGES;
  // Read from D1, not the brand's cached configuration: an image is kept a day under its theme's
  // version, so it must never be drawn from a theme older than the version its address names.
  const theme = await loadTheme(ctx.env.DB, ctx.brand.row.merchant_code);
  if (!theme || !(name in IMAGES)) throw notFound();
  const { accent, surface, background } = theme.colors;
  const cache = { 'Cache-Control': 'public, max-age=86400' };
  switch (IMAGES[name]) {
    case 'logo':
      return new Response(theme.logoSvg ?? badgeSvg(theme.emblem, accent, surface), { headers: { 'Content-Type': 'image/svg+xml;charset=UTF-8', ...cache } });
    case 'favicon':
      return new Response(badgeSvg(theme.emblem, accent, surface), { headers: { 'Content-Type': 'image/svg+xml;charset=UTF-8', ...cache } });
    default: {
      const maskable = name === 'icon-maskable-512.png';
      const size = name === 'icon-192.png' ? 192 : 512;
      const data = drawBadge(size, theme.emblem, { accent, ink: surface, ground: maskable ? background : null }, maskable ? 0.7 : 1);
      const png = encode({ width: size, height: size, data, channels: 4, depth: 8 });
      return new Response(png.slice(), { headers: { 'Content-Type': 'image/png', ...cache } });
    }
  }
}

/** Brand routes (the portal's media proxy sends the Merchant header): the images are the brand's own. */
export const brandMediaRoutes: BrandRoute[] = [
  {
    kind: 'brand',
    path: /^\/media\/brand\/(logo\.svg|favicon\.svg|icon-192\.png|icon-512\.png|icon-maskable-512\.png)$/,
    faultKey: '/media',
    methods: { GET: brandImage },
  },
];
