/**
 * `POST /wps/batch` (our extension, docs/platform-protocol.md "Batched public reads",
 * docs/decisions/044-batched-reads-and-the-guard-beside-the-render.md): several public reads in
 * one request. A Worker may wait on only six outgoing requests at once, so a cold page's dozen
 * reads took two or three round trips; in one batch they take one.
 *
 * Each part is answered exactly as the call made alone would be: it runs through the same
 * pipeline (route, method, brand, module switch, its own injected faults) with the batch's
 * headers, its own `ModuleId`, and the `Authorization` header only where the part asks for it.
 * The batch adds no fault of its own. Answers stream as NDJSON in the order they finish, one line
 * per part: `{"i": <index>, "status": <HTTP status>, "body": "<the answer's text>"}`, so a slow
 * part holds up no other.
 */
import * as z from 'zod';
import { paramError } from './envelope';
import { parseWith } from './params';
import { findRoute, type Route } from './routes';

export const BATCH_PATH = '/wps/batch';

/** At most this many parts per batch (a page's first screen has about ten reads). */
export const MAX_BATCH_PARTS = 20;
/** The batch's own body: the parts' paths, queries and small bodies. */
const MAX_BATCH_BYTES = 32 * 1024;

const PartSchema = z
  .object({
    method: z.enum(['GET', 'POST']),
    // Protocol paths only: never another batch, a development route or a page.
    path: z
      .string()
      .max(200)
      .regex(/^\/(wps|lgw)\/[A-Za-z0-9_/.-]+$/, 'must be a protocol path')
      .refine((path) => path !== BATCH_PATH, 'a batch cannot hold a batch'),
    query: z.record(z.string().max(40), z.string().max(400)).optional(),
    body: z.unknown().optional(),
    moduleId: z.string().max(40),
    /** The batch's Authorization header goes with this part (a read whose answer is public but that the spec sends with the token). */
    auth: z.boolean().optional(),
  })
  .refine((part) => !(part.auth && part.method !== 'GET'), 'only a read (GET) may carry the session');
const BatchSchema = z.object({ calls: z.array(PartSchema).min(1).max(MAX_BATCH_PARTS) });
type Part = z.infer<typeof PartSchema>;

/** Headers of the batch that are not passed on to its parts. */
const OWN_HEADERS = ['content-length', 'content-type', 'moduleid', 'authorization'];

/**
 * Answers a batch: each part dispatched by `dispatchPart` (the pipeline), its answer streamed as a
 * line as soon as it is read. A part that is sealed (an encrypted route) is refused alone.
 */
export async function answerBatch(
  request: Request,
  routes: readonly Route[],
  dispatchPart: (part: Request) => Promise<Response>,
  /** Loads what every part reads first (the brand's configuration) once, before the parts start. */
  prepare: () => Promise<unknown> = async () => undefined,
): Promise<Response> {
  if (request.method.toUpperCase() !== 'POST') throw paramError('a batch is a POST');
  const text = await request.text();
  if (text.length > MAX_BATCH_BYTES) throw paramError(`a batch holds at most ${MAX_BATCH_BYTES} bytes`);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw paramError('body is not valid JSON');
  }
  const { calls } = parseWith(BatchSchema, raw);
  const base = new URL(request.url);
  // Otherwise, after the configuration's few seconds, every part would load it again at once.
  await prepare().catch(() => undefined);

  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  const writer = writable.getWriter();
  const encoder = new TextEncoder();
  const line = (i: number, status: number, body: string) => writer.write(encoder.encode(`${JSON.stringify({ i, status, body })}\n`));

  const answered = calls.map(async (part, i) => {
    let status: number;
    let body: string;
    const found = findRoute(routes, part.path);
    if (found && found.route.kind === 'brand' && found.route.encrypted) {
      status = 400;
      body = JSON.stringify({ success: false, errorCode: 'request_param_err', message: 'a sealed call cannot be batched' });
    } else {
      const response = await dispatchPart(partRequest(request, base, part));
      status = response.status;
      body = await response.text();
    }
    await line(i, status, body);
  });
  // The stream ends when every part has been written (a part's failure is its own line, never the
  // batch's); a reader that went away (its time budget ended) leaves nothing to close.
  void Promise.allSettled(answered)
    .then(() => writer.close())
    .catch(() => undefined);
  return new Response(readable, { headers: { 'Content-Type': 'application/x-ndjson;charset=UTF-8', 'Cache-Control': 'no-store' } });
}

/** The request a part would have been on its own: the batch's headers, the part's method, path, query, module and body. */
function partRequest(batch: Request, base: URL, part: Part): Request {
  const url = new URL(part.path, base);
  for (const [key, value] of Object.entries(part.query ?? {})) url.searchParams.set(key, value);
  const headers = new Headers();
  for (const [name, value] of batch.headers) if (!OWN_HEADERS.includes(name.toLowerCase())) headers.set(name, value);
  headers.set('ModuleId', part.moduleId);
  headers.set('Content-Type', 'application/json;charset=UTF-8');
  const token = batch.headers.get('Authorization');
  if (part.auth && token) headers.set('Authorization', token);
  return new Request(url, {
    method: part.method,
    headers,
    body: part.method === 'POST' ? JSON.stringify(part.body ?? {}) : undefined,
  });
}
