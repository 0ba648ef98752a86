/** Transfers: wallet mode, wallet ↔ wallet, player ↔ player (docs/platform-protocol.md "Transfers (wallet and player)"). */
import { now as clock } from '../../http/clock';
import { okPrivate } from '../../http/envelope';
import { readPayload } from '../../http/payload';
import { relay, type BrandContext, type BrandRoute } from '../../http/routes';
import { requireSession } from '../session/sessions';
import { searchDownline, transferList, transferOptions, transferToPlayer } from './players';
import { merchantWallet, walletTransfer } from './wallets';

async function merchantWalletHandler(ctx: BrandContext): Promise<Response> {
  await requireSession(ctx);
  return okPrivate(await merchantWallet(ctx));
}

async function walletTransferHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  return okPrivate(await walletTransfer(ctx, session, await readPayload(ctx)));
}

async function optionsHandler(ctx: BrandContext): Promise<Response> {
  return okPrivate(await transferOptions(ctx, await requireSession(ctx)));
}

async function searchHandler(ctx: BrandContext): Promise<Response> {
  return okPrivate(await searchDownline(ctx, await requireSession(ctx)));
}

async function toPlayerHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  return okPrivate(await transferToPlayer(ctx, session, await readPayload(ctx), clock(ctx.env)));
}

async function listHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  return okPrivate(await transferList(ctx, session, clock(ctx.env)));
}

export const transferRoutes: BrandRoute[] = [
  { kind: 'brand', ...relay('GCS_merchantWallet'), methods: { GET: merchantWalletHandler } },
  { kind: 'brand', ...relay('GCS_walletTransfer'), methods: { POST: walletTransferHandler } },
  { kind: 'brand', ...relay('MCS2_transferOptions'), methods: { GET: optionsHandler } },
  { kind: 'brand', ...relay('MCS2_searchDownline'), methods: { GET: searchHandler } },
  // Carries the payment password: sealed on the wire like the login.
  { kind: 'brand', ...relay('MCS2_transferToPlayer'), encrypted: true, methods: { POST: toPlayerHandler } },
  { kind: 'brand', ...relay('MCS2_transferList'), methods: { GET: listHandler } },
];
