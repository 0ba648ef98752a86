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
import { brandSeedSql, DEMO_MERCHANT } from './brand';
import { buildGames, catalogueSeedSql } from './catalogue';
import { contentSeedSql } from './content';
import { depositSeedSql } from './deposit';
import { firebaseSeedSql } from './firebase';
import { inboxSeedSql } from './inbox';
import { rewardsSeedSql } from './rewards';
import { pointsSeedSql } from './points';
import { agentSeedSql } from './agent';
import { securitySeedSql } from './security';
import { securityCentreSeedSql } from './security-centre';
import { throttleSeedSql } from './throttle';

export { DEMO_MERCHANT } from './brand';
export { buildGames, type SeedGame } from './catalogue';

/** Tables the seed empties before rewriting, children before parents. */
export const RESET_TABLES = [
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
] as const;

export function buildSeedSql(): string[] {
  const games = buildGames();
  return [
    ...RESET_TABLES.map((table) => `DELETE FROM ${table} WHERE merchant_code = '${DEMO_MERCHANT}';`),
    ...brandSeedSql(),
    ...firebaseSeedSql(),
    ...securitySeedSql(),
    ...throttleSeedSql(),
    ...securityCentreSeedSql(),
    ...depositSeedSql(),
    ...catalogueSeedSql(games),
    ...contentSeedSql(DEMO_MERCHANT, games),
    ...inboxSeedSql(DEMO_MERCHANT),
    ...rewardsSeedSql(DEMO_MERCHANT),
    ...pointsSeedSql(DEMO_MERCHANT),
    ...agentSeedSql(DEMO_MERCHANT),
  ];
}
