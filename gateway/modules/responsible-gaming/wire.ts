import type { ExclusionLength } from '#gateway/generated/resolvers-types';
import { EXCLUSION_LENGTHS } from '#gateway/upstream/dto/index';
import { failure } from '#gateway/user-errors';

const LENGTH_OF_WIRE = new Map(Object.entries(EXCLUSION_LENGTHS).map(([length, wire]) => [wire as string, length as ExclusionLength]));

/** The wire's exclusion length ('24H') as the schema's (HOURS_24), and back. */
export const lengthOf = (wire: string | null): ExclusionLength | null => (wire === null ? null : (LENGTH_OF_WIRE.get(wire) ?? null));
export const wireLength = (length: ExclusionLength): string => EXCLUSION_LENGTHS[length];

/** Minutes of a session limit or reality check: a whole number from 1 to 1440 (a day), or null. */
export function minutesError(minutes: number | null) {
  if (minutes === null || (Number.isInteger(minutes) && minutes >= 1 && minutes <= 1440)) return null;
  return failure('INVALID_INPUT', 'minutes');
}
