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
        found.push({ title: [...path, spec.title].join(' › '), where: `${spec.file}:${spec.line}`, status: test.status, error: failed?.error?.message ?? '' });
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...path, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  return found;
}

export function printE2eDigest({ reportFile, serverLog }) {
  console.log('\n=== end-to-end digest ===');
  if (existsSync(reportFile)) {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    const found = failures(report);
    const failed = found.filter((entry) => entry.status === 'unexpected');
    console.log(`${failed.length} failed, ${found.length - failed.length} flaky; the first of them, in run order:`);
    for (const entry of found.slice(0, 4)) {
      console.log(`- [${entry.status}] ${entry.where} ${entry.title}`);
      for (const line of stripAnsi(entry.error).split('\n').filter(Boolean).slice(0, 6)) console.log(`    ${line.slice(0, 200)}`);
    }
    for (const error of (report.errors ?? []).slice(0, 3)) console.log(`run error: ${stripAnsi(error.message ?? '').slice(0, 400)}`);
  } else {
    console.log(`no report at ${reportFile}`);
  }
  const disk = statfsSync('.');
  console.log(`free disk ${Math.round((disk.bavail * disk.bsize) / 2 ** 20)} MiB, free memory ${Math.round(freemem() / 2 ** 20)} MiB`);
  if (existsSync(serverLog)) {
    const lines = stripAnsi(readFileSync(serverLog, 'utf8'))
      .split('\n')
      .filter((line) => /error|exception|uncaught|crash|killed|ENOSPC|SQLITE/i.test(line) && !/Broken pipe|Connection reset by peer/.test(line));
    console.log(`servers' error lines: ${lines.length}; the last of them:`);
    for (const line of lines.slice(-8)) console.log(`  ${line.slice(0, 240)}`);
  }
}
