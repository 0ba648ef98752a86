/**
 * The member's bonus wallet (this project's extension: docs/platform-protocol.md "Bonus wallet";
 * docs/decisions/067-bonus-wallet.md). The balance, its live frame and the withdrawal settings
 * carry the bonus balance and the active bonus's meter (summary.ts); the bonus details list every
 * grant (rewards/bonuses.ts). Here:
 * - POST /wps/member/bonus/forfeit `{grantId}`: the member gives up the active bonus, its balance
 *   back to the brand, in the wallet lock; `grantId` is the bonus their page showed (another active
 *   now answers `bonus.changed`, forfeiting nothing).
 */
import * as z from 'zod';
import { okPrivate, PlatformError } from '../../http/envelope';
import { jsonBody, minorToAmount, parseWith } from '../../http/params';
import type { BrandContext, BrandRoute } from '../../http/routes';
import { requireRealSession } from '../session/real-session';
import { moneyError } from '../transfer/wire';
import { walletGate } from '../wallet/wallet-gate';

const ForfeitBody = z.object({
  grantId: z.union(
    [
      z.number().int().positive(),
      z
        .string()
        .regex(/^\d{1,15}$/, 'grantId: a bonus id')
        .transform(Number),
    ],
    { message: 'grantId: required' },
  ),
});

async function forfeit(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const { grantId } = parseWith(ForfeitBody, await jsonBody(ctx.request));
  const result = await walletGate(ctx.env).execute({ op: 'bonus.forfeit', merchant: ctx.brand.row.merchant_code, accountId: session.account.id, grantId });
  if (!result.ok) {
    if (result.code === 'wallet.not_found') throw new PlatformError(404, 'bonus.not_found', 'no active bonus');
    if (result.code === 'wallet.state_conflict') throw new PlatformError(409, 'bonus.changed', 'the active bonus is another one now');
    throw moneyError(result.code, result.message, result.detail);
  }
  const value = result.value as { grantId: number; forfeitedMinor: number };
  return okPrivate({ grantId: value.grantId, forfeited: minorToAmount(value.forfeitedMinor) });
}

export const bonusWalletRoutes: BrandRoute[] = [
  { kind: 'brand', path: '/wps/member/bonus/forfeit', faultKey: '/wps/member/bonus/forfeit', methods: { POST: forfeit } },
];
