import * as z from 'zod';
import { CacheMedium } from '#gateway/cache';
import { guestRead, guestWrite, memberRead, memberWrite, publicRead, sealedGuestWrite, sealedMemberWrite, type EndpointDef } from '../endpoint-row';
import { acknowledgedSchema, id, timestamp } from './common';
import { knownRows, legalKind, legalRefSchema, REGISTRATION_CONFIRMATIONS } from './legal';
import { marketingSiteSchema } from './consent';

export const loginValueSchema = z.lazy(() =>
  z.object({
    token: z.string().min(16),
    firstTimeLogin: z.boolean().default(false),
    passwordExpired: z.boolean().default(false),
    passwordIsDefault: z.boolean().default(false),
    previousLoginTime: z.number().int().nullish(),
    needSecondStep: z.boolean().default(false),
    secondStepMethods: z.array(z.string()).default([]),
  }),
);
export type LoginValueDto = z.infer<typeof loginValueSchema>;

export const memberInfoSchema = z.lazy(() =>
  z.object({
    id,
    account: z.string(),
    nickname: z.string().nullish(),
    type: z.number().int(),
    isAgent: z.boolean().optional(),
    isTrial: z.boolean().optional(),
    previousLoginTime: z.number().int().nullish(),
    firstTimeLogin: z.boolean().optional(),
    affiliateCode: z.string().nullish(),
    countryDialingCode: z.string().nullish(),
    mobileNum: z.string().nullish(),
    email: z.string().nullish(),
    registeredAt: z.number().int().nullish(),
    /** Our extension: the session may change the password without the current one for now. */
    passwordChangeWithoutOld: z.boolean().optional(),
    /** Our extension: the versions in force the member has not accepted (docs/platform-protocol.md "Terms and privacy with versions"). */
    legalPending: knownRows(legalRefSchema, 'kind', legalKind).optional(),
    /** Our extension: the products whose marketing the member allows on the site (docs/platform-protocol.md "Marketing consent per product and channel"). */
    marketingSite: marketingSiteSchema.optional(),
  }),
);
export type MemberInfoDto = z.infer<typeof memberInfoSchema>;

/** PUT /wps/member/password: when the new password took effect (the account's other sessions ended then). */
export const passwordChangedSchema = z.lazy(() => z.object({ passwordChangedAt: timestamp }));

export const captchaSchema = z.lazy(() =>
  z.object({
    captchaId: id,
    image: z.string().startsWith('data:image/'),
    /** Our definition: set when the brand verifies logins with Cloudflare Turnstile instead of the image. */
    turnstileSiteKey: z.string().max(200).nullish(),
  }),
);

/** GET /wps/member/sessions (our definition): the account's active sessions. */
export const sessionsSchema = z.lazy(() =>
  z.object({
    list: z.array(
      z.object({
        id: z.string(),
        current: z.boolean(),
        ip: z.string().nullable(),
        deviceId: z.string().nullable(),
        origin: z.string(),
        createdAt: timestamp,
        lastSeenAt: timestamp,
      }),
    ),
  }),
);
export type SessionsDto = z.infer<typeof sessionsSchema>;

export const registerSettingsSchema = z.lazy(() =>
  z.object({
    list: z.array(
      z.object({
        field: z.string(),
        enabled: z.boolean(),
        required: z.boolean(),
        acceptedPattern: z.string(),
        patternId: z.string(),
        minLength: z.number().int().nonnegative(),
        maxLength: z.number().int().positive(),
      }),
    ),
    /** Our extension: the confirmations the form asks (docs/platform-protocol.md "Terms and privacy with versions"); unknown ones are left out. */
    confirmations: z
      .array(z.unknown())
      .transform((kinds) => REGISTRATION_CONFIRMATIONS.filter((kind) => kinds.includes(kind)))
      .optional(),
  }),
);

/** GET /wps/agent/affiliate: the active agent behind an affiliate (invitation) code. */
export const affiliateSchema = z.lazy(() => z.object({ code: z.string(), agentId: id, agentNickname: z.string().nullish(), domain: z.string().nullish() }));

export const codeSentSchema = z.lazy(() => z.object({ expiredMinutes: z.number().int().positive().default(1) }));

/** The member's avatar; a relative address is resolved against the platform's media. */
export const memberIconSchema = z.lazy(() => z.object({ icon: z.string().max(2048).nullish() }));

/** The session's and the member's rows of the endpoint table (endpoints.ts). */
export const sessionEndpoints = {
  registerSettings: publicRead('/wps/system/setting/register', 'REG3', registerSettingsSchema, CacheMedium),
  oaepKey: guestRead(
    '/wps/session/key/oaep',
    'COMM3',
    z.object({ kty: z.literal('RSA'), n: z.string(), e: z.string(), alg: z.literal('RSA-OAEP-256') }).passthrough(),
  ),
  rsaKey: guestRead('/wps/session/key/rsa', 'COMM3', z.string().regex(/^[0-9a-f]+$/i), { text: true }),
  captcha: guestRead('/wps/captcha', 'COMM3', captchaSchema),
  // The register form's note on an affiliate link (counted on the address's affiliate limit, so never cached).
  affiliate: guestRead('/wps/agent/affiliate', 'REG3', affiliateSchema),
  login: sealedGuestWrite('/wps/session/login', 'LOGIN3', loginValueSchema),
  loginVerification: sealedMemberWrite('/wps/session/login/verification', 'LOGIN3', loginValueSchema),
  loginVerificationSend: memberWrite('/wps/session/login/verification/send', 'LOGIN3', codeSentSchema),
  freePlayLogin: guestWrite('/wps/session/login/freeplay', 'FREEPLAY3', loginValueSchema),
  logout: memberWrite('/wps/session/logout', 'COMM3', acknowledgedSchema),
  loginSmsCode: guestWrite('/wps/verification/sms/noLogin', 'LOGIN3', codeSentSchema),
  registerSmsCode: guestWrite('/wps/verification/sms/register', 'REG3', codeSentSchema),
  memberInfo: memberRead('/wps/member/info', 'COMM3', memberInfoSchema),
  register: sealedGuestWrite('/wps/member/register', 'REG3', loginValueSchema),
  registerMobile: sealedGuestWrite('/wps/member/register/mobile', 'MOBILENUMREG3', loginValueSchema),
  changePassword: sealedMemberWrite('/wps/member/password', 'PWD3', passwordChangedSchema, { method: 'PUT' }),
  // Our definition (docs/platform-protocol.md, "Sessions of an account").
  sessions: memberRead('/wps/member/sessions', 'COMM3', sessionsSchema),
  endSession: memberWrite('/wps/member/sessions/end', 'COMM3', acknowledgedSchema),
  resetPasswordByMail: guestWrite('/wps/member/password/email', 'PWD3', codeSentSchema),
  resetPasswordByMailComplete: sealedGuestWrite('/wps/member/password/email/reset', 'PWD3', acknowledgedSchema),
  resetPasswordByPhone: sealedGuestWrite('/wps/member/password/verification', 'PWD3', acknowledgedSchema),
  memberIcon: memberRead('/wps/member/info/icon', 'COMM3', memberIconSchema),
} satisfies Record<string, EndpointDef>;
