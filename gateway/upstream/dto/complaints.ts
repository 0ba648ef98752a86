import * as z from 'zod';
import { memberRead, memberWrite, type EndpointDef } from '../endpoint-row';
import { amount, flag, timestamp } from './common';

const count = z.number().int().nonnegative();
import { feedbackImageTypeSchema } from './engagement';

/**
 * Complaints with a reference: this project's extension (docs/platform-protocol.md "Complaints with
 * a reference"; docs/decisions/062-complaints.md). A subject kind or status this portal does not know
 * (a newer platform's) fails the complaint's read: it cannot be shown for what it is.
 */
export const COMPLAINT_SUBJECTS = ['TRANSACTION', 'ROUND', 'BONUS', 'SERVICE'] as const;
export const COMPLAINT_STATUSES = ['RECEIVED', 'IN_REVIEW', 'ANSWERED', 'CLOSED'] as const;

const text = z.string().max(10_000);
const nullable = <T extends z.ZodType>(schema: T) => schema.nullish().transform((value) => (value ?? null) as z.output<T> | null);

const disputeBodySchema = z.lazy(() =>
  z.object({
    name: z.string().min(1).max(200),
    url: z.string().url().max(500),
    email: nullable(z.string().max(200)),
    phone: nullable(z.string().max(64)),
  }),
);

const complaintFields = () => ({
  reference: z.string().regex(/^C-[0-9A-HJKMNP-TV-Z]{8}$/),
  subject: z.object({
    kind: z.enum(COMPLAINT_SUBJECTS),
    ref: nullable(z.string().max(100)),
    summary: nullable(z.object({ time: nullable(timestamp), amount: nullable(amount), label: nullable(z.string().max(500)) })),
  }),
  status: z.enum(COMPLAINT_STATUSES),
  createdAt: timestamp,
  updatedAt: timestamp,
  answerDueAt: timestamp,
  finalAnswerAt: nullable(timestamp),
  closedAt: nullable(timestamp),
  lastMessage: nullable(z.object({ author: z.enum(['MEMBER', 'OPERATOR']), at: timestamp })),
  escalation: z.object({ availableAt: timestamp, available: flag, body: nullable(disputeBodySchema) }),
});

const complaintMessageSchema = z.lazy(() =>
  z.object({
    id: z.union([z.number(), z.string()]).transform(String),
    author: z.enum(['MEMBER', 'OPERATOR']),
    body: text,
    final: flag,
    createdAt: timestamp,
    images: z.array(z.number().int().min(1).max(3)).max(3),
  }),
);

export const complaintSchema = z.lazy(() => z.object({ ...complaintFields(), messages: z.array(complaintMessageSchema).max(1000) }));
export type ComplaintDto = z.output<typeof complaintSchema>;

export const complaintPageSchema = z.lazy(() =>
  z.object({
    list: z.array(z.object(complaintFields())),
    total: count,
    pageNo: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    settings: z.object({ answerDays: z.number().int().positive(), escalationDays: z.number().int().positive(), body: nullable(disputeBodySchema) }),
  }),
);

/** The rows of the endpoint table (endpoints.ts): the member's own, never cached; a platform without them answers function.not.available or 404 and the pages are hidden. */
export const complaintEndpoints = {
  complaints: memberRead('/wps/member/complaints', 'COMM3', complaintPageSchema),
  complaint: memberRead('/wps/member/complaint', 'COMM3', complaintSchema),
  // The body carries up to 3 Base64 images, as feedback does.
  fileComplaint: memberWrite('/wps/member/complaints', 'COMM3', complaintSchema),
  addComplaintMessage: memberWrite('/wps/member/complaint/message', 'COMM3', complaintSchema),
  // One image of the member's own complaint; another member's is complaint.not_found.
  complaintImage: memberRead('/wps/member/complaint/image', 'COMM3', feedbackImageTypeSchema, { binary: true }),
} satisfies Record<string, EndpointDef>;
