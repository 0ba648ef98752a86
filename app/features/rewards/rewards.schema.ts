import * as z from 'zod';
import { requestIdField } from '#app/components/forms/request-id';

const id = z
  .string({ error: 'rewards.errors.notFound' })
  .trim()
  .regex(/^\d{1,15}$/, 'rewards.errors.notFound');

const requestId = requestIdField('rewards.errors.reload');

/** Giving up the active bonus (docs/decisions/067): the member ticks that they know what it holds. */
export const forfeitSchema = z.object({
  intent: z.literal('forfeit'),
  id,
  requestId,
  confirm: z.literal('on', { error: 'rewards.errors.confirmForfeit' }),
});

/** The reward pages' buttons: join, claim or draw a promotion, claim a mission step, claim the rebate, give up the active bonus. */
export const rewardActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('join'), id }),
  z.object({ intent: z.literal('claim'), id }),
  z.object({ intent: z.literal('draw'), id }),
  z.object({ intent: z.literal('mission'), id, step: z.coerce.number().int().min(1).max(100) }),
  z.object({ intent: z.literal('rebate') }),
  forfeitSchema,
]);
export type RewardAction = z.output<typeof rewardActionSchema>;
