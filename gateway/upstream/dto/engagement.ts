/** The inbox and feedback (docs/platform-protocol.md "Inbox" and "Feedback"; our definition beyond the relay names). */
import * as z from 'zod';
import { memberRead, memberWrite, relay, type EndpointDef } from '../endpoint-row';
import { id, timestamp } from './common';

const count = z.number().int().nonnegative();

export const inboxMessageSchema = z.lazy(() =>
  z.object({
    id,
    title: z.string(),
    content: z.string(),
    createdAt: timestamp,
    audience: z.enum(['ALL', 'MEMBER']),
    read: z.boolean(),
  }),
);
export type InboxMessageDto = z.output<typeof inboxMessageSchema>;

/** CSP_getInbox. */
export const inboxPageSchema = z.lazy(() =>
  z.object({
    list: z.array(inboxMessageSchema),
    total: count,
    unread: count,
    pageNo: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  }),
);

/** CSP_unreadCount. */
export const unreadCountSchema = z.lazy(() => z.object({ count }));

/** CSP_readInbox. */
export const inboxReadSchema = z.lazy(() => z.object({ updated: count, unread: count }));
/** CSP_deleteInbox. */
export const inboxDeleteSchema = z.lazy(() => z.object({ deleted: count, unread: count }));

export const feedbackSchema = z.lazy(() =>
  z.object({
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
  }),
);
export type FeedbackDto = z.output<typeof feedbackSchema>;

/** /wps/feedback/image: the stored image's Content-Type (its parameters, if any, dropped). */
export const feedbackImageTypeSchema = z.lazy(() =>
  z
    .string()
    .transform((type) => type.split(';')[0]!.trim().toLowerCase())
    .pipe(z.enum(['image/png', 'image/jpeg'])),
);

/** CSP_getFeedbackList. */
export const feedbackPageSchema = z.lazy(() =>
  z.object({
    list: z.array(feedbackSchema),
    total: count,
    pageNo: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  }),
);

/** The feedback and inbox rows of the endpoint table (endpoints.ts): the member's own, never cached. */
export const engagementEndpoints = {
  // Feedback (docs/platform-protocol.md "Feedback"): the body carries up to 3 Base64 images.
  feedback: memberWrite('/wps/feedback', 'COMM3', feedbackSchema),
  // One image of the member's own feedback (position 1..3); another member's is feedback.not_found.
  feedbackImage: memberRead('/wps/feedback/image', 'COMM3', feedbackImageTypeSchema, { binary: true }),
  feedbackList: memberRead(relay('CSP_getFeedbackList'), 'COMM3', feedbackPageSchema),
  // Inbox (docs/platform-protocol.md "Inbox"): module INBOX3; never cached (personal).
  unreadCount: memberRead(relay('CSP_unreadCount'), 'INBOX3', unreadCountSchema),
  inbox: memberRead(relay('CSP_getInbox'), 'INBOX3', inboxPageSchema),
  inboxMessage: memberRead(relay('CSP_getInboxMessage'), 'INBOX3', inboxMessageSchema),
  inboxRead: memberWrite(relay('CSP_readInbox'), 'INBOX3', inboxReadSchema),
  inboxDelete: memberWrite(relay('CSP_deleteInbox'), 'INBOX3', inboxDeleteSchema),
} satisfies Record<string, EndpointDef>;
