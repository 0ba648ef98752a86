// What a failed end-to-end run says last: CI keeps only the tail of the output, and Playwright's own
// summary there is a list of titles. This prints the first failures' errors, the machine's free disk
// and memory, and the end of the servers' error output, so the cause is in the tail.
import { existsSync, readFileSync, statfsSync } from 'node:fs';
import { freemem } from 'node:os';
import { stripVTControlCharacters as stripAnsi } from 'node:util';

function failures(report) {
  const found = [];
  const visit = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const failed = (test.results ?? []).find((result) => result.status !== 'passed' && result.status !== 'skipped');
        found.push({
          title: [...path, spec.title].join(' › '),
          where: `${spec.file}:${spec.line}`,
          status: test.status,
          error: failed?.error?.message ?? '',
          context: failed?.attachments?.find((attachment) => attachment.name === 'error-context')?.path,
          startedAt: Date.parse(failed?.startTime ?? '') || Number.POSITIVE_INFINITY,
        });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  // By the time they started: when a server dies, the first failure is the one that was running.
  return found.sort((a, b) => a.startedAt - b.startedAt);
}

/**
 * What the page said when a test failed, from Playwright's error context (the page's accessibility
 * snapshot): a refusal's alert or a wrong page's heading is usually the cause.
 */
function pageAtFailure(contextFile) {
  if (!contextFile || !existsSync(contextFile)) return [];
  const lines = readFileSync(contextFile, 'utf8').split('\n');
  const telling = lines.filter((line) => /^\s*- (alert|status|dialog|alertdialog|heading "[^"]*" \[level=1\])(?=[\s:]|$)/.test(line));
  // None of those (a page with no heading, or no snapshot at all): its first lines say what it was.
  const shown = telling.length > 0 ? telling : lines.filter((line) => line.trim()).slice(0, 12);
  return shown.slice(0, 12).map((line) => line.trim());
}

export function printE2eDigest({ reportFile, serverLogs }) {
  console.log('\n=== end-to-end digest ===');
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    const found = failures(report);
    const failed = found.filter((entry) => entry.status === 'unexpected');
    console.log(`${failed.length} failed, ${found.length - failed.length} flaky; the first of them, in run order:`);
    for (const entry of found.slice(0, 4)) {
      console.log(`- [${entry.status}] ${entry.where} ${entry.title}`);
      for (const line of stripAnsi(entry.error).split('\n').filter(Boolean).slice(0, 6)) console.log(`    ${line.slice(0, 200)}`);
      const seen = pageAtFailure(entry.context);
      if (seen.length) console.log(`    the page then (its dialogs, headings, alerts and statuses, else its first lines):`);
      for (const line of seen) console.log(`      ${line.slice(0, 200)}`);
    }
    for (const error of (report.errors ?? []).slice(0, 3)) console.log(`run error: ${stripAnsi(error.message ?? '').slice(0, 400)}`);
  } else {
    console.log(`no report at ${reportFile}`);
  }
  const disk = statfsSync('.');
  console.log(`free disk ${Math.round((disk.bavail * disk.bsize) / 2 ** 20)} MiB, free memory ${Math.round(freemem() / 2 ** 20)} MiB`);
  for (const serverLog of serverLogs.filter((file) => existsSync(file))) {
    const all = stripAnsi(readFileSync(serverLog, 'utf8')).split('\n');
    const errorAt = all.flatMap((line, index) =>
      /error|exception|uncaught|crash|killed|hung:|ENOSPC|SQLITE/i.test(line) && !/Broken pipe|Connection reset by peer|Network connection lost/.test(line)
        ? [index]
        : [],
    );
    console.log(`${serverLog}: ${errorAt.length} error lines; the last of them, with what followed:`);
    // An error's first line is often only its label ("✘ [ERROR]"); the message is on the next ones.
    for (const index of errorAt.slice(-4)) {
      for (const line of all.slice(index, index + 6)) console.log(`  ${line.slice(0, 240)}`);
    }
    console.log(`its last lines:`);
    for (const line of all.filter(Boolean).slice(-12)) console.log(`  ${line.slice(0, 240)}`);
  }
}
