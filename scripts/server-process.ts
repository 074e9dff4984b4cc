/**
 * The real server as a child process, for the benchmarks: a free loopback port, the command the image
 * runs, start and wait until it answers, stop (SIGTERM, then SIGKILL), resident memory. Children and
 * working folders of a run are killed and removed however it ends.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export const children = new Set<ChildProcess>();
/** Working folders of this run, removed however it ends. */
export const scratch = new Set<string>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dir of scratch) fs.rmSync(dir, { recursive: true, force: true });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));

export function launch(command: string[], env: Record<string, string>, label: string): ChildProcess {
  const [file, ...args] = command;
  const child = spawn(file!, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  const forward = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) process.stderr.write(`  [${label}] ${line}\n`);
  };
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  child.on('exit', () => children.delete(child));
  return child;
}

/** Milliseconds from now until `url` answers 200 (polled every 20 ms). */
export async function waitUntilUp(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (child.exitCode !== null)
      throw new Error(`the process exited (${child.exitCode}) before answering ${url}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(1000) })).status === 200)
        return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Waits until the server has finished what a run left in flight (requests still being answered when
 * the load stopped): until the health check answers fast twice in a row, at most 10 minutes.
 */
export async function untilIdle(base: string): Promise<void> {
  const deadline = performance.now() + 600_000;
  let fast = 0;
  while (fast < 2 && performance.now() < deadline) {
    const t0 = performance.now();
    await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(600_000) });
    fast = performance.now() - t0 < 100 ? fast + 1 : 0;
    if (fast === 0) await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Resident memory of a process, MB (Linux). */
export function rssMb(pid: number): number {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
}

export function serverCommand(): string[] {
  const scripts = (
    JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    }
  ).scripts;
  // As the image runs it (Dockerfile CMD).
  if (scripts['build:server'])
    return [process.execPath, '--max-semi-space-size=4', '--optimize-for-size', 'dist/server/server.js'];
  return [process.execPath, '--import', 'tsx', 'api/server.ts'];
}

export function baseEnv(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'TZ'])
    if (process.env[key]) env[key] = process.env[key]!;
  return env;
}
