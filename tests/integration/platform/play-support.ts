/** Helpers of the play tests: games of the catalogue, launches, the game pages and their forms. */
import { later, type AccountsPlatform } from './accounts-client';
import { BASE, callJson, qs } from './client';
import { env } from 'cloudflare:workers';
import { platformHeaders } from '../support/platform';

export interface CatalogueGame {
  node_id: number;
  game_code: string;
  game_type: string;
  vassalage: string;
  support_play: number;
  min_bet: number;
  room_id: string | null;
}

/** The first game of a type matching `where` (SQL over `games`). */
export async function gameWhere(where: string, ...binds: unknown[]): Promise<CatalogueGame> {
  const game = await env.DB.prepare(
    `SELECT node_id, game_code, game_type, vassalage, support_play, min_bet, room_id FROM games WHERE ${where} ORDER BY node_id LIMIT 1`,
  )
    .bind(...binds)
    .first<CatalogueGame>();
  if (!game) throw new Error(`no game where ${where}`);
  return game;
}

export function launchQuery(game: CatalogueGame, extra: Record<string, string | number> = {}): Record<string, string | number> {
  return {
    gameType: game.game_type,
    vassalage: game.vassalage,
    gameId: game.game_code,
    nodeId: game.node_id,
    platform: 'web',
    launchMode: 'GLS',
    accountType: 1,
    language: 'EN',
    ...extra,
  };
}

/**
 * A platform whose clock moves forward 10 s on every call of `next()`, so launches in different
 * tests never meet the 3 s rule by accident; `at(ms)` is the same clock `ms` later than the last.
 */
export class Clock {
  offset = 0;
  constructor(private readonly p: AccountsPlatform) {}
  next(step = 10_000): AccountsPlatform {
    this.offset += step;
    return later(this.p, this.offset);
  }
  now(): AccountsPlatform {
    return later(this.p, this.offset);
  }
}

export async function launch(p: AccountsPlatform, token: string | null, query: Record<string, string | number>) {
  return callJson(p, `/wps/game/launchGame?${qs(query)}`, { headers: token ? { Authorization: token, ModuleId: 'GAMELO3' } : { ModuleId: 'GAMELO3' } });
}

export async function launchUrl(p: AccountsPlatform, token: string, query: Record<string, string | number>): Promise<string> {
  const { status, body } = await launch(p, token, query);
  if (status !== 200 || !body.success) throw new Error(`launch: ${status} ${JSON.stringify(body)}`);
  return body.value.content.game_url as string;
}

export async function getPage(p: AccountsPlatform, path: string): Promise<{ status: number; html: string; headers: Headers }> {
  const res = await p.fetch(new Request(BASE + path, { headers: platformHeaders({ Language: 'EN' }) }));
  return { status: res.status, html: await res.text(), headers: res.headers };
}

/** Posts a game form; answers the 303's location. */
export async function postForm(
  p: AccountsPlatform,
  path: string,
  fields: Record<string, string | number>,
): Promise<{ status: number; location: string | null }> {
  const headers = platformHeaders({ 'Content-Type': 'application/x-www-form-urlencoded' });
  const body = new URLSearchParams(Object.entries(fields).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await p.fetch(new Request(BASE + path, { method: 'POST', headers, body, redirect: 'manual' }));
  await res.text();
  return { status: res.status, location: res.headers.get('Location') };
}

export const roundIdIn = (html: string): string => {
  const match = /name="roundId" value="([^"]+)"/.exec(html);
  if (!match?.[1]) throw new Error('no round id in the page');
  return match[1];
};

export const stakesIn = (html: string): number[] => [...html.matchAll(/<option value="(\d+)"[^>]*>[^<]*[$₩]/g)].map((m) => Number(m[1]));

export const balanceIn = (html: string): number => {
  const match = /data-balance-minor="(\d+)"/.exec(html);
  if (!match?.[1]) throw new Error('no balance in the page');
  return Number(match[1]);
};

export async function mainBalance(accountId: number): Promise<number> {
  const row = await env.DB.prepare("SELECT balance_minor FROM ledger_accounts WHERE merchant_code = 'DEMO' AND owner_id = ?1 AND kind = 'MAIN'")
    .bind(accountId)
    .first<{ balance_minor: number }>();
  return row?.balance_minor ?? 0;
}

export async function journalEntries(): Promise<number> {
  return (await env.DB.prepare('SELECT COUNT(*) AS n FROM journal_entries').first<{ n: number }>())!.n;
}

/**
 * Every account of the books, and each from its own lines: the sums a ledger must keep (all balances
 * sum to 0, each equals its lines, each entry balances). Read after a test's movements, it must be
 * `{ total: 0, drift: 0, unbalanced: 0 }`.
 */
export async function books(): Promise<{ total: number; drift: number; unbalanced: number }> {
  const total = await env.DB.prepare('SELECT COALESCE(SUM(balance_minor), 0) AS n FROM ledger_accounts').first<{ n: number }>();
  const drift = await env.DB.prepare(
    'SELECT COUNT(*) AS n FROM ledger_accounts a WHERE a.balance_minor <> COALESCE((SELECT SUM(amount_minor) FROM journal_lines l WHERE l.account_id = a.id), 0)',
  ).first<{ n: number }>();
  const unbalanced = await env.DB.prepare(
    'SELECT COUNT(*) AS n FROM (SELECT entry_id FROM journal_lines GROUP BY entry_id HAVING SUM(amount_minor) <> 0)',
  ).first<{
    n: number;
  }>();
  return { total: total!.n, drift: drift!.n, unbalanced: unbalanced!.n };
}
