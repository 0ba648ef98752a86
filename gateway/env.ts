import * as z from 'zod';
import { parseOriginList } from './origin-list';

/** The portal Worker's bindings and variables, validated once per request at the edge. */
export interface PortalBindings {
  ASSETS?: Fetcher;
  PLATFORM?: Fetcher;
  ENVIRONMENT?: string;
  MERCHANT?: string;
  PLATFORM_URL?: string;
  ENCRYPTION_SCHEME?: string;
  BLOCKED_REGIONS?: string;
  DEV_TOOLS?: string;
  UPSTREAM_TIMEOUT_MS?: string;
  /** Other sites' origins that may call /graphql from a browser with the visitor's cookies (comma-separated). */
  CORS_ORIGINS?: string;
  /** The brand's time zone (IANA) when the platform's brand information does not carry one. */
  BRAND_TIME_ZONE?: string;
  /** Origins of the brand's game servers that the game frame may show (comma-separated, exact origins). */
  GAME_ORIGINS?: string;
  /** Seals the session cookie (app/features/auth); comma-separated to rotate. A secret in production. */
  SESSION_SECRET?: string;
  /** The brand's Firebase web app (public values) for Google and Facebook sign-in (app/features/auth). */
  FIREBASE_API_KEY?: string;
  FIREBASE_AUTH_DOMAIN?: string;
  FIREBASE_PROJECT_ID?: string;
  /**
   * Development only: more brands served by this one portal by host, `host=MERCHANT` pairs
   * (comma-separated, *.localhost names only), such as `jade.localhost=JADE` (envForHost). Ignored in production.
   */
  DEV_BRAND_HOSTS?: string;
  /**
   * For a platform without live events (docs/decisions/040): how often (seconds) an open live
   * stream reads the balance and badges instead; "0" turns the poll off. Default 20.
   */
  LIVE_POLL_SECONDS?: string;
}

const envSchema = z.object({
  ENVIRONMENT: z.enum(['development', 'test', 'production']).default('production'),
  MERCHANT: z.string().trim().min(1, 'MERCHANT must name the brand'),
  PLATFORM_URL: z.string().trim().default('binding'),
  ENCRYPTION_SCHEME: z.enum(['modern', 'legacy']).default('modern'),
  BLOCKED_REGIONS: z.string().default(''),
  DEV_TOOLS: z.string().default('0'),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  CORS_ORIGINS: z.string().default(''),
  BRAND_TIME_ZONE: z.string().trim().default('UTC').refine(isTimeZone, 'BRAND_TIME_ZONE must be an IANA time zone such as Asia/Seoul'),
  GAME_ORIGINS: z.string().default(''),
  LIVE_POLL_SECONDS: z.coerce.number().int().min(0).max(3600).default(20),
});

const knownZones = new Map<string, boolean>();
let canonicalZones: ReadonlySet<string> | undefined;

/**
 * Whether Intl knows the zone (an IANA name such as Asia/Seoul, or UTC). Remembered per name:
 * every page asks for the brand's zone.
 *
 * A name in Intl's own list of zones (about 2 ms to read, once per isolate) is known at once. The
 * list holds the runtime's canonical names, which are not always IANA's current ones (Node 20's has
 * Asia/Calcutta, not Asia/Kolkata), and no Etc/ zone: any other name builds a DateTimeFormat to find
 * out. The first DateTimeFormat of an isolate loads the runtime's date data (4-6 ms of CPU in Node
 * beyond what any first Intl formatter costs): a new isolate's first home page paid it before its
 * first byte for this check alone, when its first screen shows money and no date (docs/decisions/069).
 */
export function isTimeZone(zone: string): boolean {
  // UTC (the default) without Intl at all.
  if (zone === 'UTC') return true;
  let known = knownZones.get(zone);
  if (known === undefined) {
    canonicalZones ??= new Set(Intl.supportedValuesOf('timeZone'));
    known = canonicalZones.has(zone) || formatsIn(zone);
    // A few brand zones at most; the bound keeps odd input from growing it.
    if (knownZones.size < 64) knownZones.set(zone, known);
  }
  return known;
}

function formatsIn(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

export interface GatewayConfig {
  environment: 'development' | 'test' | 'production';
  merchant: string;
  /** Where the platform is: its service binding, or a live platform's base URL. */
  platform: { kind: 'binding'; fetcher: Fetcher } | { kind: 'url'; baseUrl: string };
  encryptionScheme: 'modern' | 'legacy';
  /** ISO countries the brand blocks at the edge in addition to the platform's own list. */
  blockedRegions: string[];
  devTools: boolean;
  upstreamTimeoutMs: number;
  /** Origins besides the portal's own that may read /graphql from a browser (CORS with credentials). */
  corsOrigins: string[];
  /** Where the brand's days start when the platform does not say (docs/decisions/015). */
  brandTimeZone: string;
  /**
   * Origins whose game pages the game frame may show, besides /rgs/ paths on the portal's own
   * origin (modules/launch/game-url.ts); the page's CSP frame-src allows exactly these.
   */
  gameOrigins: string[];
  /** Seconds between a live stream's reads when the platform sends no events (0: none; absent in hand-built configs: 20). */
  livePollSeconds?: number;
}

const configs = new WeakMap<PortalBindings, GatewayConfig>();

/**
 * The validated configuration of a Worker's bindings, parsed once per bindings object (the Worker
 * gets the same `env` for each request, and each page asks for it in several places).
 */
export function readConfig(env: PortalBindings): GatewayConfig {
  let config = configs.get(env);
  if (!config) {
    config = parseConfig(env);
    configs.set(env, config);
  }
  return config;
}

function parseConfig(env: PortalBindings): GatewayConfig {
  const parsed = envSchema.parse(env);
  const production = parsed.ENVIRONMENT === 'production';
  let platform: GatewayConfig['platform'];
  if (parsed.PLATFORM_URL === 'binding') {
    if (!env.PLATFORM) throw new Error('PLATFORM_URL is "binding" but no PLATFORM service binding exists');
    platform = { kind: 'binding', fetcher: env.PLATFORM };
  } else {
    const url = new URL(parsed.PLATFORM_URL);
    platform = { kind: 'url', baseUrl: url.origin + url.pathname.replace(/\/$/, '') };
  }
  return {
    environment: parsed.ENVIRONMENT,
    merchant: parsed.MERCHANT,
    platform,
    encryptionScheme: parsed.ENCRYPTION_SCHEME,
    blockedRegions: parsed.BLOCKED_REGIONS.split(',')
      .map((code) => code.trim().toUpperCase())
      .filter(Boolean),
    // Development tools never run in production, whatever the variable says.
    devTools: !production && parsed.DEV_TOOLS === '1',
    upstreamTimeoutMs: parsed.UPSTREAM_TIMEOUT_MS,
    corsOrigins: parseOriginList('CORS_ORIGINS', parsed.CORS_ORIGINS, { production }),
    brandTimeZone: parsed.BRAND_TIME_ZONE,
    gameOrigins: parseOriginList('GAME_ORIGINS', parsed.GAME_ORIGINS, { production }),
    livePollSeconds: parsed.LIVE_POLL_SECONDS,
  };
}

/** The bindings of each brand a development portal serves by host (envForHost), one object per brand so readConfig parses each once. */
const brandEnvs = new WeakMap<PortalBindings, Map<string, PortalBindings>>();

/**
 * The bindings a request is served with. In development (DEV_TOOLS on, not production) a host named
 * in DEV_BRAND_HOSTS (`jade.localhost=JADE`) is that brand's portal: the same bindings with its
 * MERCHANT, so one local server shows two brands side by side (cookies are per host, so sessions
 * stay apart). Every other request, and every request in production, keeps `env` as it is.
 */
export function envForHost(env: PortalBindings, hostname: string): PortalBindings {
  // The same rule as readConfig's devTools: switched on, and never in production.
  if (!env.DEV_BRAND_HOSTS || env.DEV_TOOLS !== '1' || env.ENVIRONMENT === 'production') return env;
  const host = hostname.toLowerCase();
  // Only loopback names (RFC 6761: *.localhost never leaves the machine), so no public host can pick a brand.
  if (!host.endsWith('.localhost')) return env;
  const merchant = env.DEV_BRAND_HOSTS.split(',')
    .map((pair) => pair.split('=').map((part) => part.trim()))
    .find(([name, code]) => name?.toLowerCase() === host && code && /^[A-Za-z0-9_-]{1,40}$/.test(code))?.[1];
  if (!merchant || merchant === env.MERCHANT) return env;
  let byMerchant = brandEnvs.get(env);
  if (!byMerchant) {
    byMerchant = new Map();
    brandEnvs.set(env, byMerchant);
  }
  let brandEnv = byMerchant.get(merchant);
  if (!brandEnv) {
    brandEnv = { ...env, MERCHANT: merchant };
    byMerchant.set(merchant, brandEnv);
  }
  return brandEnv;
}
