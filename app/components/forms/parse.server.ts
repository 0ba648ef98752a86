import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/** Every form's server side: the posted fields parsed by the form's zod schema (never `form.get()`). */
export async function parseForm<Schema extends z.ZodType>(request: Request, schema: Schema) {
  return parseWithZod(await request.formData(), { schema });
}
