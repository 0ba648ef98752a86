/**
 * Public reads issued in the same turn go to the platform as one batch (`POST /wps/batch`, our
 * extension: docs/platform-protocol.md "Batched public reads", ADR 044). A Worker may wait on six
 * outgoing requests at once; a cold page's dozen reads took two or three platform round trips
 * through them, and take one as a batch.
 *
 * The platform answers each part as it finishes (NDJSON), so a slow part holds up no other. A
 * platform without the extension (a 404, `function.not.available`, anything but NDJSON) gets each
 * read as its own call, now and for the next ten minutes of this isolate. One batcher per incoming
 * request, like the limiter it sends through.
 */
import { offerMemory } from './platform-offers';
import { ErrorCode, UpstreamError } from '#gateway/errors';
import { batchLineSchema } from './dto';
import type { EndpointDef, EndpointName } from './endpoints';
import type { Ticket } from './limiter';

/** What a part's answer was: the HTTP status and body its own call would have had. */
export interface PartAnswer {
  status: number;
  text: string;
  /** When the batch left the queue (for the part's latency). */
  sentAt: number;
}

export interface BatchPart {
  name: EndpointName;
  def: EndpointDef;
  /** The call's full URL (path and query) as the client built it. */
  url: string;
  /** The JSON body of a POST read. */
  payload?: string;
  /** The visitor's session goes with this part (a public answer the spec sends with the token). */
  auth: boolean;
  ticket: Ticket;
}

interface Queued extends BatchPart {
  resolve(answer: PartAnswer): void;
  reject(error: unknown): void;
}

/** How the batcher reaches the platform: one part alone, or a batch (null when the platform has no batches). */
export interface BatchTransport {
  single(part: BatchPart): Promise<PartAnswer>;
  batch(parts: readonly BatchPart[], onAnswer: (index: number, answer: PartAnswer) => void): Promise<'sent' | 'unsupported'>;
}

/** How long an isolate sends reads one by one after a platform said it has no batches. */
export const NO_BATCH_SECONDS = 600;

// Platforms (by address) that answered a batch as an unknown call.
const batches = offerMemory(NO_BATCH_SECONDS);

/** Whether reads for this platform go in batches now. */
export const batchesOffered = (platform: string): boolean => batches.offered(platform);

export class UpstreamBatcher {
  private queue: Queued[] = [];
  private scheduled = false;

  constructor(
    private readonly platform: string,
    private readonly transport: BatchTransport,
  ) {}

  /** A read's answer; reads asked for in the same turn leave together. */
  send(part: BatchPart): Promise<PartAnswer> {
    return new Promise<PartAnswer>((resolve, reject) => {
      this.queue.push({ ...part, resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setTimeout(() => {
          this.scheduled = false;
          void this.flush();
        }, 0);
      }
    });
  }

  private async flush() {
    // What the first screen waits for goes first: the platform starts the parts in their order, and
    // on a busy platform the last parts of a batch answer last (ADR 044). A stable sort keeps each
    // group's own order.
    const parts = [...this.queue].sort((a, b) => Number(a.ticket.background) - Number(b.ticket.background));
    this.queue = [];
    if (parts.length === 1 || !batchesOffered(this.platform)) {
      for (const part of parts) this.transport.single(part).then(part.resolve, part.reject);
      return;
    }
    // More reads than one batch may hold leave as several batches side by side: a batch over the
    // protocol's bounds is refused, and would have been taken for a platform without batches.
    await Promise.all(batchesOf(parts).map((group) => (group.length === 1 ? this.alone(group[0]!) : this.together(group))));
  }

  private alone(part: Queued) {
    return this.transport.single(part).then(part.resolve, part.reject);
  }

  private async together(parts: Queued[]) {
    const answered = new Set<number>();
    let outcome: 'sent' | 'unsupported';
    try {
      outcome = await this.transport.batch(parts, (index, answer) => {
        const part = parts[index];
        if (!part || answered.has(index)) return;
        answered.add(index);
        part.resolve(answer);
      });
    } catch (error) {
      // The batch's failure (no answer in time, the platform unreachable) is each waiting part's, under its own name.
      for (const [index, part] of parts.entries()) {
        if (!answered.has(index)) part.reject(error instanceof UpstreamError ? new UpstreamError(error.code, error.message, part.name) : error);
      }
      return;
    }
    if (outcome === 'unsupported') {
      batches.refuse(this.platform);
      for (const part of parts) this.transport.single(part).then(part.resolve, part.reject);
      return;
    }
    for (const [index, part] of parts.entries()) {
      if (!answered.has(index)) part.reject(new UpstreamError(ErrorCode.UpstreamMalformed, 'the batch answer left this part out', part.name));
    }
  }
}

/** The protocol's bounds on one batch (docs/platform-protocol.md "Batched public reads"): 1 to 20 parts, a body of at most 32 KB. */
export const MAX_BATCH_PARTS = 20;
const MAX_BATCH_BYTES = 32 * 1024;
/** What a part adds to the batch's body besides its address and payload (its method, module, keys and punctuation), generously. */
const PART_OVERHEAD_BYTES = 160;

const utf8 = new TextEncoder();

/** Parts in order, cut into batches within the protocol's bounds (their sizes in UTF-8 bytes, as the body is sent). */
export function batchesOf<T extends Pick<BatchPart, 'url' | 'payload'>>(parts: readonly T[]): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let bytes = 0;
  for (const part of parts) {
    const size = utf8.encode(part.url).length + (part.payload === undefined ? 0 : utf8.encode(part.payload).length) + PART_OVERHEAD_BYTES;
    if (group.length && (group.length === MAX_BATCH_PARTS || bytes + size > MAX_BATCH_BYTES)) {
      groups.push(group);
      group = [];
      bytes = 0;
    }
    group.push(part);
    bytes += size;
  }
  if (group.length) groups.push(group);
  return groups;
}

/**
 * Reads a batch's NDJSON answer line by line, handing each part's answer on as it arrives.
 * A line that does not read as `{i, status, body}` is the platform's fault: the parts not yet
 * answered fail as malformed (by the caller, when this returns).
 */
export async function readBatchLines(
  body: ReadableStream<Uint8Array>,
  onLine: (index: number, status: number, text: string) => void,
  signal?: AbortSignal,
): Promise<void> {
  const reader = body.getReader();
  // The time budget ends the reading even where the body does not follow the request's signal.
  const aborted = signal
    ? new Promise<never>((_, reject) => {
        const stop = () => {
          reader.cancel().catch(() => undefined);
          reject(signal.reason ?? new DOMException('The batch was aborted.', 'AbortError'));
        };
        if (signal.aborted) stop();
        else signal.addEventListener('abort', stop, { once: true });
      })
    : null;
  aborted?.catch(() => undefined);
  const decoder = new TextDecoder();
  let buffered = '';
  const take = (line: string) => {
    if (line.trim() === '') return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return;
    }
    const read = batchLineSchema.safeParse(parsed);
    if (read.success) onLine(read.data.i, read.data.status, read.data.body);
  };
  for (;;) {
    const { done, value } = await (aborted ? Promise.race([reader.read(), aborted]) : reader.read());
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let newline = buffered.indexOf('\n');
    while (newline >= 0) {
      take(buffered.slice(0, newline));
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf('\n');
    }
  }
  take(buffered + decoder.decode());
}
