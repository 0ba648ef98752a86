/**
 * CPU time the portal's workerd spends per home render, read from /proc (Linux).
 *
 * `wrangler dev` runs two workerd processes per Worker: one in front on the public port (its
 * development proxy, which production does not have) and one that runs the Worker. Only the
 * second is the portal; the proxy and wrangler's own Node process are reported apart as
 * development tooling.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK']).toString().trim());

function stat(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at field 3, the state.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    const [utime, stime, cutime, cstime] = fields.slice(11, 15).map(Number);
    return { ppid: Number(fields[1]), ticks: utime + stime + cutime + cstime };
  } catch {
    return null;
  }
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
  } catch {
    return [];
  }
}

/** Every live process below `root`, with `root` first. */
function tree(root) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = stat(entry);
    if (!info) continue;
    if (!children.has(info.ppid)) children.set(info.ppid, []);
    children.get(info.ppid).push(Number(entry));
  }
  const pids = [];
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.shift();
    pids.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return pids;
}

/**
 * Splits the processes of one `wrangler dev` (started as `wranglerPid`, serving `port`) into the
 * workerd that runs the Worker and the rest.
 */
export function findWorkerProcesses(wranglerPid, port) {
  const pids = tree(wranglerPid);
  const isWorkerd = (pid) => (commandLine(pid)[0] ?? '').endsWith('workerd');
  const isProxy = (pid) => commandLine(pid).some((arg) => arg.includes(`=127.0.0.1:${port}`));
  const runtime = pids.filter((pid) => isWorkerd(pid) && !isProxy(pid));
  if (runtime.length !== 1) throw new Error(`expected one workerd running the Worker under ${wranglerPid}, found ${runtime.length}`);
  return { worker: tree(runtime[0]), tooling: pids.filter((pid) => !tree(runtime[0]).includes(pid)) };
}

/** CPU milliseconds (user + system, reaped children included) of the given processes so far. */
export function cpuMs(pids) {
  return pids.reduce((sum, pid) => sum + (stat(pid)?.ticks ?? 0), 0) * TICK_MS;
}

/**
 * CPU milliseconds per run of `task` for each named group of processes (`{ worker: [pids], … }`),
 * after running it `rounds` times in sequence and waiting `settleMs` so that work the responses
 * left behind (cache writes) is counted.
 */
export async function cpuPerRun(groups, task, rounds, settleMs = 500) {
  const before = Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, cpuMs(pids)]));
  for (let i = 0; i < rounds; i++) await task();
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  return Object.fromEntries(Object.entries(groups).map(([name, pids]) => [name, (cpuMs(pids) - before[name]) / rounds]));
}

/**
 * CPU per request of `request` for the worker and tooling processes, after running it `rounds`
 * times in sequence, less the same for `baseline` (equally many runs); waits `settleMs` after each
 * batch so work the responses left behind (cache writes) is counted.
 */
export async function cpuPerRequest(processes, { request, baseline, rounds, settleMs = 500 }) {
  const measured = await cpuPerRun(processes, request, rounds, settleMs);
  const base = await cpuPerRun(processes, baseline, rounds, settleMs);
  return {
    workerMs: measured.worker - base.worker,
    toolingMs: measured.tooling - base.tooling,
    baselineWorkerMs: base.worker,
    tickMs: TICK_MS,
  };
}
