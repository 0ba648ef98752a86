/**
 * POST /wps/relay/ODSFE2_getWinnerBoard: latest big wins, newest first; each winner's name masked
 * to its first and last letters, and a member who keeps their wins off public lists left out.
 */
import * as z from 'zod';
import { ok, paramError } from '../../http/envelope';
import { intParam, jsonBody, minorToAmount, parseWith } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { gameIconUrl } from './gameRow';
import { maskedName } from './masked-name';

const WinnerBoardBody = z.object({
  gameCategory: z
    .string()
    .transform((s) => s.toUpperCase())
    .default('ALL'),
  language: z.string().optional(),
  limitNum: intParam.pipe(z.number().int().min(1).max(50)).default(20),
});

interface WinnerRow {
  customer_id: number;
  customer_name: string;
  win_amount: number;
  game_name: string;
  vassalage: string;
  game_code: string;
  game_type: string;
  node_id: number;
  is_game: string;
}

export async function winnerBoard(ctx: BrandContext): Promise<Response> {
  const body = parseWith(WinnerBoardBody, await jsonBody(ctx.request));
  const { suffix } = ctx.languageOf(body.language);
  const db = ctx.env.DB;
  const all = body.gameCategory === 'ALL';
  const [typeResult, winners] = await db.batch([
    db.prepare('SELECT COUNT(*) AS n FROM game_types WHERE code = ?1').bind(body.gameCategory),
    db
      .prepare(
        `SELECT w.customer_id, w.customer_name, w.win_amount, g.name_${suffix} AS game_name, g.vassalage, g.game_code,
                g.game_type, g.node_id, g.is_game
           FROM winners w JOIN games g ON g.node_id = w.node_id
          WHERE w.merchant_code = ?1 AND (?2 = 'ALL' OR g.game_type = ?2)
            -- A member who keeps their wins off public lists is left out (docs/decisions/064).
            AND NOT EXISTS (SELECT 1 FROM accounts a WHERE a.id = w.customer_id AND a.merchant_code = w.merchant_code AND a.hide_public_wins = 1)
          ORDER BY w.won_at DESC, w.id DESC LIMIT ?3`,
      )
      .bind(ctx.brand.row.merchant_code, body.gameCategory, body.limitNum),
  ]);
  if (!all && (typeResult?.results?.[0] as { n: number } | undefined)?.n !== 1) {
    throw paramError(`gameCategory: unknown game type ${body.gameCategory}`);
  }
  return ok({
    list: ((winners?.results ?? []) as WinnerRow[]).map((w) => ({
      vo: {
        customerId: w.customer_id,
        // Masked to its first and last letters whatever the row holds (docs/decisions/064).
        customerName: maskedName(w.customer_name),
        iconUrl: gameIconUrl(w.node_id),
        gameName: w.game_name,
        winAmount: minorToAmount(w.win_amount),
        vassalage: w.vassalage,
        gameCode: w.game_code,
        gameType: w.game_type,
        nodeId: w.node_id,
        isGame: w.is_game,
      },
    })),
  });
}
