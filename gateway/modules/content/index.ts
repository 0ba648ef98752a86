import type { Resolvers } from '#gateway/generated/resolvers-types';
import { announcements } from './resolvers/Query/announcements';
import { banners } from './resolvers/Query/banners';
import { notices } from './resolvers/Query/notices';
import { promotions } from './resolvers/Query/promotions';
import { winnerBoard } from './resolvers/Query/winnerBoard';
import { Winner } from './resolvers/Winner';

export const contentResolvers: Resolvers = {
  Query: { banners, notices, announcements, promotions, winnerBoard },
  Winner,
};
