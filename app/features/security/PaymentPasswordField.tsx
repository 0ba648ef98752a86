import type { ComponentProps } from 'react';
import { PasswordInput } from '#app/features/auth/PasswordInput';

/**
 * The payment password, asked wherever money leaves a wallet or a bank card changes (withdraw,
 * transfers, cards, later the points mall): one field, one label, everywhere.
 */
export function PaymentPasswordField({ id, problem }: { id: string; problem: ComponentProps<typeof PasswordInput>['problem'] }) {
  return <PasswordInput id={id} name="paymentPassword" label="security.payment.password" autoComplete="off" problem={problem} />;
}
