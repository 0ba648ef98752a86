/**
 * The portal's JavaScript CPU per request, from a V8 CPU profile of the production build running
 * in workerd (the CPU target asks for a figure "taken from a V8 CPU profile ..., not the process's CPU"). A portal of its
 * own is started with an inspector (bench/serve-worker.mjs), requests run first unprofiled (so the
 * isolate and the edge cache are warm), then `rounds` of them under the sampling profiler; the
 * samples' time in JavaScript divided by the rounds is the figure, with the runtime's own work and
 * the collector beside it (bench/profile-summary.mjs).
 *
 * The top costs are grouped by where the code comes from: the wrangler bundle's source map names
 * each sampled position's original file, through the Remix server build's own source map too
 * (vite.config.ts keeps it): the app's folders, the gateway and the libraries each by name.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { SourceMapConsumer } from 'source-map-js';
import WebSocket from 'ws';
import { stopAndWait, waitForHttp } from '../scripts/lib/run.mjs';
import { BROWSER_UA } from './http.mjs';
import { sessionCookie } from './lighthouse.mjs';
import { spawnWorker } from './load-servers.mjs';
import { cpuPerRun, findWorkerProcesses } from './portal-cpu.mjs';
import { originName, summarizeProfile } from './profile-summary.mjs';

/** One DevTools-protocol session on the Worker's isolate, through wrangler's inspector proxy. */
export async function connectInspector(port) {
  const targets = await (await fetch(`http://127.0.0.1:${port}/json`)).json();
  const target = targets.find((entry) => entry.webSocketDebuggerUrl);
  if (!target) throw new Error(`no inspectable Worker at 127.0.0.1:${port}`);
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  let next = 0;
  const pending = new Map();
  const scripts = new Map();
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString());
    if (message.method === 'Debugger.scriptParsed') scripts.set(message.params.scriptId, message.params);
    if (message.id === undefined || !pending.has(message.id)) return;
    const { resolve, reject } = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) reject(new Error(`${message.error.message} (${message.error.code})`));
    else resolve(message.result);
  });
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      next += 1;
      pending.set(next, { resolve, reject });
      socket.send(JSON.stringify({ id: next, method, params }));
    });
  return { send, scripts, close: () => socket.close() };
}

/**
 * Runs `request` `warmup` times, then `rounds` times under the profiler (sampling every
 * `intervalUs` microseconds); answers the profile's summary per request. With `processes` (the
 * Worker's workerd, bench/portal-cpu.mjs), `rounds` unprofiled requests first read that process's
 * CPU from /proc (`processCpuMs` per request): the whole runtime's CPU, which the profile's
 * figure should stay well under (read without the profiler, so not a strict bound).
 */
export async function profileRequests(inspector, { request, rounds, warmup = 5, intervalUs = 100, mapper = null, saveTo = null, processes = null }) {
  for (let i = 0; i < warmup; i++) await request();
  const processCpuMs = processes ? (await cpuPerRun({ worker: processes }, request, rounds, 300)).worker : null;
  await inspector.send('Profiler.enable');
  await inspector.send('Profiler.setSamplingInterval', { interval: intervalUs });
  await inspector.send('Profiler.start');
  for (let i = 0; i < rounds; i++) await request();
  const { profile } = await inspector.send('Profiler.stop');
  await inspector.send('Profiler.disable');
  const summary = { ...summarizeProfile(profile, rounds, mapper), processCpuMs };
  if (saveTo) writeFileSync(saveTo, JSON.stringify(mapper?.positionOf ? originalFrames(profile, mapper.positionOf) : profile));
  return summary;
}

/**
 * A mapper from profile call frames to origins through the source map wrangler writes beside the
 * bundle it serves (the script's `sourceMapURL`, else `<bundle>.map`).
 */
export function bundleMapper(scripts) {
  const consumers = new Map();
  const consumerFor = (script) => {
    if (!consumers.has(script.scriptId)) {
      let consumer = null;
      try {
        const file = fileURLToPath(script.url);
        const map = join(dirname(file), script.sourceMapURL || `${basename(file)}.map`);
        consumer = new SourceMapConsumer(JSON.parse(readFileSync(map, 'utf8')));
      } catch {
        // Not a file, or no map: the address names it.
      }
      consumers.set(script.scriptId, consumer);
    }
    return consumers.get(script.scriptId);
  };
  /** The original file, line (1-based) and name of a sampled position, or null. */
  const positionOf = (frame) => {
    // The profile names the script by its bare file name; the script's own record has its address.
    const script = scripts.get(frame.scriptId);
    const consumer = script?.url.startsWith('file:') ? consumerFor(script) : null;
    if (!consumer) return null;
    const position = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    return position.source ? position : null;
  };
  const mapper = (frame) => {
    const position = positionOf(frame);
    return position ? originName(position.source) : null;
  };
  mapper.positionOf = positionOf;
  return mapper;
}

/** The profile with each call frame moved to its original file and line, so a saved profile reads without the bundle (which wrangler deletes on exit). */
function originalFrames(profile, positionOf) {
  for (const node of profile.nodes) {
    const position = node.callFrame.url ? positionOf(node.callFrame) : null;
    if (!position) continue;
    node.callFrame = { ...node.callFrame, url: position.source, lineNumber: position.line - 1, columnNumber: position.column };
  }
  return profile;
}

/**
 * The figure for the bench: stops nothing of the caller's; starts a portal of its own with an
 * inspector on `port` (`port + 1000` for the inspector) over the same state and platform, profiles
 * each page (`cookie` for a signed-in one) for `rounds` requests, and stops it. With `saveDir`,
 * each page's profile is also written there as `<page>.cpuprofile` (DevTools' Performance panel
 * opens it; the bundle's source map names the functions).
 */
export async function measureJsCpu({ port, stateDir, platformUrl, pages, rounds = 30, saveDir = null }) {
  const inspectorPort = port + 1000;
  const child = spawnWorker({ config: 'wrangler.toml', port, stateDir, platformUrl, inspectorPort });
  try {
    const origin = `http://127.0.0.1:${port}`;
    await waitForHttp(`${origin}/favicon.svg`);
    const inspector = await connectInspector(inspectorPort);
    try {
      await inspector.send('Debugger.enable');
      await inspector.send('Debugger.disable');
      const mapper = bundleMapper(inspector.scripts);
      const processes = findWorkerProcesses(child.pid, port).worker;
      const results = {};
      for (const { name, path, account } of pages) {
        const cookie = account ? await sessionCookie(origin, ...account) : null;
        const request = async () => {
          const response = await fetch(origin + path, {
            headers: { 'accept-language': 'en', 'user-agent': BROWSER_UA, cookie: ['js=1', cookie].filter(Boolean).join('; ') },
          });
          await response.arrayBuffer();
          if (response.status !== 200) throw new Error(`${path}: HTTP ${response.status}`);
        };
        if (saveDir) mkdirSync(saveDir, { recursive: true });
        const saveTo = saveDir ? join(saveDir, `${name}.cpuprofile`) : null;
        results[name] = await profileRequests(inspector, { request, rounds, mapper, saveTo, processes });
      }
      return results;
    } finally {
      inspector.close();
    }
  } finally {
    await stopAndWait(child);
  }
}

/**
 * Cloudflare's list prices for Workers Standard beyond the plan's included usage
 * (developers.cloudflare.com/workers/platform/pricing): $0.30 per million requests and $0.02 per
 * million CPU milliseconds. Static assets are free; the platform is the operator's own backend.
 */
export const WORKERS_USD_PER_MILLION_REQUESTS = 0.3;
export const WORKERS_USD_PER_MILLION_CPU_MS = 0.02;

/** What a million page views cost the brand at those prices, for a view of `requests` Worker requests and `cpuMs` CPU in all. */
export const usdPerMillionViews = (cpuMs, requests = 1) => WORKERS_USD_PER_MILLION_REQUESTS * requests + WORKERS_USD_PER_MILLION_CPU_MS * cpuMs;
