/**
 * Wallet modes and transfers between a member's own wallets (docs/platform-protocol.md,
 * "Transfers (wallet and player)"):
 * - GET /wps/relay/GCS_merchantWallet: the brand's mode (`isSingle`) and, in transfer mode, the
 *   vendors that hold a wallet of their own, with their names;
 * - POST /wps/relay/GCS_walletTransfer (FUNDTRANS3): main ↔ vendor wallet, or every vendor wallet
 *   back to main (`allToMain`), through the ledger's `wallet.transfer` / `wallet.allToMain`.
 */
import { fieldError } from '../../http/envelope';
import { minorToAmount } from '../../http/params';
import type { BrandContext } from '../../http/routes';
import type { CurrentSession } from '../session/sessions';
import { loadWalletSettings } from '../ledger/settings';
import { walletGate } from '../wallet/wallet-gate';
import { amountMinor, objectBody, requestKey, unwrap } from './wire';

/** The wire's name of the main wallet (the ledger's is ''). */
export const MAIN_WALLET = 'MAIN';

export async function merchantWallet(ctx: BrandContext) {
  const settings = await loadWalletSettings(ctx.env.DB, ctx.brand.row.merchant_code);
  const single = settings.walletMode === 'SINGLE';
  const codes = single ? [] : settings.transferVendors;
  const names = new Map<string, string>();
  if (codes.length) {
    const { results } = await ctx.env.DB.prepare(
      `SELECT vassalage, display_name_${ctx.suffix} AS name FROM vendors WHERE vassalage IN (${codes.map((_, i) => `?${i + 1}`).join(', ')})`,
    )
      .bind(...codes)
      .all<{ vassalage: string; name: string }>();
    for (const row of results) names.set(row.vassalage, row.name);
  }
  return {
    isSingle: single,
    walletMode: settings.walletMode,
    currency: settings.currency,
    vendors: codes.map((code) => ({ vendorCode: code, vendorName: names.get(code) ?? code })),
  };
}

/** A wallet named on the wire: MAIN (or '') is the main wallet, anything else a vendor code. */
function walletName(raw: unknown, field: 'from' | 'to'): string {
  if (typeof raw !== 'string' || raw.trim() === '') {
    if (raw === '') return '';
    throw fieldError(field, 'not empty');
  }
  const name = raw.trim();
  if (name.length > 40) throw fieldError(field, 'length must be at most 40');
  return name.toUpperCase() === MAIN_WALLET ? '' : name;
}

export async function walletTransfer(ctx: BrandContext, session: CurrentSession, payload: unknown) {
  const body = objectBody(payload);
  const merchant = ctx.brand.row.merchant_code;
  const gate = walletGate(ctx.env);
  if (body.allToMain === true) {
    const key = requestKey(body.requestId);
    const value = unwrap<{ movedMinor: number }>(await gate.execute({ op: 'wallet.allToMain', merchant, accountId: session.account.id, key }));
    return { allToMain: true, movedAmount: minorToAmount(value.movedMinor) };
  }
  const amount = amountMinor(body.amount);
  const key = requestKey(body.requestId);
  const from = walletName(body.from, 'from');
  const to = walletName(body.to, 'to');
  const value = unwrap<{ transferId: number }>(
    await gate.execute({ op: 'wallet.transfer', merchant, accountId: session.account.id, key, from, to, amountMinor: amount }),
  );
  return { transferId: value.transferId, from: from || MAIN_WALLET, to: to || MAIN_WALLET, amount: minorToAmount(amount) };
}
