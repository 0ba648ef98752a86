/**
 * `npm run bench -- --write`: the run's figures become the current table at the top of
 * bench/RESULTS.md (its "Current figures" section, replaced whole); the dated history below is
 * left as it is, for a person to add a run's notes to. The table lists every figure with a target
 * (bench/report.mjs), its target and whether this run met it; `npm run bench` prints the rest.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { TARGETS, meets } from './report.mjs';

const HEADING = '## Current figures';

const number = (value) => (typeof value === 'number' ? value.toLocaleString('en-US', { maximumFractionDigits: 2 }) : String(value));

/** The section's text for `results` of the run at `commit` on `date` (a Date). */
export function currentFigures(results, { commit, date }) {
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const rows = Object.entries(TARGETS)
    .filter(([name]) => name in results)
    .map(([name, target]) => ({ name, target, value: results[name], met: meets(results[name], target) }));
  const missed = rows.filter((row) => !row.met).map((row) => `\`${row.name}\``);
  const verdict = missed.length === 0 ? 'every target met' : `missed: ${missed.join(', ')}`;
  return [
    HEADING,
    '',
    `The full run of ${day} at commit ${commit} (\`npm run bench -- --write\`, written by the run itself): ${verdict}.`,
    'Every figure with a target is here; `npm run bench` prints every other one, and what each measures is at the end.',
    '',
    `| figure | target | ${day}, ${commit} |`,
    '| --- | --- | --- |',
    ...rows.map(
      ({ name, target, value, met }) => `| \`${name}\` | ${target[0]} ${number(target[1])} | ${met ? number(value) : `**${number(value)}** (missed)`} |`,
    ),
    '',
  ].join('\n');
}

/** `markdown` with its "Current figures" section (to the next `## ` heading) replaced by `section`. */
export function withCurrentFigures(markdown, section) {
  const start = markdown.indexOf(`${HEADING}\n`);
  if (start < 0) throw new Error(`bench/RESULTS.md has no "${HEADING}" section to replace`);
  const next = markdown.indexOf('\n## ', start + HEADING.length);
  const end = next < 0 ? markdown.length : next + 1;
  return `${markdown.slice(0, start)}${section}\n${markdown.slice(end)}`;
}

/** Writes the run's figures into the file (bench/RESULTS.md), formatted as the repository's Prettier formats it. */
export async function writeCurrentFigures(path, results, meta) {
  const text = withCurrentFigures(readFileSync(path, 'utf8'), currentFigures(results, meta));
  const options = (await prettier.resolveConfig(path)) ?? {};
  writeFileSync(path, await prettier.format(text, { ...options, filepath: path }));
}
