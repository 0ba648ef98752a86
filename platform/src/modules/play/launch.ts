/**
 * Launching games (docs/platform-protocol.md "Launching and rounds"): `GET /wps/game/launchGame`,
 * `POST /wps/relay/GCS_gameLaunchFB` and `GET /wps/relay/GLS2_roomList`. A launch opens a game
 * session (migration 0017 `game_sessions`) addressed by a random token; the answer's `game_url` is
 * the stand-in game server's page for it (pages.ts), root-relative under `/rgs/`.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { isModuleOn } from '../../http/brand';
import { functionNotAvailable, okPrivate, PlatformError, systemBusy, tooManyRequests } from '../../http/envelope';
import { jsonBody, minorToAmount, parseWith, queryObject } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { isTrial } from '../accounts/accounts';
import { guardKyc, kycRequired } from '../kyc/gate';
import { acceptanceNeeded } from '../legal/gate';
import { pendingOf } from '../legal/store';
import { requireSession, sessionByToken, tokenOf, type CurrentSession } from '../session/sessions';
import { loadAccountSettings } from '../accounts/settings';
import { gameNotFound } from '../games/favorites';
import { roomsOf, type Room } from './rooms';
import { throttleFor, throttleKeys } from '../../throttle/client';
import { randomToken } from '../../crypto/random';
import { clientIp } from '../../http/client-ip';
import { RequestId } from '../ledger/idempotency';

/** Play money a free trial starts with: 2,000.00. */
export const TRIAL_BALANCE_MINOR = 200_000;
/** A game session lives this long after its launch. */
export const GAME_SESSION_MS = 6 * 3_600_000;
/**
 * Guests' free trials per address in GUEST_TRIAL_WINDOW_MS: each opens a game session row, so a
 * script must not be able to write them without bound (members' launches are spaced by #734).
 */
export const GUEST_TRIALS_PER_IP = 120;
export const GUEST_TRIAL_WINDOW_MS = 10 * 60_000;
/** A different launch of the same account within this long after the previous one is #734. */
export const LAUNCH_SPACING_MS = 3_000;

export const previousGameNotFinished = () => new PlatformError(400, '#734', 'the previous game has not finished');
export const trialAccountRefused = () => new PlatformError(403, 'member.trial_account', 'a trial account plays with play money only');
export const trialUnavailable = () => new PlatformError(400, 'game.trial_unavailable', 'this game has no free trial');

export interface LaunchGame {
  node_id: number;
  game_code: string;
  game_type: string;
  vassalage: string;
  support_play: number;
  min_bet: number;
  room_id: string | null;
  name_en: string;
  name_ko: string;
}

/** The launch's fields. A required one missing is `#727` (HTTP 500), as the live platform answers. */
const REQUIRED = ['gameType', 'vassalage', 'gameId', 'nodeId', 'platform', 'launchMode', 'accountType'] as const;
const LOTTERY_REQUIRED = ['device', 'lottoGameCode'] as const;

const LaunchQuery = z.object({
  gameType: z.string().max(20),
  vassalage: z.string().max(40),
  gameId: z.string().max(80),
  nodeId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  platform: z.string().max(40),
  launchMode: z.enum(['GLS', 'LOTT']),
  accountType: z.enum(['0', '1']).transform(Number),
  language: z.string().max(8).optional(),
  roomId: z.string().max(40).optional(),
  requestId: RequestId.optional(),
  device: z.string().max(20).optional(),
  lottoArea: z.string().max(20).optional(),
  lottoPrizeMode: z.string().max(20).optional(),
  lottoView: z.string().max(20).optional(),
  lottoGameCode: z.string().max(80).optional(),
});

const TrialBody = z.object({
  gameType: z.string().max(20),
  vassalage: z.string().max(40),
  gameId: z.string().max(80),
  nodeId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  platform: z.string().max(40).optional(),
  language: z.string().max(8).optional(),
  requestId: RequestId.optional(),
});

function stringFields(input: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (input && typeof input === 'object') {
    for (const [key, value] of Object.entries(input)) {
      if (typeof value === 'string' && value.trim() !== '') out[key] = value.trim();
      else if (typeof value === 'number' && Number.isFinite(value)) out[key] = String(value);
    }
  }
  return out;
}

async function loadGame(db: D1Database, nodeId: number, gameCode: string, vassalage: string, gameType: string): Promise<LaunchGame> {
  const game = await db
    .prepare('SELECT node_id, game_code, game_type, vassalage, support_play, min_bet, room_id, name_en, name_ko FROM games WHERE node_id = ?1')
    .bind(nodeId)
    .first<LaunchGame>();
  // The four ways the portal names a game must agree: a card from another catalogue is refused.
  if (!game || game.game_code !== gameCode || game.vassalage !== vassalage || game.game_type !== gameType) throw gameNotFound();
  return game;
}

interface NewSession {
  token: string;
  merchant: string;
  accountId: number | null;
  game: LaunchGame;
  accountType: 0 | 1;
  launchMode: 'GLS' | 'LOTT';
  lotteryGameCode: string | null;
  roomId: string | null;
  language: string;
  requestId: string | null;
  /** The launching member's platform session (its token's SHA-256); null for a guest. */
  platformSessionHash: string | null;
  now: number;
}

function gameUrl(token: string, launchMode: string): string {
  return launchMode === 'LOTT' ? `/rgs/lottery/${token}` : `/rgs/game/${token}`;
}

const answer = (token: string, launchMode: string) => okPrivate({ content: { game_url: gameUrl(token, launchMode), token } });

/**
 * The INSERT of a session. For a member it only writes when no other launch of the account came in
 * the last 3 s and no slot or table round of another game is still open (the #734 rule), in the same
 * statement, so two launches racing cannot both pass; a request id already used answers nothing
 * (the caller then reads the session that id opened).
 */
function insertSession(db: D1Database, s: NewSession, guarded: boolean): D1PreparedStatement {
  const guard = guarded
    ? `WHERE NOT EXISTS (SELECT 1 FROM game_sessions WHERE merchant_code = ?2 AND account_id = ?3 AND created_at > ?13 - ${LAUNCH_SPACING_MS})
         AND NOT EXISTS (SELECT 1 FROM game_rounds WHERE merchant_code = ?2 AND account_id = ?3 AND status = 'OPEN' AND kind <> 'FIXTURE' AND node_id <> ?4)`
    : '';
  return db
    .prepare(
      `INSERT OR IGNORE INTO game_sessions (token, merchant_code, account_id, node_id, game_type, vassalage, account_type, launch_mode,
         lottery_game_code, room_id, language, request_id, trial_balance_minor, created_at, expires_at, platform_session_hash)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?14, ?13, ?13 + ${GAME_SESSION_MS}, ?15 ${guard}`,
    )
    .bind(
      s.token,
      s.merchant,
      s.accountId,
      s.game.node_id,
      s.game.game_type,
      s.game.vassalage,
      s.accountType,
      s.launchMode,
      s.lotteryGameCode,
      s.roomId,
      s.language,
      s.requestId,
      s.now,
      s.accountType === 0 ? TRIAL_BALANCE_MINOR : 0,
      s.platformSessionHash,
    );
}

/** Recent games: every launch of a member (real or trial) moves the game to the top. */
function touchRecent(db: D1Database, merchant: string, accountId: number, nodeId: number, now: number): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO recent_games (merchant_code, account_id, node_id, played_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (merchant_code, account_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
    )
    .bind(merchant, accountId, nodeId, now);
}

async function sessionByRequest(db: D1Database, merchant: string, accountId: number | null, requestId: string, nodeId: number) {
  // A member's request ids are unique (index game_sessions_by_request); guests have no account, so
  // theirs are matched with the game as well.
  const statement =
    accountId === null
      ? db
          .prepare('SELECT token, launch_mode, node_id FROM game_sessions WHERE merchant_code = ?1 AND account_id IS NULL AND request_id = ?2 AND node_id = ?3')
          .bind(merchant, requestId, nodeId)
      : db
          .prepare('SELECT token, launch_mode, node_id FROM game_sessions WHERE merchant_code = ?1 AND account_id = ?2 AND request_id = ?3')
          .bind(merchant, accountId, requestId);
  return statement.first<{ token: string; launch_mode: string; node_id: number }>();
}

/** The request's language for the game: the launch's `language` if the brand has it, else the request's. */
function gameLanguage(ctx: BrandContext, requested: string | undefined): string {
  return ctx.languageOf(requested?.toUpperCase()).language;
}

/** GET /wps/game/launchGame (token, GAMELO3). */
export async function launchGame(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const query = queryObject(ctx.url);
  // A missing launch field is answered like the live platform: #727 "system busy", HTTP 500.
  if (REQUIRED.some((field) => query[field] === undefined)) throw systemBusy();
  if (query.launchMode === 'LOTT' && LOTTERY_REQUIRED.some((field) => query[field] === undefined)) throw systemBusy();
  const q = parseWith(LaunchQuery, query);
  const merchant = ctx.brand.row.merchant_code;
  const db = ctx.env.DB;
  // Two independent reads, asked for together (a launch is one platform hop the player waits on);
  // an unknown game is still the answer before a failed settings read, as when they went in turn.
  const settingsRead = loadAccountSettings(db, merchant);
  settingsRead.catch(() => undefined);
  // The brand's verification gate (docs/decisions/057): real money waits for a verified account,
  // a free trial for an age check. The stakes are judged again in the wallet; this tells the
  // player before a game opens.
  const gateRead = guardKyc(db, merchant, session.account.id, q.accountType === 1 ? 'REAL_PLAY' : 'FREE_PLAY', clock(ctx.env));
  gateRead.catch(() => undefined);
  // Real money waits while a version of the terms or the privacy policy in force is not accepted
  // (docs/decisions/060); play money does not.
  const legalRead = q.accountType === 1 ? pendingOf(db, merchant, session.account.id, clock(ctx.env)) : Promise.resolve([]);
  legalRead.catch(() => undefined);
  const game = await loadGame(db, q.nodeId, q.gameId, q.vassalage, q.gameType);
  const settings = await settingsRead;
  if (q.accountType === 1 && isTrial(settings, session.account.type)) throw trialAccountRefused();
  if (q.accountType === 0 && game.support_play !== 0) throw trialUnavailable();
  const pending = await legalRead;
  if (pending.length > 0) throw acceptanceNeeded(pending);
  const unverified = await gateRead;
  if (unverified) throw kycRequired(unverified);
  let roomId: string | null = null;
  if (q.roomId !== undefined) {
    const room = roomsOf(game, ctx).find((r) => r.roomId === q.roomId);
    if (!room) throw new PlatformError(400, 'request_param_err', 'roomId: no such room for this game');
    roomId = room.roomId;
  }
  return openSession(ctx, session, {
    game,
    accountType: q.accountType as 0 | 1,
    launchMode: q.launchMode,
    lotteryGameCode: q.launchMode === 'LOTT' ? (q.lottoGameCode ?? null) : null,
    roomId,
    language: gameLanguage(ctx, q.language),
    requestId: q.requestId ?? null,
  });
}

async function openSession(
  ctx: BrandContext,
  session: CurrentSession,
  s: Pick<NewSession, 'game' | 'accountType' | 'launchMode' | 'lotteryGameCode' | 'roomId' | 'language' | 'requestId'>,
): Promise<Response> {
  const merchant = ctx.brand.row.merchant_code;
  const db = ctx.env.DB;
  const accountId = session.account.id;
  const now = clock(ctx.env);
  if (s.requestId) {
    const same = await sessionByRequest(db, merchant, accountId, s.requestId, s.game.node_id);
    if (same) {
      if (same.node_id !== s.game.node_id) throw new PlatformError(409, 'request_param_err', 'requestId: already used for another game');
      return answer(same.token, same.launch_mode);
    }
  }
  const token = randomToken(24);
  const [inserted] = await db.batch([
    insertSession(db, { ...s, token, merchant, accountId, now, platformSessionHash: session.tokenHash }, true),
    // Recent only when the session was written.
    db
      .prepare(
        `INSERT INTO recent_games (merchant_code, account_id, node_id, played_at)
         SELECT ?1, ?2, ?3, ?4 WHERE EXISTS (SELECT 1 FROM game_sessions WHERE token = ?5)
         ON CONFLICT (merchant_code, account_id, node_id) DO UPDATE SET played_at = excluded.played_at`,
      )
      .bind(merchant, accountId, s.game.node_id, now, token),
  ]);
  if ((inserted?.meta.changes ?? 0) === 1) return answer(token, s.launchMode);
  // Not written: the same request id won a race (answer its session), or the #734 rule refused it.
  if (s.requestId) {
    const same = await sessionByRequest(db, merchant, accountId, s.requestId, s.game.node_id);
    if (same && same.node_id === s.game.node_id) return answer(same.token, same.launch_mode);
  }
  throw previousGameNotFinished();
}

/**
 * POST /wps/relay/GCS_gameLaunchFB: a free trial with play money, for members, and for guests
 * where the brand offers guest free play (FREEPLAY3, the spec's hasFreePlay; ADR 036).
 */
export async function trialLaunch(ctx: BrandContext): Promise<Response> {
  const body = stringFields(await jsonBody(ctx.request));
  if (['gameType', 'vassalage', 'gameId', 'nodeId'].some((field) => body[field] === undefined)) throw systemBusy();
  const b = parseWith(TrialBody, body);
  const merchant = ctx.brand.row.merchant_code;
  const db = ctx.env.DB;
  // The reads a trial needs leave together (a launch is one platform hop the player waits on); they
  // are judged in the order they were asked before. A game row's node_id is the nodeId asked for.
  const gameRead = loadGame(db, b.nodeId, b.gameId, b.vassalage, b.gameType);
  // With a token the trial belongs to the member (recent games); a stale token plays as a guest.
  const token = tokenOf(ctx.request);
  const memberRead = token ? sessionByToken(ctx.env, merchant, token).catch(() => null) : Promise.resolve(null);
  const requestId = b.requestId ?? null;
  const earlier = memberRead.then((m) => (requestId ? sessionByRequest(db, merchant, m?.account.id ?? null, requestId, b.nodeId) : null));
  // A refusal below leaves the other reads unawaited: their failures are not this answer's.
  earlier.catch(() => undefined);
  const game = await gameRead;
  if (game.support_play !== 0) throw trialUnavailable();
  const member = await memberRead;
  const accountId = member?.account.id ?? null;
  if (accountId === null && !isModuleOn(ctx.brand.whitelabel, 'FREEPLAY3')) throw functionNotAvailable();
  // A brand under rules like the UK's asks for an age check before any game, free trials included:
  // a guest has none, a member has one once an identity document is accepted (docs/decisions/057).
  const unverified = await guardKyc(db, merchant, accountId, 'FREE_PLAY', clock(ctx.env));
  if (unverified) throw kycRequired(unverified);
  const same = await earlier;
  if (same && same.node_id === b.nodeId) return answer(same.token, same.launch_mode);
  const now = clock(ctx.env);
  if (accountId === null) {
    const taken = await throttleFor(ctx.env, merchant).take(
      throttleKeys.guestTrialIp(clientIp(ctx.request) ?? 'unknown'),
      GUEST_TRIALS_PER_IP,
      GUEST_TRIAL_WINDOW_MS,
      now,
    );
    if (!taken.allowed) throw tooManyRequests(taken.retryAt, now);
  }
  const gameToken = randomToken(24);
  const s: NewSession = {
    token: gameToken,
    merchant,
    accountId,
    game,
    accountType: 0,
    launchMode: 'GLS',
    lotteryGameCode: null,
    roomId: null,
    language: gameLanguage(ctx, b.language),
    requestId,
    platformSessionHash: member?.tokenHash ?? null,
    now,
  };
  const statements = [insertSession(db, s, false)];
  if (accountId !== null) statements.push(touchRecent(db, merchant, accountId, game.node_id, now));
  const [inserted] = await db.batch(statements);
  if ((inserted?.meta.changes ?? 0) !== 1 && requestId) {
    const same = await sessionByRequest(db, merchant, accountId, requestId, game.node_id);
    if (same) return answer(same.token, same.launch_mode);
  }
  return answer(gameToken, 'GLS');
}

const RoomQuery = z.object({
  vassalage: z.string().max(40),
  nodeId: z.coerce.number().int().min(1).optional(),
});

/** GET /wps/relay/GLS2_roomList?vassalage=&nodeId= (token): the PVP rooms of a vendor, or of one of its games. */
export async function roomList(ctx: BrandContext): Promise<Response> {
  await requireSession(ctx);
  const q = parseWith(RoomQuery, queryObject(ctx.url));
  const db = ctx.env.DB;
  const games = await db
    .prepare(
      `SELECT node_id, game_code, game_type, vassalage, support_play, min_bet, room_id, name_en, name_ko FROM games
        WHERE game_type = 'PVP' AND vassalage = ?1 AND room_id IS NOT NULL AND (?2 IS NULL OR node_id = ?2) ORDER BY node_id LIMIT 50`,
    )
    .bind(q.vassalage, q.nodeId ?? null)
    .all<LaunchGame>();
  const rooms: (Room & { nodeId: number })[] = games.results.flatMap((game) => roomsOf(game, ctx).map((room) => ({ ...room, nodeId: game.node_id })));
  // Players: members with a live session in the room.
  const now = clock(ctx.env);
  const counts = await db
    .prepare(
      `SELECT room_id, COUNT(DISTINCT account_id) AS n FROM game_sessions
        WHERE merchant_code = ?1 AND vassalage = ?2 AND room_id IS NOT NULL AND expires_at > ?3 AND created_at > ?3 - 1800000 GROUP BY room_id`,
    )
    .bind(ctx.brand.row.merchant_code, q.vassalage, now)
    .all<{ room_id: string; n: number }>();
  const players = new Map(counts.results.map((r) => [r.room_id, r.n]));
  return okPrivate({
    list: rooms.map((room) => ({
      roomId: room.roomId,
      roomName: room.roomName,
      nodeId: room.nodeId,
      minBet: minorToAmount(room.minBetMinor),
      maxBet: minorToAmount(room.maxBetMinor),
      players: Math.min(players.get(room.roomId) ?? 0, room.capacity),
      capacity: room.capacity,
    })),
  });
}
