/** Periodic background jobs: each on its own interval, one run at a time, failures logged, stopped on close. */
import type { FastifyInstance } from 'fastify';

export interface Job {
  /** Names the job in the logs: a failed run is logged as "<name> failed". */
  name: string;
  /** Time between two ticks in milliseconds; the first run is one interval after the start. */
  everyMs: number;
  run: () => unknown;
}

export interface JobsOptions {
  jobs: readonly Job[];
}

/**
 * Starts every job's timer when registered, unref'd so it never keeps the process alive, and clears
 * them all when the app closes. A tick while the job's previous run is still going is skipped; a
 * run that throws or rejects is logged with the job's name and the job keeps its schedule.
 * Encapsulated (it decorates nothing).
 */
export async function jobsPlugin(app: FastifyInstance, { jobs }: JobsOptions): Promise<void> {
  for (const job of jobs) {
    if (!Number.isFinite(job.everyMs) || job.everyMs <= 0)
      throw new Error(`job ${job.name}: everyMs must be a positive number, got ${job.everyMs}`);
  }
  const timers = jobs.map((job) => {
    let running = false;
    const tick = async () => {
      if (running) {
        app.log.debug({ job: job.name }, `${job.name} still running: tick skipped`);
        return;
      }
      running = true;
      try {
        await job.run();
      } catch (err) {
        app.log.warn({ err, job: job.name }, `${job.name} failed`);
      } finally {
        running = false;
      }
    };
    const timer = setInterval(() => void tick(), job.everyMs);
    timer.unref();
    return timer;
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
  });
}
