import type { ExclusionLength, LimitKind, LimitPeriod } from '#app/graphql/generated/graphql';
import type { Translate } from '#app/i18n/translate';
import { TIMEOUT_LENGTHS } from './limits';

/** "Daily deposit limit" (a title) or "daily deposit limit" (inside a sentence). */
export const limitName = (t: Translate, limit: { kind: LimitKind; period: LimitPeriod }, form: 'titles' | 'names') =>
  t(`responsibleGaming.limits.${form}.${limit.kind}.${limit.period}`);

/** A time-out's or a self-exclusion's length in words. */
export const lengthName = (t: Translate, length: ExclusionLength) =>
  t(`responsibleGaming.${(TIMEOUT_LENGTHS as readonly string[]).includes(length) ? 'timeout' : 'selfExclusion'}.lengths.${length}`);
