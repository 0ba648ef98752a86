import type { Resolvers } from '#gateway/generated/resolvers-types';
import { isRealMember } from '#gateway/session-guard';
import { memberBadgesOf } from '#gateway/modules/inbox/badges';
import type { LiveEventModel } from './events';
import { liveStream } from './stream';
import { siteStream, type SiteEventModel } from './site-stream';
import { siteStatusOf } from '#gateway/modules/system/status';

/** Live updates (docs/decisions/040-live-updates.md): the member's stream (balance, badges, the session's end) and the brand's public one (the status switch). */
export const liveResolvers: Resolvers = {
  Subscription: {
    live: {
      subscribe: (_parent, _args, ctx) => liveStream(ctx),
      resolve: (event: LiveEventModel) => event,
    },
    siteLive: {
      subscribe: (_parent, _args, ctx) => siteStream(ctx),
      resolve: (event: SiteEventModel) => event,
    },
  },
  SiteEvent: {
    state: async (event, _args, ctx) => (await siteStatusOf(ctx, event.status)).state,
    maintenanceEndTime: async (event, _args, ctx) => (await siteStatusOf(ctx, event.status)).maintenanceEndTime,
  },
  LiveEvent: {
    badges: async (event, _args, ctx) => {
      const reader = event.reader ?? ctx;
      if (!event.readBadges || !(await isRealMember(reader))) return null;
      return memberBadgesOf(reader);
    },
  },
};
