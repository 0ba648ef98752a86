import * as z from 'zod';

/** The "End session" button of one row of the security page: which session. */
export const endSessionSchema = z.object({
  sessionId: z
    .string({ error: 'auth.errors.invalid' })
    .trim()
    .regex(/^[0-9a-f]{1,64}$/, 'auth.errors.invalid'),
});
