import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '../context';

/** Adds a Server-Timing header summarising the platform calls of a /graphql request. */
export function useServerTiming(): Plugin<GatewayContext> {
  return {
    onResponse({ response, serverContext }) {
      const platform = (serverContext as Partial<GatewayContext> | undefined)?.platform;
      if (!platform || platform.calls.length === 0) return;
      const slowest = Math.max(...platform.calls.map((call) => call.ms));
      response.headers.set('Server-Timing', `platform;desc="${platform.calls.length} calls";dur=${slowest}`);
    },
  };
}
