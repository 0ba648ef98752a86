import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { fromMinorUnits } from '#gateway/upstream/money';
import { failure, userErrorFrom } from '#gateway/user-errors';
import { CREATE_CALL, toDeposit } from '../../deposit';
import { isRequestId } from '#gateway/request-id';

/**
 * Checks what it can against the brand's settings (method, channel, limits, payee) so a form gets
 * its answer under the right field; the platform checks everything again.
 */
export const createDeposit: NonNullable<MutationResolvers['createDeposit']> = async (_parent, { input }, ctx) => {
  if (!isRequestId(input.requestId)) return failure('INVALID_INPUT', 'requestId');
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) return failure('AMOUNT_INVALID', 'amount');
  try {
    const settings = await ctx.platform.call('depositSettings');
    if (!settings.allowDeposit) return failure('NOT_AVAILABLE');
    const method = settings.methods.find((m) => m.code === input.method);
    if (!method) return failure('INVALID_INPUT', 'method');
    const bankType = input.bankType?.trim() || (method.bankTypes.length === 1 ? method.bankTypes[0] : undefined);
    if (!bankType || !method.bankTypes.includes(bankType)) return failure('INVALID_INPUT', 'method');
    if (input.amount < method.minAmount) return failure('BELOW_MINIMUM', 'amount');
    if (input.amount > method.maxAmount) return failure('ABOVE_MAXIMUM', 'amount');
    const payeeName = input.payeeName?.trim();
    if (method.kind === 'MANUAL' && !payeeName) return failure('REQUIRED', 'payeeName');
    const body = {
      amount: fromMinorUnits(input.amount),
      bankCode: method.code,
      bankType,
      vendorId: method.vendorId ?? undefined,
      mcsBankCode: method.mcsBankCode ?? undefined,
      requestId: input.requestId,
      ...(method.kind === 'QR' ? { showQrImageOnly: 1 } : {}),
      ...(method.kind === 'MANUAL' ? { payeeName } : {}),
      ...(input.returnUrl ? { returnUrl: input.returnUrl } : {}),
    };
    const created = await ctx.platform.call(CREATE_CALL[method.kind], { body });
    return { ok: true, errors: [], deposit: toDeposit(created) };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], deposit: null };
  }
};
