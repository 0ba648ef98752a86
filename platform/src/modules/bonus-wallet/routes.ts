/**
 * The member's bonus wallet (this project's extension: docs/platform-protocol.md "Bonus wallet";
 * docs/decisions/067-bonus-wallet.md). The balance, its live frame and the withdrawal settings
 * carry the bonus balance and the active bonus's meter (summary.ts); the bonus details list every
 * grant (rewards/bonuses.ts). Here:
 * - POST /wps/member/bonus/forfeit `{grantId, requestId?}`: the member gives up the active bonus,
 *   its balance back to the brand, in the wallet lock; `grantId` is the bonus their page showed
 *   (another active now answers `bonus.changed`, forfeiting nothing); a repeat with the same
 *   `requestId` answers the first forfeit again and moves nothing (ledger/idempotency.ts).
 */
import * as z from 'zod';
import { okPrivate, PlatformError } from '../../http/envelope';
import { jsonBody, minorToAmount, parseWith } from '../../http/params';
import { RequestId } from '../ledger/idempotency';
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
  requestId: RequestId.optional(),
});

async function forfeit(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const { grantId, requestId } = parseWith(ForfeitBody, await jsonBody(ctx.request));
  const merchant = ctx.brand.row.merchant_code;
  const result = await walletGate(ctx.env).execute({ op: 'bonus.forfeit', merchant, accountId: session.account.id, grantId, key: requestId });
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
