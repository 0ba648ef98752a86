import { parseWithZod } from '@conform-to/zod/v4';
import { z } from 'zod';

/** Every form's server side: the posted fields parsed by the form's zod schema (never `form.get()`). */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema) {
  return parseWithZod(await request.formData(), { schema });
}

/**
 * One field of a posted form, checked by its own schema, read before the form's full schema: a
 * page with several forms decides by it (`intent`, `kind`) which schema parses the post. The body
 * stays unread for parseForm; a field that is missing or fails its schema is undefined.
 */
export async function peekFormField<T>(request: Request, name: string, schema: z.ZodType<T>): Promise<T | undefined> {
  const submission = parseWithZod(await request.clone().formData(), { schema: z.object({ [name]: schema.optional() }) });
  return submission.status === 'success' ? (submission.value[name] as T | undefined) : undefined;
}
