/**
 * A Worker as it would be uploaded and started in a new isolate: the size of its production upload
 * (`wrangler deploy --dry-run --env production`, the gzip figure wrangler prints, which is what
 * Cloudflare's size limits count) and the CPU of its start (`wrangler check startup`: a V8 profile of
 * the isolate evaluating the bundle, before any request). The start's CPU is every sample of the
 * profile but idle: JavaScript, the compiler and the runtime's own work, and the garbage collector.
 * One start is noisy on a shared machine (134-181 ms for the same portal bundle, five starts in a
 * row), so the figure is the median of `starts`.
 *
 * Run alone: `npm run bench:startup` (after `npm run build`) prints both Workers' figures.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { summarizeProfile } from './profile-summary.mjs';

/** The Workers measured: the portal (wrangler.toml) and the reference platform. */
export const WORKERS = { portal: 'wrangler.toml', platform: 'platform/wrangler.toml' };

function wrangler(args) {
  const child = spawnSync('npx', ['wrangler', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 180_000 });
  if (child.status !== 0) throw new Error(`wrangler ${args.join(' ')} failed (${child.status ?? child.signal}): ${child.stderr.slice(-2000)}`);
  return child.stdout;
}

/** "Total Upload: 2840.95 KiB / gzip: 710.23 KiB" → its two figures, in KB. */
export function uploadSize(output) {
  const match = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(output);
  if (!match) throw new Error(`no upload size in wrangler's output:\n${output.slice(-1000)}`);
  return { kb: Number(match[1]), gzipKb: Number(match[2]) };
}

/** The CPU of one start, from its profile: every sample but idle (a start never waits). */
export function startupCpuMs(profile) {
  return summarizeProfile(profile, 1, null, { gapUs: Number.POSITIVE_INFINITY }).cpuMs;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** One Worker's production upload and the median CPU of `starts` starts. Needs the portal built (npm run build). */
export function measureWorkerStartup(config, { starts = 5 } = {}) {
  const folder = mkdtempSync(join(tmpdir(), 'worker-startup-'));
  try {
    // Bundled once: each start profiles the same upload (wrangler check startup would bundle it again each time).
    const bundle = join(folder, 'worker.bundle');
    const size = uploadSize(wrangler(['deploy', '--dry-run', '--env', 'production', '-c', config, '--outfile', bundle]));
    const samples = [];
    for (let start = 0; start < starts; start++) {
      const outfile = join(folder, `start-${start}.cpuprofile`);
      wrangler(['check', 'startup', '--env', 'production', '-c', config, '--worker-bundle', bundle, '--outfile', outfile]);
      samples.push(startupCpuMs(JSON.parse(readFileSync(outfile, 'utf8'))));
    }
    return { ...size, startupCpuMs: median(samples), startupCpuMsRange: [Math.min(...samples), Math.max(...samples)] };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [name, config] of Object.entries(WORKERS)) {
    const figures = measureWorkerStartup(config);
    console.log(
      `${name}: upload ${figures.kb.toFixed(0)} KB (${figures.gzipKb.toFixed(0)} KB gzip); start ${figures.startupCpuMs.toFixed(1)} ms of CPU (median of five, ${figures.startupCpuMsRange.map((ms) => ms.toFixed(1)).join('-')})`,
    );
  }
}
