import type { MutationResolvers } from '#gateway/generated/resolvers-types';
import { launchLottery as launch } from '../../launch';

export const launchLottery: NonNullable<MutationResolvers['launchLottery']> = (_parent, { input }, ctx) => launch(input, ctx);
