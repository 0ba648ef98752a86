import type { Deposit, DepositKind, DepositMethod } from '#gateway/generated/resolvers-types';
import type { DepositDto, DepositMethodDto } from '#gateway/upstream/dto/index';

/** The platform's kinds as the schema names them. */
const KINDS: Record<DepositDto['kind'], DepositKind> = {
  QR: 'QR_IMAGE',
  LAUNCH_URL: 'LAUNCH_URL',
  CRYPTO: 'CRYPTO',
  MANUAL: 'MANUAL_TRANSFER',
};

export function toDeposit(d: DepositDto): Deposit {
  return {
    id: d.depositId,
    status: d.status,
    methodCode: d.methodCode,
    methodName: d.methodName ?? d.methodCode,
    kind: KINDS[d.kind],
    bankType: d.bankType,
    amount: d.amount,
    createdAt: d.createdAt,
    settledAt: d.settledAt ?? null,
    firstDeposit: d.firstDeposit ?? false,
    paymentUrl: d.paymentUrl ?? null,
    qrImageUrl: d.qrImageUrl ?? null,
    walletAddress: d.walletAddress ?? null,
    account: d.account ?? null,
    payeeName: d.payeeName ?? null,
  };
}

export function toDepositMethod(m: DepositMethodDto): DepositMethod {
  return {
    code: m.code,
    kind: KINDS[m.kind],
    name: m.name,
    bankTypes: m.bankTypes,
    minAmount: m.minAmount,
    maxAmount: m.maxAmount,
    account: m.account ?? null,
  };
}

/** The deposit call of each kind (docs/platform-protocol.md "Deposits"). */
export const CREATE_CALL = {
  QR: 'depositByQrImage',
  LAUNCH_URL: 'depositByLaunchUrl',
  CRYPTO: 'depositVirtualWallet',
  MANUAL: 'depositManualTransfer',
} as const satisfies Record<DepositDto['kind'], string>;
