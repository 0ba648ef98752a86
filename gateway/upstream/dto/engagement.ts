/** The inbox and feedback (docs/platform-protocol.md "Inbox" and "Feedback"; our definition beyond the relay names). */
import { z } from 'zod';
import { id, timestamp } from './common';

const count = z.number().int().nonnegative();

export const inboxMessageSchema = z.object({
  id,
  title: z.string(),
  content: z.string(),
  createdAt: timestamp,
  audience: z.enum(['ALL', 'MEMBER']),
  read: z.boolean(),
});
export type InboxMessageDto = z.output<typeof inboxMessageSchema>;

/** CSP_getInbox. */
export const inboxPageSchema = z.object({
  list: z.array(inboxMessageSchema),
  total: count,
  unread: count,
  pageNo: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});

/** CSP_unreadCount. */
export const unreadCountSchema = z.object({ count });

/** CSP_readInbox. */
export const inboxReadSchema = z.object({ updated: count, unread: count });
/** CSP_deleteInbox. */
export const inboxDeleteSchema = z.object({ deleted: count, unread: count });

export const feedbackSchema = z.object({
  id,
  content: z.string(),
  imageCount: z.number().int().min(0).max(3),
  status: z.enum(['PENDING', 'ANSWERED']),
  answer: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  answeredAt: timestamp.nullish().transform((v) => v ?? null),
  createdAt: timestamp,
});
export type FeedbackDto = z.output<typeof feedbackSchema>;

/** /wps/feedback/image: the stored image's Content-Type (its parameters, if any, dropped). */
export const feedbackImageTypeSchema = z
  .string()
  .transform((type) => type.split(';')[0]!.trim().toLowerCase())
  .pipe(z.enum(['image/png', 'image/jpeg']));

/** CSP_getFeedbackList. */
export const feedbackPageSchema = z.object({
  list: z.array(feedbackSchema),
  total: count,
  pageNo: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
