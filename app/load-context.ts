import type { AppLoadContext } from '@remix-run/cloudflare';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { ExecutionResult } from 'graphql';
import { createGatewayContext, execute, type ExecuteOptions, type GatewayContext, type PortalBindings } from '#gateway/index';
import type { SessionData } from '#app/features/auth/session-cookie.server';
import type { Language } from '#app/i18n/config';
import type { Namespace } from '#app/i18n/words.server';

/** What every loader and action receives: the edge runtime, the locale and the in-process gateway. */
export interface PortalLoadContext {
  cloudflare: { env: PortalBindings; ctx: ExecutionContext; cf: IncomingRequestCfProperties | undefined };
  locale: Language;
  country: string | null;
  gateway: GatewayContext;
  /** The visitor's session from the sealed cookie, or null for an anonymous visitor. */
  session: SessionData | null;
  /** A login waits for its second step (the session is not usable yet). */
  pendingSecondStep: boolean;
  /** This response's CSP nonce, for the document's scripts (never put into loader data). */
  nonce: string;
  /** The translation namespaces the routes of an address declare in their handles (read by the words layout only). */
  namespacesFor(pathname: string): readonly Namespace[];
  /**
   * Runs one typed GraphQL operation in-process against the gateway (no HTTP hop). `background`:
   * the operation feeds a section that streams in after the first screen.
   */
  graphql<TResult, TVariables extends Record<string, unknown>>(
    document: TypedDocumentNode<TResult, TVariables>,
    variables?: TVariables,
    options?: ExecuteOptions,
  ): Promise<ExecutionResult<TResult>>;
}

declare module '@remix-run/server-runtime' {
  interface AppLoadContext extends PortalLoadContext {}
}

interface LoadContextArgs {
  request: Request;
  env: PortalBindings;
  ctx: ExecutionContext;
  locale: Language;
  country: string | null;
  gateway?: GatewayContext;
  nonce: string;
  session?: SessionData | null;
  pendingSecondStep?: boolean;
  /** The route modules' namespaces by address (the Worker entry reads them from the server build). */
  namespacesFor?: (pathname: string) => readonly Namespace[];
}

/** One place that builds the per-request context, for the Worker entry (and any dev server). */
export function getLoadContext({
  request,
  env,
  ctx,
  locale,
  country,
  gateway,
  nonce,
  session = null,
  pendingSecondStep = false,
  namespacesFor = () => [],
}: LoadContextArgs): AppLoadContext {
  const gatewayContext =
    gateway ?? createGatewayContext({ request, env, locale, country, token: session?.token, runtime: { waitUntil: (p) => ctx.waitUntil(p) } });
  return {
    cloudflare: { env, ctx, cf: request.cf as IncomingRequestCfProperties | undefined },
    locale,
    country,
    gateway: gatewayContext,
    session,
    pendingSecondStep,
    nonce,
    namespacesFor,
    // The app's documents are codegen's (app/graphql/generated), checked when built (gateway/index.ts).
    graphql: (document, variables, options) => execute(gatewayContext, document, variables, { ...options, checkedAtBuild: true }),
  };
}
