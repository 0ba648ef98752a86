import type { QueryResolvers } from '#gateway/generated/resolvers-types';
import { chatOn } from '../../pages';

export const chatModels: NonNullable<QueryResolvers['chatModels']> = async (_parent, _args, ctx) => {
  if (!(await chatOn(ctx))) return [];
  const models = await ctx.platform.call('chatModels');
  return models.map((model) => ({ id: model.modelId, name: model.name }));
};
