import type { Resolvers } from '../../generated/resolvers-types';
import { isRealMember } from '../../session-guard';
import { memberBadgesOf } from '../inbox/badges';
import type { LiveEventModel } from './events';
import { liveStream } from './stream';

/** Live updates (docs/decisions/040-live-updates.md): the member's stream of balance, badges and the session's end. */
export const liveResolvers: Resolvers = {
  Subscription: {
    live: {
      subscribe: (_parent, _args, ctx) => liveStream(ctx),
      resolve: (event: LiveEventModel) => event,
    },
  },
  LiveEvent: {
    badges: async (event, _args, ctx) => {
      const reader = event.reader ?? ctx;
      if (!event.readBadges || !(await isRealMember(reader))) return null;
      return memberBadgesOf(reader);
    },
  },
};
