import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { toActiveBonus } from '#gateway/modules/wallet/balance';

export const withdrawSettings: NonNullable<QueryResolvers['withdrawSettings']> = async (_parent, _args, ctx) => {
  const s = await ctx.platform.call('withdrawSettings', { query: { groupId: 0 } });
  return {
    minAmount: s.minimumAmount,
    maxAmount: s.maximumAmount,
    dailyCount: s.dailyCount,
    usedToday: s.usedToday,
    remainingToday: s.remainingToday,
    available: s.availableBalance,
    held: s.heldBalance ?? 0,
    autoApprove: s.autoApprove,
    receiptConfirmMinutes: s.receiptConfirmMinutes,
    paymentPasswordSet: s.hasPaymentPassword,
    bankCards: s.bankCards.map((c) => ({ id: c.cardId, bankName: c.bankName, maskedNumber: c.maskedNumber, accountName: c.accountName })),
    currency: s.currency ?? null,
    bonus: s.bonusBalance ?? 0,
    activeBonus: toActiveBonus(s),
  };
};
