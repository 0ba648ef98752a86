import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { unlessNotOffered } from '#gateway/errors';
import { complaintOf } from '../../wire';

/** Null when the platform keeps no complaints: the portal hides the page instead of failing. */
export const myComplaints: NonNullable<QueryResolvers['myComplaints']> = async (_parent, args, ctx) => {
  const page = Math.max(1, Math.min(10_000, args.page ?? 1));
  const pageSize = Math.max(1, Math.min(50, args.pageSize ?? 10));
  const value = await unlessNotOffered(ctx.platform.call('complaints', { query: { pageNo: page, pageSize, status: args.status ?? undefined } }));
  if (!value) return null;
  return {
    page: value.pageNo,
    pageSize: value.pageSize,
    total: value.total,
    items: value.list.map(complaintOf),
    rules: { answerDays: value.settings.answerDays, escalationDays: value.settings.escalationDays, disputeBody: value.settings.body },
  };
};
