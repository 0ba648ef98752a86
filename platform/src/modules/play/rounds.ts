/**
 * The round engine of the stand-in game server: a round of a game session, from the form's round id
 * to money moved and a result stored (migration 0017 `game_rounds`).
 *
 * Real money (account_type 1): the round's row is written OPEN, then `bet.play` (an instant round:
 * stake and result in one batch) or `bet.place` (a fixture bet) runs in the player's wallet lock (the `bets` row is the betting record; the seamless main wallet or,
 * in transfer mode, the vendor's wallet: ledger/commands.ts picks it), then the row becomes SETTLED
 * with its result. Every step is keyed by the round id, so a repeat (a double submit, a retry after a
 * crash) moves nothing twice. Fixture bets stay OPEN until their fixture ends; `settleDueRounds`
 * (the cron trigger, and the fixtures page on the way) settles them, and completes instant rounds
 * a crash left open for over a minute.
 *
 * Play money (account_type 0): one D1 batch writes the round and moves the session's
 * `trial_balance_minor` with conditional statements; nothing touches the ledger.
 */
import type { Env } from '../../env';
import { systemBusy } from '../../http/envelope';
import type { GameRef, MoneyErrorCode } from '../ledger/money-command';
import { loadWalletSettings } from '../ledger/settings';
import { walletGate } from '../wallet/wallet-gate';
import { aliveSql } from '../session/alive';
import {
  baccarat,
  crash,
  fixtureAt,
  fixturePayout,
  fixtureResult,
  parseFixtureId,
  roundRng,
  spin,
  type BaccaratBet,
  type FixtureKind,
  type Selection,
  spinKindOf,
} from './outcomes';

export type RoundKind = 'SPIN' | 'CRASH' | 'BACCARAT' | 'FIXTURE';

/** An instant round left OPEN this long (a crash between its steps) is completed by the sweep. */
export const STALE_ROUND_MS = 60_000;

export interface GameSession {
  token: string;
  merchant_code: string;
  account_id: number | null;
  node_id: number;
  game_type: string;
  vassalage: string;
  account_type: 0 | 1;
  launch_mode: string;
  lottery_game_code: string | null;
  room_id: string | null;
  language: string;
  trial_balance_minor: number;
  created_at: number;
  expires_at: number;
  platform_session_hash: string | null;
  game_code: string;
  name_en: string;
  name_ko: string;
  min_bet: number;
  support_play: number;
}

export interface RoundRow {
  merchant_code: string;
  round_id: string;
  session_token: string;
  account_id: number | null;
  node_id: number;
  account_type: 0 | 1;
  kind: RoundKind;
  stake_minor: number;
  choice: string;
  fixture_id: string | null;
  settles_at: number;
  status: 'OPEN' | 'SETTLED' | 'REFUSED';
  refusal: string | null;
  payout_minor: number | null;
  valid_minor: number | null;
  outcome: string | null;
  created_at: number;
  settled_at: number | null;
}

/** The game secret the outcomes are keyed with (wrangler var in development, a secret in production). */
export function gameSecret(env: Env): string {
  const secret = env.GAME_RNG_SECRET;
  if (!secret || secret.length < 16) {
    console.error('platform: GAME_RNG_SECRET missing or shorter than 16 characters');
    throw systemBusy();
  }
  return secret;
}

const gameSessionSql = `SELECT s.*, g.game_code, g.name_en, g.name_ko, g.min_bet, g.support_play FROM game_sessions s JOIN games g ON g.node_id = s.node_id
        WHERE s.token = ?1 AND s.merchant_code = ?2`;

export async function loadGameSession(db: D1Database, merchant: string, token: string): Promise<GameSession | null> {
  return db.prepare(gameSessionSql).bind(token, merchant).first<GameSession>();
}

/**
 * SQL: touches the member's platform session whose token hash `hash` names (?2 the merchant, ?3
 * now) if it is alive and the account active, answering its account id; no row when it is not.
 */
const touchMemberSessionSql = (hash: string) => `UPDATE sessions SET last_seen_at = ?3
      WHERE token_hash = ${hash} AND merchant_code = ?2 AND state = 'ACTIVE' AND ${aliveSql('?2', '?3')}
        AND (SELECT status FROM accounts WHERE id = sessions.account_id) = 'ACTIVE'
      RETURNING account_id`;

/**
 * Whether the member's platform session that launched a real-money game is still alive (not ended,
 * not past the brand's idle or absolute timeout, the account active); a round touches it, as any
 * call of the member does. Play money needs no member session.
 */
export async function memberSessionAlive(
  env: Env,
  session: Pick<GameSession, 'account_type' | 'platform_session_hash' | 'merchant_code' | 'account_id'>,
  now: number,
): Promise<boolean> {
  if (session.account_type === 0) return true;
  if (!session.platform_session_hash) return false;
  const touched = await env.DB.prepare(touchMemberSessionSql('?1'))
    .bind(session.platform_session_hash, session.merchant_code, now)
    .first<{ account_id: number }>();
  return touched !== null && touched.account_id === session.account_id;
}

/**
 * A game page's session and, for real money, whether the member's session behind it is alive (then
 * touched, as `memberSessionAlive` does), in one round trip to the database: every game page and
 * every round starts with both (the round's budget is about one platform hop: bench/rounds.mjs).
 * The member's session is touched only for a real-money game session that has not ended, exactly
 * when the two steps one after the other would have touched it.
 */
export async function openGameSession(
  db: D1Database,
  merchant: string,
  token: string,
  now: number,
): Promise<{ session: GameSession; ended: boolean; memberAlive: boolean } | null> {
  const [sessionRows, touchedRows] = await db.batch([
    db.prepare(gameSessionSql).bind(token, merchant),
    db
      .prepare(
        touchMemberSessionSql(
          '(SELECT platform_session_hash FROM game_sessions WHERE token = ?1 AND merchant_code = ?2 AND account_type = 1 AND expires_at > ?3)',
        ),
      )
      .bind(token, merchant, now),
  ]);
  const session = (sessionRows?.results?.[0] as GameSession | undefined) ?? null;
  if (!session) return null;
  const touched = (touchedRows?.results?.[0] as { account_id: number } | undefined) ?? null;
  return {
    session,
    ended: session.expires_at <= now,
    memberAlive: session.account_type === 0 || (touched !== null && touched.account_id === session.account_id),
  };
}

export async function loadRound(db: D1Database, merchant: string, roundId: string): Promise<RoundRow | null> {
  return db.prepare('SELECT * FROM game_rounds WHERE merchant_code = ?1 AND round_id = ?2').bind(merchant, roundId).first<RoundRow>();
}

export interface RoundRequest {
  roundId: string;
  kind: RoundKind;
  stakeMinor: number;
  /** Baccarat bet, crash target (hundredths, as a string) or fixture selection. */
  choice: string;
  fixtureId?: string;
  /** Fixture bets only: when the fixture ends. */
  settlesAt?: number;
}

export type RoundOutcome =
  | { ok: true; round: RoundRow }
  | {
      ok: false;
      code: MoneyErrorCode | 'round.conflict' | 'round.refused';
      round: RoundRow | null;
      message: string;
      /** A responsible-gaming refusal's figures (remaining, resetsAt), as the ledger gave them. */
      detail?: Record<string, unknown>;
    };

/** What the round pays, from its id, kind, stake and choice: the same every time it is computed. */
export function computeResult(secret: string, round: Pick<RoundRow, 'round_id' | 'kind' | 'stake_minor' | 'choice' | 'fixture_id'>, gameType: string) {
  const rng = roundRng(secret, round.round_id);
  switch (round.kind) {
    case 'SPIN': {
      const r = spin(spinKindOf(gameType), round.stake_minor, rng);
      return { payoutMinor: r.payoutMinor, validMinor: round.stake_minor, outcome: r };
    }
    case 'CRASH': {
      const r = crash(round.stake_minor, Number(round.choice), rng);
      return { payoutMinor: r.payoutMinor, validMinor: round.stake_minor, outcome: r };
    }
    case 'BACCARAT': {
      const r = baccarat(round.choice as BaccaratBet, round.stake_minor, rng);
      return { payoutMinor: r.payoutMinor, validMinor: r.validMinor, outcome: r };
    }
    case 'FIXTURE': {
      const parsed = parseFixtureId(round.fixture_id ?? '');
      if (!parsed) throw new Error(`round ${round.round_id}: bad fixture id`);
      const fixture = fixtureAt(gameType as FixtureKind, parsed.vendor, parsed.index);
      // The fixture's result is the same for every bet on it: keyed by the fixture, not the round.
      const result = fixtureResult(fixture, roundRng(secret, `fixture:${fixture.id}`));
      const payoutMinor = fixturePayout(fixture, round.choice as Selection, result, round.stake_minor);
      return { payoutMinor, validMinor: round.stake_minor, outcome: { kind: 'FIXTURE', fixtureId: fixture.id, selection: round.choice, result } };
    }
  }
}

function gameRef(session: GameSession): GameRef {
  return { gameId: session.node_id, gameName: session.name_en, vendorCode: session.vassalage, gameType: session.game_type };
}

function insertRound(db: D1Database, session: GameSession, r: RoundRequest, now: number): D1PreparedStatement {
  const settlesAt = r.kind === 'FIXTURE' ? (r.settlesAt ?? now) : now + STALE_ROUND_MS;
  return db
    .prepare(
      `INSERT OR IGNORE INTO game_rounds (merchant_code, round_id, session_token, account_id, node_id, account_type, kind, stake_minor, choice,
         fixture_id, settles_at, status, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, 'OPEN', ?12
        WHERE ?6 = 1 OR (SELECT trial_balance_minor FROM game_sessions WHERE token = ?3) >= ?8
       RETURNING *`,
    )
    .bind(
      session.merchant_code,
      r.roundId,
      session.token,
      session.account_id,
      session.node_id,
      session.account_type,
      r.kind,
      r.stakeMinor,
      r.choice,
      r.fixtureId ?? null,
      settlesAt,
      now,
    );
}

const conflict = (round: RoundRow | null): RoundOutcome => ({ ok: false, code: 'round.conflict', round, message: 'this round id belongs to another game' });

/** Plays one round of a session (see the file comment). */
export async function playRound(env: Env, session: GameSession, request: RoundRequest, now: number): Promise<RoundOutcome> {
  const db = env.DB;
  const secret = gameSecret(env);
  if (session.account_type === 0) return playTrialRound(db, secret, session, request, now);
  if (session.account_id === null) throw systemBusy();
  // A new round comes back from its INSERT; a repeat (nothing inserted) reads the stored one.
  const inserted = await insertRound(db, session, request, now).first<RoundRow>();
  const round = inserted ?? (await loadRound(db, session.merchant_code, request.roundId));
  if (!round || round.session_token !== session.token) return conflict(round);
  if (round.status !== 'OPEN')
    return round.status === 'SETTLED' ? { ok: true, round } : { ok: false, code: 'round.refused', round, message: round.refusal ?? '' };
  // The stored round is the truth for a repeat (its stake, its choice), not the repeated form.
  // A fixture's bet waits for its kick-off result; an instant round is staked and settled at once.
  const gate = walletGate(env);
  const base = {
    merchant: session.merchant_code,
    accountId: session.account_id,
    roundId: round.round_id,
    stakeMinor: round.stake_minor,
    game: gameRef(session),
    // The game server's draw for random jackpot pools (jackpots/pools.ts randomHit): from the round id, the same on a repeat.
    jackpotDraw: roundRng(secret, `jackpot:${round.round_id}`)(),
  };
  const result = round.kind === 'FIXTURE' ? null : computeResult(secret, round, session.game_type);
  const played = await gate.execute(
    result ? { op: 'bet.play', ...base, payoutMinor: result.payoutMinor, validMinor: result.validMinor } : { op: 'bet.place', ...base },
  );
  if (!played.ok) {
    // Refused before any stake moved: the round is REFUSED. Otherwise it stays OPEN for the sweep.
    if (result && !REFUSED_BEFORE_STAKE.has(played.code)) return { ok: false, code: played.code, round, message: played.message };
    await db
      .prepare("UPDATE game_rounds SET status = 'REFUSED', refusal = ?3, settled_at = ?4 WHERE merchant_code = ?1 AND round_id = ?2 AND status = 'OPEN'")
      .bind(session.merchant_code, round.round_id, played.code, now)
      .run();
    return { ok: false, code: played.code, round: await loadRound(db, session.merchant_code, round.round_id), message: played.message, detail: played.detail };
  }
  if (!result) return { ok: true, round };
  return markSettled(db, round, result, now);
}

// A responsible-gaming or verification refusal is judged before the stake (ledger commands' stakeStatements).
const REFUSED_BEFORE_STAKE = new Set<MoneyErrorCode>([
  'wallet.insufficient_balance',
  'wallet.amount_invalid',
  'wallet.idempotency_key_reused',
  'rg.excluded',
  'rg.limit_reached',
  'kyc.required',
  'bonus.max_stake',
]);

/** bet.settle for a placed round, then the row's result. Safe to repeat (the ledger keys by round id). */
async function settleRound(env: Env, secret: string, round: RoundRow, gameType: string, now: number): Promise<RoundOutcome> {
  const db = env.DB;
  const result = computeResult(secret, round, gameType);
  const settled = await walletGate(env).execute({
    op: 'bet.settle',
    merchant: round.merchant_code,
    accountId: round.account_id as number,
    roundId: round.round_id,
    payoutMinor: result.payoutMinor,
    validMinor: result.validMinor,
  });
  if (!settled.ok) return { ok: false, code: settled.code, round, message: settled.message };
  return markSettled(db, round, result, now);
}

/** The round's row takes the result the ledger has settled. */
async function markSettled(db: D1Database, round: RoundRow, result: ReturnType<typeof computeResult>, now: number): Promise<RoundOutcome> {
  const updated = await db
    .prepare(
      `UPDATE game_rounds SET status = 'SETTLED', payout_minor = ?3, valid_minor = ?4, outcome = ?5, settled_at = ?6
        WHERE merchant_code = ?1 AND round_id = ?2 AND status = 'OPEN' RETURNING *`,
    )
    .bind(round.merchant_code, round.round_id, result.payoutMinor, result.validMinor, JSON.stringify(result.outcome), now)
    .first<RoundRow>();
  // Nothing updated: a concurrent repeat settled it first (with the same result).
  return { ok: true, round: updated ?? ((await loadRound(db, round.merchant_code, round.round_id)) as RoundRow) };
}

/**
 * A trial round in one batch: the row is written only if the play money covers the stake (and the id
 * is new), the balance moves only while that row is still OPEN, and the row is then SETTLED. A
 * repeat finds the row SETTLED and moves nothing.
 */
async function playTrialRound(db: D1Database, secret: string, session: GameSession, request: RoundRequest, now: number): Promise<RoundOutcome> {
  if (request.kind === 'FIXTURE') return { ok: false, code: 'round.refused', round: null, message: 'fixtures are real money only' };
  const result = computeResult(
    secret,
    { round_id: request.roundId, kind: request.kind, stake_minor: request.stakeMinor, choice: request.choice, fixture_id: null },
    session.game_type,
  );
  const key = [session.merchant_code, request.roundId, session.token] as const;
  await db.batch([
    insertRound(db, session, request, now),
    db
      .prepare(
        `UPDATE game_sessions SET trial_balance_minor = trial_balance_minor - ?4 + ?5
          WHERE token = ?3 AND EXISTS (SELECT 1 FROM game_rounds WHERE merchant_code = ?1 AND round_id = ?2 AND session_token = ?3 AND status = 'OPEN')`,
      )
      .bind(...key, request.stakeMinor, result.payoutMinor),
    db
      .prepare(
        `UPDATE game_rounds SET status = 'SETTLED', payout_minor = ?4, valid_minor = ?5, outcome = ?6, settled_at = ?7
          WHERE merchant_code = ?1 AND round_id = ?2 AND session_token = ?3 AND status = 'OPEN'`,
      )
      .bind(...key, result.payoutMinor, result.validMinor, JSON.stringify(result.outcome), now),
  ]);
  const round = await loadRound(db, session.merchant_code, request.roundId);
  if (!round) return { ok: false, code: 'wallet.insufficient_balance', round: null, message: 'play money too low' };
  if (round.session_token !== session.token) return conflict(round);
  return { ok: true, round };
}

/**
 * Settles every real round due at `now` (fixture bets whose fixture ended; instant rounds a crash
 * left open for over a minute), at most `limit` of them, optionally only one session's. Rounds
 * whose stake was never taken (the crash came before bet.place) are REFUSED. Returns how many
 * rounds it settled or refused.
 */
export async function settleDueRounds(env: Env, now: number, options: { sessionToken?: string; limit?: number } = {}): Promise<number> {
  const db = env.DB;
  const due = await db
    .prepare(
      `SELECT r.*, s.game_type FROM game_rounds r JOIN game_sessions s ON s.token = r.session_token
        WHERE r.status = 'OPEN' AND r.settles_at <= ?1 AND r.account_type = 1 AND (?2 IS NULL OR r.session_token = ?2)
        ORDER BY r.settles_at LIMIT ?3`,
    )
    .bind(now, options.sessionToken ?? null, options.limit ?? 200)
    .all<RoundRow & { game_type: string }>();
  if (due.results.length === 0) return 0;
  const secret = gameSecret(env);
  let done = 0;
  for (const round of due.results) {
    try {
      const bet = await db
        .prepare('SELECT status FROM bets WHERE merchant_code = ?1 AND round_id = ?2')
        .bind(round.merchant_code, round.round_id)
        .first<{ status: string }>();
      if (!bet) {
        await db
          .prepare(
            "UPDATE game_rounds SET status = 'REFUSED', refusal = 'not_placed', settled_at = ?3 WHERE merchant_code = ?1 AND round_id = ?2 AND status = 'OPEN'",
          )
          .bind(round.merchant_code, round.round_id, now)
          .run();
      } else {
        const outcome = await settleRound(env, secret, round, round.game_type, now);
        if (!outcome.ok) {
          console.error('platform: round settlement refused', round.round_id, outcome.code);
          continue;
        }
      }
      done++;
    } catch (error) {
      // One round's failure must not stop the others; the next run tries it again.
      console.error('platform: round settlement failed', round.round_id, error);
    }
  }
  return done;
}

/** Game sessions ended this long ago are deleted with their settled rounds (the bets stay the record). */
export const GAME_SESSION_KEEP_MS = 7 * 86_400_000;

/**
 * Deletes game sessions that ended over a week ago, with their settled or refused rounds, at most
 * `limit` sessions per run (the cron trigger). A session with a round still OPEN is kept until the
 * round settles. Answers how many sessions went.
 */
export async function pruneGameSessions(db: D1Database, now: number, limit = 500): Promise<number> {
  const before = now - GAME_SESSION_KEEP_MS;
  const [, sessions] = await db.batch([
    db
      .prepare(
        `DELETE FROM game_rounds WHERE status <> 'OPEN'
           AND session_token IN (SELECT token FROM game_sessions WHERE expires_at < ?1 ORDER BY expires_at LIMIT ?2)`,
      )
      .bind(before, limit),
    db
      .prepare(
        `DELETE FROM game_sessions WHERE token IN (
           SELECT s.token FROM game_sessions s WHERE s.expires_at < ?1
              AND NOT EXISTS (SELECT 1 FROM game_rounds r WHERE r.session_token = s.token) ORDER BY s.expires_at LIMIT ?2)`,
      )
      .bind(before, limit),
  ]);
  return sessions?.meta.changes ?? 0;
}

/** The balance a session plays with: its play money, or the real wallet its vendor's games use. */
/**
 * What the session plays with: the trial's play money, or the wallet the ledger's bets take from
 * (commands.ts playWallet: the vendor's wallet in transfer mode), with the member's bonus balance
 * when it is the main wallet (the bonus wallet plays there only, docs/decisions/067).
 */
export async function sessionBalance(db: D1Database, session: GameSession): Promise<{ cashMinor: number; bonusMinor: number }> {
  if (session.account_type === 0) return { cashMinor: session.trial_balance_minor, bonusMinor: 0 };
  const settings = await loadWalletSettings(db, session.merchant_code);
  const vendorWallet = settings.walletMode === 'TRANSFER' && settings.transferVendors.includes(session.vassalage);
  const { results } = await db
    .prepare(
      `SELECT kind, balance_minor FROM ledger_accounts WHERE merchant_code = ?1 AND owner_id = ?2
          AND ((kind = ?3 AND vendor_code = ?4) OR (?3 = 'MAIN' AND kind = 'BONUS'))`,
    )
    .bind(session.merchant_code, session.account_id, vendorWallet ? 'VENDOR' : 'MAIN', vendorWallet ? session.vassalage : '')
    .all<{ kind: string; balance_minor: number }>();
  const of = (kind: string) => results.find((r) => r.kind === kind)?.balance_minor ?? 0;
  return { cashMinor: of(vendorWallet ? 'VENDOR' : 'MAIN'), bonusMinor: of('BONUS') };
}
