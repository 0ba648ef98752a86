import * as z from 'zod';
import { CONSENT_CHOICES } from '#app/kernel/use-shell';

/** The consent form (the notice's two buttons, the footer's change): the answer and the page to go back to (checked by safeRedirectPath). */
export const consentSchema = z.object({
  choice: z.enum(CONSENT_CHOICES),
  redirectTo: z.string().max(2048).optional(),
});
