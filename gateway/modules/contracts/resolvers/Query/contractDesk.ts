import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { DESK_CALL, deskOf } from '../../mappers';

export const contractDesk: NonNullable<QueryResolvers['contractDesk']> = async (_parent, args, ctx) => {
  const page = Math.max(1, Math.min(10_000, args.page ?? 1));
  const size = Math.max(1, Math.min(100, args.pageSize ?? 10));
  return deskOf(await ctx.platform.call(DESK_CALL[args.kind], { query: { page, size } }));
};
