/**
 * The part of D1's API the ledger uses (prepare, bind, first, all, run, batch), over sql.js: the
 * same SQLite and the same migrations, in-process, so the ledger simulation can run a thousand
 * seeds in seconds. `batch()` is a transaction that rolls back on any failure, as D1's is.
 * `failNextBatchAfterCommit` lets the simulation lose an answer after the data committed.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import initSqlJs, { type Database, type SqlValue } from 'sql.js';

type Params = SqlValue[];
/** A statement that writes (what meta.changes counts). */
const WRITE = /^\s*(INSERT|UPDATE|DELETE|REPLACE)\b/i;

class Statement {
  constructor(
    private readonly owner: FakeD1,
    readonly sql: string,
    readonly params: Params = [],
  ) {}

  bind(...params: unknown[]): Statement {
    return new Statement(
      this.owner,
      this.sql,
      params.map((p) => (p === undefined ? null : typeof p === 'boolean' ? Number(p) : (p as SqlValue))),
    );
  }

  async first<T>(column?: string): Promise<T | null> {
    await this.owner.pause();
    const rows = this.owner.query(this.sql, this.params);
    const row = rows[0];
    if (!row) return null;
    return (column ? row[column] : row) as T;
  }

  async all<T>(): Promise<{ results: T[] }> {
    await this.owner.pause();
    return { results: this.owner.query(this.sql, this.params) as T[] };
  }

  async run(): Promise<{ success: true; meta: { changes: number } }> {
    await this.owner.pause();
    this.owner.db.run(this.sql, this.params);
    return { success: true, meta: { changes: this.owner.db.getRowsModified() } };
  }
}

export class FakeD1 {
  /** Set by the simulation: the next batch commits, then throws as if its answer was lost. */
  failNextBatchAfterCommit = false;

  constructor(
    readonly db: Database,
    /** Yields to other tasks before every call, as a real I/O call would (interleavings). */
    private readonly yieldTurn: () => Promise<void>,
  ) {}

  pause(): Promise<void> {
    return this.yieldTurn();
  }

  prepare(sql: string): Statement {
    return new Statement(this, sql);
  }

  /** Prepared once per SQL text (preparing is most of sql.js's cost for small queries). */
  private readonly prepared = new Map<string, ReturnType<Database['prepare']>>();

  query(sql: string, params: Params): Record<string, unknown>[] {
    let statement = this.prepared.get(sql);
    if (!statement) this.prepared.set(sql, (statement = this.db.prepare(sql)));
    try {
      statement.bind(params);
      const rows: Record<string, unknown>[] = [];
      // The column names once per query (sql.js's getAsObject asks SQLite for them again on every row).
      let columns: string[] | undefined;
      while (statement.step()) {
        columns ??= statement.getColumnNames();
        const values = statement.get();
        const row: Record<string, unknown> = {};
        for (let i = 0; i < columns.length; i++) row[columns[i]!] = values[i];
        rows.push(row);
      }
      return rows;
    } finally {
      statement.reset();
    }
  }

  /** Frees the prepared statements (before the database is closed). */
  close(): void {
    for (const statement of this.prepared.values()) statement.free();
    this.prepared.clear();
  }

  async batch(statements: Statement[]): Promise<unknown[]> {
    await this.pause();
    this.db.run('BEGIN');
    try {
      const results = statements.map((s) => {
        const rows = this.query(s.sql, s.params);
        // D1 answers each statement of a batch with meta.changes (the contract settlement counts the
        // statements and freezes it inserted by it); SQLite keeps the count of the last write, so a
        // read reports 0 here.
        return { results: rows, meta: { changes: WRITE.test(s.sql) ? this.db.getRowsModified() : 0 } };
      });
      this.db.run('COMMIT');
      if (this.failNextBatchAfterCommit) {
        this.failNextBatchAfterCommit = false;
        throw new LostAnswer();
      }
      return results;
    } catch (error) {
      if (!(error instanceof LostAnswer)) this.db.run('ROLLBACK');
      throw error;
    }
  }

  asD1(): D1Database {
    return this as unknown as D1Database;
  }
}

/** The data committed, but the caller never heard (a timeout after the platform committed). */
export class LostAnswer extends Error {
  constructor() {
    super('answer lost after commit');
  }
}

let sqlModule: Awaited<ReturnType<typeof initSqlJs>> | null = null;

/** A database from bytes another one exported (a template copied per run). */
export async function openDatabase(bytes: Uint8Array): Promise<Database> {
  sqlModule ??= await initSqlJs();
  const db = new sqlModule.Database(bytes);
  db.run('PRAGMA foreign_keys = ON');
  // The database lives in memory already: its rollback journal may too (transactions still roll
  // back), and there is no disk to wait for. About a tenth of the simulation's time. One connection
  // only: it keeps its lock, so SQLite stops looking for another process's journal before every
  // statement (a path lookup in sql.js's file system each time: two fifths of the simulation's time).
  db.run('PRAGMA journal_mode = MEMORY; PRAGMA synchronous = OFF; PRAGMA locking_mode = EXCLUSIVE');
  return db;
}

/** A fresh database with every platform migration applied. */
export async function migratedDatabase(): Promise<Database> {
  sqlModule ??= await initSqlJs();
  const db = new sqlModule.Database();
  db.run('PRAGMA foreign_keys = ON');
  const dir = join(import.meta.dirname, '../../platform/migrations');
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    db.exec(withoutNameSearch(readFileSync(join(dir, file), 'utf8')));
  }
  return db;
}

/**
 * sql.js is built without FTS5, which only the catalogue's game-name search uses (migration
 * 0006): its virtual table and the triggers feeding it are left out; nothing else changes.
 */
function withoutNameSearch(sql: string): string {
  return sql
    .replace(/CREATE VIRTUAL TABLE games_name_search[\s\S]*?\);/g, '')
    .replace(/INSERT INTO games_name_search[^;]*;/g, '')
    .replace(/CREATE TRIGGER games_name_search_\w+[\s\S]*?\bEND;/g, '');
}
