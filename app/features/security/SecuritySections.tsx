import { Link } from '@remix-run/react';
import { SectionError } from '#app/components/SectionError';
import type { SecurityCentrePageQuery } from '#app/graphql/generated/graphql';
import { useTranslation } from '#app/i18n/react';
import { BankCards } from './BankCardForms';
import { EmailForm, MobileForm } from './ContactForms';
import { ChangePaymentPasswordForm, ResetPaymentPasswordForm, SetPaymentPasswordForm } from './PaymentPasswordForms';
import { ProfileForm } from './ProfileForm';
import type { paymentRuleOf } from './security.schema';
import { href } from '#app/kernel/href';

/** The centre's sections, each with its forms: profile, contacts, login password, payment password, bank cards. */
export function SecuritySections({
  centre,
  paymentRule,
  mobileRule,
}: {
  centre: NonNullable<SecurityCentrePageQuery['securityCentre']>;
  paymentRule: ReturnType<typeof paymentRuleOf>;
  mobileRule: Parameters<typeof MobileForm>[0]['mobileRule'];
}) {
  const { t } = useTranslation();
  const channels = [...(centre.mobile ? (['SMS'] as const) : []), ...(centre.email ? (['EMAIL'] as const) : [])];
  return (
    <>
      <section id="profile" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('security.profile.title')}</h2>
        <ProfileForm centre={centre} />
      </section>
      <section id="contacts" aria-labelledby="contacts-title">
        <h2 id="contacts-title">{t('security.contacts.title')}</h2>
        <MobileForm current={centre.mobile ?? null} countryDialingCode={centre.countryDialingCode ?? null} mobileRule={mobileRule} />
        <EmailForm current={centre.email ?? null} />
      </section>
      <section id="login-password" aria-labelledby="login-password-title">
        <h2 id="login-password-title">{t('security.loginPassword.title')}</h2>
        <p>{t('security.loginPassword.intro')}</p>
        <p>
          <Link className="button button--ghost" to={href('/change-password')}>
            {t('login.changePasswordTitle')}
          </Link>
        </p>
      </section>
      <section id="payment" aria-labelledby="payment-title">
        <h2 id="payment-title">{t('security.payment.title')}</h2>
        <p>{t(centre.hasPaymentPassword ? 'security.payment.isSet' : 'security.payment.notSet')}</p>
        {centre.hasPaymentPassword ? (
          <>
            <ChangePaymentPasswordForm rule={paymentRule} />
            <ResetPaymentPasswordForm rule={paymentRule} channels={channels} />
          </>
        ) : (
          <SetPaymentPasswordForm rule={paymentRule} />
        )}
      </section>
      <section id="cards" aria-labelledby="cards-title">
        <h2 id="cards-title">{t('security.cards.title')}</h2>
        {centre.bankCards ? (
          <BankCards cards={centre.bankCards} hasPaymentPassword={centre.hasPaymentPassword} />
        ) : (
          <SectionError what={t('security.cards.title')} />
        )}
      </section>
    </>
  );
}
