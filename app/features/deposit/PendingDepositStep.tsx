import type { DepositPageQuery } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';

/** The deposit the page was opened for (`?depositId=`). */
export type CurrentDeposit = NonNullable<DepositPageQuery['deposit']>;

/** How to pay a deposit still waiting for its money, by its method's kind: a QR code, the provider's page, a wallet address or a bank account. */
export function PendingDepositStep({ deposit, amount, refName }: { deposit: CurrentDeposit; amount: string; refName: string }) {
  const { t } = useTranslation();
  const openPage = deposit.paymentUrl ? (
    <p>
      <a className="button" href={deposit.paymentUrl}>
        {t('deposit.next.openPage')}
      </a>
    </p>
  ) : null;
  switch (deposit.kind) {
    case 'QR_IMAGE':
      return (
        <>
          <p>{t('deposit.next.qr')}</p>
          {deposit.qrImageUrl ? (
            <img className="deposit-qr" src={deposit.qrImageUrl} alt={t('deposit.next.qrAlt', { ref: refName })} width={220} height={220} />
          ) : null}
          {openPage}
        </>
      );
    case 'LAUNCH_URL':
      return (
        <>
          <p>{t('deposit.next.launch')}</p>
          {openPage}
        </>
      );
    case 'CRYPTO':
      return (
        <>
          <p>{t('deposit.next.crypto', { amount, coin: deposit.bankType })}</p>
          <dl className="deposit-details">
            <dt>{t('deposit.next.address', { coin: deposit.bankType })}</dt>
            <dd>
              <code className="deposit-address">{deposit.walletAddress}</code>
            </dd>
          </dl>
          <p>{t('deposit.next.cryptoPage')}</p>
          {openPage}
        </>
      );
    case 'MANUAL_TRANSFER':
      return (
        <>
          <p>{t('deposit.next.manual', { amount, payee: deposit.payeeName ?? '' })}</p>
          {deposit.account ? (
            <dl className="deposit-details">
              <dt>{t('deposit.next.bank')}</dt>
              <dd translate="no">{deposit.account.bankName}</dd>
              <dt>{t('deposit.next.accountName')}</dt>
              <dd>{deposit.account.accountName}</dd>
              <dt>{t('deposit.next.accountNumber')}</dt>
              <dd>{deposit.account.accountNumber}</dd>
              <dt>{t('deposit.next.reference')}</dt>
              <dd>{refName}</dd>
            </dl>
          ) : null}
        </>
      );
  }
}
