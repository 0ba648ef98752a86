import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { cpuBetween, descendants, killTree, probe, readStat, watchResponsiveness } from './watchdog.mjs';

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    server.close();
  }
});

/** A server on loopback that answers while `state.hang` is false and holds every request while it is true. */
async function serverWith(state: { hang: boolean }): Promise<string> {
  const server = createServer((request, response) => {
    if (!state.hang) response.end('ok');
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** A port nothing listens on (a server's, closed again). */
async function closedPort(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

const onLinux = process.platform === 'linux';

describe('probe', () => {
  it('tells an answer from a hang and from a refused connection', async () => {
    const answering = await serverWith({ hang: false });
    const hanging = await serverWith({ hang: true });
    expect(await probe(`${answering}/favicon.svg`, 2_000)).toBe('answered');
    expect(await probe(`${hanging}/favicon.svg`, 200)).toBe('hung');
    expect(await probe(`${await closedPort()}/favicon.svg`, 2_000)).toBe('refused: ECONNREFUSED');
  });
});

interface Report {
  seen: string;
  cpu: string[];
}

/** A watchdog over `urls` on a short clock (rounds of `intervalMs`, probes of `timeoutMs`), its reports in `reports`; stopped after the test. */
function watching(urls: string[], reports: Report[], { intervalMs = 10, timeoutMs = 50, strikes = 2 } = {}) {
  const watchdog = watchResponsiveness({ urls, rootPid: () => process.pid, onHung: (report: Report) => reports.push(report), intervalMs, timeoutMs, strikes });
  watchdogs.push(watchdog);
  return watchdog;
}
const watchdogs: { stop(): void }[] = [];
afterEach(() => {
  for (const watchdog of watchdogs.splice(0)) watchdog.stop();
});

describe('watchResponsiveness', () => {
  it('says a server that answered and then hung, with its processes’ CPU, after the rounds it allows', async () => {
    const state = { hang: false };
    const base = await serverWith(state);
    const reports: Report[] = [];
    watching([`${base}/favicon.svg`, `${base}/__dev/platform/faults`], reports, { intervalMs: 20, timeoutMs: 500, strikes: 3 });
    // Armed once both answered; nothing said while they do.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reports).toEqual([]);
    state.hang = true;
    await expect.poll(() => reports.length, { timeout: 10_000 }).toBe(1);
    expect(reports[0]!.seen).toBe('/favicon.svg: hung, /__dev/platform/faults: hung');
    if (onLinux) expect(reports[0]!.cpu[0]).toMatch(new RegExp(` ${process.pid}: \\d+\\.\\d s$`));
    // Said once, then disarmed until the server answers again.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(reports).toHaveLength(1);
  });

  it('counts no strike for a server that was never up, nor for a refused connection (its supervisor restarts it)', async () => {
    const reports: Report[] = [];
    watching([`${await serverWith({ hang: true })}/`], reports);
    watching([`${await closedPort()}/`], reports);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(reports).toEqual([]);
  });

  it('waits for an answer again after rearm (a restart), before counting a hang', async () => {
    const state = { hang: false };
    const base = await serverWith(state);
    const reports: Report[] = [];
    const watchdog = watching([`${base}/`], reports);
    await new Promise((resolve) => setTimeout(resolve, 100));
    watchdog.rearm();
    state.hang = true;
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(reports).toEqual([]);
  });
});

describe.runIf(onLinux)('the process tree', () => {
  it('reads a process’s parent and CPU, finds a child below this process, and kills it', async () => {
    const own = readStat(process.pid)!;
    expect(own.ppid).toBe(process.ppid);
    expect(own.ticks).toBeGreaterThan(0);
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
    try {
      await expect.poll(() => descendants(process.pid)).toContain(child.pid);
      const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
      killTree(child.pid!);
      expect(await exited).toBe('SIGKILL');
      expect(readStat(child.pid!)?.name ?? null).not.toBe('node');
    } finally {
      child.kill('SIGKILL');
    }
  });
});

describe('cpuBetween', () => {
  it('says the CPU each process used between two readings, the busiest first', () => {
    const before = new Map([
      [1, { name: 'workerd', ppid: 0, ticks: 100 }],
      [2, { name: 'node', ppid: 0, ticks: 50 }],
    ]);
    const after = new Map([
      [1, { name: 'workerd', ppid: 0, ticks: 5_920 }],
      [2, { name: 'node', ppid: 0, ticks: 80 }],
      [3, { name: 'workerd', ppid: 1, ticks: 10 }],
    ]);
    expect(cpuBetween(before, after)).toEqual(['workerd 1: 58.2 s', 'node 2: 0.3 s', 'workerd 3: 0.1 s']);
  });
});
