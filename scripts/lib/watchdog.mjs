// A local server that is up but answers nothing. On a fresh clone's CI run of 1 December the
// second end-to-end server (the brand lane's) stopped answering its pages and its development
// routes while its static files still came: every later test of its lane waited out its whole
// limit, and the run out-lived CI's 90 minutes. A process that exits is started again by
// superviseWorkers (run.mjs); one that hangs is found here, said with what its processes were doing
// (a runtime spinning on the CPU or one waiting on nothing), and killed, so the supervisor starts
// it again over the same state and the tests' retries go on.
import { readdirSync, readFileSync } from 'node:fs';

/** One probe: whether `url` gave any HTTP answer within `timeoutMs` ("answered", "hung" or "refused: …"). */
export async function probe(url, timeoutMs) {
  try {
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return 'answered';
  } catch (error) {
    const cause = error?.cause?.code ?? error?.name ?? String(error);
    return cause === 'TimeoutError' || cause === 'AbortError' ? 'hung' : `refused: ${cause}`;
  }
}

/** The process ids below `root` (Linux's /proc; elsewhere none, and only `root` is killed). */
export function descendants(root) {
  let entries;
  try {
    entries = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
  const children = new Map();
  for (const pid of entries) {
    const stat = readStat(Number(pid));
    if (!stat) continue;
    const list = children.get(stat.ppid) ?? [];
    list.push(Number(pid));
    children.set(stat.ppid, list);
  }
  const found = [];
  const queue = [root];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** A process's name, parent and CPU time in clock ticks, from /proc/<pid>/stat; null when gone. */
export function readStat(pid) {
  let text;
  try {
    text = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The name is in parentheses and may hold spaces or parentheses itself: the fields follow the last ')'.
  const close = text.lastIndexOf(')');
  const name = text.slice(text.indexOf('(') + 1, close);
  const fields = text
    .slice(close + 2)
    .trim()
    .split(' ');
  // After the name: state(0) ppid(1) … utime(11) stime(12), in clock ticks (100 a second on Linux).
  return { name, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

/** CPU seconds each process of the tree used between two readings: "workerd 4123: 58.2 s". */
export function cpuBetween(before, after) {
  return [...after.entries()]
    .map(([pid, { name, ticks }]) => ({ pid, name, seconds: (ticks - (before.get(pid)?.ticks ?? 0)) / 100 }))
    .sort((a, b) => b.seconds - a.seconds)
    .map(({ pid, name, seconds }) => `${name} ${pid}: ${seconds.toFixed(1)} s`);
}

function treeReading(root) {
  const reading = new Map();
  for (const pid of [root, ...descendants(root)]) {
    const stat = readStat(pid);
    if (stat) reading.set(pid, stat);
  }
  return reading;
}

/** Kills `root` and every process below it at once (a hung runtime may not heed a polite signal). */
export function killTree(root, signal = 'SIGKILL') {
  for (const pid of [...descendants(root).reverse(), root]) {
    try {
      process.kill(pid, signal);
    } catch {
      // Gone already.
    }
  }
}

/**
 * Probes `urls` every `intervalMs`. Once all have answered (armed), `strikes` rounds in a row in
 * which one of them hung call `onHung` with what was seen: each probe's outcome and the CPU each
 * process of `rootPid()`'s tree used over those rounds. A refused connection is no strike: the
 * process is down, and its supervisor starts it again. `rearm()` waits for answers again (after a
 * restart). Returns `{ rearm, stop }`.
 */
export function watchResponsiveness({ urls, rootPid, onHung, intervalMs = 10_000, timeoutMs = 20_000, strikes = 6 }) {
  let armed = false;
  let hungRounds = 0;
  let since = null;
  let stopped = false;
  let timer;
  // A round begun before `rearm()` says nothing of the server started since.
  let generation = 0;
  const round = async () => {
    const begun = generation;
    const outcomes = await Promise.all(urls.map((url) => probe(url, timeoutMs)));
    if (stopped) return;
    if (begun !== generation) {
      // Nothing to conclude from it.
    } else if (outcomes.every((outcome) => outcome === 'answered')) {
      armed = true;
      hungRounds = 0;
      since = null;
    } else if (armed && outcomes.includes('hung')) {
      if (hungRounds === 0) since = treeReading(rootPid());
      hungRounds += 1;
      if (hungRounds >= strikes) {
        const seen = urls.map((url, index) => `${new URL(url).pathname}: ${outcomes[index]}`).join(', ');
        const cpu = cpuBetween(since ?? new Map(), treeReading(rootPid()));
        armed = false;
        hungRounds = 0;
        since = null;
        onHung({ seen, cpu });
      }
    }
    timer = setTimeout(round, intervalMs);
  };
  timer = setTimeout(round, intervalMs);
  return {
    rearm() {
      generation += 1;
      armed = false;
      hungRounds = 0;
      since = null;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
