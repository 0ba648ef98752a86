import * as z from 'zod';

/** The language selector: the language chosen and the page to go back to (checked by safeRedirectPath). */
export const languageSchema = z.object({
  lng: z.string().trim().max(10).optional(),
  redirectTo: z.string().max(2048).optional(),
});
