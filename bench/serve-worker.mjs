/**
 * One Worker served until this process is told to stop (bench/load-servers.mjs spawnBenchServers).
 * Its one argument is the JSON of startWorkerHere's options.
 */
import { startWorkerHere } from './load-servers.mjs';

const worker = await startWorkerHere(JSON.parse(process.argv[2]));
const stop = async () => {
  await worker.dispose().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
