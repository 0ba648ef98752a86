/**
 * When a session is alive, apart from sessions.ts so that the wallet's object (its live streams,
 * modules/wallet/live-hub.ts) can check sessions without importing the request-handling side of sessions.
 */
import { excludedSql, withinSessionLimitSql } from '../responsible-gaming/store';
import { DEFAULT_ACCOUNT_SETTINGS } from '../accounts/settings';

const d = DEFAULT_ACCOUNT_SETTINGS;

/**
 * SQL (a condition on `sessions`): the session is alive at `now`: not ended, within the brand's
 * idle and absolute timeouts and the member's session time limit, and the member not timed out,
 * self-excluded or closed (docs/decisions/039: an exclusion ends every session; this also ends one
 * a login raced in beside it). Every check of a session reads this one definition.
 */
export const aliveSql = (merchant: string, now: string) => `sessions.revoked_at IS NULL
      AND ${now} - sessions.last_seen_at <= COALESCE((SELECT idle_timeout_ms FROM brand_account_settings WHERE merchant_code = ${merchant}), ${d.idleTimeoutMs})
      AND ${now} - sessions.created_at <= COALESCE((SELECT absolute_timeout_ms FROM brand_account_settings WHERE merchant_code = ${merchant}), ${d.absoluteTimeoutMs})
      AND ${withinSessionLimitSql(now)}
      AND NOT ${excludedSql('sessions.account_id', now)}`;
