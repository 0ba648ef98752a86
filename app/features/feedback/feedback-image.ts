import { MAX_FEEDBACK_IMAGES } from './feedback.schema';
import { href } from '#app/kernel/href';

export interface FeedbackImageRef {
  id: string;
  position: number;
}

/**
 * Where a member's own feedback image is served (feedback/FeedbackImageResource.ts): the portal
 * streams it from the platform with the session it keeps on the server, so the page never holds
 * the platform's token. Positions are the platform's: 1 to 3, in the order the images were sent.
 */
export function feedbackImageHref({ id, position }: FeedbackImageRef): string {
  return href('/resources/feedback-image', { search: { id, position } });
}

const ID = /^[1-9][0-9]{0,15}$/;
const POSITION = new RegExp(`^[1-${MAX_FEEDBACK_IMAGES}]$`);

/**
 * The image a request names, or null: exactly one `id` (a positive integer of at most 16 digits)
 * and one `position` (1 to 3), written plainly (no signs, spaces, leading zeros or other forms).
 */
export function parseFeedbackImageRef(params: URLSearchParams): FeedbackImageRef | null {
  const ids = params.getAll('id');
  const positions = params.getAll('position');
  if (ids.length !== 1 || positions.length !== 1) return null;
  const [id] = ids as [string];
  const [position] = positions as [string];
  if (!ID.test(id) || !POSITION.test(position)) return null;
  return { id, position: Number(position) };
}
