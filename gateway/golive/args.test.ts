import { parseArgs } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseCommandLine, PASSWORD_VARIABLE, type CommandLine } from './args';
import { DEFAULTS } from './check';

const parse = (line: string, env: Record<string, string | undefined> = {}) => parseCommandLine(line.split(' ').filter(Boolean), parseArgs, env);
const usage = (command: CommandLine) => (command.kind === 'usage' ? command.message : `not a usage error: ${command.kind}`);

describe('parseCommandLine', () => {
  it('takes the platform and the merchant, with defaults for the rest', () => {
    expect(parse('--url https://platform.example.com/ --merchant AURORA')).toEqual({
      kind: 'run',
      json: false,
      options: {
        url: 'https://platform.example.com/',
        merchant: 'AURORA',
        language: DEFAULTS.language,
        encryption: 'legacy',
        timeoutMs: DEFAULTS.timeoutMs,
        runTimeoutMs: DEFAULTS.runTimeoutMs,
      },
    });
  });

  it('takes every option', () => {
    const command = parse(
      '--url http://127.0.0.1:8787 --merchant DEMO --username demo_member --password Member2024 --language ko --encryption modern --timeout-ms 1500 --run-timeout-ms 20000 --json',
    );
    expect(command).toEqual({
      kind: 'run',
      json: true,
      options: {
        url: 'http://127.0.0.1:8787',
        merchant: 'DEMO',
        language: 'ko',
        encryption: 'modern',
        timeoutMs: 1500,
        runTimeoutMs: 20000,
        account: { username: 'demo_member', password: 'Member2024' },
      },
    });
  });

  it('takes the password from the environment when only the username is given', () => {
    const command = parse('--url https://p.example --merchant DEMO --username qa', { [PASSWORD_VARIABLE]: 'secret pass' });
    expect(command.kind === 'run' && command.options.account).toEqual({ username: 'qa', password: 'secret pass' });
  });

  it('keeps the whole run at least as long as one call', () => {
    const command = parse('--url https://p.example --merchant DEMO --timeout-ms 30000');
    expect(command.kind === 'run' && command.options.runTimeoutMs).toBe(DEFAULTS.runTimeoutMs);
  });

  it('asks for help', () => {
    expect(parse('--help')).toEqual({ kind: 'help' });
    expect(parse('-h --url nonsense')).toEqual({ kind: 'help' });
  });

  it.each([
    ['', '--url is required'],
    ['--merchant DEMO', '--url is required'],
    ['--url https://p.example', '--merchant is required'],
    ['--url ftp://p.example --merchant DEMO', '--url must be an http or https URL, such as https://platform.example.com (got "ftp://p.example")'],
    ['--url platform --merchant DEMO', '--url must be an http or https URL, such as https://platform.example.com (got "platform")'],
    ['--url https://p.example --merchant DE/MO', '--merchant must be letters, digits, _ or - (at most 40)'],
    ['--url https://p.example --merchant DEMO --language english!', '--language must be a language code such as en or ko (got "english!")'],
    ['--url https://p.example --merchant DEMO --encryption aes', '--encryption must be legacy or modern'],
    ['--url https://p.example --merchant DEMO --timeout-ms 2s', '--timeout-ms must be a whole number of milliseconds from 100 to 30000'],
    ['--url https://p.example --merchant DEMO --timeout-ms 50', '--timeout-ms must be a whole number of milliseconds from 100 to 30000'],
    ['--url https://p.example --merchant DEMO --timeout-ms 40000', '--timeout-ms must be a whole number of milliseconds from 100 to 30000'],
    [
      '--url https://p.example --merchant DEMO --timeout-ms 5000 --run-timeout-ms 1000',
      '--run-timeout-ms must be a whole number of milliseconds from 5000 to 600000',
    ],
    ['--url https://p.example --merchant DEMO --username qa', `--username needs --password (or ${PASSWORD_VARIABLE} in the environment)`],
    ['--url https://p.example --merchant DEMO --password x', '--password needs --username'],
  ])('refuses %j: %s', (line, message) => {
    expect(usage(parse(line))).toBe(message);
  });

  it('refuses unknown options, missing values and stray words with parseArgs’ own words', () => {
    expect(usage(parse('--url https://p.example --merchant DEMO --ulr x'))).toMatch(/Unknown option '--ulr'/);
    expect(usage(parse('--url https://p.example --merchant'))).toMatch(/--merchant/);
    expect(usage(parse('--url https://p.example --merchant DEMO extra'))).toMatch(/extra/);
  });
});
