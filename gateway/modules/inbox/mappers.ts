import type { InboxMessage } from '#gateway/generated/resolvers-types';
import type { InboxMessageDto } from '#gateway/upstream/dto/index';

export const inboxMessageOf = (dto: InboxMessageDto): InboxMessage => ({ ...dto });

/** Message ids as the platform takes them: positive integers, 1 to 100 of them, or null when any is not one. */
export function messageIds(ids: readonly string[] | null | undefined): number[] | null {
  if (!ids || ids.length === 0 || ids.length > 100) return null;
  if (!ids.every((id) => /^\d{1,15}$/.test(id) && Number(id) > 0)) return null;
  return [...new Set(ids.map(Number))];
}
