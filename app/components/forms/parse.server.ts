import { parseWithZod } from '@conform-to/zod/v4';
import * as z from 'zod';

/** The content types a form posts (a browser's form, conform's, Remix's fetchers). */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

type PostedRequest = Pick<Request, 'headers' | 'formData'>;

/** Each request's form, read once: the peek and the full parse share it (no clone of the body). */
const forms = new WeakMap<PostedRequest, Promise<FormData>>();

/**
 * The posted form, or a thrown 415 (a body that is not a form: none, text/plain, JSON) or 400 (a
 * form that cannot be read: a broken multipart body), shown by the root's error boundary in the
 * visitor's language. Reading the body fails before the action does anything, so nothing runs. The
 * body is read once per request (a second read answers the same form), never through a clone.
 */
export function readForm(request: PostedRequest): Promise<FormData> {
  let form = forms.get(request);
  if (!form) {
    form = readOnce(request);
    forms.set(request, form);
  }
  return form;
}

async function readOnce(request: PostedRequest): Promise<FormData> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  // A refused body is left as it is: cancelling it, or leaving a clone of it unread, made the local
  // runtime restart the worker under a run of such posts (measured: 7 of 90 answered 503).
  if (!FORM_TYPES.includes(type))
    throw new Response('The request body must be a form (application/x-www-form-urlencoded or multipart/form-data).', { status: 415 });
  try {
    return await request.formData();
  } catch {
    throw new Response('The form could not be read.', { status: 400 });
  }
}

/** Every form's server side: the posted fields parsed by the form's zod schema (never `form.get()`). */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema) {
  return parseWithZod(await readForm(request), { schema });
}

/**
 * One field of a posted form, checked by its own schema, read before the form's full schema: a
 * page with several forms decides by it (`intent`, `kind`) which schema parses the post. The form
 * is read once (readForm), so parseForm reads the same fields afterwards; a field that is missing
 * or fails its schema is undefined.
 */
export async function peekFormField<T>(request: Request, name: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const submission = parseWithZod(await readForm(request), { schema: z.object({ [name]: schema.optional() }) });
  return submission.status === 'success' ? (submission.value[name] as T | undefined) : undefined;
}
