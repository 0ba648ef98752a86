/**
 * One read of the go-live check, sent as the platform client sends it (the same URL and protocol
 * headers, from the client's own builders; probe.test.ts compares the two for every row the check reads) but answered raw: the
 * check needs the HTTP status and the envelope's value to say which fields differ, where the
 * client deliberately keeps only a fixed message, and it must never be answered from the gateway's
 * edge cache.
 */
import { platformHeaders, platformUrl } from '#gateway/upstream/client';
import type { EndpointDef } from '#gateway/upstream/endpoints';
import type { SampleQuery } from './rows';

export type FetchLike = (request: Request) => Promise<Response>;

export interface ProbeTarget {
  /** The platform's base URL, without a trailing slash. */
  baseUrl: string;
  merchant: string;
  /** The Language header's value (upper case). */
  language: string;
}

/** What came back, read whole (bodies are small; a file row keeps only its type). */
export interface RawAnswer {
  status: number;
  contentType: string | null;
  text: string;
}

/** A call that got no answer within its time, or whose run ran out of time. */
export class ProbeTimeout extends Error {
  constructor(
    readonly ms: number,
    /** A call's own limit, or the whole run's. */
    readonly scope: 'call' | 'run',
  ) {
    super(scope === 'call' ? `no answer within ${ms} ms` : `stopped: the run's time limit (${ms} ms) was reached`);
    this.name = 'ProbeTimeout';
  }
}

/** The request URL and headers, built by the platform client's own builders. */
export const probeUrl = (baseUrl: string, def: EndpointDef, query: SampleQuery = {}): string => platformUrl(baseUrl, def, query);
export const probeHeaders = (target: ProbeTarget, def: EndpointDef, token: string | null): Headers =>
  platformHeaders({ merchant: target.merchant, language: target.language }, def, token);

/**
 * Settles with `work`, or rejects with ProbeTimeout when `ms` pass or `run` aborts first, whether
 * or not the fetch honours its signal (a platform that never answers must not hold the run).
 */
export function bounded<T>(work: (signal: AbortSignal) => Promise<T>, ms: number, run?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onRunAbort: (() => void) | undefined;
  const limit = new Promise<never>((_, reject) => {
    const stop = (error: ProbeTimeout) => {
      controller.abort(error);
      reject(error);
    };
    timer = setTimeout(() => stop(new ProbeTimeout(ms, 'call')), ms);
    if (run) {
      onRunAbort = () => stop(run.reason instanceof ProbeTimeout ? run.reason : new ProbeTimeout(ms, 'run'));
      if (run.aborted) onRunAbort();
      else run.addEventListener('abort', onRunAbort, { once: true });
    }
  });
  const task = Promise.resolve().then(() => work(controller.signal));
  // Whichever loses must not surface as an unhandled rejection.
  task.catch(() => undefined);
  limit.catch(() => undefined);
  return Promise.race([task, limit]).finally(() => {
    clearTimeout(timer);
    if (run && onRunAbort) run.removeEventListener('abort', onRunAbort);
  });
}

/** Sends one read (a GET, or a POST read with its body) and reads its answer within `timeoutMs` (headers and body together). */
export function probe(
  fetch: FetchLike,
  target: ProbeTarget,
  def: EndpointDef,
  options: { query?: SampleQuery; body?: Record<string, unknown>; token: string | null; timeoutMs: number; run?: AbortSignal },
): Promise<RawAnswer> {
  return bounded(
    async (signal) => {
      const request = new Request(probeUrl(target.baseUrl, def, options.query), {
        method: options.body ? def.method : 'GET',
        headers: probeHeaders(target, def, options.token),
        ...(options.body ? { body: JSON.stringify(options.body) } : {}),
        signal,
      });
      const response = await fetch(request);
      const contentType = response.headers.get('content-type');
      if (def.binary && response.ok) {
        // A file's bytes say nothing the schema reads: only its type is checked.
        await response.body?.cancel();
        return { status: response.status, contentType, text: '' };
      }
      return { status: response.status, contentType, text: await response.text() };
    },
    options.timeoutMs,
    options.run,
  );
}
