import type { RebateRate, TeamMember } from '#gateway/generated/resolvers-types';
import type { TeamNodeDto } from '#gateway/upstream/dto/index';

export const teamMemberOf = (dto: TeamNodeDto): TeamMember => ({
  username: dto.username,
  nickname: dto.nickname,
  isAgent: dto.isAgent,
  level: dto.level,
  joinedAt: dto.createdAt,
  lastLoginAt: dto.lastLoginAt ?? null,
  balance: dto.balance,
  directCount: dto.directCount,
  teamSize: dto.teamSize,
  protection: dto.protection === 'CLOSURE' ? 'CLOSED' : (dto.protection ?? null),
  verification: dto.verification ?? null,
});

export const rebateOf = (dto: { product: string; rebateValue: number }): RebateRate => ({ product: dto.product, rateBasisPoints: dto.rebateValue });

/** Basis points as the wire's percentage with two decimals (125 → "1.25"). */
export function wireRate(basisPoints: number): string {
  const whole = Math.floor(basisPoints / 100);
  return `${whole}.${String(basisPoints % 100).padStart(2, '0')}`;
}

/** Clamps a page number and size. */
export function paging(page: number | null | undefined, pageSize: number | null | undefined, maxSize: number, defaultSize: number) {
  return {
    pageNo: Math.max(1, Math.min(10_000, Math.trunc(page ?? 1))),
    pageSize: Math.max(1, Math.min(maxSize, Math.trunc(pageSize ?? defaultSize))),
  };
}

/** A username as the team calls take it: trimmed, 1..60 characters, or null. */
export function teamUsername(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  return text && text.length <= 60 ? text : null;
}
