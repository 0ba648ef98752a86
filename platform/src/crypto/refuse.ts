/**
 * The one answer to a sealed body that cannot be opened: the protocol error
 * `request_body_required` (what live platforms answer when the encryption headers are missing or
 * wrong). Every cause gives the same response on purpose, so that a client learns nothing about
 * which check failed (no padding or decryption oracle); the cause stays on the error as `reason`
 * for logs and tests.
 */
import { PlatformError } from '../http/envelope';

export class SealedBodyError extends PlatformError {
  constructor(readonly reason: string) {
    super(400, 'request_body_required', 'request_body_required');
    this.name = 'SealedBodyError';
  }
}

export const refuse = (reason: string): SealedBodyError => new SealedBodyError(reason);

/** Runs a decoding or decryption step, turning whatever it throws into a refusal. */
export async function orRefuse<T>(reason: string, step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof SealedBodyError) throw error;
    throw refuse(reason);
  }
}
