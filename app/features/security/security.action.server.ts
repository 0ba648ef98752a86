import { data, redirect, type ActionFunctionArgs } from '@remix-run/cloudflare';
import { parseForm } from '#app/components/forms/parse.server';
import type { IncomeSource } from '#app/graphql/generated/graphql';
import { replyWithUserErrors, type MessageOverrides } from '#app/graphql/user-errors';
import { guardAction } from '#app/kernel/guards.server';
import { securityFormOf, type Done, type SecurityActionData } from './action-data';
import { OVERRIDES, RESET_OVERRIDES } from './refusal-messages';
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
import { href } from '#app/kernel/href';

const PASSWORDS = ['loginPassword', 'oldPaymentPassword', 'newPaymentPassword', 'confirmPaymentPassword', 'paymentPassword'];

const done = (what: Done, section: string) => redirect(href('/member/securityCenter', { search: { done: what }, hash: section }), 303);

/** One form's post (`?form=`): a code sent, a change made (then the page again, saying so, at the form's section), or the form's refusal. */
export const action = guardAction(async ({ request, context }: ActionFunctionArgs) => {
  const form = securityFormOf(new URL(request.url).searchParams.get('form'));
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
