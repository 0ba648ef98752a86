import type { Resolvers } from '#gateway/generated/resolvers-types';
import { brand } from './resolvers/Query/brand';
import { brandTheme } from './resolvers/Query/brandTheme';
import { features } from './resolvers/Query/features';
import { helpArticles } from './resolvers/Query/helpArticles';
import { systemStatus } from './resolvers/Query/systemStatus';

export const systemResolvers: Resolvers = {
  Query: { systemStatus, brand, brandTheme, features, helpArticles },
};
