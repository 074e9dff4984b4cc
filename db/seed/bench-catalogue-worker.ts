/** Worker thread of the bench catalogue writer: generates product batches while the writer inserts. */
import { parentPort, workerData } from 'node:worker_threads';
import { planReference, ProductGenerator } from './bench-plan.ts';

const { productCount } = workerData as { productCount: number };
const generator = new ProductGenerator(planReference(), productCount);
parentPort?.on('message', ({ from, to }: { from: number; to: number }) => {
  parentPort?.postMessage(generator.batch(from, to));
});
