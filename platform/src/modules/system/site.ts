/** Site-level configuration: domain routes, help center and the brand info block. */
import { ok } from '../../http/envelope';
import type { BrandContext } from '../../http/routes';

interface DomainRouteRow {
  kind: 'DOMAIN' | 'IMAGE_CDN' | 'LAUNCH_CDN';
  url: string;
}

export async function domainRoute(ctx: BrandContext): Promise<Response> {
  const { results } = await ctx.env.DB.prepare('SELECT kind, url FROM domain_routes WHERE merchant_code = ?1 ORDER BY kind, sort')
    .bind(ctx.brand.row.merchant_code)
    .all<DomainRouteRow>();
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

export async function systemInfo(ctx: BrandContext): Promise<Response> {
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const [licence, service, resources] = await db.batch([
    db
      .prepare(
        `SELECT text FROM brand_licence_texts WHERE merchant_code = ?1 AND language IN (?2, ?3)
        ORDER BY language = ?2 DESC LIMIT 1`,
      )
      .bind(merchant, ctx.language, ctx.brand.row.default_language),
    db.prepare('SELECT type, url FROM customer_service_links WHERE merchant_code = ?1 ORDER BY sort').bind(merchant),
    db
      .prepare('SELECT resource_type AS resourceType, label_name_en AS labelNameEn, url FROM brand_resources WHERE merchant_code = ?1 ORDER BY sort')
      .bind(merchant),
  ]);
  const row = ctx.brand.row;
  return ok({
    brandName: row.name,
    mainDomain: row.main_domain,
    licenceText: (licence?.results?.[0] as { text: string } | undefined)?.text ?? '',
    gtagId: row.gtag_id,
    timeZone: row.time_zone,
    languages: ctx.brand.languages,
    customerService: service?.results ?? [],
    resources: resources?.results ?? [],
  });
}
