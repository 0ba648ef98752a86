import type { ResponsibleGamingPageQuery } from '#app/graphql/generated/graphql';

type Settings = Pick<
  NonNullable<ResponsibleGamingPageQuery['responsibleGaming']>,
  'sessionLimit' | 'coolingOffHours' | 'realityCheckMinutes' | 'brandRealityCheckMinutes'
>;

/** A notice as the page writes it: a translation key and its values. */
export interface SettingNotice {
  key: string;
  params: Record<string, string | number>;
}

/**
 * The notice after a session-limit or reality-check change (`?done=sessionLimit|realityCheck`),
 * read from the settings as they now stand; `pendingText` is a waiting session limit's moment in words.
 */
export function settingNotice(done: string | null, settings: Settings, pendingText: string | null): SettingNotice | null {
  if (done === 'sessionLimit') {
    const limit = settings.sessionLimit;
    if (limit.pending && pendingText) return { key: 'responsibleGaming.session.doneWaiting', params: { time: pendingText, hours: settings.coolingOffHours } };
    if (limit.minutes === null || limit.minutes === undefined) return { key: 'responsibleGaming.session.doneNone', params: {} };
    return { key: 'responsibleGaming.session.doneApplied', params: { minutes: limit.minutes } };
  }
  if (done === 'realityCheck') {
    const own = settings.realityCheckMinutes;
    return own === null || own === undefined
      ? { key: 'responsibleGaming.reality.doneDefault', params: { minutes: settings.brandRealityCheckMinutes } }
      : { key: 'responsibleGaming.reality.doneApplied', params: { minutes: own } };
  }
  return null;
}
