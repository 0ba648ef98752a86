import type { PointMallData } from './point-mall-data';
import { href } from '#app/kernel/href';

/** A link to the page with some search parameters changed (null removes one); the page number resets unless given. */
export function pointMallLink(current: Pick<PointMallData, 'tab' | 'exchangeType' | 'pointType'>, changes: Record<string, string | null>): string {
  const params = new URLSearchParams();
  const base: Record<string, string | null> = { tab: current.tab, type: current.exchangeType, kind: current.pointType, ...changes };
  for (const [key, value] of Object.entries(base)) if (value) params.set(key, value);
  return href('/pointMall', { search: params });
}
