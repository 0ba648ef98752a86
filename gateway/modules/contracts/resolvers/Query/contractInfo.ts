import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { contractOf } from '../../mappers';

export const contractInfo: NonNullable<QueryResolvers['contractInfo']> = async (_parent, _args, ctx) => {
  const v = await ctx.platform.call('contractInfo');
  return {
    dailysalreqtype: v.dailysalreqtype ?? null,
    divtypereq: v.divtypereq ?? null,
    contracthoursalreq: v.contracthoursalreq ?? null,
    realtimesalreqtype: v.realtimesalreqtype ?? null,
    kinds: v.kinds.map((k) => ({ kind: k.kind, requestKind: k.reqType ?? null, awaiting: k.awaiting, given: k.given, page: k.page })),
    awaiting: v.awaiting,
    dividendsDue: v.dividendsDue,
    contracts: v.contracts.map(contractOf),
  };
};
