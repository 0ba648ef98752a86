/**
 * Writes the reference platform's seed to a SQL file for `wrangler d1 execute --file`.
 * Usage: npx tsx platform/scripts/write-seed-sql.ts <out.sql>
 */
import { writeFileSync } from 'node:fs';
import { buildSeedSql } from '../seed/index';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx platform/scripts/write-seed-sql.ts <out.sql>');
  process.exit(2);
}
const statements = buildSeedSql();
writeFileSync(out, statements.join('\n') + '\n', 'utf8');
console.log(`wrote ${statements.length} statements to ${out}`);
