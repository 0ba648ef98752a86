import type { Withdrawal } from '#gateway/generated/resolvers-types';
import type { WithdrawalDto } from '#gateway/upstream/dto/index';

/** A withdrawal from the platform's answer (amounts already in minor units) to the schema's type. */
export function withdrawalOf(w: WithdrawalDto): Withdrawal {
  return {
    id: w.id,
    amount: w.amount,
    status: w.status,
    rejectReason: w.status === 'REFUNDED' ? (w.rejectReason ?? null) : null,
    card: w.card ? { id: w.card.cardId, bankName: w.card.bankName, maskedNumber: w.card.maskedNumber, accountName: w.card.accountName } : null,
    createdAt: w.createdAt,
    decidedAt: w.decidedAt ?? null,
    receipt: w.receipt ?? null,
    receiptDeadline: w.receiptDeadline ?? null,
    confirmedAt: w.confirmedAt ?? null,
    hasProof: w.hasProof ?? false,
  };
}
