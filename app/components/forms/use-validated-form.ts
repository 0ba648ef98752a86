import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import type { z } from 'zod';

/**
 * Every form's browser side: conform with the same zod schema the action parses with, so a field
 * shows its error when it loses focus and clears as it is corrected, before any round trip. The
 * form works the same without JavaScript: the action answers with `lastResult`, which carries the
 * errors and the values typed (never passwords: the action hides them).
 */
export function useValidatedForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  options: { id?: string; defaultValue?: Record<string, string | boolean | undefined> } = {},
) {
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: lastResult ?? undefined,
    defaultValue: options.defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
  });
}
