/** The periodic jobs plugin: runs on schedule, skips overlapping ticks, logs failures, stops on close. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Job, jobsPlugin } from './jobs.ts';

type LogLine = { level: number; msg: string; job?: string; err?: { message: string } };

let lines: LogLine[];
let app: FastifyInstance | undefined;

async function start(jobs: Job[]): Promise<FastifyInstance> {
  app = Fastify({
    logger: { level: 'debug', stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  await app.register(jobsPlugin, { jobs });
  await app.ready();
  return app;
}

beforeEach(() => {
  lines = [];
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
});

afterEach(async () => {
  await app?.close();
  app = undefined;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('jobs plugin', () => {
  it('runs each job at its own interval, first one interval after the start', async () => {
    const fast = vi.fn();
    const slow = vi.fn(async () => undefined);
    await start([
      { name: 'fast', everyMs: 1000, run: fast },
      { name: 'slow', everyMs: 5000, run: slow },
    ]);
    await vi.advanceTimersByTimeAsync(999);
    expect(fast).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fast).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(4000);
    expect(fast).toHaveBeenCalledTimes(5);
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('unrefs its timers so they never keep the process alive', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    await start([
      { name: 'a', everyMs: 1000, run: () => undefined },
      { name: 'b', everyMs: 2000, run: () => undefined },
    ]);
    expect(setIntervalSpy).toHaveBeenCalledTimes(2);
    for (const { value } of setIntervalSpy.mock.results)
      expect((value as NodeJS.Timeout).hasRef()).toBe(false);
  });

  it('skips a tick while the previous run of the same job is still going', async () => {
    let finish: () => void = () => undefined;
    const run = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await start([{ name: 'long', everyMs: 1000, run }]);

    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3000);
    expect(run).toHaveBeenCalledTimes(1);
    expect(lines.filter((l) => l.msg === 'long still running: tick skipped')).toHaveLength(3);

    finish();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('logs a failed run with the job name and keeps the schedule (its own and the others)', async () => {
    let calls = 0;
    const failing = vi.fn(() => {
      calls += 1;
      if (calls === 1) throw new Error('thrown');
      return Promise.reject(new Error('rejected'));
    });
    const healthy = vi.fn();
    await start([
      { name: 'flaky', everyMs: 1000, run: failing },
      { name: 'healthy', everyMs: 1000, run: healthy },
    ]);

    await vi.advanceTimersByTimeAsync(3000);
    expect(failing).toHaveBeenCalledTimes(3);
    expect(healthy).toHaveBeenCalledTimes(3);
    const failures = lines.filter((l) => l.msg === 'flaky failed');
    expect(failures.map((l) => [l.level, l.job, l.err?.message])).toEqual([
      [40, 'flaky', 'thrown'],
      [40, 'flaky', 'rejected'],
      [40, 'flaky', 'rejected'],
    ]);
  });

  it('stops every job when the app closes', async () => {
    const a = vi.fn();
    const b = vi.fn();
    const started = await start([
      { name: 'a', everyMs: 1000, run: a },
      { name: 'b', everyMs: 1500, run: b },
    ]);
    await vi.advanceTimersByTimeAsync(1500);
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1]);
    expect(vi.getTimerCount()).toBe(2);

    await started.close();
    app = undefined;
    expect(vi.getTimerCount()).toBe(0);
    await vi.advanceTimersByTimeAsync(10_000);
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([1, 1]);
  });

  it('refuses an interval that is not a positive number', async () => {
    await expect(start([{ name: 'bad', everyMs: 0, run: () => undefined }])).rejects.toThrow(
      'job bad: everyMs must be a positive number',
    );
  });
});
