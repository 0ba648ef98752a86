/**
 * The deterministic seed of the reference platform's demo brand.
 *
 * buildSeedSql() is pure: the same list of statements on every run (seeded PRNG, fixed epoch).
 * It is applied on every start, so it is idempotent:
 * - leaf content/config tables (flags, register fields, links, help, banners, announcements,
 *   winners, the social sign-in configuration) are emptied for the brand and rewritten;
 * - tables other data may reference (brands, game types, vendors, games, validation patterns)
 *   are upserted, never deleted, so later tables (accounts, favorites, wallets) keep valid
 *   foreign keys. Tables that hold user data are never touched.
 */
import { AURORA, brandSeedSql, DEMO_MERCHANT, validationPatternsSql, type SeedPlace } from './brand';
import { buildGames, catalogueSeedSql } from './catalogue';
import { contentSeedSql } from './content';
import { AURORA_DEPOSIT, depositSeedSql } from './deposit';
import { firebaseSeedSql } from './firebase';
import { inboxSeedSql } from './inbox';
import { rewardsSeedSql } from './rewards';
import { pointsSeedSql } from './points';
import { agentSeedSql } from './agent';
import { securitySeedSql } from './security';
import { AURORA_SECURITY_CENTRE, securityCentreSeedSql } from './security-centre';
import { throttleSeedSql } from './throttle';
import { JADE, JADE_AGENT_POLICIES, JADE_DEPOSIT, JADE_ID_OFFSET, JADE_MERCHANT, JADE_SECURITY_CENTRE, JADE_WALLET_SETTINGS } from './jade';
import { AURORA_LEGAL, JADE_LEGAL, legalSeedSql } from './legal';
import { insertRows } from './sql';
import { poolSeedSql, SEEDED_POOLS } from './jackpots';
import { SEEDED_SERIES, seriesSeedSql } from './tournaments';
import { bonusWalletSeedSql } from './bonus-wallet';
import { rowLanguagesOf } from './texts';

export { DEMO_MERCHANT } from './brand';
export { JADE_MERCHANT } from './jade';
export { buildGames, type SeedGame } from './catalogue';

/** Tables the seed empties before rewriting, children before parents. */
export const RESET_TABLES = [
  // Operator texts beyond the EN/KO columns: rewritten with the content they translate.
  'content_texts',
  'winners',
  'announcements',
  'banners',
  'help_articles',
  'domain_routes',
  'brand_resources',
  'customer_service_links',
  'register_fields',
  'whitelabel_nodes',
  'brand_languages',
  'brand_licence_texts',
  'brand_firebase',
  'brand_security_settings',
  'brand_throttle_settings',
  'brand_profile_fields',
  'brand_banks',
  'brand_security_centre_settings',
  'brand_deposit_settings',
  'brand_deposit_methods',
  'brand_deposit_points',
  'agent_policies',
  'rebate_products',
  'brand_point_settings',
  'brand_bet_points',
  'brand_themes',
  // A quota set through /__dev/sms-quota lasts until the next start.
  'brand_sms_quota',
] as const;

/** Every brand the seed writes, the demo brand first. */
export const SEEDED_MERCHANTS = [DEMO_MERCHANT, JADE_MERCHANT] as const;

export function buildSeedSql(place: SeedPlace = {}): string[] {
  const games = buildGames();
  // The languages beyond the EN/KO columns each brand offers (its content_texts rows).
  const aurora = rowLanguagesOf(AURORA.languages.map(([code]) => code));
  const jade = rowLanguagesOf(JADE.languages.map(([code]) => code));
  return [
    ...SEEDED_MERCHANTS.flatMap((merchant) => RESET_TABLES.map((table) => `DELETE FROM ${table} WHERE merchant_code = '${merchant}';`)),
    ...validationPatternsSql(),
    ...catalogueSeedSql(games),
    // Aurora Play (DEMO): the demo brand.
    ...brandSeedSql(AURORA, place),
    ...firebaseSeedSql(),
    ...securitySeedSql(DEMO_MERCHANT),
    ...throttleSeedSql(DEMO_MERCHANT),
    ...securityCentreSeedSql(AURORA_SECURITY_CENTRE),
    ...depositSeedSql(AURORA_DEPOSIT, aurora),
    ...contentSeedSql(DEMO_MERCHANT, games, { languages: aurora }),
    ...inboxSeedSql(DEMO_MERCHANT),
    ...rewardsSeedSql(DEMO_MERCHANT, 0, aurora),
    ...pointsSeedSql(DEMO_MERCHANT, aurora),
    ...agentSeedSql(DEMO_MERCHANT, undefined, aurora),
    ...legalSeedSql(AURORA_LEGAL),
    ...poolSeedSql(DEMO_MERCHANT, SEEDED_POOLS[DEMO_MERCHANT] ?? []),
    ...seriesSeedSql(DEMO_MERCHANT, SEEDED_SERIES[DEMO_MERCHANT] ?? []),
    ...bonusWalletSeedSql(),
    // Jade Palace (JADE): the second brand (seed/jade.ts), with no social sign-in and no points mall.
    ...brandSeedSql(JADE, place),
    ...securitySeedSql(JADE_MERCHANT),
    ...throttleSeedSql(JADE_MERCHANT),
    ...securityCentreSeedSql(JADE_SECURITY_CENTRE),
    ...depositSeedSql(JADE_DEPOSIT, jade),
    ...contentSeedSql(JADE_MERCHANT, games, { idOffset: JADE_ID_OFFSET, brandName: JADE.name, languages: jade }),
    ...inboxSeedSql(JADE_MERCHANT),
    ...rewardsSeedSql(JADE_MERCHANT, JADE_ID_OFFSET, jade),
    ...agentSeedSql(JADE_MERCHANT, JADE_AGENT_POLICIES, jade),
    ...legalSeedSql(JADE_LEGAL),
    // Its wallet per vendor, rewritten on every start (no test switches Jade's mode).
    ...insertRows('brand_wallet_settings', Object.keys(JADE_WALLET_SETTINGS), [Object.values(JADE_WALLET_SETTINGS)], { upsertKey: ['merchant_code'] }),
  ];
}
