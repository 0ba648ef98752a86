import type { Complaint } from '#gateway/generated/resolvers-types';
import type { ComplaintDto } from '#gateway/upstream/dto/complaints';

type WireComplaint = Omit<ComplaintDto, 'messages'> & { messages?: ComplaintDto['messages'] };

/** A complaint as the schema names it: the last message's author and time as two fields; messages only in the detail. */
export function complaintOf({ lastMessage, messages, ...complaint }: WireComplaint): Complaint {
  return {
    ...complaint,
    lastAuthor: lastMessage?.author ?? null,
    lastMessageAt: lastMessage?.at ?? null,
    messages: messages ?? null,
  };
}
