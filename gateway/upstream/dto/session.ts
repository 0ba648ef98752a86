import { z } from 'zod';
import { id, timestamp } from './common';

export const loginValueSchema = z.object({
  token: z.string().min(16),
  firstTimeLogin: z.boolean().default(false),
  passwordExpired: z.boolean().default(false),
  passwordIsDefault: z.boolean().default(false),
  previousLoginTime: z.number().int().nullish(),
  needSecondStep: z.boolean().default(false),
  secondStepMethods: z.array(z.string()).default([]),
});
export type LoginValueDto = z.infer<typeof loginValueSchema>;

export const memberInfoSchema = z.object({
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
});
export type MemberInfoDto = z.infer<typeof memberInfoSchema>;

/** PUT /wps/member/password: when the new password took effect (the account's other sessions ended then). */
export const passwordChangedSchema = z.object({ passwordChangedAt: timestamp });

export const captchaSchema = z.object({
  captchaId: id,
  image: z.string().startsWith('data:image/'),
  /** Our definition: set when the brand verifies logins with Cloudflare Turnstile instead of the image. */
  turnstileSiteKey: z.string().max(200).nullish(),
});

/** GET /wps/member/sessions (our definition): the account's active sessions. */
export const sessionsSchema = z.object({
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
});
export type SessionsDto = z.infer<typeof sessionsSchema>;

export const registerSettingsSchema = z.object({
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
});

/** GET /wps/agent/affiliate: the active agent behind an affiliate (invitation) code. */
export const affiliateSchema = z.object({ code: z.string(), agentId: id, agentNickname: z.string().nullish(), domain: z.string().nullish() });

export const codeSentSchema = z.object({ expiredMinutes: z.number().int().positive().default(1) });

/** The member's avatar; a relative address is resolved against the platform's media. */
export const memberIconSchema = z.object({ icon: z.string().max(2048).nullish() });
