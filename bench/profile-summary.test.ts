import { describe, expect, it } from 'vitest';
import { originName, summarizeProfile } from './profile-summary.mjs';

const frame = (functionName: string, url = '', scriptId = '0') => ({ functionName, url, scriptId, lineNumber: 0, columnNumber: 0 });

/** A profile of two rounds: samples every 100 µs (each sample holds until the next). */
const profile = {
  nodes: [
    { id: 1, callFrame: frame('(root)'), children: [2, 3, 4, 5, 6, 7] },
    { id: 2, callFrame: frame('(idle)') },
    { id: 3, callFrame: frame('render', 'entry.worker.js', '3') },
    { id: 4, callFrame: frame('match') },
    { id: 5, callFrame: frame('(garbage collector)') },
    { id: 6, callFrame: frame('') },
    { id: 7, callFrame: frame('(program)') },
  ],
  // idle ×4, render ×6, match ×2, GC ×2, runtime (anonymous) ×3, program ×1; the last sample holds 0.
  samples: [2, 2, 3, 3, 3, 4, 5, 6, 6, 6, 7, 3, 3, 3, 4, 5, 2, 2],
  timeDeltas: [0, ...Array(17).fill(100)],
};

describe('summarizeProfile', () => {
  it('splits JavaScript, the runtime and the collector per round, idle left out', () => {
    const summary = summarizeProfile(profile, 2, () => 'react-dom');
    // render 6 + match 2 = 800 µs of JavaScript over 2 rounds.
    expect(summary.jsMs).toBeCloseTo(0.4);
    expect(summary.gcMs).toBeCloseTo(0.1);
    // Three anonymous samples outside any script and one "(program)".
    expect(summary.runtimeMs).toBeCloseTo(0.2);
    expect(summary.cpuMs).toBeCloseTo(0.7);
    expect(summary.top).toEqual([
      { origin: 'react-dom', ms: 0.3, share: 0.75 },
      { origin: 'built-in match', ms: 0.1, share: 0.25 },
    ]);
  });

  it('gives a wait without samples (the isolate left while the request waited) one typical spacing, not its length', () => {
    // render, render, render, then 40 ms without a sample, then match, match: DevTools' rule would give render the 40 ms.
    const waited = { ...profile, samples: [3, 3, 3, 4, 4], timeDeltas: [0, 100, 100, 40_000, 120, 100] };
    const summary = summarizeProfile(waited, 1, () => 'react-dom');
    // Spacings 100, 100, 40000, 120, 100: the gap counts the median running spacing (100).
    expect(summary.jsMs).toBeCloseTo(0.3 + 0.22);
    expect(summary.gapMs).toBeCloseTo(39.9);
    expect(summary.top[0]).toEqual({ origin: 'react-dom', ms: 0.3, share: expect.closeTo(0.3 / 0.52) });
    // A longer allowance counts the spacing as it came.
    expect(summarizeProfile(waited, 1, null, { gapUs: 50_000 }).jsMs).toBeCloseTo(40.42);
  });

  it('names a script by its address when no source map says more', () => {
    expect(summarizeProfile(profile, 1).top[0].origin).toBe('entry.worker.js');
  });
});

describe('originName', () => {
  it('names a package, a folder of the repository or the Remix server build', () => {
    expect(originName('/work/x/node_modules/react-dom/cjs/server.js')).toBe('react-dom');
    expect(originName('../../node_modules/@remix-run/router/dist/router.js')).toBe('@remix-run/router');
    expect(originName('/srv/repo/gateway/upstream/client.ts')).toBe('gateway/upstream/client.ts');
    expect(originName('/srv/repo/app/features/home/HomePage.tsx')).toBe('app/features/home');
    expect(originName('/srv/repo/build/server/assets/server-build-abc.js')).toBe('Remix server build (React rendering, routes, loaders)');
    // The Worker's memoised copy of the router, written beside the server build.
    expect(originName('/srv/repo/build/server/remix-router.js')).toBe('@remix-run/router');
    // And its copy of React's server renderer.
    expect(originName('/srv/repo/build/server/react-dom-server-stream.cjs')).toBe('react-dom');
  });
});
