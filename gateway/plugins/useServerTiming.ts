import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '#gateway/context';

/**
 * Adds a Server-Timing header summarising the platform calls of a /graphql request, outside
 * production only: in production it would tell anyone how the platform behind the portal answers.
 */
export function useServerTiming(): Plugin<GatewayContext> {
  return {
    onResponse({ response, serverContext }) {
      const context = serverContext as Partial<GatewayContext> | undefined;
      const platform = context?.platform;
      if (!platform || platform.calls.length === 0 || context.config?.environment === 'production') return;
      const slowest = Math.max(...platform.calls.map((call) => call.ms));
      response.headers.set('Server-Timing', `platform;desc="${platform.calls.length} calls";dur=${slowest}`);
    },
  };
}
