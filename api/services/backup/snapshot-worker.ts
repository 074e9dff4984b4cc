/** The backup's database snapshot in a worker thread (the server's scheduled backups). */
import { parentPort, workerData } from 'node:worker_threads';
import { snapshotDatabase } from './snapshot.ts';

const { source, target } = workerData as { source: string; target: string };
try {
  parentPort?.postMessage({ result: snapshotDatabase(source, target) });
} catch (error) {
  parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) });
}
