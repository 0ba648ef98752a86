import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type LinksFunction } from '@remix-run/cloudflare';
import { Link, useLoaderData } from '@remix-run/react';
import { LocalTime } from '#app/components/LocalTime';
import { SectionError } from '#app/components/SectionError';
import { parseForm } from '#app/components/forms/parse.server';
import { Avatar } from '#app/features/shell/Avatar';
import { useMemberCentre } from '#app/kernel/use-member-centre';
import { DONE, SECURITY_FORMS, type Done, type SecurityActionData, type SecurityForm } from './action-data';
import { BankCards } from './BankCardForms';
import { EmailForm, MobileForm } from './ContactForms';
import { ChangePaymentPasswordForm, ResetPaymentPasswordForm, SetPaymentPasswordForm } from './PaymentPasswordForms';
import { ProfileForm } from './ProfileForm';
import {
  addBankCardSchema,
  bindEmailSchema,
  bindMobileSchema,
  changePaymentPasswordSchema,
  paymentRuleOf,
  profileSchema,
  removeBankCardSchema,
  resetPaymentPasswordSchema,
  setPaymentPasswordSchema,
} from './security.schema';
import {
  AddBankCardMutation,
  BindContactMutation,
  ChangePaymentPasswordMutation,
  RemoveBankCardMutation,
  ResetPaymentPasswordMutation,
  SecurityCentrePageQuery,
  SendContactCodeMutation,
  SendPaymentPasswordCodeMutation,
  SetPaymentPasswordMutation,
  UpdateProfileMutation,
} from './security.queries.server';
import { Money } from '#app/kernel/money/Money';
import type { IncomeSource, SecurityCentrePageQuery as PageData } from '#app/graphql/generated/graphql';
import { replyWithUserErrors, type MessageOverrides } from '#app/graphql/user-errors';
import { useTranslation } from '#app/i18n/react';
import { guardAction } from '#app/kernel/guards.server';
import securityStyles from './security.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: securityStyles }];

/** The security centre (the member centre's default page). The layout guards it. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const answer = await context.graphql(SecurityCentrePageQuery);
  const done = new URL(request.url).searchParams.get('done');
  const finished = (DONE as readonly string[]).includes(done ?? '') ? (done as Done) : null;
  return {
    centre: answer.data?.securityCentre ?? null,
    paymentRule: paymentRuleOf(answer.data?.registerFields),
    mobileRule: answer.data?.registerFields?.find((rule) => rule.field === 'mobileNum') ?? null,
    done: finished,
    // After a form went through (its redirect says `done`), every form starts afresh with the values
    // now stored; a refused post keeps 'forms', and conform brings back what was typed.
    formsKey: finished ? `${finished}:${Date.now()}` : 'forms',
  };
}

const PASSWORDS = ['loginPassword', 'oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword', 'paymentPassword'];

/** Wording for refusals where the catalogue's general message says too little. */
const OVERRIDES: MessageOverrides = {
  'TAKEN:mobileNum': 'security.errors.mobileTaken',
  'TAKEN:email': 'security.errors.emailTaken',
  'TAKEN:accountNumber': 'security.errors.cardTaken',
  'INVALID_INPUT:realName': 'security.errors.realNameLocked',
  'INVALID_INPUT:birthday': 'security.errors.birthdayAge',
  'INVALID_INPUT:channel': 'security.errors.channelNotBound',
  'INVALID_INPUT:nationality': 'security.errors.choose',
  'INVALID_INPUT:incomeSource': 'security.errors.choose',
  'INVALID_INPUT:bankName': 'security.errors.choose',
  'PATTERN:nickname': 'security.errors.nickname',
  'PATTERN:realName': 'security.errors.realName',
  'PATTERN:accountName': 'security.errors.realName',
  'PATTERN:birthday': 'security.errors.birthdayFormat',
  'PATTERN:zalo': 'security.errors.zalo',
  'PATTERN:telegram': 'security.errors.telegram',
  'PATTERN:accountNumber': 'security.errors.accountNumber',
  'OLD_PASSWORD_WRONG:loginPassword': 'security.errors.loginPasswordWrong',
  STATE_CONFLICT: 'security.errors.paymentPasswordSet',
  NOT_FOUND: 'security.errors.cardNotFound',
};

/** The reset form's one state conflict: the contacts changed within the last 24 hours. */
const RESET_OVERRIDES: MessageOverrides = { ...OVERRIDES, STATE_CONFLICT: 'security.errors.resetCooldown' };

function formOf(request: Request): SecurityForm | null {
  const form = new URL(request.url).searchParams.get('form');
  return (SECURITY_FORMS as readonly string[]).includes(form ?? '') ? (form as SecurityForm) : null;
}

const done = (what: Done, section: string) => redirect(`/member/securityCenter?done=${what}#${section}`, 303);

export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const form = formOf(request);
  if (!form) throw new Response('Unknown form', { status: 400 });
  const page = await context.graphql(SecurityCentrePageQuery);
  const centre = page.data?.securityCentre;
  if (!centre) throw new Response('The security centre is not available', { status: 503 });
  const paymentRule = paymentRuleOf(page.data?.registerFields);
  const answer = (result: SecurityActionData['result'], extra: Partial<SecurityActionData> = {}, status = 400) =>
    data<SecurityActionData>({ form, result, ...extra }, { status });
  const refused = (
    submission: Parameters<typeof replyWithUserErrors>[0],
    outcome: Parameters<typeof replyWithUserErrors>[1],
    fields: string[],
    overrides: MessageOverrides = OVERRIDES,
  ) => answer(replyWithUserErrors(submission, outcome, { fields, overrides, hideFields: PASSWORDS }), {}, outcome ? 400 : 502);

  switch (form) {
    case 'profile': {
      const schema = profileSchema(centre.profileFields, { realNameLocked: centre.realNameLocked, nationalities: centre.nationalities });
      const submission = await parseForm(request, schema);
      if (submission.status !== 'success') return answer(submission.reply());
      const editable = Object.keys(schema.shape);
      const value = submission.value as Record<string, string | undefined>;
      const { incomeSource, ...rest } = Object.fromEntries(editable.map((field) => [field, value[field] ?? '']));
      // Every field shown is sent (empty clears it); the locked real name is not a field.
      const input = { ...rest, incomeSource: incomeSource ? (incomeSource as IncomeSource) : null };
      const { data: answered } = await context.graphql(UpdateProfileMutation, { input });
      if (answered?.updateProfile.ok) return done('profile', 'profile');
      return refused(submission, answered?.updateProfile, editable);
    }
    case 'mobile': {
      const mobileRule = page.data?.registerFields?.find((rule) => rule.field === 'mobileNum') ?? null;
      const submission = await parseForm(request, bindMobileSchema(mobileRule));
      if (submission.status !== 'success') return answer(submission.reply({ hideFields: PASSWORDS }));
      const { intent, countryDialingCode = '', mobileNum = '', verificationCode = '', loginPassword = '' } = submission.value;
      if (intent === 'sendCode') {
        const { data: sent } = await context.graphql(SendContactCodeMutation, { input: { channel: 'SMS', countryDialingCode, mobileNum } });
        const outcome = sent?.sendContactCode;
        if (outcome?.ok) return answer(submission.reply({ hideFields: PASSWORDS }), { sent: { seconds: (outcome.expiredMinutes ?? 1) * 60 } }, 200);
        return refused(submission, outcome, ['countryDialingCode', 'mobileNum']);
      }
      const { data: bound } = await context.graphql(BindContactMutation, {
        input: { channel: 'SMS', countryDialingCode, mobileNum, verificationCode, loginPassword },
      });
      if (bound?.bindContact.ok) return done('mobile', 'contacts');
      return refused(submission, bound?.bindContact, ['countryDialingCode', 'mobileNum', 'verificationCode', 'loginPassword']);
    }
    case 'email': {
      const submission = await parseForm(request, bindEmailSchema());
      if (submission.status !== 'success') return answer(submission.reply({ hideFields: PASSWORDS }));
      const { intent, email = '', verificationCode = '', loginPassword = '' } = submission.value;
      if (intent === 'sendCode') {
        const { data: sent } = await context.graphql(SendContactCodeMutation, { input: { channel: 'EMAIL', email } });
        const outcome = sent?.sendContactCode;
        if (outcome?.ok) return answer(submission.reply({ hideFields: PASSWORDS }), { sent: { seconds: (outcome.expiredMinutes ?? 1) * 60 } }, 200);
        return refused(submission, outcome, ['email']);
      }
      const { data: bound } = await context.graphql(BindContactMutation, { input: { channel: 'EMAIL', email, verificationCode, loginPassword } });
      if (bound?.bindContact.ok) return done('email', 'contacts');
      return refused(submission, bound?.bindContact, ['email', 'verificationCode', 'loginPassword']);
    }
    case 'setPayment': {
      const submission = await parseForm(request, setPaymentPasswordSchema(paymentRule));
      if (submission.status !== 'success') return answer(submission.reply({ hideFields: PASSWORDS }));
      const { loginPassword, newPaymentPassword = '', confirmPaymentPassword = '' } = submission.value;
      const { data: answered } = await context.graphql(SetPaymentPasswordMutation, { input: { loginPassword, newPaymentPassword, confirmPaymentPassword } });
      if (answered?.setPaymentPassword.ok) return done('paymentSet', 'payment');
      return refused(submission, answered?.setPaymentPassword, ['loginPassword', 'newPaymentPassword', 'confirmPaymentPassword']);
    }
    case 'changePayment': {
      const submission = await parseForm(request, changePaymentPasswordSchema(paymentRule));
      if (submission.status !== 'success') return answer(submission.reply({ hideFields: PASSWORDS }));
      const { oldPaymentPassword, newPaymentPassword = '', confirmPaymentPassword = '' } = submission.value;
      const { data: answered } = await context.graphql(ChangePaymentPasswordMutation, {
        input: { oldPaymentPassword, newPaymentPassword, confirmPaymentPassword },
      });
      if (answered?.changePaymentPassword.ok) return done('paymentChanged', 'payment');
      return refused(submission, answered?.changePaymentPassword, ['oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword']);
    }
    case 'resetPayment': {
      const submission = await parseForm(request, resetPaymentPasswordSchema(paymentRule));
      if (submission.status !== 'success') return answer(submission.reply({ hideFields: PASSWORDS }));
      const { intent, channel, verificationCode = '', newPaymentPassword = '', confirmPaymentPassword = '' } = submission.value;
      if (intent === 'sendCode') {
        const { data: sent } = await context.graphql(SendPaymentPasswordCodeMutation, { channel });
        const outcome = sent?.sendPaymentPasswordCode;
        if (outcome?.ok) return answer(submission.reply({ hideFields: PASSWORDS }), { sent: { seconds: (outcome.expiredMinutes ?? 1) * 60 } }, 200);
        return refused(submission, outcome, ['channel'], RESET_OVERRIDES);
      }
      const { data: answered } = await context.graphql(ResetPaymentPasswordMutation, {
        input: { channel, verificationCode, newPaymentPassword, confirmPaymentPassword },
      });
      if (answered?.resetPaymentPassword.ok) return done('paymentReset', 'payment');
      return refused(
        submission,
        answered?.resetPaymentPassword,
        ['channel', 'verificationCode', 'newPaymentPassword', 'confirmPaymentPassword'],
        RESET_OVERRIDES,
      );
    }
    case 'addCard': {
      const cards = centre.bankCards;
      const submission = await parseForm(request, addBankCardSchema({ banks: cards?.banks ?? [], realName: cards?.realName ?? null }));
      if (submission.status !== 'success') return answer(submission.reply({ hideFields: PASSWORDS }));
      const { data: answered } = await context.graphql(AddBankCardMutation, { input: submission.value });
      if (answered?.addBankCard.ok) return done('cardAdded', 'cards');
      return refused(submission, answered?.addBankCard, ['bankName', 'accountNumber', 'accountName', 'paymentPassword']);
    }
    case 'removeCard': {
      const submission = await parseForm(request, removeBankCardSchema);
      if (submission.status !== 'success') return answer(submission.reply({ hideFields: PASSWORDS }));
      const { data: answered } = await context.graphql(RemoveBankCardMutation, { input: submission.value });
      if (answered?.removeBankCard.ok) return done('cardRemoved', 'cards');
      return refused(submission, answered?.removeBankCard, ['cardId', 'paymentPassword']);
    }
  }
});

/** The old "my account" facts: who is logged in, since when, and the main wallet's balance (the header shows the total). */
function Overview() {
  const centre = useMemberCentre();
  const { t, i18n } = useTranslation();
  if (!centre) return null;
  const { member, balance } = centre;
  const rows: [string, React.ReactNode][] = [
    ['login.username', member.account],
    ['account.type', t(member.isAgent ? 'account.types.agent' : 'account.types.member')],
    ['account.registeredAt', member.registeredAt ? <LocalTime ms={member.registeredAt} locale={i18n.language} /> : '—'],
    ['account.previousLogin', member.previousLoginTime ? <LocalTime ms={member.previousLoginTime} locale={i18n.language} /> : t('account.firstLogin')],
    ['wallet.mainBalance', balance === null ? t('wallet.unavailable') : <Money minor={balance} />],
  ];
  return (
    <section aria-labelledby="overview-title" className="my-account">
      <div className="my-account__head">
        <Avatar src={member.avatarUrl} size={64} />
        <h2 id="overview-title">{t('account.myAccount')}</h2>
      </div>
      <dl className="my-account__facts">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{t(label)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Sections({
  centre,
  paymentRule,
  mobileRule,
}: {
  centre: NonNullable<PageData['securityCentre']>;
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
          <Link className="button button--ghost" to="/change-password">
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

export default function SecurityCentrePage() {
  const { centre, paymentRule, mobileRule, done: finished, formsKey } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="security-centre">
      <h1>{t('account.securityCenter')}</h1>
      {finished ? (
        <p role="status" className="notice">
          {t(`security.done.${finished}`)}
        </p>
      ) : null}
      <Overview />
      {centre ? (
        <Sections key={formsKey} centre={centre} paymentRule={paymentRule} mobileRule={mobileRule} />
      ) : (
        <SectionError what={t('account.securityCenter')} />
      )}
    </div>
  );
}
