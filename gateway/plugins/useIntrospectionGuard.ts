import { NoSchemaIntrospectionCustomRule } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GatewayContext } from '#gateway/context';

/** Refuses introspection unless the request's context allows it (development, or the brand's playground switch). */
export function useIntrospectionGuard(): Plugin<GatewayContext> {
  return {
    onValidate({ context, addValidationRule }) {
      if (!(context as Partial<GatewayContext>).allowIntrospection) addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}
