export { RewardPromotionsQuery as PromotionsPageQuery } from '../../features/rewards/rewards.queries.server';
