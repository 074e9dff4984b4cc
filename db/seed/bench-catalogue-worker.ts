/** Worker thread of the bench catalogue writer: generates product batches while the writer inserts. */
import { parentPort, workerData } from 'node:worker_threads';
import { planReference, ProductGenerator } from './bench-plan.ts';

const { productCount } = workerData as { productCount: number };
const generator = new ProductGenerator(planReference(), productCount);
parentPort?.on('message', ({ from, to }: { from: number; to: number }) => {
  const batch = generator.batch(from, to);
  // The typed arrays move to the writer's thread; only the text is copied.
  parentPort?.postMessage(batch, [batch.numbers.buffer, batch.offers.buffer, batch.fitments.buffer]);
});
