import type { QueryResolvers } from '#gateway/generated/resolvers-types';

/** The brand's mode (GCS_merchantWallet) joined with the member's balances (wallets/balance). */
export const wallets: NonNullable<QueryResolvers['wallets']> = async (_parent, _args, ctx) => {
  const [mode, balance] = await Promise.all([ctx.platform.call('merchantWallet'), ctx.platform.call('balance')]);
  const held = new Map(balance.wallets.map((w) => [w.vendorCode, w.availBalance]));
  const vendors = mode.isSingle
    ? []
    : mode.vendors.map((v) => ({ vendorCode: v.vendorCode, name: v.vendorName ?? v.vendorCode, balance: held.get(v.vendorCode) ?? 0 }));
  const main = balance.balance;
  return {
    mode: mode.isSingle ? 'SINGLE' : 'TRANSFER',
    main,
    total: balance.sumBalance ?? vendors.reduce((sum, v) => sum + v.balance, main),
    vendors,
    currency: balance.currency ?? null,
  };
};
