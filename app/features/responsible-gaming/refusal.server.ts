import type { AppLoadContext } from '@remix-run/cloudflare';
import type { UserErrorFormats, UserErrorLike } from '#app/graphql/user-errors';
import { brandTimeZone } from '#app/kernel/brand-time-zone.server';
import { formatMoney } from '#app/kernel/money/money';
import { brandTime } from './limits';
import { UserErrorFormatsQuery } from './responsible-gaming.queries.server';

type Payload = { errors: readonly UserErrorLike[] } | null | undefined;

const FIGURED = new Set(['LIMIT_REACHED', 'EXCLUDED', 'BONUS_MAX_STAKE', 'BONUS_FORFEIT_REQUIRED']);
const carriesFigures = (payload: Payload) => Boolean(payload?.errors.some((error) => FIGURED.has(error.code)));

/**
 * How this request writes the figures of a responsible-gaming refusal (LIMIT_REACHED, EXCLUDED) or
 * of the bonus wallet's (BONUS_MAX_STAKE, BONUS_FORFEIT_REQUIRED):
 * amounts with the brand's currency symbol and moments in the brand's zone, in the page's language.
 * Asked only when the answer holds such a refusal (the brand's settings are public and cached).
 */
export async function userErrorFormats(context: AppLoadContext, payload: Payload): Promise<UserErrorFormats | undefined> {
  if (!carriesFigures(payload)) return undefined;
  const brand = (await context.graphql(UserErrorFormatsQuery)).data?.brand;
  const zone = brand?.timeZone ?? 'UTC';
  const symbol = brand?.currencySymbol ?? '';
  return { money: (minor) => formatMoney(minor, symbol, context.locale), time: (ms) => brandTime(ms, context.locale, zone) };
}

/**
 * The login dialog's notice after a time-out or self-exclusion logged the member out
 * (`/login?excluded=<end in ms>|permanent`): until when, in the brand's zone, or that it has no end.
 * It only restates the address (an end already past says nothing); the login itself is refused by
 * the platform with the real end.
 */
export async function exclusionNotice(context: AppLoadContext, raw: string | null): Promise<{ until: string | null; closed?: boolean } | null> {
  if (raw === 'closed') return { until: null, closed: true };
  if (raw === 'permanent') return { until: null };
  if (!raw || !/^\d{1,15}$/.test(raw) || Number(raw) <= Date.now()) return null;
  return { until: brandTime(Number(raw), context.locale, await brandTimeZone(context)) };
}
