import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { GraphQLError, type DocumentNode, type ExecutionResult } from 'graphql';
import { createYoga, type YogaServerInstance } from 'graphql-yoga';
import type { CacheRuntime } from './cache';
import type { GatewayContext, Locale } from './context';
import type { GatewayConfig } from './env';
import { readConfig, type PortalBindings } from './env';
import { isExpectedError, maskError } from './errors';
import { renderGraphiQL } from './graphiql';
import { toFeatureFlags } from '#gateway/modules/system/flags';
import { protocolLanguage } from '#gateway/modules/system/language';
import { loadSiteStatus, type SiteStatus } from '#gateway/modules/system/status';
import { useArmor } from '#gateway/plugins/useArmor';
import { useCors } from '#gateway/plugins/useCors';
import { useIntrospectionGuard } from '#gateway/plugins/useIntrospectionGuard';
import { PERSISTED_PARAM, usePersistedOperations } from '#gateway/plugins/usePersistedOperations';
import { usePublicErrors } from '#gateway/plugins/usePublicErrors';
import { useServerTiming } from '#gateway/plugins/useServerTiming';
import { useSingleSensitiveField } from '#gateway/plugins/useSingleSensitiveField';
import { useSseProtocol } from '#gateway/plugins/useSseProtocol';
import { documentToRun } from './persisted-documents';
import { getSchema } from './schema';
import { boundedRequest } from './bounded-request';
import { MAX_PROOF_BASE64_CHARS } from '#gateway/modules/withdraw/input';
import { PlatformClient } from '#gateway/upstream/client';
import type { PlatformPages } from '#gateway/upstream/forward';
import { PROVIDER_PAGES } from '#gateway/upstream/provider';
import { GAME_PAGES } from '#gateway/upstream/game-pages';
import { CHAT_PAGES } from '#gateway/modules/chat/pages';

export type { GatewayContext, Locale, SessionChange } from './context';
export type { PortalBindings } from './env';
// The portal's own settings (dev tools, Firebase) and its development link to the platform.
export { envForHost, readConfig } from './env';
export { fetchDevPlatform } from '#gateway/upstream/dev';
export { fetchPlatform, forwardPage as forwardPlatformPage, refuse as plainRefusal, type PlatformPages } from '#gateway/upstream/forward';
export { boundedRequest } from './bounded-request';
export { addressKey } from './client-address';
export type { SiteStatus } from '#gateway/modules/system/status';
export { brandAnalyticsId } from '#gateway/modules/system/analytics';
export { cdnPageOrigins } from '#gateway/modules/system/cdn';
export { purgeGatewayCache } from './cache';
export { ErrorCode, UpstreamError } from './errors';
export { frameableGameAddress } from '#gateway/modules/launch/game-url';

/**
 * The platform's own pages the member's browser opens on the portal's origin, one description per
 * kind (upstream/forward.ts): the stand-in payment provider, the stand-in game server, the chat room.
 */
const PLATFORM_PAGES: readonly PlatformPages[] = [PROVIDER_PAGES, GAME_PAGES, CHAT_PAGES];

/** The kind of platform page a path belongs to (by its prefix), or null for any other path. */
export function platformPagesAt(pathname: string): PlatformPages | null {
  return PLATFORM_PAGES.find((pages) => pathname.startsWith(pages.prefix)) ?? null;
}

export interface RequestArgs {
  request: Request;
  env: PortalBindings;
  runtime: CacheRuntime;
  locale: Locale;
  /** The visitor's country from Cloudflare's request metadata (or the test override outside production). */
  country: string | null;
  /** The platform session token from the session cookie, if any. */
  token?: string | null;
  /** A token whose login still waits for its second step. */
  pendingToken?: string | null;
}

/**
 * The visitor's IP: Cloudflare's CF-Connecting-IP. With development tools on (never in
 * production) the X-Test-Client-IP header decides instead (local servers put their own loopback address there), so tests and demos can
 * log in "from somewhere new" and meet the second login step.
 */
function visitorIp(request: Request, config: GatewayConfig): string | null {
  if (config.devTools) {
    const override = request.headers.get('X-Test-Client-IP')?.trim();
    if (override && /^[0-9a-fA-F.:]{3,45}$/.test(override)) return override;
  }
  if (config.environment !== 'production') return request.headers.get('CF-Connecting-IP') ?? '127.0.0.1';
  return request.headers.get('CF-Connecting-IP');
}

/** The visitor's IP as the gateway reads it, for the Worker's answers that need no gateway context (a CSP report's rate, a development session's address). */
export function visitorAddress(request: Request, env: PortalBindings): string | null {
  return visitorIp(request, readConfig(env));
}

/**
 * With development tools on (never in production): the reference platform's fault scope a request
 * asks for, passed on so an end-to-end test faults only its own requests (its public reads are
 * cached apart too, so a fault's answer never reaches another test).
 */
function faultScope(request: Request, config: GatewayConfig): string | null {
  if (!config.devTools) return null;
  const scope = request.headers.get('X-Fault-Scope')?.trim();
  return scope && /^[\w.:-]{1,120}$/.test(scope) ? scope : null;
}

/** Builds the per-request gateway context: validated config, visitor, and a fresh platform client. */
export function createGatewayContext(args: RequestArgs): GatewayContext {
  const config = readConfig(args.env);
  const ip = visitorIp(args.request, config);
  const visitor = { ip, country: args.country };
  const platform = new PlatformClient(
    config,
    { language: protocolLanguage(args.locale), ...visitor, token: args.token, faultScope: faultScope(args.request, config) },
    args.runtime,
  );
  return {
    config,
    platform,
    locale: args.locale,
    visitor,
    host: new URL(args.request.url).hostname,
    session: args.token ? { token: args.token } : null,
    pendingSecondStep: args.pendingToken ? { token: args.pendingToken } : null,
    sessionChange: null,
    runtime: args.runtime,
    allowIntrospection: config.environment !== 'production',
  };
}

type Yoga = YogaServerInstance<GatewayContext, Record<string, never>>;
/** Built on first use, one per mode (production's armour differs): an isolate serves one of them. */
const yogas = new Map<boolean, Yoga>();

/** The Yoga of the mode. The per-request context arrives as Yoga's server context. */
function getYoga(production: boolean): Yoga {
  let yoga = yogas.get(production);
  if (yoga) return yoga;
  yoga = createYoga<GatewayContext>({
    schema: getSchema(),
    graphqlEndpoint: '/graphql',
    landingPage: false,
    // Never Yoga's development mode (it would add stacks): wrangler dev runs with NODE_ENV=development.
    maskedErrors: { isDev: false, maskError },
    batching: false,
    // Yoga's default CORS reflects any origin with credentials; useCors answers only allowed ones.
    cors: false,
    extraParamNames: [PERSISTED_PARAM],
    // The playground is served by handleGraphQL (our own assets and nonce), never by Yoga.
    graphiql: false,
    plugins: [
      useCors(),
      useSseProtocol(),
      usePersistedOperations(),
      useArmor(production),
      useIntrospectionGuard(),
      useSingleSensitiveField(),
      usePublicErrors(),
      useServerTiming(),
    ],
  }) as unknown as Yoga;
  yogas.set(production, yoga);
  return yoga;
}

/** Serves /graphql (and the playground where allowed). */
export async function handleGraphQL(args: RequestArgs & { nonce: string; context?: GatewayContext }): Promise<Response> {
  const context = args.context ?? createGatewayContext(args);
  if (context.config.environment === 'production') {
    context.allowIntrospection = await playgroundAllowed(context);
  }
  const server = getYoga(context.config.environment === 'production');
  // The playground page needs the response's nonce; Yoga's renderer option is per instance, so
  // serve it here when Yoga would.
  const accept = args.request.headers.get('accept') ?? '';
  if (args.request.method === 'GET' && accept.includes('text/html')) {
    if (!context.allowIntrospection) return new Response('Not found', { status: 404 });
    return new Response(renderGraphiQL({ title: 'Casino portal GraphQL', nonce: args.nonce }), {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    });
  }
  // A body is parsed whole before any resolver's own limit applies: refuse a large one unread.
  const bounded = await boundedRequest(args.request, MAX_GRAPHQL_BODY_BYTES);
  if (!bounded) return new Response('Payload too large', { status: 413, headers: { 'cache-control': 'no-store' } });
  return server.fetch(bounded, sharedWith(context));
}

/** The largest /graphql body: a withdrawal proof image in Base64 plus room for the document. */
const MAX_GRAPHQL_BODY_BYTES = MAX_PROOF_BASE64_CHARS + 64 * 1024;

/**
 * Yoga's server adapter hands resolvers a copy of the server context, so a login's or logout's
 * `sessionChange` would never reach the Worker that writes the cookie. Every field of this view
 * reads and writes the caller's context instead, and the copy keeps those accessors.
 */
function sharedWith(context: GatewayContext): GatewayContext {
  const view = {} as GatewayContext;
  for (const key of Object.keys(context) as (keyof GatewayContext)[]) {
    Object.defineProperty(view, key, {
      enumerable: true,
      get: () => context[key],
      set: (value: never) => {
        context[key] = value;
      },
    });
  }
  return view;
}

async function playgroundAllowed(context: GatewayContext): Promise<boolean> {
  try {
    const { list } = await context.platform.call('whitelabel');
    return toFeatureFlags(list).graphiql;
  } catch {
    return false;
  }
}

/**
 * Executes one typed operation in-process (no HTTP hop), through the same plugins as /graphql:
 * limits, validation and error masking. Expected errors keep their code; others are masked.
 */
export interface ExecuteOptions {
  /** The operation feeds a section that streams in after the first screen: its platform calls wait for the first screen's. */
  background?: boolean;
  /**
   * The document is one of the app's, compiled in by codegen (never built from a request): it was
   * checked against the schema and every rule /graphql applies by the integration tier
   * (tests/integration/gateway/persisted.test.ts), so it is not checked again here, which cost a
   * new isolate's first page about 27 ms of CPU (bench/RESULTS.md).
   */
  checkedAtBuild?: boolean;
}

export async function execute<TResult, TVariables extends Record<string, unknown>>(
  context: GatewayContext,
  typed: TypedDocumentNode<TResult, TVariables>,
  variables?: TVariables,
  options: ExecuteOptions = {},
): Promise<ExecutionResult<TResult>> {
  const document = documentToRun(typed);
  const { validate, contextFactory, execute: run, schema } = getYoga(context.config.environment === 'production').getEnveloped(context);
  // Not through validationErrors() below: this request's enveloped instance also runs the operation.
  const refused = options.checkedAtBuild ? [] : validate(schema, document);
  if (refused.length > 0) {
    return { errors: refused.map((error: GraphQLError) => new GraphQLError(error.message, { extensions: { code: 'GRAPHQL_VALIDATION_FAILED' } })) };
  }
  const contextValue = options.background ? inBackground(await contextFactory()) : await contextFactory();
  const result = (await run({ schema, document, variableValues: variables, contextValue })) as ExecutionResult<TResult>;
  if (!result.errors) return result;
  return {
    ...result,
    errors: result.errors.map((error) => {
      if (isExpectedError(error)) return error;
      console.error('unexpected gateway error', error.originalError ?? error);
      return new GraphQLError('Unexpected error.', { path: error.path, extensions: { code: 'INTERNAL_SERVER_ERROR' } });
    }),
  };
}

/** What /graphql's validation finds wrong with a document: the schema's rules, the limits and the gateway's own. */
export function validationErrors(context: GatewayContext, document: DocumentNode): readonly GraphQLError[] {
  const { validate, schema } = getYoga(context.config.environment === 'production').getEnveloped(context);
  return validate(schema, document);
}

/**
 * The request's context as a background operation sees it: the same object for everything it reads
 * or writes (the session, its changes), with a platform client whose calls queue behind the first
 * screen's.
 */
function inBackground<C extends GatewayContext>(context: C): C {
  const platform = context.platform.inBackground();
  return new Proxy(context, { get: (target, key, receiver) => (key === 'platform' ? platform : Reflect.get(target, key, receiver)) });
}

/** What the edge guard needs before any page work. */
export function siteStatus(context: GatewayContext): Promise<SiteStatus> {
  return loadSiteStatus(context);
}
