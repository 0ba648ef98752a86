/** The security centre's answers (docs/platform-protocol.md "Security centre", our definition). */
import * as z from 'zod';
import { memberRead, memberWrite, sealedMemberWrite, type EndpointDef } from '../endpoint-row';
import { amount, id, timestamp } from './common';
import { codeSentSchema } from './session';

const text = z.string().nullable();

/** The member's contacts, masked: in the profile, and the answer of POST /wps/member/contact (a bind). */
export const contactsSchema = z.lazy(() => z.object({ countryDialingCode: text, mobileNum: text, email: text }));

/** GET and PUT /wps/member/profile. */
export const profileViewSchema = z.lazy(() =>
  z.object({
    profile: z.object({
      nickname: text,
      realName: text,
      birthday: text,
      address: text,
      nationality: text,
      occupation: text,
      incomeSource: text,
      zalo: text,
      telegram: text,
    }),
    fields: z.array(z.object({ field: z.string(), required: z.boolean() })),
    realNameLocked: z.boolean(),
    options: z.object({ nationality: z.array(z.string()), incomeSource: z.array(z.string()) }),
    contacts: contactsSchema,
    hasPaymentPassword: z.boolean(),
    /** The most the brand's Zalo bonus gives, while it shows the Zalo field (our definition; a platform without it offers none). */
    zaloBonusMax: amount.nullish(),
  }),
);
export type ProfileViewDto = z.infer<typeof profileViewSchema>;

/** Setting, changing or resetting the payment password: the member has one now. */
export const paymentPasswordSetSchema = z.lazy(() => z.object({ hasPaymentPassword: z.literal(true) }));

/** GET /wps/member/bank-cards and the answers of adding or removing one. */
export const bankCardsSchema = z.lazy(() =>
  z.object({
    list: z.array(z.object({ cardId: id, bankName: z.string(), maskedNumber: z.string(), accountName: z.string(), createdAt: timestamp })),
    limit: z.number().int().positive(),
    banks: z.array(z.string()),
    realName: text,
  }),
);
export type BankCardsDto = z.infer<typeof bankCardsSchema>;

/** The security centre's rows of the endpoint table (endpoints.ts): our definition (docs/platform-protocol.md "Security centre"). */
export const securityEndpoints = {
  memberProfile: memberRead('/wps/member/profile', 'COMM3', profileViewSchema),
  updateMemberProfile: memberWrite('/wps/member/profile', 'COMM3', profileViewSchema, { method: 'PUT' }),
  contactCode: memberWrite('/wps/member/contact/code', 'COMM3', codeSentSchema),
  bindContact: sealedMemberWrite('/wps/member/contact', 'COMM3', contactsSchema),
  setPaymentPassword: sealedMemberWrite('/wps/member/payment-password', 'PWD3', paymentPasswordSetSchema),
  changePaymentPassword: sealedMemberWrite('/wps/member/payment-password', 'PWD3', paymentPasswordSetSchema, { method: 'PUT' }),
  paymentPasswordCode: memberWrite('/wps/member/payment-password/code', 'PWD3', codeSentSchema),
  resetPaymentPassword: sealedMemberWrite('/wps/member/payment-password/reset', 'PWD3', paymentPasswordSetSchema),
  bankCards: memberRead('/wps/member/bank-cards', 'COMM3', bankCardsSchema),
  addBankCard: sealedMemberWrite('/wps/member/bank-cards', 'COMM3', bankCardsSchema),
  removeBankCard: sealedMemberWrite('/wps/member/bank-cards/remove', 'COMM3', bankCardsSchema),
} satisfies Record<string, EndpointDef>;
