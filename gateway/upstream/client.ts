import * as z from 'zod';
import { cached, type CacheOutcome, type CacheRuntime } from '#gateway/cache';
import type { GatewayConfig } from '#gateway/env';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { createSealer, type Sealer } from './crypto';
import type { BodySealer } from './crypto/sealer';

export type { BodySealer };
import { platformAddress } from './platform-offers';
import { UpstreamBatcher, readBatchLines, type BatchPart, type PartAnswer } from './batcher';
import { envelopeSchema } from './dto';
import { endpoints, type EndpointDef, type EndpointName, type EndpointValue } from './endpoints';
import { recordLatency, UpstreamLimiter, type Ticket } from './limiter';

export type QueryValue = string | number | boolean | null | undefined;

export interface CallOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** The call feeds a section that streams in after the first screen: it waits for the first screen's calls. */
  background?: boolean;
  /** For a cached public read: serve the last answer for this long when the platform fails (cache.ts). */
  staleIfErrorSeconds?: number;
  /** Ask again even when the same call is in flight or answered in this request (a retry of a read that failed). */
  fresh?: boolean;
}

/** Who is asking: everything the protocol headers carry about the visitor. */
export interface VisitorInfo {
  /** Upper-case platform language code, such as EN or KO. */
  language: string;
  ip: string | null;
  country: string | null;
  /** The platform session token, when the visitor has a session. Never leaves the server. */
  token?: string | null;
  /**
   * Development and test builds only: the reference platform's fault scope the request asked for
   * (X-Fault-Scope), so an end-to-end test's injected faults reach only its own requests.
   */
  faultScope?: string | null;
}

/** A file the platform answered (`PlatformClient.file`): its bytes as they come, and its validated type. */
export interface PlatformFile {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Content-Length, when the platform sent one. */
  size: number | null;
}

export interface CallRecord {
  endpoint: EndpointName;
  ms: number;
  cache: CacheOutcome | 'none';
  ok: boolean;
}

/**
 * The only code that speaks the platform's REST protocol. One instance per incoming request:
 * it adds the protocol headers, encrypts where the table says so, bounds concurrency and time,
 * validates every answer at the boundary, dedupes identical calls and caches public reads.
 */
export class PlatformClient {
  private readonly limiter = new UpstreamLimiter();
  private readonly batcher: UpstreamBatcher;
  private readonly inFlight = new Map<string, { promise: Promise<unknown>; ticket: Ticket }>();
  private readonly sealer: BodySealer & Partial<Pick<Sealer, 'forgetKey'>>;
  readonly calls: CallRecord[] = [];

  constructor(
    private readonly config: GatewayConfig,
    private visitor: VisitorInfo,
    private readonly runtime: CacheRuntime,
    sealer?: BodySealer,
  ) {
    // Encrypted calls are sealed here, centrally, with the configured scheme; keys come from the
    // platform through this same client and are remembered per isolate.
    this.sealer =
      sealer ??
      createSealer(config, {
        legacyModulus: () => this.call('rsaKey'),
        oaepPublicKey: () => this.call('oaepKey') as Promise<JsonWebKey>,
      });
    this.batcher = new UpstreamBatcher(platformAddress(config), {
      single: (part) => this.exchangeRead(part),
      batch: (parts, onAnswer) => this.exchangeBatch(parts, onAnswer),
    });
  }

  /** After a login in this request: later calls carry the new session's token. */
  useToken(token: string) {
    this.visitor.token = token;
  }

  call<N extends EndpointName>(name: N, options: CallOptions = {}): Promise<EndpointValue<N>> {
    const def: EndpointDef = endpoints[name];
    const token = def.token === 'none' ? null : (this.visitor.token ?? null);
    if (def.token === 'required' && !token) {
      return Promise.reject(new UpstreamError(ErrorCode.SessionEnded, 'login required', name));
    }
    const url = this.buildUrl(def, options.query);
    // A public answer is cached once for every visitor: under the key without the token.
    const publicKey = `${def.method} ${url} ${JSON.stringify(options.body ?? null)} `;
    const dedupeKey = `${publicKey}${token ?? ''}`;
    const existing = options.fresh ? undefined : this.inFlight.get(dedupeKey);
    if (existing) {
      // The first screen needs what a background section asked for first: it moves up the queue.
      if (!options.background) existing.ticket.background = false;
      return existing.promise as Promise<EndpointValue<N>>;
    }

    const ticket: Ticket = { background: Boolean(options.background) };
    const started = Date.now();
    const load = () => this.send(name, def, url, options.body, token, ticket);
    const promise = (
      def.cache && (!token || def.publicAnswer)
        ? cached(def.cache, `${this.config.merchant}|${this.visitor.language}|${this.visitor.faultScope ?? ''}|${publicKey}`, load, this.runtime, {
            staleIfErrorSeconds: options.staleIfErrorSeconds,
          }).then(({ value, outcome }) => {
            this.calls.push({ endpoint: name, ms: Date.now() - started, cache: outcome, ok: true });
            return value;
          })
        : load().then((value) => {
            this.calls.push({ endpoint: name, ms: Date.now() - started, cache: 'none', ok: true });
            return value;
          })
    ).catch((error: unknown) => {
      this.calls.push({ endpoint: name, ms: Date.now() - started, cache: 'none', ok: false });
      throw error;
    });
    this.inFlight.set(dedupeKey, { promise, ticket });
    return promise as Promise<EndpointValue<N>>;
  }

  /**
   * A file the platform answers (a row marked `binary`, such as a member's image), streamed to the
   * caller as it comes, with its Content-Type validated by the row's schema. The same headers,
   * token, limiter and time budget as `call`; a refusal is the envelope's error, thrown as `call`
   * throws it. Never cached and never deduped (a stream is read once).
   */
  async file(name: EndpointName, options: Pick<CallOptions, 'query'> = {}): Promise<PlatformFile> {
    const def: EndpointDef = endpoints[name];
    if (!def.binary || def.method !== 'GET') throw new Error(`${name} is not a file endpoint`);
    const token = def.token === 'none' ? null : (this.visitor.token ?? null);
    if (def.token === 'required' && !token) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', name);
    const started = Date.now();
    const record = (ok: boolean) => this.calls.push({ endpoint: name, ms: Date.now() - started, cache: 'none', ok });
    try {
      const { response, sentAt } = await this.exchange(name, def, this.buildUrl(def, options.query), this.headers(def, token), undefined, {
        background: false,
      });
      recordLatency(name, Date.now() - sentAt);
      if (!response.ok || !response.body) {
        // A refusal comes as the envelope (parse throws its error); anything else is the platform failing.
        const text = await response.text().catch(() => '');
        this.parse(name, { ...def, binary: false, schema: z.unknown() }, response, text);
        throw new UpstreamError(ErrorCode.UpstreamUnavailable, `HTTP ${response.status}`, name);
      }
      let contentType: string;
      try {
        contentType = validate(name, def.schema, response.headers.get('content-type') ?? '') as string;
      } catch (error) {
        await response.body.cancel();
        throw error;
      }
      const length = Number(response.headers.get('content-length') ?? 'NaN');
      record(true);
      return { body: response.body, contentType, size: Number.isSafeInteger(length) && length >= 0 ? length : null };
    } catch (error) {
      record(false);
      throw error;
    }
  }

  /**
   * Opens a row marked `socket` (a WebSocket: the member's live events) with the same headers and
   * token as `call`, and accepts it. A refusal is the envelope's error, thrown as `call` throws it
   * (FUNCTION_NOT_AVAILABLE from a platform without the call, SESSION_ENDED); no answer within the
   * time budget is UPSTREAM_TIMEOUT. The request carries no abort signal: it would outlive the
   * answer and end the socket. Frames are read with `frame`.
   */
  async socket(name: EndpointName, options: Pick<CallOptions, 'query'> = {}): Promise<WebSocket> {
    const def: EndpointDef = endpoints[name];
    if (!def.socket || def.method !== 'GET') throw new Error(`${name} is not a socket endpoint`);
    const token = def.token === 'none' ? null : (this.visitor.token ?? null);
    if (def.token === 'required' && !token) throw new UpstreamError(ErrorCode.SessionEnded, 'login required', name);
    const headers = this.headers(def, token);
    headers.set('Upgrade', 'websocket');
    const request = new Request(this.buildUrl(def, options.query), { method: 'GET', headers });
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new UpstreamError(ErrorCode.UpstreamTimeout, `no answer within ${this.config.upstreamTimeoutMs} ms`, name)),
        this.config.upstreamTimeoutMs,
      );
    });
    try {
      const sent = (this.config.platform.kind === 'binding' ? this.config.platform.fetcher.fetch(request) : fetch(request)).catch(() => {
        throw new UpstreamError(ErrorCode.UpstreamUnavailable, 'platform unreachable', name);
      });
      const response = await Promise.race([sent, timeout]);
      if (response.status === 101 && response.webSocket) {
        response.webSocket.accept();
        this.calls.push({ endpoint: name, ms: Date.now() - started, cache: 'none', ok: true });
        return response.webSocket;
      }
      const text = await response.text().catch(() => '');
      this.parse(name, { ...def, socket: undefined, schema: z.unknown() }, response, text);
      throw new UpstreamError(ErrorCode.UpstreamUnavailable, `HTTP ${response.status}`, name);
    } catch (error) {
      this.calls.push({ endpoint: name, ms: Date.now() - started, cache: 'none', ok: false });
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** One frame of a socket row, read by the row's schema (a frame that is not JSON is malformed). */
  frame<N extends EndpointName>(name: N, data: unknown): EndpointValue<N> {
    let json: unknown;
    try {
      json = typeof data === 'string' ? JSON.parse(data) : undefined;
    } catch {
      json = undefined;
    }
    if (json === undefined) throw new UpstreamError(ErrorCode.UpstreamMalformed, 'frame is not JSON', name);
    return validate(name, endpoints[name].schema, json) as EndpointValue<N>;
  }

  /**
   * A new client for the same visitor, session and platform, with nothing deduped from this one's
   * calls: a live stream reads the figures afresh at every event.
   */
  renewed(): PlatformClient {
    return new PlatformClient(this.config, { ...this.visitor }, this.runtime, this.sealer);
  }

  /**
   * This client as seen by an operation whose data streams in after the first screen: the same
   * session, dedupe and limiter, its calls queued behind the first screen's.
   */
  inBackground(): PlatformClient {
    const view = Object.create(this) as PlatformClient;
    view.call = (name, options = {}) => this.call(name, { ...options, background: true });
    return view;
  }

  private buildUrl(def: EndpointDef, query: CallOptions['query']) {
    return platformUrl(this.config.platform.kind === 'url' ? this.config.platform.baseUrl : 'https://platform.internal', def, query);
  }

  private headers(def: EndpointDef, token: string | null): Headers {
    return platformHeaders({ merchant: this.config.merchant, ...this.visitor }, def, token);
  }

  private async send(name: EndpointName, def: EndpointDef, url: string, body: unknown, token: string | null, ticket: Ticket): Promise<unknown> {
    try {
      return await this.sendOnce(name, def, url, body, token, ticket);
    } catch (error) {
      // The platform may have rotated its key: forget ours and seal afresh (a new nonce) once.
      if (def.encrypted && error instanceof UpstreamError && error.platformCode === 'request_body_required' && this.sealer.forgetKey) {
        this.sealer.forgetKey();
        return this.sendOnce(name, def, url, body, token, ticket);
      }
      throw error;
    }
  }

  private async sendOnce(name: EndpointName, def: EndpointDef, url: string, body: unknown, token: string | null, ticket: Ticket) {
    const headers = this.headers(def, token);
    let payload: string | undefined;
    if (body !== undefined && def.method !== 'GET') {
      if (def.encrypted) {
        const sealed = await this.sealer.seal(body, def);
        payload = sealed.body;
        for (const [key, value] of Object.entries(sealed.headers)) headers.set(key, value);
      } else {
        payload = JSON.stringify(body);
      }
    }

    // A public read leaves with the others asked for in the same turn (batcher.ts); its answer is read exactly as its own would be.
    const answer = batchable(def)
      ? await this.batcher.send({ name, def, url, payload, auth: token !== null, ticket })
      : await this.exchangeRead({ name, def, url, payload, auth: token !== null, ticket }, headers);
    recordLatency(name, Date.now() - answer.sentAt);
    return this.parse(name, def, { status: answer.status, ok: answer.status >= 200 && answer.status < 300 }, answer.text);
  }

  /** One call on its own: its status and body, read within the time budget. */
  private async exchangeRead(part: BatchPart, headers = this.headers(part.def, part.auth ? (this.visitor.token ?? null) : null)): Promise<PartAnswer> {
    const { response, sentAt } = await this.exchange(part.name, part.def, part.url, headers, part.payload, part.ticket);
    try {
      return { status: response.status, text: await response.text(), sentAt };
    } catch {
      throw new UpstreamError(ErrorCode.UpstreamTimeout, 'body not received in time', part.name);
    }
  }

  /**
   * Several reads as one `POST /wps/batch`: one place in the limiter, one time budget from when it
   * leaves. 'unsupported' when the platform answered anything but a batch (it has none).
   */
  private async exchangeBatch(parts: readonly BatchPart[], onAnswer: (index: number, answer: PartAnswer) => void): Promise<'sent' | 'unsupported'> {
    const def = endpoints.batch;
    const token = parts.some((part) => part.auth) ? (this.visitor.token ?? null) : null;
    const calls = parts.map((part) => {
      const url = new URL(part.url);
      return {
        method: part.def.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        ...(part.payload === undefined ? {} : { body: JSON.parse(part.payload) as unknown }),
        moduleId: part.def.moduleId,
        ...(part.auth ? { auth: true } : {}),
      };
    });
    // The batch waits in the queue as its most urgent part does.
    const ticket: Ticket = {
      get background() {
        return parts.every((part) => part.ticket.background);
      },
    };
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.config.upstreamTimeoutMs);
    const fail = (error: unknown): never => {
      const timedOut = controller.signal.aborted || (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'));
      throw new UpstreamError(
        timedOut ? ErrorCode.UpstreamTimeout : ErrorCode.UpstreamUnavailable,
        timedOut ? `no answer within ${this.config.upstreamTimeoutMs} ms` : 'platform unreachable',
        'batch',
      );
    };
    try {
      const release = await this.limiter.acquire('batch', ticket);
      const sentAt = Date.now();
      let response: Response;
      try {
        const request = new Request(this.buildUrl(def, {}), {
          method: 'POST',
          headers: this.headers(def, token),
          body: JSON.stringify({ calls }),
          signal: controller.signal,
        });
        response = this.config.platform.kind === 'binding' ? await this.config.platform.fetcher.fetch(request) : await fetch(request);
      } catch (error) {
        return fail(error);
      } finally {
        release();
      }
      if (response.status !== 200 || !(response.headers.get('content-type') ?? '').includes('application/x-ndjson') || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        return 'unsupported';
      }
      try {
        await readBatchLines(response.body, (index, status, text) => onAnswer(index, { status, text, sentAt }), controller.signal);
      } catch (error) {
        return fail(error);
      }
      return 'sent';
    } finally {
      clearTimeout(timer);
    }
  }

  /** One request through the limiter within the time budget: the response once its headers came, and when it left the queue. */
  private async exchange(
    name: EndpointName,
    def: EndpointDef,
    url: string,
    headers: Headers,
    payload: string | undefined,
    ticket: Ticket,
  ): Promise<{ response: Response; sentAt: number }> {
    const release = await this.limiter.acquire(name, ticket);
    const sentAt = Date.now();
    const budget = new AbortController();
    const timer = setTimeout(() => budget.abort(new DOMException('no answer in time', 'TimeoutError')), this.config.upstreamTimeoutMs);
    try {
      const request = new Request(url, { method: def.method, headers, body: payload, signal: budget.signal });
      const response = this.config.platform.kind === 'binding' ? await this.config.platform.fetcher.fetch(request) : await fetch(request);
      // A file streams for as long as it takes once its headers came (a member's archive to a slow
      // phone); an envelope's body is read within the same budget as its headers.
      if (def.binary) clearTimeout(timer);
      return { response, sentAt };
    } catch (error) {
      clearTimeout(timer);
      const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
      throw new UpstreamError(
        timedOut ? ErrorCode.UpstreamTimeout : ErrorCode.UpstreamUnavailable,
        timedOut ? `no answer within ${this.config.upstreamTimeoutMs} ms` : 'platform unreachable',
        name,
      );
    } finally {
      release();
    }
  }

  private parse(name: EndpointName, def: EndpointDef, response: Pick<Response, 'status' | 'ok'>, text: string): unknown {
    if (def.text) {
      if (!response.ok) throw new UpstreamError(ErrorCode.UpstreamUnavailable, `HTTP ${response.status}`, name);
      return validate(name, def.schema, text.trim());
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    const envelope = envelopeSchema.safeParse(json);
    if (!envelope.success) {
      // A platform that has no such call (this project's extension on a live platform) answers its
      // own 404 page: the feature is not offered, as function.not.available says it
      // (docs/platform-protocol.md "Every call and its source").
      if (response.status === 404) throw new UpstreamError(ErrorCode.FunctionNotAvailable, 'HTTP 404', name);
      throw new UpstreamError(ErrorCode.UpstreamMalformed, json === undefined ? 'answer is not JSON' : 'answer is not an envelope', name);
    }
    if (!envelope.data.success) {
      throw UpstreamError.fromPlatform(name, envelope.data.errorCode ?? undefined, envelope.data.message ?? undefined, envelope.data.value);
    }
    return validate(name, def.schema, envelope.data.value);
  }
}

/**
 * A read that may leave in a batch (batcher.ts): a cached public read, answered as the JSON
 * envelope, whose body (if any) is not sealed.
 */
export function batchable(def: EndpointDef): boolean {
  return def.cache !== null && !def.encrypted && !def.text && !def.binary && !def.socket && (def.method === 'GET' || def.method === 'POST');
}

/**
 * A call's URL: the row's path, the caller's query and the row's fixed parameters (which win), and
 * a cache-buster on the RSA key. The one place a request URL is built (the go-live check uses it too).
 */
export function platformUrl(baseUrl: string, def: EndpointDef, query: CallOptions['query'] = {}): string {
  const url = new URL(baseUrl + def.path);
  for (const [key, value] of Object.entries({ ...query, ...def.query })) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  if (def.path === '/wps/session/key/rsa') url.searchParams.set('t', String(Date.now()));
  return url.toString();
}

/** A call's protocol headers for a visitor (the one place they are written; the go-live check uses it too). */
export function platformHeaders(
  visitor: { merchant: string; language: string; ip?: string | null; country?: string | null; faultScope?: string | null },
  def: EndpointDef,
  token: string | null,
): Headers {
  const headers = new Headers({
    Merchant: visitor.merchant,
    Device: 'web',
    Language: visitor.language,
    ModuleId: def.moduleId,
    'X-Timestamp': String(Date.now()),
    'X-Requested-With': 'XMLHttpRequest',
    'Content-Type': 'application/json;charset=UTF-8',
    Accept: def.text ? 'text/plain' : def.binary ? '*/*' : 'application/json',
  });
  if (visitor.ip) headers.set('X-Client-IP', visitor.ip);
  if (visitor.country) headers.set('X-Client-Country', visitor.country);
  if (token) headers.set('Authorization', token);
  if (visitor.faultScope) headers.set('X-Fault-Scope', visitor.faultScope);
  return headers;
}

/**
 * The answer as its schema reads it. A refusal is logged with where it broke (for operators) and
 * thrown with a fixed message: a validator's words and paths describe the platform's answer and
 * our schema, which are nobody else's business.
 */
function validate(name: EndpointName, schema: z.ZodType, value: unknown) {
  let result: ReturnType<z.ZodType['safeParse']>;
  try {
    result = schema.safeParse(value);
  } catch (error) {
    // A transform refused the value (an amount out of range): the answer is malformed, not our bug.
    console.warn('malformed platform answer', name, (error as Error).message);
    throw new UpstreamError(ErrorCode.UpstreamMalformed, 'unexpected answer', name);
  }
  if (!result.success) {
    const issue = result.error.issues[0];
    console.warn('malformed platform answer', name, issue?.path.join('.'), issue?.message);
    throw new UpstreamError(ErrorCode.UpstreamMalformed, 'unexpected answer', name);
  }
  return result.data;
}
