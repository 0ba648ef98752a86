// The integration tier's database for each test file, as the migrations leave it, before the seed
// (support/fresh-platform.ts). The files of a worker share one runtime and this module's state.
import { applyD1Migrations, type D1Migration } from 'cloudflare:test';

interface Table {
  name: string;
  sql: string;
}

/** A table's rows as they were when the migrations had run (before the seed), by table. */
type Baseline = { table: string; columns: string[]; rows: unknown[][] }[];

/**
 * The migrations' own rows (a brand's complaint procedures, the record of applied migrations):
 * read once, after the runtime's first migrations, and written back after every later emptying.
 */
let baseline: Baseline | undefined;

/**
 * The database as the migrations leave it. The runtime's first file migrates a database without
 * tables (dropping any it finds) and keeps what the migrations wrote; every later file empties the
 * tables instead (emptyTables): dropping and creating about 130 tables and their indexes was most
 * of a file's fresh platform (about 1.6 s of 2.8 on a busy machine; emptying took 0.8–1.0 s, and
 * the whole tier 201 s against 228 on an idle one).
 */
export async function freshDatabase(db: D1Database, migrations: D1Migration[] | undefined): Promise<void> {
  const tables = await userTables(db);
  if (tables.length && baseline) {
    await emptyTables(db, tables, baseline);
    return;
  }
  if (tables.length) await dropTables(db, tables);
  if (migrations) await applyD1Migrations(db, migrations);
  baseline = await rowsOf(db, await userTables(db));
}

/**
 * The tables the platform's migrations made: not SQLite's or D1's own, not a virtual table's shadow
 * tables (a virtual table takes them along).
 */
async function userTables(db: D1Database): Promise<Table[]> {
  const { results } = await db
    .prepare(
      `SELECT name, sql FROM sqlite_master AS t WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
         AND NOT EXISTS (SELECT 1 FROM sqlite_master AS v WHERE v.type = 'table' AND v.sql LIKE 'CREATE VIRTUAL TABLE%' AND t.name LIKE v.name || '_%')`,
    )
    .all<Table>();
  return results;
}

const isVirtual = (table: Table) => /^CREATE VIRTUAL TABLE/i.test(table.sql);

/** Every table dropped, in one transaction, the foreign keys checked at its end (when nothing is left). */
async function dropTables(db: D1Database, tables: Table[]): Promise<void> {
  await db.batch([db.prepare('PRAGMA defer_foreign_keys = ON'), ...tables.map(({ name }) => db.prepare(`DROP TABLE "${name}"`))]);
}

async function rowsOf(db: D1Database, tables: Table[]): Promise<Baseline> {
  const kept: Baseline = [];
  for (const table of tables.filter((t) => !isVirtual(t))) {
    const { results } = await db.prepare(`SELECT * FROM "${table.name}"`).all<Record<string, unknown>>();
    if (results.length === 0) continue;
    const columns = Object.keys(results[0]!);
    kept.push({ table: table.name, columns, rows: results.map((row) => columns.map((column) => row[column])) });
  }
  return kept;
}

/**
 * What dropping every table and migrating again would leave: every row deleted, twice over so that a
 * row a delete trigger writes into a table already emptied (a settled bet's roll-up) goes too; an
 * external-content full-text index told to forget everything; the AUTOINCREMENT counters restarted;
 * the migrations' own rows written back. One transaction, the foreign keys checked at its end. A
 * table left with any other row fails the file's setup.
 */
async function emptyTables(db: D1Database, tables: Table[], kept: Baseline): Promise<void> {
  const plain = tables.filter((table) => !isVirtual(table));
  const deletes = plain.map(({ name }) => db.prepare(`DELETE FROM "${name}"`));
  const fullText = tables.filter(isVirtual).map(({ name, sql }) => {
    if (!/USING fts5\s*\(.*content\s*=/is.test(sql))
      throw new Error(`fresh-database: ${name} is a virtual table it cannot empty (only an external-content FTS5 index)`);
    return db.prepare(`INSERT INTO "${name}" ("${name}") VALUES ('delete-all')`);
  });
  const restore = kept.flatMap(({ table, columns, rows }) =>
    rows.map((row) =>
      db.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`).bind(...row),
    ),
  );
  const counters = (await db.prepare(`SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'`).first()) !== null;
  await db.batch([
    db.prepare('PRAGMA defer_foreign_keys = ON'),
    ...deletes,
    ...deletes,
    ...fullText,
    ...(counters ? [db.prepare('DELETE FROM sqlite_sequence')] : []),
    ...restore,
  ]);
  // D1 caps an expression's depth at 100 (and a compound select at a few arms): 40 tables a query.
  let left = 0;
  for (let start = 0; start < plain.length; start += 40) {
    const counts = plain.slice(start, start + 40).map(({ name }) => `(SELECT count(*) FROM "${name}")`);
    left += (await db.prepare(`SELECT ${counts.join(' + ')} AS n`).first<{ n: number }>())?.n ?? 0;
  }
  const expected = kept.reduce((sum, { rows }) => sum + rows.length, 0);
  if (left !== expected) throw new Error(`fresh-database: ${left} rows after emptying the tables, ${expected} expected (the migrations' own)`);
}
