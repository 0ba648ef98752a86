import type { MemberResolvers } from '#gateway/generated/resolvers-types';
import { loadAvatarUrl } from '../member';

export const Member: MemberResolvers = {
  avatarUrl: (_member, _args, ctx) => loadAvatarUrl(ctx),
};
