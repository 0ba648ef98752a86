import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { launchGame as launch } from '../../launch';

export const launchGame: NonNullable<MutationResolvers['launchGame']> = (_parent, { input }, ctx) => launch(input, ctx);
