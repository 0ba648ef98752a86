import { Form, Link, useActionData, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { FormError } from '#app/components/FormField';
import { readProblem } from '#app/components/forms/problem';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import type { WithdrawPageQuery } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { Money, useCurrencySymbol } from '#app/kernel/money/Money';
import { formatMoney } from '#app/kernel/money/money';
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
      {settings.bonus > 0 || settings.activeBonus ? (
        <div>
          <dt>{t('withdraw.bonus.held')}</dt>
          <dd>
            <Money minor={settings.bonus} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

/**
 * Why the bonus is not in what may be withdrawn (docs/decisions/067): it becomes cash when its
 * turnover is met, and a withdrawal before then forfeits it. Said before the form, in figures.
 */
export function WithdrawBonusNote({ settings }: { settings: WithdrawSettings }) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const bonus = settings.activeBonus;
  if (!bonus) return null;
  const money = (minor: number) => formatMoney(minor, symbol, i18n.language);
  return (
    <p className="notice" id="withdraw-bonus-note">
      {t('withdraw.bonus.why', { bonus: money(settings.bonus), left: money(bonus.turnoverLeft), required: money(bonus.turnoverRequired) })}{' '}
      <Link to={href('/member/bonusDetails')}>{t('withdraw.bonus.details')}</Link>
    </p>
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
  const bonusActive = Boolean(settings.activeBonus);
  const schema = useFormSchema(
    () => withdrawSchema({ min: settings.minAmount, max, locale: i18n.language }, bonusActive),
    [settings.minAmount, max, i18n.language, bonusActive],
  );
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
      {settings.activeBonus ? <ForfeitConfirmation settings={settings} problem={fields.forfeitBonus.errors ?? null} /> : null}
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {t('withdraw.submit')}
      </button>
    </Form>
  );
}

/**
 * The member's consent to forfeit the active bonus with this withdrawal, stating the amount they
 * give up (docs/decisions/067); the platform refuses the withdrawal without it.
 */
function ForfeitConfirmation({ settings, problem: errors }: { settings: WithdrawSettings; problem: string[] | null }) {
  const { t, i18n } = useTranslation();
  const symbol = useCurrencySymbol();
  const shown = errors?.length ? readProblem(errors[0]!) : null;
  const bonus = formatMoney(settings.bonus, symbol, i18n.language);
  return (
    <div className="field field--inline">
      <input
        type="checkbox"
        id="withdraw-forfeit-bonus"
        name="forfeitBonus"
        value={settings.activeBonus?.id ?? ''}
        required
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? 'withdraw-forfeit-error' : 'withdraw-bonus-note'}
      />
      <label htmlFor="withdraw-forfeit-bonus">{t('withdraw.bonus.confirm', { bonus })}</label>
      {shown ? (
        <p id="withdraw-forfeit-error" className="field-error">
          {t(shown.key, shown.params)}
        </p>
      ) : null}
    </div>
  );
}
