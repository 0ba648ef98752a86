import * as z from 'zod';

/** The Play form of a lottery page: which game, and the tap's key (rendered with the form). */
export const lotteryLaunchSchema = z.object({
  gameCode: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/),
  requestId: z.string().regex(/^[A-Za-z0-9_.:-]{8,80}$/),
});
