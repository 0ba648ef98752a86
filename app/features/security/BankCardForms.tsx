import { Form, useNavigation } from '@remix-run/react';
import { getFormProps } from '@conform-to/react';
import { FormError, FormField } from '#app/components/FormField';
import { LocalTime } from '#app/components/LocalTime';
import { SmallTable } from '#app/components/data-table/SmallTable';
import { useFormSchema, useValidatedForm } from '#app/components/forms/use-validated-form';
import { useTranslation } from '#app/i18n/react';
import type { SecurityCentrePageQuery } from '#app/graphql/generated/graphql';
import { formAction, useFormAnswer } from './action-data';
import { addBankCardSchema, removeBankCardSchema } from './security.schema';
import { PaymentPasswordField } from './PaymentPasswordField';
import { SelectField } from '#app/components/SelectField';

type Cards = NonNullable<NonNullable<SecurityCentrePageQuery['securityCentre']>['bankCards']>;

/** The member's cards (masked), the form to add one (up to the brand's limit) and the one to remove one. */
export function BankCards({ cards, hasPaymentPassword }: { cards: Cards; hasPaymentPassword: boolean }) {
  const { t, i18n } = useTranslation();
  const full = cards.cards.length >= cards.limit;
  return (
    <>
      <p>{t('security.cards.count', { held: cards.cards.length, limit: cards.limit })}</p>
      {cards.cards.length ? (
        <SmallTable
          labelledBy="cards-title"
          rowHeader
          rows={cards.cards}
          rowKey={(card) => card.id}
          columns={[
            { id: 'bank', header: t('security.cards.bank'), value: (card) => card.bankName, names: true },
            { id: 'number', header: t('security.cards.number'), value: (card) => card.maskedNumber },
            { id: 'name', header: t('security.cards.name'), value: (card) => card.accountName, names: true },
            { id: 'added', header: t('security.cards.added'), show: (card) => <LocalTime ms={card.addedAt} locale={i18n.language} /> },
          ]}
        />
      ) : (
        <p>{t('security.cards.none')}</p>
      )}
      {!hasPaymentPassword ? (
        <p role="note">{t('security.cards.needsPaymentPassword')}</p>
      ) : (
        <>
          {full ? <p role="note">{t('security.cards.full', { limit: cards.limit })}</p> : <AddBankCardForm cards={cards} />}
          {cards.cards.length ? <RemoveBankCardForm cards={cards} /> : null}
        </>
      )}
    </>
  );
}

function AddBankCardForm({ cards }: { cards: Cards }) {
  const { t } = useTranslation();
  const busy = useNavigation().formAction === formAction('addCard');
  const answer = useFormAnswer('addCard');
  const schema = useFormSchema(() => addBankCardSchema({ banks: cards.banks, realName: cards.realName ?? null }), [cards.banks, cards.realName]);
  const [form, fields] = useValidatedForm(schema, answer?.result, { id: 'add-card-form' });
  return (
    <Form method="post" action={formAction('addCard')} className="security-form" {...getFormProps(form)} aria-labelledby="add-card-title">
      <h3 id="add-card-title">{t('security.cards.addTitle')}</h3>
      <FormError problem={form.errors} />
      <SelectField
        id="add-card-bankName"
        name="bankName"
        label={t('security.cards.bank')}
        requiredMark
        options={cards.banks.map((bank) => ({ value: bank, label: bank }))}
        placeholder={t('security.choose')}
        defaultValue={fields.bankName.initialValue ?? ''}
        problem={fields.bankName.errors}
      />
      <FormField
        id="add-card-accountNumber"
        name="accountNumber"
        label={t('security.cards.number')}
        requiredMark
        inputMode="numeric"
        autoComplete="off"
        maxLength={40}
        defaultValue={fields.accountNumber.initialValue}
        problem={fields.accountNumber.errors}
      />
      <FormField
        id="add-card-accountName"
        name="accountName"
        label={t('security.cards.name')}
        requiredMark
        autoComplete="name"
        maxLength={50}
        defaultValue={fields.accountName.initialValue ?? cards.realName ?? ''}
        problem={fields.accountName.errors}
        hint={cards.realName ? 'security.cards.nameHint' : 'security.cards.nameSetsRealName'}
      />
      <PaymentPasswordField id="add-card-paymentPassword" problem={fields.paymentPassword.errors} />
      <button type="submit" className="button" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('security.cards.addSubmit')}
      </button>
    </Form>
  );
}

function RemoveBankCardForm({ cards }: { cards: Cards }) {
  const { t } = useTranslation();
  const busy = useNavigation().formAction === formAction('removeCard');
  const answer = useFormAnswer('removeCard');
  const [form, fields] = useValidatedForm(removeBankCardSchema, answer?.result, { id: 'remove-card-form' });
  return (
    <Form method="post" action={formAction('removeCard')} className="security-form" {...getFormProps(form)} aria-labelledby="remove-card-title">
      <h3 id="remove-card-title">{t('security.cards.removeTitle')}</h3>
      <FormError problem={form.errors} />
      <SelectField
        id="remove-card-cardId"
        name="cardId"
        label={t('security.cards.card')}
        options={cards.cards.map((card) => ({ value: card.id, label: `${card.bankName} ${card.maskedNumber}` }))}
        names
        placeholder={t('security.choose')}
        defaultValue={fields.cardId.initialValue ?? ''}
        problem={fields.cardId.errors}
      />
      <PaymentPasswordField id="remove-card-paymentPassword" problem={fields.paymentPassword.errors} />
      <button type="submit" className="button button--ghost" disabled={busy} aria-busy={busy}>
        {busy ? t('common.loading') : t('security.cards.removeSubmit')}
      </button>
    </Form>
  );
}
