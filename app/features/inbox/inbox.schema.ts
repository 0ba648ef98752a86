import * as z from 'zod';

const messageId = z
  .string({ error: 'inbox.notFound' })
  .trim()
  .regex(/^\d{1,15}$/, 'inbox.notFound');

/** The messages page's forms: open (marks read) or delete one message, or mark every message read. */
export const inboxActionSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('open'), id: messageId, page: z.coerce.number().int().min(1).max(10_000).optional() }),
  z.object({ intent: z.literal('delete'), id: messageId, page: z.coerce.number().int().min(1).max(10_000).optional() }),
  z.object({ intent: z.literal('readAll'), page: z.coerce.number().int().min(1).max(10_000).optional() }),
]);
