import * as z from 'zod';

/** The launch form (LaunchButton): what a tap posts to the game frame route. */
export const launchFormSchema = z.object({
  mode: z.enum(['real', 'trial']),
  requestId: z.string().regex(/^[A-Za-z0-9_.:-]{8,80}$/),
  roomId: z
    .string()
    .regex(/^[A-Za-z0-9_.-]{1,64}$/)
    .optional(),
});
