import type { PointExchange, PointReward } from '#gateway/generated/resolvers-types';
import type { PointExchangeDto, PointRewardDto } from '#gateway/upstream/dto/index';

export const rewardOf = (r: PointRewardDto): PointReward => ({
  id: r.rewardId,
  exchangeType: r.exchangeType,
  name: r.name,
  description: r.description,
  points: r.points,
  stock: r.stock,
  needsDelivery: r.needsDelivery,
  maxPerMember: r.maxPerMember,
  heldByMember: r.heldByMember,
});

export const exchangeOf = (e: PointExchangeDto): PointExchange => ({
  id: e.exchangeId,
  transactionNo: e.transactionNo,
  appliedAt: e.appliedAt,
  exchangeType: e.exchangeType,
  rewardName: e.rewardName,
  quantity: e.quantity,
  pointsEach: e.pointsEach,
  pointsTotal: e.pointsTotal,
  status: e.status,
  remark: e.remark,
  deliveryAddress: e.deliveryAddress,
  phone: e.phone,
});

/** Page arguments clamped (1..10,000 and 1..50). */
export function paging(args: { page?: number | null; pageSize?: number | null }) {
  return { pageNo: Math.max(1, Math.min(10_000, args.page ?? 1)), pageSize: Math.max(1, Math.min(50, args.pageSize ?? 10)) };
}
