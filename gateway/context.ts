import type { CacheRuntime } from './cache';
import type { GatewayConfig } from './env';
import type { PlatformClient } from '#gateway/upstream/client';

/** The languages the portal is translated into; the platform gets its codes for them (modules/system/language.ts). */
export type Locale = 'en' | 'ko' | 'zh-CN' | 'vi' | 'th';

/** Everything a resolver may use, built once per incoming request. */
export interface GatewayContext {
  config: GatewayConfig;
  platform: PlatformClient;
  locale: Locale;
  visitor: { ip: string | null; country: string | null };
  /** The host the request came by (the edge guard's domain check). */
  host: string | null;
  /** Set when the visitor has a platform session (the token stays on the server). */
  session: { token: string } | null;
  /**
   * A login waiting for its second step (a new IP): the platform accepts this token only on the
   * second-step calls, so it is kept apart from `session`.
   */
  pendingSecondStep: { token: string } | null;
  runtime: CacheRuntime;
  /**
   * A session the request began or ended (login, logout, a session the platform says is over).
   * The caller turns it into the session cookie; the token never enters a GraphQL answer.
   */
  sessionChange: SessionChange | null;
  /** Whether this request may introspect the schema (never in production unless the brand allows the playground). */
  allowIntrospection: boolean;
}

export type SessionChange =
  { kind: 'set'; token: string; method: 'password' | 'sms' | 'social' | 'register' | 'freeplay'; remember?: boolean; pending?: boolean } | { kind: 'cleared' };
