import { minorToAmount } from '../../http/params';
import { playerBalances } from './journal';
import { loadWalletSettings } from './settings';
import { bonusWire } from '../bonus-wallet/summary';

/**
 * GET /wps/v2/wallets/balance's answer, and the live balance frame's (modules/wallet/live-hub.ts): one reading.
 * The member's main wallet from the ledger (plus the vendor wallets in transfer mode: `sumBalance`
 * is everything the member owns that is not on hold). Amounts are decimal strings on the wire.
 * A member with a bonus wallet (docs/decisions/067) also gets `bonusBalance` and the active `bonus`
 * (our extension): bonus money is apart from these cash figures, playable but not withdrawable.
 */
export async function walletBalance(db: D1Database, merchant: string, accountId: number) {
  const [settings, balances] = await Promise.all([loadWalletSettings(db, merchant), playerBalances(db, merchant, accountId)]);
  const main = balances.get('MAIN') ?? 0;
  const vendors =
    settings.walletMode === 'TRANSFER' ? settings.transferVendors.map((code) => ({ vendorCode: code, minor: balances.get(`VENDOR:${code}`) ?? 0 })) : [];
  const sum = vendors.reduce((total, v) => total + v.minor, main);
  // A member who never had a bonus grant has no BONUS account: no read of grants for them.
  const bonus = balances.has('BONUS') ? await bonusWire(db, merchant, accountId, balances) : null;
  return {
    balance: minorToAmount(main),
    sumBalance: minorToAmount(sum),
    heldBalance: minorToAmount(balances.get('HELD') ?? 0),
    currency: settings.currency,
    isSingle: settings.walletMode === 'SINGLE',
    wallets: vendors.map((v) => ({ vendorCode: v.vendorCode, availBalance: minorToAmount(v.minor) })),
    ...(bonus ?? {}),
  };
}
