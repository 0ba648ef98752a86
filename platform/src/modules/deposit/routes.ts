/**
 * Deposits (docs/platform-protocol.md "Deposits"): the brand's methods, the four deposit calls,
 * the member's deposits and their cancel, the provider's callback and the stand-in provider's pages.
 */
import * as z from 'zod';
import { now as clock } from '../../http/clock';
import { notFound, okPrivate } from '../../http/envelope';
import { intParam, jsonBody, minorToAmount, parseWith, queryObject } from '../../http/params';
import { relay, type BrandContext, type BrandRoute } from '../../http/routes';
import { loadWalletSettings } from '../ledger/settings';
import { requireRealSession } from '../session/real-session';
import { requireNothingPending } from '../legal/gate';
import { requireSession } from '../session/sessions';
import { providerCallback } from './callback';
import { createDeposit, type CreateCall } from './create';
import { paymentAction, paymentPage, paymentQr, providerStyles } from './provider';
import { DEPOSIT_STATUSES, depositById, depositForMember, memberDeposits } from './records';
import { moneyError } from '../transfer/wire';
import { settleDeposit } from './settle';
import { loadDepositMethods, loadDepositRules } from './settings';

async function settingsHandler(ctx: BrandContext): Promise<Response> {
  await requireSession(ctx);
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const [rules, methods, wallet] = await Promise.all([
    loadDepositRules(db, merchant),
    loadDepositMethods(db, merchant, ctx.text),
    loadWalletSettings(db, merchant),
  ]);
  const allowDeposit = Boolean(rules?.allowDeposit);
  return okPrivate({
    allowDeposit,
    currency: wallet.currency,
    methods: allowDeposit
      ? methods.map((m) => ({
          code: m.code,
          kind: m.kind,
          name: m.name,
          bankTypes: m.bankTypes,
          vendorId: m.vendorId,
          mcsBankCode: m.mcsBankCode,
          minAmount: minorToAmount(m.minMinor),
          maxAmount: minorToAmount(m.maxMinor),
          account: m.account,
        }))
      : [],
  });
}

const createHandler =
  (call: CreateCall) =>
  async (ctx: BrandContext): Promise<Response> => {
    // Trial (free-play) accounts have no real money to deposit.
    const session = await requireRealSession(ctx);
    // No deposit order while the member has terms or a privacy policy in force to accept (docs/decisions/060).
    await requireNothingPending(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id, clock(ctx.env));
    return okPrivate(await createDeposit(ctx, session, call, await jsonBody(ctx.request)));
  };

const ListQuery = z.object({
  page: intParam.pipe(z.number().int().min(1).max(10_000)).default(1),
  size: intParam.pipe(z.number().int().min(1).max(100)).default(10),
  status: z.enum(DEPOSIT_STATUSES).optional(),
});

async function listHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const query = parseWith(ListQuery, queryObject(ctx.url));
  const page = await memberDeposits(
    ctx.env.DB,
    ctx.brand.row.merchant_code,
    session.account.id,
    { offset: (query.page - 1) * query.size, size: query.size, status: query.status },
    ctx.text,
  );
  return okPrivate({ ...page, page: query.page, size: query.size });
}

const OneQuery = z.object({ depositId: intParam.pipe(z.number().int().min(1)) });

async function getHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireSession(ctx);
  const { depositId } = parseWith(OneQuery, queryObject(ctx.url));
  const deposit = await depositForMember(ctx.env.DB, ctx.brand.row.merchant_code, session.account.id, depositId, ctx.text);
  if (!deposit) throw moneyError('wallet.not_found', 'no such deposit');
  return okPrivate(deposit);
}

async function cancelHandler(ctx: BrandContext): Promise<Response> {
  const session = await requireRealSession(ctx);
  const { depositId } = parseWith(OneQuery, await jsonBody(ctx.request));
  const merchant = ctx.brand.row.merchant_code;
  const row = await depositById(ctx.env.DB, merchant, depositId);
  if (!row || row.account_id !== session.account.id) throw moneyError('wallet.not_found', 'no such deposit');
  const result = await settleDeposit(ctx.env, row, 'CANCELLED');
  if (!result.ok) throw moneyError(result.code, result.message);
  return okPrivate(await depositForMember(ctx.env.DB, merchant, session.account.id, depositId, ctx.text));
}

const REF = '([A-Za-z0-9_-]{8,64})';

/** The stand-in provider answers only where the development tools are on; elsewhere it does not exist. */
function standInOnly(handler: (ctx: BrandContext) => Promise<Response>) {
  return (ctx: BrandContext): Promise<Response> => {
    if (ctx.env.DEV_TOOLS !== '1') throw notFound();
    return handler(ctx);
  };
}

export const depositRoutes: BrandRoute[] = [
  { kind: 'brand', ...relay('MCSFE_getDepositSettings'), methods: { GET: settingsHandler } },
  { kind: 'brand', ...relay('MCSFE_depositByQRImageUrl'), methods: { POST: createHandler('qr') } },
  { kind: 'brand', ...relay('MCSFE_depositByLaunchUrl'), methods: { POST: createHandler('launch') } },
  { kind: 'brand', ...relay('MCSFE_depositVirtualWallet'), methods: { POST: createHandler('crypto') } },
  { kind: 'brand', ...relay('MCSFE_manualTransferByAccountName'), methods: { POST: createHandler('manual') } },
  { kind: 'brand', ...relay('MCSFE_getDepositList'), methods: { GET: listHandler } },
  { kind: 'brand', ...relay('MCSFE_getDeposit'), methods: { GET: getHandler } },
  { kind: 'brand', ...relay('MCSFE_cancelDeposit'), methods: { POST: cancelHandler } },
  // The payment provider's server-to-server callback (signed; never forwarded from browsers).
  { kind: 'brand', path: '/provider/callback', faultKey: '/provider/callback', methods: { POST: providerCallback } },
  // The stand-in provider's pages, reached through the portal: development only (DEV_TOOLS "1"),
  // since paying on them credits a deposit; a live brand's provider has pages of its own.
  { kind: 'brand', path: '/provider/provider.css', faultKey: '/provider', methods: { GET: standInOnly(providerStyles) } },
  {
    kind: 'brand',
    path: new RegExp(`^/provider/pay/${REF}$`),
    faultKey: '/provider',
    methods: { GET: standInOnly(paymentPage), POST: standInOnly(paymentAction) },
  },
  { kind: 'brand', path: new RegExp(`^/provider/qr/${REF}\\.svg$`), faultKey: '/provider', methods: { GET: standInOnly(paymentQr) } },
];
