/** A V8 CPU profile summed up per request (bench/js-profile.mjs takes it); pure, so it is tested. */

/**
 * Self time per profile node, per round: `jsMs` in JavaScript (the portal's code, its libraries,
 * and named built-ins such as JSON.parse or a regular expression's match); `runtimeMs` in the
 * runtime's own native work on the isolate's behalf (samples outside any script: HTTP, the cache,
 * crypto, streams; and V8's "(program)"); `gcMs` in the garbage collector; `cpuMs` all three (what
 * Cloudflare bills as CPU time); `top` the largest origins of the JavaScript time (`mapper`, else
 * the script's address).
 *
 * A sample holds until the next one, as DevTools counts it, but never longer than `gapUs`: V8
 * samples an isolate only while a thread runs in it, and workerd leaves the isolate while a
 * request waits (for the platform, the cache, the next request), so the next sample can come tens
 * of milliseconds later. DevTools' rule gave that whole wait to the last code that ran before it
 * (an answer's validation, say: the account record read 61 ms of "JavaScript" when its isolate
 * ran about 20, and more than the whole process's CPU). A sample followed by such a gap counts
 * the profile's median spacing instead; `gapMs` says how much time the gaps held.
 *
 * @param {{ nodes: { id: number, callFrame: { functionName: string, url: string, scriptId: string, lineNumber: number, columnNumber: number } }[], samples: number[], timeDeltas: number[] }} profile
 * @param {number} rounds
 * @param {((frame: { functionName: string, url: string, scriptId: string, lineNumber: number, columnNumber: number }) => string | null) | null} [mapper]
 * @param {{ gapUs?: number }} [options] a spacing longer than this is a gap (the bench samples every 100 µs: ten intervals)
 */
export function summarizeProfile(profile, rounds, mapper = null, { gapUs = 1000 } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const spacings = profile.samples.map((_, i) => profile.timeDeltas[i + 1] ?? 0);
  const running = spacings.filter((us) => us > 0 && us <= gapUs).sort((a, b) => a - b);
  const typical = running.length > 0 ? running[Math.floor((running.length - 1) / 2)] : 0;
  const self = new Map();
  let gapUsTotal = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const spacing = spacings[i];
    const us = spacing > gapUs ? typical : spacing;
    gapUsTotal += spacing - us;
    self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + us);
  }
  const totals = { runtime: 0, gc: 0, js: 0 };
  const groups = new Map();
  for (const [id, us] of self) {
    const frame = nodes.get(id).callFrame;
    const name = frame.functionName;
    if (name === '(idle)' || name === '(root)') continue;
    if (name === '(garbage collector)') totals.gc += us;
    else if (name === '(program)' || (!frame.url && !name)) totals.runtime += us;
    else {
      totals.js += us;
      // Built-ins (JSON, regular expressions, the runtime's own APIs) have no script: named by function.
      const group = frame.url ? ((mapper && mapper(frame)) ?? frame.url) : `built-in ${name}`;
      groups.set(group, (groups.get(group) ?? 0) + us);
    }
  }
  const perRound = (us) => us / 1000 / rounds;
  return {
    cpuMs: perRound(totals.js + totals.gc + totals.runtime),
    jsMs: perRound(totals.js),
    gcMs: perRound(totals.gc),
    runtimeMs: perRound(totals.runtime),
    gapMs: perRound(gapUsTotal),
    top: [...groups.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([origin, us]) => ({ origin, ms: perRound(us), share: us / Math.max(1, totals.js) })),
  };
}

/** Where a sampled position's code comes from, as a short name: a package, a folder of the repository, or the Remix server build. */
export function originName(source) {
  const path = source.replace(/\\/g, '/');
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (pkg) return pkg[1];
  // The library copies the server build writes, under their packages' names: the router's (scripts/vite-router-memo.ts).
  if (/build\/server\/remix-router\.js$/.test(path)) return '@remix-run/router';
  // React's server renderer, the Worker's copy (scripts/vite-react-stream-encoding.ts).
  if (/build\/server\/react-dom-server[^/]*\.cjs$/.test(path)) return 'react-dom';
  if (/build\/server\//.test(path)) return 'Remix server build (React rendering, routes, loaders)';
  const repo = /(?:^|\/)(app|gateway|platform|schema)\/(.+)$/.exec(path);
  if (repo) return `${repo[1]}/${repo[2].split('/').slice(0, 2).join('/')}`;
  return path.split('/').slice(-2).join('/');
}
