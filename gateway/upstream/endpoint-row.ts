import type { z } from 'zod';
import type { CacheStrategy } from '#gateway/cache';

/**
 * One row of the endpoint table (endpoints.ts): everything the platform client needs to make a
 * call. Each domain's rows are declared beside its answers' schemas in dto/<domain>.ts, mostly
 * through the presets below, so a row says only what sets it apart.
 */
export interface EndpointDef {
  path: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as the ModuleId header. */
  moduleId: string;
  /** Whether the session token is sent: never, when the caller has one, or always. */
  token: 'none' | 'optional' | 'required';
  /** The body is encrypted with the configured scheme. */
  encrypted: boolean;
  /** Cache strategy for public reads; null for anything personal or mutating. */
  cache: CacheStrategy | null;
  /** Validates `value` of the envelope (or the whole body for text answers). */
  schema: z.ZodType;
  /** The body is plain text rather than the JSON envelope. */
  text?: boolean;
  /**
   * The answer is a file (an image) streamed as it comes, read with `PlatformClient.file`; `schema`
   * then validates its Content-Type. A refusal is still the JSON envelope.
   */
  binary?: boolean;
  /** The other relay family's name for the same call, where one is known. */
  alternate?: string;
  /**
   * The spec sends the member's token with this call, but its answer is public (the same for every
   * visitor): it is cached under the guests' key even when a token goes with it (a cache hit sends
   * nothing). Only for public catalogue reads.
   */
  publicAnswer?: true;
  /**
   * Query parameters the call always sends: where the spec names one call for two features
   * (ODSFE2_MemTransDet for money movements and for points), they tell the platform which.
   */
  query?: Readonly<Record<string, string>>;
  /**
   * The call opens a WebSocket (`Upgrade: websocket`), read with `PlatformClient.socket`: `schema`
   * then validates each frame. A refusal is still the JSON envelope.
   */
  socket?: true;
}

/** A row that keeps its schema's own type, so a call's answer is typed by its row (EndpointValue). */
export type EndpointRow<S extends z.ZodType> = EndpointDef & { schema: S };

/** What a preset leaves to the row: another method than the preset's, and the rarer flags. */
export type RowExtras = Partial<Pick<EndpointDef, 'method' | 'text' | 'binary' | 'alternate' | 'query' | 'socket'>>;

/** A call of the relay family: `/wps/relay/<name>`. */
export const relay = (name: string) => `/wps/relay/${name}`;

/** A row written out in full, for a shape no preset has. */
export function row<S extends z.ZodType>(def: EndpointRow<S>): EndpointRow<S> {
  return def;
}

/** Public data, the same for every visitor: sent without a token and kept at the edge by its strategy (ADR 004). */
export function publicRead<S extends z.ZodType>(path: string, moduleId: string, schema: S, cache: CacheStrategy, extras?: RowExtras): EndpointRow<S> {
  return row({ path, method: 'GET', moduleId, token: 'none', encrypted: false, cache, schema, ...extras });
}

/**
 * Public data the spec sends with the member's token when there is one: cached once for every
 * visitor all the same (`publicAnswer`). Only for the brand's catalogue.
 */
export function publicAnswerRead<S extends z.ZodType>(path: string, moduleId: string, schema: S, cache: CacheStrategy): EndpointRow<S> {
  return row({ path, method: 'GET', moduleId, token: 'optional', publicAnswer: true, encrypted: false, cache, schema });
}

/** A read sent without a token and never cached (a one-time captcha, a key, draws that change every minute). */
export function guestRead<S extends z.ZodType>(path: string, moduleId: string, schema: S, extras?: RowExtras): EndpointRow<S> {
  return row({ path, method: 'GET', moduleId, token: 'none', encrypted: false, cache: null, schema, ...extras });
}

/** A call sent without a token that changes something (a code sent, a trial started); never cached. */
export function guestWrite<S extends z.ZodType>(path: string, moduleId: string, schema: S): EndpointRow<S> {
  return row({ path, method: 'POST', moduleId, token: 'none', encrypted: false, cache: null, schema });
}

/** A call sent without a token whose body carries a secret (a password): sealed with the configured scheme. */
export function sealedGuestWrite<S extends z.ZodType>(path: string, moduleId: string, schema: S): EndpointRow<S> {
  return row({ path, method: 'POST', moduleId, token: 'none', encrypted: true, cache: null, schema });
}

/** The member's own data: sent with the session token, never cached (nothing personal is). */
export function memberRead<S extends z.ZodType>(path: string, moduleId: string, schema: S, extras?: RowExtras): EndpointRow<S> {
  return row({ path, method: 'GET', moduleId, token: 'required', encrypted: false, cache: null, schema, ...extras });
}

/** A change the member makes: POST (or the method in `extras`) with the session token; never cached. */
export function memberWrite<S extends z.ZodType>(path: string, moduleId: string, schema: S, extras?: RowExtras): EndpointRow<S> {
  return row({ path, method: 'POST', moduleId, token: 'required', encrypted: false, cache: null, schema, ...extras });
}

/** A member's change whose body carries a secret (a password, a card, money to another player): sealed. */
export function sealedMemberWrite<S extends z.ZodType>(path: string, moduleId: string, schema: S, extras?: RowExtras): EndpointRow<S> {
  return row({ path, method: 'POST', moduleId, token: 'required', encrypted: true, cache: null, schema, ...extras });
}
