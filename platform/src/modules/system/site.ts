/** Site-level configuration: domain routes, help center and the brand info block. */
import { ok } from '../../http/envelope';
import type { DomainRouteRow } from '../../http/brand';
import type { BrandContext } from '../../http/routes';
import { DEFAULT_ACCOUNT_SETTINGS } from '../accounts/settings';

/** The domain routes are the brand's configuration (http/brand.ts loads them with it, cached a few seconds). */
export async function domainRoute(ctx: BrandContext): Promise<Response> {
  const results = ctx.brand.site.domainRoutes;
  const of = (kind: DomainRouteRow['kind']) => results.filter((r) => r.kind === kind).map((r) => r.url);
  return ok({
    mainDomain: ctx.brand.row.main_domain,
    domains: of('DOMAIN'),
    imageCdn: of('IMAGE_CDN'),
    launchCdn: of('LAUNCH_CDN'),
  });
}

interface HelpRow {
  id: number;
  category: string;
  title: string;
  content: string;
  sort: number;
  language: string;
}

/** Articles in the request language; a language without articles falls back to the brand default. */
export async function helpCenter(ctx: BrandContext): Promise<Response> {
  const merchant = ctx.brand.row.merchant_code;
  const { results } = await ctx.env.DB.prepare(
    `SELECT id, category, title, content, sort, language FROM help_articles
      WHERE merchant_code = ?1 AND language IN (?2, ?3) ORDER BY sort, id`,
  )
    .bind(merchant, ctx.language, ctx.brand.row.default_language)
    .all<HelpRow>();
  const inLanguage = results.filter((r) => r.language === ctx.language);
  const chosen = inLanguage.length > 0 ? inLanguage : results.filter((r) => r.language === ctx.brand.row.default_language);
  return ok({
    list: chosen.map((r) => ({ id: r.id, category: r.category, title: r.title, content: r.content, sort: r.sort })),
  });
}

/**
 * The info block, from the brand's configuration (http/brand.ts); the licence in the request's
 * language, else the brand's default. Beside the spec's fields, our safer-gambling display
 * (docs/platform-protocol.md "Safer-gambling display (our extension)"): the licence's holder and
 * seal, the regulator, the helpline, the minimum age, the idle timeout and whether the session's
 * figures show while a member plays; whether the brand's jackpot pools are shown, or, without
 * them, the spec's decorative counter may be; and whether it runs tournaments.
 */
export async function systemInfo(ctx: BrandContext): Promise<Response> {
  const { row, site } = ctx.brand;
  const series = await ctx.env.DB.prepare('SELECT 1 AS found FROM tournament_series WHERE merchant_code = ?1 AND active = 1 LIMIT 1')
    .bind(row.merchant_code)
    .first();
  const licence = site.licences.find((l) => l.language === ctx.language) ?? site.licences.find((l) => l.language === row.default_language);
  return ok({
    brandName: row.name,
    mainDomain: row.main_domain,
    licenceText: licence?.text ?? '',
    gtagId: row.gtag_id,
    timeZone: row.time_zone,
    languages: ctx.brand.languages,
    customerService: site.customerService,
    resources: site.resources,
    licence: row.licensee
      ? {
          licensee: row.licensee,
          address: row.licensee_address,
          number: row.licence_number,
          authority: licence?.authority ?? null,
          sealUrl: `/media/seals/${encodeURIComponent(row.merchant_code)}.svg`,
          verifyUrl: row.licence_verify_url,
        }
      : null,
    helpline: licence?.helpline_name ? { name: licence.helpline_name, phone: licence.helpline_phone, url: licence.helpline_url } : null,
    minimumAge: row.minimum_age,
    inactivityMinutes: Math.max(1, Math.round((row.idle_timeout_ms ?? DEFAULT_ACCOUNT_SETTINGS.idleTimeoutMs) / 60_000)),
    sessionFigures: row.session_figures === 1,
    // Jackpots that can be won (docs/platform-protocol.md "Jackpot pools"; docs/decisions/064).
    jackpotPools: row.jackpot_pools === 1,
    decorativeJackpot: row.decorative_jackpot === 1,
    // Tournaments and races (docs/platform-protocol.md "Tournaments"; docs/decisions/066).
    tournaments: series !== null,
  });
}
