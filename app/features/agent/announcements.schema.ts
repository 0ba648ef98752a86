import * as z from 'zod';

const id = z
  .string({ error: 'agentCentre.announcements.notFound' })
  .trim()
  .regex(/^\d{1,15}$/, 'agentCentre.announcements.notFound');
const page = z.coerce.number().int().min(1).max(10_000).optional();

/** agentAnnouncement's forms: mark one announcement read, or all of them. */
export const agentAnnouncementsSchema = z.discriminatedUnion('intent', [
  z.object({ intent: z.literal('read'), id, page }),
  z.object({ intent: z.literal('readAll'), page }),
]);
