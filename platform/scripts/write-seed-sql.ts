/**
 * Writes the reference platform's seed to a SQL file for `wrangler d1 execute --file`.
 * Usage: npx tsx platform/scripts/write-seed-sql.ts <out.sql> [--portal-port <port> | --without-cdn]
 * With the portal's port, the brands' image and launch CDNs are this machine under other names, at
 * that port (platform/seed/brand.ts `cdnHostsHere`); without a CDN, the brands list none (a demo
 * deployed where the seed's example CDN hosts do not exist: README "Deploying").
 */
import { writeFileSync } from 'node:fs';
import { buildSeedSql } from '../seed/index';

const out = process.argv[2];
const portFlag = process.argv.indexOf('--portal-port');
const portalPort = portFlag > 0 ? Number(process.argv[portFlag + 1]) : undefined;
const withoutCdn = process.argv.includes('--without-cdn');
if (!out || (portalPort !== undefined && (withoutCdn || !(Number.isInteger(portalPort) && portalPort > 0 && portalPort < 65536)))) {
  console.error('usage: tsx platform/scripts/write-seed-sql.ts <out.sql> [--portal-port <port> | --without-cdn]');
  process.exit(2);
}
const statements = buildSeedSql({ portalPort, withoutCdn });
writeFileSync(out, statements.join('\n') + '\n', 'utf8');
console.log(`wrote ${statements.length} statements to ${out}`);
