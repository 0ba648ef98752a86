/**
 * POST /__dev/seed-team (DEV_TOOLS = "1"): writes the demo team under demo_agent (team-seed.ts), one
 * chunk per D1 batch with its row in report_seed_chunks, so a chunk is never written twice and a run
 * stopped half-way resumes at the next chunk. Body (all optional): `merchant`, `root` (the agent's
 * username, demo_agent), `maxChunks` (chunks this call writes; all that are left by default) and, for
 * tests only, a smaller `shape`, a `seed` and an `anchor` (ms; the first chunk's time otherwise, the
 * start of the current hour). Answers what was written and whether the team is complete.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { ok, paramError } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { hashPassword } from '../session/password';
import { loadAccountSettings } from '../accounts/settings';
import { chunkCount, chunkParents, FULL_TEAM, planTeamChunk, type SeedGame, type TeamShape } from './team-seed';
import { devMerchant } from '../../http/dev-merchant';
import { seededAcceptanceStatements } from '../legal/store';

/** The seeded team's password (documented in platform/README.md). */
export const TEAM_PASSWORD = 'Team2024';
export const TEAM_PREFIX = 'tm';
const TEAM_SEED = 11;

const Shape = z.object({
  l1Agents: z.number().int().min(1).max(99),
  l1Members: z.number().int().min(0).max(99),
  l2Agents: z.number().int().min(0).max(99),
  l2Members: z.number().int().min(0).max(99),
  l3Members: z.number().int().min(0).max(99),
  betsMin: z.number().int().min(1).max(1000),
  betsMax: z.number().int().min(1).max(1000),
  days: z.number().int().min(1).max(366),
  l2AgentsPerChunk: z.number().int().min(1).max(100),
});

const Body = z.object({
  merchant: z.string().trim().min(1).max(40).optional(),
  root: z.string().trim().min(1).max(60).default('demo_agent'),
  maxChunks: z.number().int().min(1).max(1000).optional(),
  shape: Shape.optional(),
  seed: z.number().int().min(0).max(1_000_000).optional(),
  anchor: z.number().int().min(0).optional(),
});

export async function seedTeam(ctx: BaseContext): Promise<Response> {
  const body = parseWith(Body, await jsonBody(ctx.request));
  const merchant = devMerchant(ctx, body.merchant);
  const db = ctx.env.DB;
  const started = Date.now();
  const shape: TeamShape = body.shape ?? FULL_TEAM;
  const root = await db
    .prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2')
    .bind(merchant, body.root.toLowerCase())
    .first<{ id: number }>();
  if (!root) throw paramError(`root: unknown account ${body.root} (POST /__dev/seed-accounts first)`);
  const total = chunkCount(shape);
  const { results: done } = await db
    .prepare('SELECT chunk, anchor, accounts, bets FROM report_seed_chunks WHERE merchant_code = ?1 ORDER BY chunk')
    .bind(merchant)
    .all<{ chunk: number; anchor: number; accounts: number; bets: number }>();
  const anchor = done[0]?.anchor ?? body.anchor ?? Math.floor(clock(ctx.env) / 3_600_000) * 3_600_000;
  const written: { chunk: number; accounts: number; bets: number }[] = [];
  const todo = Array.from({ length: total }, (_, i) => i).filter((c) => !done.some((d) => d.chunk === c));
  const settings = await loadAccountSettings(db, merchant);
  const games = await seedGames(db);
  const h = todo.length > 0 ? await hashPassword(ctx.env, TEAM_PASSWORD) : null;
  for (const chunk of todo.slice(0, body.maxChunks ?? todo.length)) {
    for (const kind of ['HOUSE', 'CASH_IN', 'CASH_OUT', 'BONUSES'])
      await db
        .prepare(
          `INSERT OR IGNORE INTO ledger_accounts (merchant_code, owner_id, kind, vendor_code, currency, balance_minor)
           VALUES (?1, 0, ?2, '', COALESCE((SELECT currency FROM brand_wallet_settings WHERE merchant_code = ?1), 'USD'), 0)`,
        )
        .bind(merchant, kind)
        .run();
    const [brand, next, parentRows] = await db.batch<Record<string, number | string>>([
      db
        .prepare("SELECT kind, id FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = 0 AND kind IN ('HOUSE', 'CASH_IN', 'CASH_OUT', 'BONUSES')")
        .bind(merchant),
      db.prepare(
        `SELECT (SELECT COALESCE(MAX(id), 0) + 1 FROM accounts) AS account, (SELECT COALESCE(MAX(id), 0) + 1 FROM ledger_accounts) AS ledgerAccount,
                (SELECT COALESCE(MAX(id), 0) + 1 FROM journal_entries) AS entry, (SELECT COALESCE(MAX(id), 0) + 1 FROM deposits) AS deposit,
                (SELECT COALESCE(MAX(id), 0) + 1 FROM withdrawals) AS withdrawal`,
      ),
      db
        .prepare('SELECT username, id FROM accounts WHERE merchant_code = ?1 AND username IN (SELECT value FROM json_each(?2))')
        .bind(merchant, JSON.stringify(chunkParents(shape, TEAM_PREFIX, chunk))),
    ]);
    const brandAccounts = Object.fromEntries((brand?.results ?? []).map((r) => [r.kind, Number(r.id)])) as Record<
      'HOUSE' | 'CASH_IN' | 'CASH_OUT' | 'BONUSES',
      number
    >;
    const parents = new Map((parentRows?.results ?? []).map((r) => [String(r.username), Number(r.id)]));
    const plan = planTeamChunk(
      {
        merchant: merchant,
        prefix: TEAM_PREFIX,
        rootId: root.id,
        shape,
        seed: body.seed ?? TEAM_SEED,
        anchor,
        games,
        chunk,
        firstIds: next!.results![0] as { account: number; ledgerAccount: number; entry: number; deposit: number; withdrawal: number },
        brandAccounts,
        password: { algorithm: h!.algorithm, iterations: h!.iterations, salt: h!.salt, hash: h!.hash },
        agentType: settings.agentTypes[0] ?? 1,
        memberType: settings.memberType,
      },
      parents,
    );
    await db.batch([
      ...plan.statements.map((s) => db.prepare(s)),
      db
        .prepare('INSERT INTO report_seed_chunks (merchant_code, chunk, anchor, accounts, bets, written_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
        .bind(merchant, chunk, anchor, plan.accounts.length, plan.bets, clock(ctx.env)),
      // The team's members accepted the terms and privacy versions in force when they joined (docs/decisions/060).
      ...seededAcceptanceStatements(
        db,
        merchant,
        plan.accounts.map((a) => a.username),
        clock(ctx.env),
      ),
    ]);
    written.push({ chunk, accounts: plan.accounts.length, bets: plan.bets });
  }
  const all = [...done, ...written];
  return ok({
    merchant: merchant,
    anchor,
    chunks: total,
    written,
    complete: all.length === total,
    accounts: all.reduce((s, c) => s + c.accounts, 0),
    bets: all.reduce((s, c) => s + c.bets, 0),
    ms: Date.now() - started,
  });
}

/** A few games of every type of the catalogue (the first three by id). */
async function seedGames(db: D1Database): Promise<SeedGame[]> {
  const { results } = await db
    .prepare(
      `SELECT node_id, name_en, vassalage, game_type FROM (
         SELECT g.*, ROW_NUMBER() OVER (PARTITION BY g.game_type ORDER BY g.node_id) AS n FROM games g) WHERE n <= 3 ORDER BY node_id`,
    )
    .all<{ node_id: number; name_en: string; vassalage: string; game_type: string }>();
  return results.map((g) => ({ gameId: g.node_id, name: g.name_en, vendor: g.vassalage, gameType: g.game_type }));
}

export const agentReportDevRoutes: DevRoute[] = [{ kind: 'dev', path: '/__dev/seed-team', faultKey: '', methods: { POST: seedTeam } }];
