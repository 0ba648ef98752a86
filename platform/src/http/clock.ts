/** The platform clock. Tests shift it with CLOCK_OFFSET_MS (honoured only when DEV_TOOLS is "1"). */
import type { Bindings } from '../bindings';

export function now(env: Bindings): number {
  if (env.DEV_TOOLS === '1' && env.CLOCK_OFFSET_MS) {
    const offset = Number(env.CLOCK_OFFSET_MS);
    if (Number.isFinite(offset)) return Date.now() + offset;
  }
  return Date.now();
}
