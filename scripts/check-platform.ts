/**
 * `npm run check:platform -- --url <PLATFORM_URL> --merchant <code> [...]`: the go-live check a
 * brand runs before pointing the portal at its live platform (docs/go-live.md). The check itself
 * is gateway/golive/check.ts; this is its command line in Node.
 */
import { parseArgs } from 'node:util';
import { parseCommandLine, USAGE } from '#gateway/golive/args';
import { runGoLiveCheck } from '#gateway/golive/check';
import { formatJson, formatReport } from '#gateway/golive/format';

async function main(): Promise<number> {
  const command = parseCommandLine(process.argv.slice(2), parseArgs, process.env);
  if (command.kind === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (command.kind === 'usage') {
    console.error(`${command.message}\n\n${USAGE}`);
    return 2;
  }
  // Node's own fetch: the check sends each request itself, within its time limits.
  const report = await runGoLiveCheck({ ...command.options, fetch: (request) => fetch(request) });
  console.log(command.json ? formatJson(report) : formatReport(report));
  return report.ok ? 0 : 1;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    // Not a stack trace: the check classifies every call's failure, so this is the check's own fault.
    console.error(`check:platform stopped: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
