/** Helpers that turn rows into multi-row SQL statements small enough for D1 (< 90 KB each). */

export type SqlValue = string | number | null;

const MAX_STATEMENT_BYTES = 90_000;
const MAX_ROWS_PER_STATEMENT = 400;
const encoder = new TextEncoder();

export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`non-finite number in seed: ${value}`);
    return String(value);
  }
  return `'${value.replaceAll("'", "''")}'`;
}

export interface InsertOptions {
  /**
   * Upsert on this key instead of failing on conflict. Used for tables other data may reference
   * (brands, vendors, games): an upsert never deletes a row, so foreign keys from user data stay valid.
   */
  upsertKey?: readonly string[];
}

/** Multi-row INSERT statements for `rows`, split so each stays under the D1 statement limit. */
export function insertRows(table: string, columns: readonly string[], rows: readonly (readonly SqlValue[])[], options: InsertOptions = {}): string[] {
  const head = `INSERT INTO ${table} (${columns.join(', ')}) VALUES\n`;
  const tail = options.upsertKey
    ? `\nON CONFLICT (${options.upsertKey.join(', ')}) DO UPDATE SET ${columns
        .filter((c) => !options.upsertKey?.includes(c))
        .map((c) => `${c} = excluded.${c}`)
        .join(', ')};`
    : ';';
  const fixedBytes = encoder.encode(head).length + encoder.encode(tail).length;
  const statements: string[] = [];
  let tuples: string[] = [];
  let bytes = fixedBytes;
  for (const row of rows) {
    if (row.length !== columns.length) {
      throw new Error(`${table}: row has ${row.length} values for ${columns.length} columns`);
    }
    const tuple = `(${row.map(sqlLiteral).join(', ')})`;
    const tupleBytes = encoder.encode(tuple).length + 2;
    if (tuples.length > 0 && (bytes + tupleBytes > MAX_STATEMENT_BYTES || tuples.length >= MAX_ROWS_PER_STATEMENT)) {
      statements.push(head + tuples.join(',\n') + tail);
      tuples = [];
      bytes = fixedBytes;
    }
    tuples.push(tuple);
    bytes += tupleBytes;
  }
  if (tuples.length > 0) statements.push(head + tuples.join(',\n') + tail);
  return statements;
}
