import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { userErrorFrom } from '#gateway/user-errors';

/** The answer, kept by the platform; the prompts due after it. */
export const answerSaferGamblingPrompt: NonNullable<MutationResolvers['answerSaferGamblingPrompt']> = async (_parent, { input }, ctx) => {
  try {
    const prompts = await ctx.platform.call('answerSaferGamblingPrompt', { body: { prompt: input.prompt, answer: input.answer } });
    return { ok: true, errors: [], prompts };
  } catch (error) {
    return { ok: false, errors: [userErrorFrom(error)], prompts: null };
  }
};
