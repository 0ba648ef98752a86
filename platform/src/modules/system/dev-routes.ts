/**
 * The brand's configuration as an operator's back office would set it, as development routes
 * (DEV_TOOLS = "1"; each lasts until the seed is applied again):
 * - PUT /__dev/whitelabel `{merchant?, modId, enabled}`: switches one whitelabel module;
 * - PUT /__dev/register-field `{merchant?, field, enabled, required}`: shows or requires one registration field;
 * - PUT /__dev/brand-languages `{merchant?, languages: [{code, name, currencySymbol, isDefault?}]}`:
 *   the languages a brand offers, in order (exactly one the default);
 * - PUT /__dev/theme: sets a brand's theme (docs/platform-protocol.md "The brand's theme"). Body
 *   `{merchant?, scheme?, colors?: {name: "#rrggbb"}, fontFamily?: string|null, emblem?, logoSvg?:
 *   string|null}`: what is left out keeps its value; every write raises the version, so the images'
 *   addresses change. Colours are only checked to be colours here: whether they are readable
 *   together is the portal's check (it sets an unreadable theme aside and says why).
 */
import * as z from 'zod';
import { ok, paramError } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { EMBLEMS, loadTheme, THEME_COLOR_NAMES } from './theme';
import { devMerchant } from '../../http/dev-merchant';

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

const WhitelabelBody = z.object({
  merchant: z.string().trim().min(1).optional(),
  modId: z.string().trim().min(1).max(40),
  enabled: z.boolean(),
});

/**
 * Switches one whitelabel module of a brand (e.g. GOOGLELOGIN3 / FBLOGIN3, off in the demo seed,
 * for social sign-in in local runs and end-to-end tests). Lasts until the seed is applied again.
 */
async function putWhitelabel(ctx: BaseContext): Promise<Response> {
  const body = parseWith(WhitelabelBody, await jsonBody(ctx.request));
  const merchant = devMerchant(ctx, body.merchant);
  const result = await ctx.env.DB.prepare('UPDATE whitelabel_nodes SET enabled = ?3 WHERE merchant_code = ?1 AND mod_id = ?2')
    .bind(merchant, body.modId, body.enabled ? 1 : 0)
    .run();
  if (result.meta.changes === 0) throw paramError(`modId: no module ${body.modId} for merchant ${merchant}`);
  return ok({ merchant, modId: body.modId, enabled: body.enabled });
}

const RegisterFieldBody = z.object({
  field: z.string().regex(/^[A-Za-z]{1,40}$/),
  enabled: z.boolean(),
  required: z.boolean(),
  merchant: z.string().optional(),
});

/** Switches one registration field of a brand (shown / required), for demos and tests. */
async function putRegisterField(ctx: BaseContext): Promise<Response> {
  const body = parseWith(RegisterFieldBody, await jsonBody(ctx.request));
  const merchant = devMerchant(ctx, body.merchant);
  const result = await ctx.env.DB.prepare('UPDATE register_fields SET enabled = ?3, required = ?4 WHERE merchant_code = ?1 AND field = ?2')
    .bind(merchant, body.field, body.enabled ? 1 : 0, body.required ? 1 : 0)
    .run();
  if (result.meta.changes === 0) throw paramError(`field: no register field ${body.field} for merchant ${merchant}`);
  return ok({ merchant, field: body.field, enabled: body.enabled, required: body.required });
}

const LanguagesBody = z.object({
  merchant: z.string().trim().min(1).max(40).optional(),
  languages: z
    .array(
      z.object({
        // The protocol's codes (docs/platform-protocol.md, "Language" header): EN, KO, CN, VI, TH.
        code: z.string().regex(/^[A-Z]{2}$/, 'a protocol language code such as EN'),
        name: z.string().trim().min(1).max(40),
        currencySymbol: z.string().trim().min(1).max(8),
        isDefault: z.boolean().optional(),
      }),
    )
    .min(1)
    .max(10)
    .refine((languages) => languages.filter((language) => language.isDefault).length === 1, 'exactly one language is the default')
    .refine((languages) => new Set(languages.map((language) => language.code)).size === languages.length, 'each language once'),
});

/** Sets the languages a brand offers (an operator adds or takes away a language), in the order given. */
async function putBrandLanguages(ctx: BaseContext): Promise<Response> {
  const body = parseWith(LanguagesBody, await jsonBody(ctx.request));
  const db = ctx.env.DB;
  const merchant = devMerchant(ctx, body.merchant);
  const brand = await db.prepare('SELECT 1 FROM brands WHERE merchant_code = ?1').bind(merchant).first();
  if (!brand) throw paramError(`merchant: unknown merchant ${merchant}`);
  // The old list and the new one in one transaction: no request sees a brand without languages.
  await db.batch([
    db.prepare('DELETE FROM brand_languages WHERE merchant_code = ?1').bind(merchant),
    ...body.languages.map((language, sort) =>
      db
        .prepare('INSERT INTO brand_languages (merchant_code, code, name, currency_symbol, is_default, sort) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
        .bind(merchant, language.code, language.name, language.currencySymbol, language.isDefault ? 1 : 0, sort),
    ),
  ]);
  return ok({ merchant, languages: body.languages.map((language) => language.code) });
}

export const systemDevRoutes: DevRoute[] = [
  { kind: 'dev', path: '/__dev/brand-languages', faultKey: '', methods: { PUT: putBrandLanguages } },
  { kind: 'dev', path: '/__dev/whitelabel', faultKey: '', methods: { PUT: putWhitelabel } },
  { kind: 'dev', path: '/__dev/register-field', faultKey: '', methods: { PUT: putRegisterField } },
  { kind: 'dev', path: '/__dev/theme', faultKey: '', methods: { PUT: putTheme } },
];
