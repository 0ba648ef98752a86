import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { useMemo } from 'react';
import { FormError } from '#app/components/FormField';
import { readProblem } from '#app/components/forms/problem';
import { useValidatedForm } from '#app/components/forms/use-validated-form';
import type { WithdrawPageQuery } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { Money } from '#app/kernel/money/Money';
import { MoneyField } from '#app/kernel/money/MoneyField';
import { PaymentPasswordField } from '#app/features/security/PaymentPasswordField';
import { withdrawSchema, type WithdrawActionData } from './withdraw.schema';
import { href } from '#app/kernel/href';

export type WithdrawSettings = NonNullable<WithdrawPageQuery['withdrawSettings']>;

/** What the member may withdraw now: the balance, the limits and the requests left today. */
export function WithdrawSummary({ settings }: { settings: WithdrawSettings }) {
  const { t } = useTranslation();
  return (
    <dl className="summary-list">
      <div>
        <dt>{t('withdraw.available')}</dt>
        <dd>
          <Money minor={settings.available} />
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.limits')}</dt>
        <dd>
          <Money minor={settings.minAmount} /> – <Money minor={settings.maxAmount} />
        </dd>
      </div>
      <div>
        <dt>{t('withdraw.remainingToday')}</dt>
        <dd>{t('withdraw.remainingOf', { remaining: settings.remainingToday, count: settings.dailyCount })}</dd>
      </div>
      {settings.held > 0 ? (
        <div>
          <dt>{t('withdraw.held')}</dt>
          <dd>
            <Money minor={settings.held} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * The request: a bank card, the amount (the brand's limits, at most the balance) and the payment
 * password. Without a payment password or a card it says where to set one instead.
 */
export function WithdrawForm({ settings, requestId }: { settings: WithdrawSettings; requestId: string }) {
  const { t } = useTranslation();
  if (!settings.paymentPasswordSet) {
    return (
      <p role="note" className="notice">
        {t('withdraw.noPaymentPassword')} <Link to={href('/member/securityCenter', { hash: 'payment' })}>{t('withdraw.setPaymentPassword')}</Link>
      </p>
    );
  }
  if (settings.bankCards.length === 0) {
    return (
      <p role="note" className="notice">
        {t('withdraw.noCards')} <Link to={href('/member/securityCenter', { hash: 'cards' })}>{t('withdraw.addCard')}</Link>
      </p>
    );
  }
  if (settings.remainingToday === 0) return <p className="notice">{t('withdraw.noneLeftToday', { count: settings.dailyCount })}</p>;
  if (settings.available < settings.minAmount) return <p className="notice">{t('withdraw.belowMinimum')}</p>;
  return <RequestForm settings={settings} requestId={requestId} />;
}

function RequestForm({ settings, requestId }: { settings: WithdrawSettings; requestId: string }) {
  const { t, i18n } = useTranslation();
  const answer = useActionData<WithdrawActionData>();
  const busy = useNavigation().state === 'submitting';
  const max = Math.min(settings.maxAmount, settings.available);
  const schema = useMemo(() => withdrawSchema({ min: settings.minAmount, max, locale: i18n.language }), [settings.minAmount, max, i18n.language]);
  const [form, fields] = useValidatedForm(schema, answer?.intent === 'withdraw' ? answer.result : null, { id: 'withdraw-form' });
  const cardProblem = fields.cardId.errors?.length ? readProblem(fields.cardId.errors[0]!) : null;
  const chosen = fields.cardId.initialValue ?? (settings.bankCards.length === 1 ? settings.bankCards[0]!.id : undefined);
  return (
    <Form method="post" className="auth-form" {...getFormProps(form)}>
      <h2 id="withdraw-form-title">{t('withdraw.formTitle')}</h2>
      <FormError problem={form.errors} />
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="requestId" value={requestId} />
      <fieldset aria-describedby={cardProblem ? 'withdraw-card-error' : undefined} aria-invalid={cardProblem ? true : undefined}>
        <legend>{t('withdraw.card')}</legend>
        {settings.bankCards.map((card) => (
          <div key={card.id} className="field field--inline">
            <input type="radio" id={`withdraw-card-${card.id}`} name="cardId" value={card.id} defaultChecked={chosen === card.id} required />
            <label htmlFor={`withdraw-card-${card.id}`} translate="no">
              {t('withdraw.cardLabel', card)}
            </label>
          </div>
        ))}
        {cardProblem ? (
          <p id="withdraw-card-error" className="field-error">
            {t(cardProblem.key, cardProblem.params)}
          </p>
        ) : null}
        <p className="muted">
          <Link to={href('/member/securityCenter', { hash: 'cards' })}>{t('withdraw.manageCards')}</Link>
        </p>
      </fieldset>
      <MoneyField
        id="withdraw-amount"
        name="amount"
        label={t('withdraw.amount')}
        min={settings.minAmount}
        max={max}
        error={fields.amount.errors?.[0] ?? null}
        defaultValue={fields.amount.initialValue ?? null}
      />
      <PaymentPasswordField id="withdraw-payment-password" problem={fields.paymentPassword.errors} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('withdraw.submit')}
      </button>
    </Form>
  );
}
