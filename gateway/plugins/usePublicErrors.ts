import type { Plugin } from 'graphql-yoga';
import { publicError } from '#gateway/errors';

/**
 * Expected platform failures leave the gateway as their catalogue code and a generic message,
 * over HTTP and in-process alike; the platform's own text stays in the server's logs.
 */
export function usePublicErrors(): Plugin {
  return {
    onExecute() {
      return {
        onExecuteDone({ result, setResult }) {
          if (!('errors' in result) || !result.errors?.length) return;
          setResult({ ...result, errors: result.errors.map(publicError) });
        },
      };
    },
  };
}
