import type { MemberResolvers } from '../../../generated/resolvers-types';
import { loadAvatarUrl } from '../member';

export const Member: MemberResolvers = {
  avatarUrl: (_member, _args, ctx) => loadAvatarUrl(ctx),
};
