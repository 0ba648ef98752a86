import type { GraphQLFormattedError } from 'graphql';

/** The top-level fields of an operation that failed, so their sections can degrade alone. */
export function failedFields(errors: readonly GraphQLFormattedError[] | undefined): string[] {
  return [...new Set((errors ?? []).flatMap((error) => (error.path?.length ? [String(error.path[0])] : [])))];
}
