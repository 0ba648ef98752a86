import type { ActivityStatus, RewardPromotion } from '#gateway/generated/resolvers-types';
import type { PromotionDto } from '#gateway/upstream/dto/index';

export const activityStatusOf = (status: PromotionDto['status']) => status.toUpperCase() as ActivityStatus;

export const promotionOf = (dto: PromotionDto): RewardPromotion => ({ ...dto, status: activityStatusOf(dto.status) });

/** An id the platform takes: a positive integer of at most 15 digits, or null. */
export const numericId = (id: string | null | undefined) => (id && /^\d{1,15}$/.test(id) && Number(id) > 0 ? Number(id) : null);

/** Whether a promotion's status lets the member claim now (the rewardCenter badge counts these). */
export const claimable = (dto: Pick<PromotionDto, 'status' | 'kind'>) => (dto.status === 'claim' && dto.kind !== 'EVENT') || dto.status === 'issued';
