/**
 * POST /__dev/bet-round (DEV_TOOLS = "1"): one round (bet.place then bet.settle) through the
 * player's wallet lock, as a game provider would send it, for tests and demos that need a round
 * without opening a game. Body `{merchant?, username, roundId, stakeMinor, payoutMinor,
 * validMinor?, gameId?}` (the first slot game when no game is named).
 */
import * as z from 'zod';
import { devMerchant } from '../../http/dev-merchant';
import { ok, paramError, PlatformError } from '../../http/envelope';
import { jsonBody, parseWith } from '../../http/params';
import type { BaseContext, DevRoute } from '../../http/routes';
import { walletGate } from '../wallet/wallet-gate';

const BetBody = z.object({
  merchant: z.string().trim().min(1).max(40).optional(),
  username: z.string().trim().min(1).max(60),
  roundId: z.string().trim().min(1).max(80),
  stakeMinor: z.number().int().positive(),
  payoutMinor: z.number().int().min(0),
  validMinor: z.number().int().min(0).optional(),
  /** A game of the catalogue; the first slot game when absent. */
  gameId: z.number().int().positive().optional(),
});

export async function betRound(ctx: BaseContext): Promise<Response> {
  const body = parseWith(BetBody, await jsonBody(ctx.request));
  const merchant = devMerchant(ctx, body.merchant);
  const db = ctx.env.DB;
  const [account, game] = await db.batch<Record<string, number | string>>([
    db.prepare('SELECT id FROM accounts WHERE merchant_code = ?1 AND username = ?2').bind(merchant, body.username.toLowerCase()),
    body.gameId === undefined
      ? db.prepare("SELECT node_id, name_en, vassalage, game_type FROM games WHERE game_type = 'RNG' ORDER BY node_id LIMIT 1")
      : db.prepare('SELECT node_id, name_en, vassalage, game_type FROM games WHERE node_id = ?1').bind(body.gameId),
  ]);
  const accountId = Number(account?.results?.[0]?.id ?? 0);
  const g = game?.results?.[0];
  if (!accountId) throw paramError('username: unknown account');
  if (!g) throw paramError('gameId: unknown game');
  const gate = walletGate(ctx.env);
  const placed = await gate.execute({
    op: 'bet.place',
    merchant,
    accountId,
    roundId: body.roundId,
    stakeMinor: body.stakeMinor,
    game: { gameId: Number(g.node_id), gameName: String(g.name_en), vendorCode: String(g.vassalage), gameType: String(g.game_type) },
  });
  if (!placed.ok) throw new PlatformError(placed.code === 'wallet.not_found' ? 404 : 400, placed.code, placed.message);
  const settled = await gate.execute({
    op: 'bet.settle',
    merchant,
    accountId,
    roundId: body.roundId,
    payoutMinor: body.payoutMinor,
    validMinor: body.validMinor ?? body.stakeMinor,
  });
  if (!settled.ok) throw new PlatformError(settled.code === 'wallet.state_conflict' ? 409 : 400, settled.code, settled.message);
  return ok({ roundId: body.roundId, placed: placed.value, settled: settled.value });
}

export const playDevRoutes: DevRoute[] = [{ kind: 'dev', path: '/__dev/bet-round', faultKey: '', methods: { POST: betRound } }];
