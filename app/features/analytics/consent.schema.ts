import { z } from 'zod';

/** The visitor's answer to the analytics question: counting visits allowed, or not. */
export const CONSENT_CHOICES = ['granted', 'denied'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/** The consent form (the notice's two buttons, the footer's change): the answer and the page to go back to (checked by safeRedirectPath). */
export const consentSchema = z.object({
  choice: z.enum(CONSENT_CHOICES),
  redirectTo: z.string().max(2048).optional(),
});
