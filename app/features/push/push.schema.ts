import * as z from 'zod';
import type { PushKind } from '#app/graphql/generated/graphql';

/** The kinds in the order the page shows them, with the field each is posted as. */
export const KINDS = [
  { kind: 'WITHDRAWAL_PAID', field: 'withdrawalPaid' },
  { kind: 'DRAW_RESULTS', field: 'drawResults' },
  { kind: 'ANSWERS', field: 'answers' },
  { kind: 'TOURNAMENTS', field: 'tournaments' },
] as const satisfies readonly { kind: PushKind; field: string }[];

/** The kinds form: a box per kind, posted only when ticked (an unticked box turns its kind off). */
export const preferencesSchema = z.object({
  intent: z.literal('preferences'),
  withdrawalPaid: z.literal('on').optional(),
  drawResults: z.literal('on').optional(),
  answers: z.literal('on').optional(),
  tournaments: z.literal('on').optional(),
});

/** This browser's subscription, as its PushSubscription gives it (posted by the page's script). */
export const subscriptionSchema = z.object({
  intent: z.literal('subscribe'),
  endpoint: z.string().url('push.errors.subscription').max(2048, 'push.errors.subscription'),
  p256dh: z.string().regex(/^[A-Za-z0-9_-]{86,88}$/, 'push.errors.subscription'),
  auth: z.string().regex(/^[A-Za-z0-9_-]{22,24}$/, 'push.errors.subscription'),
});

/** This browser unsubscribed. */
export const unsubscriptionSchema = z.object({ intent: z.literal('unsubscribe'), endpoint: z.string().max(2048, 'push.errors.subscription') });
