import type { HelpCategory, QueryResolvers } from '#gateway/generated/resolvers-types';

const categories: Record<string, HelpCategory> = { faq: 'FAQ', rules: 'RULES', account: 'ACCOUNT', terms: 'TERMS', privacy: 'PRIVACY' };

export const helpArticles: NonNullable<QueryResolvers['helpArticles']> = async (_parent, { category }, ctx) => {
  const { list } = await ctx.platform.call('helpCenter');
  return list
    .flatMap((article) => {
      const mapped = categories[article.category.toLowerCase()];
      return mapped ? [{ ...article, category: mapped }] : [];
    })
    .filter((article) => !category || article.category === category)
    .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0));
};
