import type { SubmissionResult } from '@conform-to/react';
import * as z from 'zod';
import { parseMoneyInput } from '#app/kernel/money/money-input';
import { requestIdField } from '#app/components/forms/request-id';

/** A method as the form needs it: its code, kind, channels and limits (minor units). */
export interface FormMethod {
  code: string;
  kind: 'QR_IMAGE' | 'LAUNCH_URL' | 'CRYPTO' | 'MANUAL_TRANSFER';
  bankTypes: readonly string[];
  minAmount: number;
  maxAmount: number;
}

/** One choice of the form's radio group: a method with one of its channels ("QR_BANK:WECHAT"). */
export interface Channel {
  value: string;
  method: FormMethod;
  bankType: string;
}

export function channelsOf(methods: readonly FormMethod[]): Channel[] {
  return methods.flatMap((method) => method.bankTypes.map((bankType) => ({ value: `${method.code}:${bankType}`, method, bankType })));
}

/** The form's idempotency key (a UUID the loader made); anything else means the page is stale. */
const requestId = requestIdField('deposit.errors.reload');

/**
 * The deposit form: a channel of the brand's methods, an amount within that method's limits
 * (errors are `money.errors.*`; <MoneyField> fills in the bounds; read by the visitor's language), the payer's name for a manual
 * transfer. The same schema runs in the browser and in the action; `depositInput` reads the
 * checked values as the mutation's input.
 */
export function createDepositSchema(methods: readonly FormMethod[], locale = 'en') {
  const channels = channelsOf(methods);
  return z
    .object({
      intent: z.literal('create'),
      channel: z.string({ error: 'deposit.errors.chooseMethod' }),
      amount: z.string({ error: 'money.errors.required' }),
      payeeName: z.string().trim().max(100, 'deposit.errors.payeeName').optional(),
      requestId,
    })
    .superRefine((value, ctx) => {
      const channel = channels.find((c) => c.value === value.channel);
      if (!channel) {
        ctx.addIssue({ code: 'custom', path: ['channel'], message: 'deposit.errors.chooseMethod' });
        return;
      }
      const amount = parseMoneyInput(value.amount, { min: channel.method.minAmount, max: channel.method.maxAmount, locale });
      if (!amount.ok) ctx.addIssue({ code: 'custom', path: ['amount'], message: `money.errors.${amount.error}` });
      if (channel.method.kind === 'MANUAL_TRANSFER' && !value.payeeName)
        ctx.addIssue({ code: 'custom', path: ['payeeName'], message: 'deposit.errors.payeeName' });
    });
}

/** The checked form as createDeposit's input (null only if the form was not checked by the schema). */
export function depositInput(value: z.output<ReturnType<typeof createDepositSchema>>, methods: readonly FormMethod[], locale = 'en') {
  const channel = channelsOf(methods).find((c) => c.value === value.channel);
  const amount = channel ? parseMoneyInput(value.amount, { min: channel.method.minAmount, max: channel.method.maxAmount, locale }) : null;
  if (!channel || !amount?.ok) return null;
  return {
    method: channel.method.code,
    bankType: channel.bankType,
    amount: amount.minor,
    payeeName: channel.method.kind === 'MANUAL_TRANSFER' ? value.payeeName : undefined,
    requestId: value.requestId,
  };
}

/** A deposit's id as the platform writes it (a positive whole number). */
const DEPOSIT_ID = /^[1-9]\d{0,15}$/;

/** The Cancel button of one pending deposit in the list. */
export const cancelDepositSchema = z.object({
  intent: z.literal('cancel'),
  depositId: z.string({ error: 'deposit.errors.reload' }).regex(DEPOSIT_ID, 'deposit.errors.reload'),
});

/** What the deposit page's forms post (each carries its intent in a hidden field). */
export function depositActionSchema(methods: readonly FormMethod[], locale = 'en') {
  return z.discriminatedUnion('intent', [createDepositSchema(methods, locale), cancelDepositSchema]);
}

/** The deposit whose next step the page shows (`?depositId=`): an id as the platform writes it, or none. */
export const depositIdOf = (raw: string | null) => (raw && DEPOSIT_ID.test(raw) ? raw : null);

/** The action's answer when it does not redirect: which form posted, and conform's result. */
export interface DepositActionData {
  intent: 'create' | 'cancel' | null;
  result: SubmissionResult<string[]>;
}
