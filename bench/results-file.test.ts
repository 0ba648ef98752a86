import { describe, expect, it } from 'vitest';
import { currentFigures, withCurrentFigures } from './results-file.mjs';

const RESULTS = `# Bench results

Intro.

## Current figures

An old table.

| figure | target | old |
| --- | --- | --- |
| \`x\` | ≤ 1 | 0.5 |

## Running it

Commands.
`;

describe("the bench's current table (npm run bench -- --write)", () => {
  const meta = { commit: 'abc1234', date: new Date('2026-11-29T12:00:00Z') };

  it('lists every figure with a target the run measured, its target and whether it was met', () => {
    const section = currentFigures({ portal_bundle_gzip_kb: 491.39, portal_startup_cpu_ms: 145.3, home_ttfb_warm_ms_p50: 18.64 }, meta);
    expect(section).toContain('The full run of 29 November 2026 at commit abc1234');
    expect(section).toContain('missed: `portal_startup_cpu_ms`');
    expect(section).toContain('| `portal_bundle_gzip_kb` | ≤ 500 | 491.39 |');
    expect(section).toContain('| `portal_startup_cpu_ms` | ≤ 40 | **145.3** (missed) |');
    // A figure without a target is printed by the run, not listed here; a target the run did not measure is not invented.
    expect(section).not.toContain('home_ttfb_warm_ms_p50');
    expect(section).not.toContain('wallet_ops_per_s');
  });

  it('says every target was met when none was missed', () => {
    expect(currentFigures({ portal_bundle_gzip_kb: 400, wallet_ops_per_s: 1204.5 }, meta)).toMatch(
      /every target met\.\n[\s\S]*\| `wallet_ops_per_s` \| ≥ 100 \| 1,204\.5 \|/,
    );
  });

  it('replaces the section whole, up to the next heading, and leaves the rest of the file as it was', () => {
    const next = withCurrentFigures(RESULTS, currentFigures({ portal_bundle_gzip_kb: 491.39 }, meta));
    expect(next).not.toContain('An old table.');
    expect(next.startsWith('# Bench results\n\nIntro.\n\n## Current figures\n')).toBe(true);
    expect(next).toContain('| `portal_bundle_gzip_kb` | ≤ 500 | 491.39 |\n\n## Running it\n\nCommands.\n');
    expect(() => withCurrentFigures('# Nothing here\n', 'x')).toThrow(/no "## Current figures" section/);
  });
});
