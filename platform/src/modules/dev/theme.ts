/**
 * PUT /__dev/theme (DEV_TOOLS = "1"): sets a brand's theme, the reference platform's stand-in for an
 * operator's back office (docs/platform-protocol.md "The brand's theme"). Body `{merchant?, scheme?,
 * colors?: {name: "#rrggbb"}, fontFamily?: string|null, emblem?, logoSvg?: string|null}`: what is
 * left out keeps its value; every write raises the version, so the images' addresses change. Colours
 * are only checked to be colours here: whether they are readable together is the portal's check (it
 * sets an unreadable theme aside and says why). Lasts until the next seed.
 */
import { z } from 'zod';
import { ok, paramError } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext } from '../../http/routes';
import { EMBLEMS, loadTheme, THEME_COLOR_NAMES } from '../system/theme';
import { devMerchant } from './merchant';

const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');

const Body = z.object({
  merchant: z.string().trim().min(1).max(40).optional(),
  scheme: z.enum(['dark', 'light']).optional(),
  colors: z
    .object(Object.fromEntries(THEME_COLOR_NAMES.map((name) => [name, hex.optional()])))
    .strict()
    .optional(),
  fontFamily: z
    .string()
    .regex(/^[A-Za-z0-9 ,'-]{1,200}$/, 'font names, commas, spaces and quotes')
    .nullable()
    .optional(),
  emblem: z.enum(EMBLEMS).optional(),
  logoSvg: z.string().max(20_000).startsWith('<svg').nullable().optional(),
});

export async function putTheme(ctx: BaseContext): Promise<Response> {
  const body = parseWith(Body, await jsonBody(ctx.request));
  const db = ctx.env.DB;
  const merchant = devMerchant(ctx, body.merchant);
  const brand = await db.prepare('SELECT 1 FROM brands WHERE merchant_code = ?1').bind(merchant).first();
  if (!brand) throw paramError(`merchant: unknown merchant ${merchant}`);
  const current = await loadTheme(db, merchant);
  const colors = { ...(current?.colors ?? {}), ...Object.fromEntries(Object.entries(body.colors ?? {}).filter(([, value]) => value !== undefined)) };
  const missing = THEME_COLOR_NAMES.filter((name) => !(name in colors));
  if (missing.length) throw paramError(`colors: a new theme needs every colour (${missing.join(', ')})`);
  await db
    .prepare(
      `INSERT INTO brand_themes (merchant_code, scheme, colors, font_family, logo_svg, emblem, version) VALUES (?1, ?2, ?3, ?4, ?5, ?6, 1)
       ON CONFLICT (merchant_code) DO UPDATE SET scheme = excluded.scheme, colors = excluded.colors, font_family = excluded.font_family,
         logo_svg = excluded.logo_svg, emblem = excluded.emblem, version = brand_themes.version + 1`,
    )
    .bind(
      merchant,
      body.scheme ?? current?.scheme ?? 'dark',
      JSON.stringify(colors),
      body.fontFamily === undefined ? (current?.fontFamily ?? null) : body.fontFamily,
      body.logoSvg === undefined ? (current?.logoSvg ?? null) : body.logoSvg,
      body.emblem ?? current?.emblem ?? 'star',
    )
    .run();
  return ok({ merchant, theme: await loadTheme(db, merchant) });
}
