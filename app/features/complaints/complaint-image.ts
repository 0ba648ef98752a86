import { href } from '#app/kernel/href';
import { MAX_COMPLAINT_IMAGES, REFERENCE } from './complaints.schema';

export interface ComplaintImageRef {
  reference: string;
  message: string;
  position: number;
}

/**
 * Where one image of a member's own complaint is served (ComplaintImageResource.ts): the portal
 * streams it from the platform with the session it keeps on the server, as feedback's images.
 */
export function complaintImageHref({ reference, message, position }: ComplaintImageRef): string {
  return href('/resources/complaint-image', { search: { reference, message, position } });
}

const MESSAGE = /^[1-9][0-9]{0,15}$/;
const POSITION = new RegExp(`^[1-${MAX_COMPLAINT_IMAGES}]$`);

/** The image a request names, or null: exactly one well-formed reference, message id and position (1 to 3). */
export function parseComplaintImageRef(params: URLSearchParams): ComplaintImageRef | null {
  const references = params.getAll('reference');
  const messages = params.getAll('message');
  const positions = params.getAll('position');
  if (references.length !== 1 || messages.length !== 1 || positions.length !== 1) return null;
  const [reference, message, position] = [references[0]!, messages[0]!, positions[0]!];
  if (!REFERENCE.test(reference) || !MESSAGE.test(message) || !POSITION.test(position)) return null;
  return { reference, message, position: Number(position) };
}
