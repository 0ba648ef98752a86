import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { useMemo, useRef, type DependencyList } from 'react';
import type { z } from 'zod';

/** A form's schema, or a way to build it when it is first needed (useFormSchema). */
type SchemaSource<Schema> = Schema | (() => Schema);

/**
 * Every form's browser side: conform with the same zod schema the action parses with, so a field
 * shows its error when it loses focus and clears as it is corrected, before any round trip. The
 * form works the same without JavaScript: the action answers with `lastResult`, which carries the
 * errors and the values typed (never passwords: the action hides them).
 *
 * The schema is read only when the browser validates: a page's render, on the server too, never
 * needs it (the action parses with its own), so a schema the page builds from its data comes
 * through `useFormSchema` and is built at the first validation.
 */
export function useValidatedForm<Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>>(
  schema: SchemaSource<Schema>,
  lastResult: SubmissionResult<string[]> | null | undefined,
  options: { id?: string; defaultValue?: Record<string, string | boolean | undefined> } = {},
) {
  // The latest render's schema for the next validation.
  const latest = useRef(schema);
  latest.current = schema;
  return useForm<z.input<Schema>, z.output<Schema>>({
    id: options.id,
    lastResult: lastResult ?? undefined,
    defaultValue: options.defaultValue as never,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => {
      const source = latest.current;
      return parseWithZod(formData, { schema: typeof source === 'function' ? source() : source });
    },
  });
}

/**
 * A schema built from the page's data (the brand's rules, the amounts a member may move), built
 * the first time the browser validates the form and again only when `deps` change. Built in the
 * render instead, every request of the page built zod objects that no one would use on the server
 * (the security centre's seven forms: seven schemas of classic zod objects per page).
 */
export function useFormSchema<Schema>(build: () => Schema, deps: DependencyList): () => Schema {
  return useMemo(() => {
    let built: { schema: Schema } | null = null;
    return () => (built ??= { schema: build() }).schema;
    // The caller's dependencies, which the lint checks where it is called (eslint.config.js, additionalHooks).
  }, deps);
}
