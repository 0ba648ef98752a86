/**
 * The command line of `npm run check:platform`. The parser itself is node:util's parseArgs, passed
 * in by the script: this module is part of the gateway's sources, which also compile for workerd
 * without Node's types.
 */
import { baseUrlOf, DEFAULTS, type GoLiveOptions } from './check';

export const ARG_OPTIONS = {
  url: { type: 'string' },
  merchant: { type: 'string' },
  username: { type: 'string' },
  password: { type: 'string' },
  language: { type: 'string' },
  'timeout-ms': { type: 'string' },
  'run-timeout-ms': { type: 'string' },
  encryption: { type: 'string' },
  json: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

/** The environment variable read for the password when only --username is given (kept out of shell history). */
export const PASSWORD_VARIABLE = 'CHECK_PLATFORM_PASSWORD';

export const USAGE = `Usage: npm run check:platform -- --url <PLATFORM_URL> --merchant <code> [options]

Reads every call a visitor's pages make (and with a test account, a member's) from the platform
and checks each answer against what the portal expects. Sends no writes: only reads, and with a
test account its login and logout.

  --url <url>              the platform's base URL (http or https)
  --merchant <code>        the brand's merchant code
  --username <name>        a test account (its password with --password or ${PASSWORD_VARIABLE})
  --password <password>
  --language <code>        the visitor's language (default ${DEFAULTS.language})
  --encryption <scheme>    how the login is sealed: legacy (live platforms, default) or modern
  --timeout-ms <ms>        each call's time limit, 100-30000 (default ${DEFAULTS.timeoutMs})
  --run-timeout-ms <ms>    the whole run's time limit (default ${DEFAULTS.runTimeoutMs})
  --json                   print the report as JSON
  -h, --help               this help

Exit code: 0 when nothing differs or failed, 1 otherwise, 2 for a bad command line.`;

export type ParseArgs = (config: { args: string[]; options: typeof ARG_OPTIONS; strict: true; allowPositionals: false }) => {
  values: Record<string, string | boolean | undefined>;
};

export type CommandLine = { kind: 'help' } | { kind: 'usage'; message: string } | { kind: 'run'; options: Omit<GoLiveOptions, 'fetch'>; json: boolean };

const MERCHANT = /^[A-Za-z0-9_-]{1,40}$/;
const LANGUAGE = /^[a-z]{2,3}([-_][a-z0-9]{2,8})?$/i;

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number | string {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || !Number.isSafeInteger(value) || value < min || value > max)
    return `--${name} must be a whole number of milliseconds from ${min} to ${max}`;
  return value;
}

/** The run the command line asks for, or what is wrong with it (never an exception). */
export function parseCommandLine(argv: string[], parseArgs: ParseArgs, env: Record<string, string | undefined> = {}): CommandLine {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({ args: argv, options: ARG_OPTIONS, strict: true, allowPositionals: false }));
  } catch (error) {
    // parseArgs's own words name the option ("Unknown option '--ulr'"); its error code is noise.
    return { kind: 'usage', message: error instanceof Error ? error.message.replace(/^TypeError \[[A-Z_]+\]: /, '') : String(error) };
  }
  if (values.help) return { kind: 'help' };
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value.trim() : undefined;
  };

  const url = text('url');
  if (!url) return { kind: 'usage', message: '--url is required' };
  try {
    baseUrlOf(url);
  } catch {
    return { kind: 'usage', message: `--url must be an http or https URL, such as https://platform.example.com (got "${url}")` };
  }
  const merchant = text('merchant');
  if (!merchant) return { kind: 'usage', message: '--merchant is required' };
  if (!MERCHANT.test(merchant)) return { kind: 'usage', message: '--merchant must be letters, digits, _ or - (at most 40)' };

  const language = text('language') ?? DEFAULTS.language;
  if (!LANGUAGE.test(language)) return { kind: 'usage', message: `--language must be a language code such as en or ko (got "${language}")` };

  const encryption = text('encryption') ?? DEFAULTS.encryption;
  if (encryption !== 'legacy' && encryption !== 'modern') return { kind: 'usage', message: '--encryption must be legacy or modern' };

  const timeoutMs = integer('timeout-ms', text('timeout-ms'), DEFAULTS.timeoutMs, 100, 30_000);
  if (typeof timeoutMs === 'string') return { kind: 'usage', message: timeoutMs };
  const runTimeoutMs = integer('run-timeout-ms', text('run-timeout-ms'), Math.max(DEFAULTS.runTimeoutMs, timeoutMs), timeoutMs, 600_000);
  if (typeof runTimeoutMs === 'string') return { kind: 'usage', message: runTimeoutMs };

  const username = text('username');
  // A password is taken as typed (spaces may be part of it).
  const password = typeof values.password === 'string' ? values.password : env[PASSWORD_VARIABLE];
  if (values.password !== undefined && !username) return { kind: 'usage', message: '--password needs --username' };
  if (username && !password) return { kind: 'usage', message: `--username needs --password (or ${PASSWORD_VARIABLE} in the environment)` };

  return {
    kind: 'run',
    json: values.json === true,
    options: {
      url,
      merchant,
      language,
      encryption,
      timeoutMs,
      runTimeoutMs,
      ...(username && password ? { account: { username, password } } : {}),
    },
  };
}
