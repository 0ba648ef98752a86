import { Form, useActionData, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { FormError, FormField } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import type { WithdrawPageQuery } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { Money } from '#app/kernel/money/Money';
import { PROOF_ACCEPT } from './proof';
import { notReceivedSchema, type WithdrawActionData } from './withdraw.schema';

type Awaiting = WithdrawPageQuery['withdrawalsAwaitingReceipt'];
type AwaitingItem = NonNullable<Awaiting>['items'][number];

/**
 * Paid withdrawals waiting for the member's answer (spec: received, not received with a proof
 * image, or all received; unanswered within the brand's minutes counts as received).
 */
export function ReceiptConfirmation({ awaiting }: { awaiting: Awaiting }) {
  const { t } = useTranslation();
  const answer = useActionData<WithdrawActionData>();
  const busy = useNavigation().state === 'submitting';
  if (awaiting === null) return <SectionError what={t('withdraw.receipt.title')} />;
  if (awaiting.items.length === 0) return null;
  const general = answer && (answer.intent === 'received' || answer.intent === 'allReceived') ? (answer.result.error?.[''] ?? null) : null;
  return (
    <section aria-labelledby="receipt-title" className="receipt-confirmation">
      <h2 id="receipt-title">{t('withdraw.receipt.title')}</h2>
      <p>{t('withdraw.receipt.intro', { minutes: awaiting.minutes })}</p>
      <FormError problem={general} />
      <Form method="post">
        <input type="hidden" name="intent" value="allReceived" />
        <button type="submit" className="button" disabled={busy}>
          {t('withdraw.receipt.allReceived')}
        </button>
      </Form>
      <ul className="receipt-list">
        {awaiting.items.map((item) => (
          <li key={item.id}>
            <AwaitingWithdrawal item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function AwaitingWithdrawal({ item }: { item: AwaitingItem }) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const titleId = `receipt-${item.id}-title`;
  return (
    <article aria-labelledby={titleId} className="receipt-item">
      <h3 id={titleId}>
        {t('withdraw.receipt.itemTitle', { id: item.id })} <Money minor={item.amount} />
      </h3>
      <p>
        {item.card ? `${t('withdraw.cardLabel', item.card)}. ` : null}
        {item.decidedAt ? (
          <>
            {t('withdraw.receipt.paidAt')} <LocalTime ms={item.decidedAt} locale={i18n.language} />.{' '}
          </>
        ) : null}
        {item.receiptDeadline ? (
          <>
            {t('withdraw.receipt.deadline')} <LocalTime ms={item.receiptDeadline} locale={i18n.language} />.
          </>
        ) : null}
      </p>
      <Form method="post">
        <input type="hidden" name="intent" value="received" />
        <input type="hidden" name="withdrawalId" value={item.id} />
        <button type="submit" className="button" disabled={busy} aria-describedby={titleId}>
          {t('withdraw.receipt.received')}
        </button>
      </Form>
      <NotReceivedForm id={item.id} titleId={titleId} />
    </article>
  );
}

/** "Not received" with the proof image: a multipart form that works without JavaScript; type and size are checked here first. */
function NotReceivedForm({ id, titleId }: { id: string; titleId: string }) {
  const { t } = useTranslation();
  const answer = useActionData<WithdrawActionData>();
  const busy = useNavigation().state === 'submitting';
  const mine = answer?.intent === 'notReceived' && answer.withdrawalId === id ? answer.result : null;
  const [form, fields] = useValidatedForm(notReceivedSchema, mine, { id: `not-received-${id}` });
  return (
    <Form method="post" encType="multipart/form-data" className="auth-form" {...getFormProps(form)}>
      <FormError problem={form.errors} />
      <input type="hidden" name="intent" value="notReceived" />
      <input type="hidden" name="withdrawalId" value={id} />
      <FormField
        id={`proof-${id}`}
        name="proof"
        type="file"
        accept={PROOF_ACCEPT}
        label={t('withdraw.receipt.proof')}
        hint="withdraw.receipt.proofHint"
        problem={fields.proof.errors}
        required
      />
      <button type="submit" className="button button--ghost" disabled={busy} aria-describedby={titleId}>
        {t('withdraw.receipt.notReceived')}
      </button>
    </Form>
  );
}
