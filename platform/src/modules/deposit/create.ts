/**
 * A member asks to deposit: a PENDING row in `deposits` with a random provider reference. No money
 * moves yet (the provider's callback or the operator credits it through the wallet gate), but the
 * row is written in the member's wallet lock (`deposit.open`), where the member's deposit limits
 * judge it beside every other order. The request is idempotent by its `requestId`, with the
 * ledger's money_requests table (Stripe's rule: a repeat answers the same deposit, the same key
 * with other fields is refused).
 */
import * as z from 'zod';
import { fieldError, functionNotAvailable, PlatformError } from '../../http/envelope';
import { amountToMinor, intParam, parseWith } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import { IdempotencyKeyReused, isValidKey, REQUEST_ID_RULE, requestHash, storedAnswer, type IdempotentRequest } from '../ledger/idempotency';
import { walletGate } from '../wallet/wallet-gate';
import { moneyError } from '../transfer/wire';
import type { CurrentSession } from '../session/sessions';
import { depositForMember, newProviderRef, type DepositDetails } from './records';
import { loadDepositMethod, loadDepositRules, type DepositKind } from './settings';

/** Which call creates which kind of deposit. */
export type CreateCall = 'qr' | 'launch' | 'crypto' | 'manual';
const KIND_OF_CALL: Record<CreateCall, DepositKind> = { qr: 'QR', launch: 'LAUNCH_URL', crypto: 'CRYPTO', manual: 'MANUAL' };

const money = (code: string, message = code) => new PlatformError(400, code, message);

const optionalText = (max: number) => z.string().trim().max(max).optional();

const Body = z.object({
  targetUsername: optionalText(60),
  amount: z.unknown(),
  bankCode: z.string({ error: 'not empty' }).trim().min(1, 'not empty').max(40),
  bankType: optionalText(20),
  vendorId: intParam.optional(),
  mcsBankCode: optionalText(40),
  showQrImageOnly: z.unknown().optional(),
  payeeName: optionalText(100),
  requestId: z.unknown(),
  returnUrl: optionalText(500),
});

/**
 * Where the provider sends the member back: a root-relative path on the portal's own origin only
 * (the provider's pages are served there), so the page can never become a redirect to elsewhere.
 */
function returnUrlOf(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  if (/^\/(?![/\\])[^\s]*$/.test(raw)) return raw;
  throw fieldError('returnUrl', 'must be a root-relative path');
}

/** A stand-in address for a crypto deposit (random, shaped like the network's addresses; not a real wallet). */
export function virtualWalletAddress(network: string): string {
  const pick = (alphabet: string, length: number) => Array.from(crypto.getRandomValues(new Uint8Array(length)), (b) => alphabet[b % alphabet.length]).join('');
  if (network === 'BTC') return `bc1q${pick('qpzry9x8gf2tvdw0s3jn54khce6mua7l', 38)}`;
  return `T${pick('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz', 33)}`;
}

export async function createDeposit(ctx: BrandContext, session: CurrentSession, call: CreateCall, rawBody: unknown) {
  const db = ctx.env.DB;
  const merchant = ctx.brand.row.merchant_code;
  const account = session.account;
  // Money rules first (docs "Money"): a bad amount is refused before anything else.
  const amount = amountToMinor.safeParse((rawBody as { amount?: unknown } | null)?.amount);
  if (!amount.success || amount.data <= 0) throw money('wallet.amount_invalid');
  const body = parseWith(Body, rawBody);
  if (!isValidKey(body.requestId)) throw fieldError('requestId', REQUEST_ID_RULE);
  const rules = await loadDepositRules(db, merchant);
  if (!rules?.allowDeposit) throw functionNotAvailable();
  if (body.targetUsername && body.targetUsername.toLowerCase() !== account.username.toLowerCase()) {
    throw fieldError('targetUsername', 'must be the logged-in member');
  }
  const method = await loadDepositMethod(db, merchant, body.bankCode, ctx.text);
  if (!method) throw fieldError('bankCode', 'unknown deposit method');
  if (method.kind !== KIND_OF_CALL[call]) throw fieldError('bankCode', `not a ${KIND_OF_CALL[call]} method`);
  if (body.vendorId !== undefined && body.vendorId !== method.vendorId) throw fieldError('vendorId', 'does not match the method');
  if (body.mcsBankCode && body.mcsBankCode !== method.mcsBankCode) throw fieldError('mcsBankCode', 'does not match the method');
  const bankType = body.bankType ?? (method.bankTypes.length === 1 ? method.bankTypes[0] : undefined);
  if (!bankType) throw fieldError('bankType', 'not empty');
  if (!method.bankTypes.includes(bankType)) throw fieldError('bankType', 'not offered by the method');
  let payeeName: string | undefined;
  if (call === 'manual') {
    if (!body.payeeName) throw fieldError('payeeName', 'not empty');
    payeeName = body.payeeName;
  }
  if (amount.data < method.minMinor) throw money('wallet.below_minimum');
  if (amount.data > method.maxMinor) throw money('wallet.above_maximum');
  const returnUrl = returnUrlOf(body.returnUrl);

  const request: IdempotentRequest = {
    merchant,
    accountId: account.id,
    key: body.requestId,
    operation: 'deposit.create',
    body: { method: method.code, bankType, amount: amount.data, payeeName },
  };
  const hash = await requestHash(request.operation, request.body);
  const replay = async () => {
    const stored = await storedAnswer<{ depositId: number }>(db, request, hash);
    return stored && depositForMember(db, merchant, account.id, stored.depositId, ctx.text);
  };
  try {
    const earlier = await replay();
    if (earlier) return earlier;
  } catch (error) {
    if (error instanceof IdempotencyKeyReused) throw new PlatformError(409, 'wallet.idempotency_key_reused', error.message);
    throw error;
  }

  const details: DepositDetails = { kind: method.kind };
  if (payeeName) details.payeeName = payeeName;
  if (method.kind === 'CRYPTO') details.walletAddress = virtualWalletAddress(bankType);
  if (method.account) details.account = method.account;
  if (returnUrl) details.returnUrl = returnUrl;
  // Opened in the member's wallet lock, where the deposit limits judge it (docs/decisions/039).
  const opened = await walletGate(ctx.env).execute({
    op: 'deposit.open',
    merchant,
    accountId: account.id,
    amountMinor: amount.data,
    methodCode: method.code,
    bankType,
    details: JSON.stringify(details),
    providerRef: newProviderRef(),
    request: { key: request.key, operation: request.operation, hash },
  });
  if (!opened.ok) throw moneyError(opened.code, opened.message, opened.detail);
  const created = await replay().catch((error: unknown) => {
    if (error instanceof IdempotencyKeyReused) throw new PlatformError(409, 'wallet.idempotency_key_reused', error.message);
    throw error;
  });
  if (!created) throw new Error('deposit: stored answer missing after insert');
  return created;
}
