import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { loadAnnouncements } from '../../announcements';

export const banners: NonNullable<QueryResolvers['banners']> = async (_parent, { group }, ctx) => {
  const { banners = [] } = await loadAnnouncements(ctx);
  return banners
    .filter((banner) => banner.groupName === group)
    .map((banner) => ({
      id: banner.id,
      group: banner.groupName,
      title: banner.title,
      imageUrl: banner.imageUrl,
      linkType: banner.linkageType,
      linkUrl: banner.linkUrl ?? null,
    }));
};
