/**
 * The Docker image, checked as it runs (scripts/image-check.sh): build the Dockerfile with podman or
 * docker, start a container with its data folder and a backup folder mounted from this machine, then:
 * - the container's own HEALTHCHECK turns healthy and /api/ready answers 200;
 * - it runs as a non-root user;
 * - the database lives in the mounted data folder;
 * - a backup taken inside the container lands in the mounted backup folder, with its manifest;
 * - stopped with SIGTERM while shoppers check out, it exits cleanly and every order it acknowledged
 *   is in the database it leaves behind.
 * Prints each check and the image size; exits 1 when a check fails, 2 when no container engine runs
 * here (nothing was checked). Traffic goes to 127.0.0.1 only (the container's published port).
 *
 * Settings: CONTAINER_ENGINE (podman or docker; otherwise the first that answers), IMAGE_TAG
 * (partsshop:check).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '#db/client.ts';
import { freePort, root } from './server-process.ts';
import { checkout, pick, randomLines } from './shopper.ts';

const TAG = process.env.IMAGE_TAG ?? 'partsshop:check';
const SHOPPERS = 10;

function run(command: string, args: string[], options: { quiet?: boolean } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: options.quiet ? 'pipe' : ['ignore', 'inherit', 'inherit'],
  });
  return { ok: result.status === 0, out: (result.stdout ?? '').trim(), err: (result.stderr ?? '').trim() };
}

function findEngine(): string | undefined {
  const candidates = process.env.CONTAINER_ENGINE ? [process.env.CONTAINER_ENGINE] : ['podman', 'docker'];
  return candidates.find((engine) => run(engine, ['info'], { quiet: true }).ok);
}

const results: { check: string; ok: boolean; detail: string }[] = [];
function record(check: string, ok: boolean, detail = '') {
  results.push({ check, ok, detail });
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${check}${detail ? `: ${detail}` : ''}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(what: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await what()) return true;
    await sleep(1000);
  }
  return false;
}

async function main() {
  const engine = findEngine();
  if (!engine) {
    console.log(
      'image-check: no container engine answers here (podman, or docker with a running daemon): the image was not built or checked.',
    );
    process.exit(2);
  }
  console.log(`image-check with ${engine}`);
  const buildStarted = Date.now();
  if (!run(engine, ['build', '-t', TAG, '.']).ok) {
    record('image builds', false);
    process.exit(1);
  }
  const size = Number(run(engine, ['image', 'inspect', '--format', '{{.Size}}', TAG], { quiet: true }).out);
  record(
    'image builds',
    true,
    `${Math.round((Date.now() - buildStarted) / 1000)} s, ${(size / 1024 / 1024).toFixed(0)} MB`,
  );

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'partsshop-image-'));
  const dataDir = path.join(work, 'data');
  const backupDir = path.join(work, 'backups');
  for (const dir of [dataDir, backupDir]) {
    fs.mkdirSync(dir);
    // The container's user (node) writes into both.
    fs.chmodSync(dir, 0o777);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const name = `partsshop-check-${process.pid}`;
  const mount = (host: string, inside: string) => `${host}:${inside}${engine === 'podman' ? ':Z' : ''}`;
  const started = run(
    engine,
    [
      'run',
      '-d',
      '--name',
      name,
      '-p',
      `127.0.0.1:${port}:3000`,
      '-v',
      mount(dataDir, '/data'),
      '-v',
      mount(backupDir, '/backups'),
      '-e',
      'BACKUP_DIR=/backups',
      '-e',
      'DEMO_SHOP=1',
      '-e',
      `PUBLIC_URL=${base}`,
      // Shoppers' addresses arrive through the engine's port forwarding (a private or loopback address).
      '-e',
      'TRUST_PROXY=loopback,uniquelocal',
      '-e',
      'RATE_LIMIT_FACTOR=1000',
      TAG,
    ],
    { quiet: true },
  );
  if (!started.ok) {
    record('container starts', false, started.err);
    process.exit(1);
  }
  try {
    const healthy = await waitFor(() => {
      // Podman runs health checks from systemd timers, which a bare host may not have: run one now.
      if (engine === 'podman') run(engine, ['healthcheck', 'run', name], { quiet: true });
      return (
        run(engine, ['inspect', '--format', '{{.State.Health.Status}}', name], { quiet: true }).out ===
        'healthy'
      );
    }, 180_000);
    record('HEALTHCHECK healthy', healthy);
    const ready = await fetch(`${base}/api/ready`).then(
      (r) => r.status,
      () => 0,
    );
    record('/api/ready answers 200', ready === 200, String(ready));

    const uid = run(engine, ['exec', name, 'id', '-u'], { quiet: true }).out;
    record('runs as a non-root user', uid !== '' && uid !== '0', `uid ${uid}`);
    const databaseFile = path.join(dataDir, 'shop.sqlite');
    record('database in the mounted data folder', fs.existsSync(databaseFile), databaseFile);

    const backup = run(engine, ['exec', name, 'node', 'dist/server/backup.js'], { quiet: true });
    const backups = fs.readdirSync(backupDir).filter((entry) => entry.startsWith('backup-'));
    const manifest = backups[0] ? path.join(backupDir, backups[0], 'manifest.json') : '';
    record(
      'backup written to the mounted folder',
      backup.ok && manifest !== '' && fs.existsSync(manifest),
      backup.ok ? backups.join(', ') : backup.err,
    );

    // SIGTERM while shoppers check out.
    const products = (await (await fetch(`${base}/api/products?limit=50`)).json()) as { id: number }[];
    const ids = products.map((p) => p.id);
    const acknowledged: string[] = [];
    let stopping = false;
    const shoppers = Array.from({ length: SHOPPERS }, async () => {
      while (!stopping) {
        try {
          const answer = await checkout(base, randomLines(ids), pick(2) === 0 ? 'bank_transfer' : 'card');
          if (answer.kind === 'placed') acknowledged.push(answer.orderNumber);
        } catch {
          await sleep(50);
        }
      }
    });
    await sleep(3000);
    const stopStarted = Date.now();
    run(engine, ['stop', '--time', '20', name], { quiet: true });
    const stopMs = Date.now() - stopStarted;
    stopping = true;
    await Promise.all(shoppers);
    const exitCode = run(engine, ['inspect', '--format', '{{.State.ExitCode}}', name], { quiet: true }).out;
    record('SIGTERM stops it cleanly', exitCode === '0', `exit code ${exitCode} after ${stopMs} ms`);
    const { sqlite } = createDb(databaseFile);
    const find = sqlite.prepare('SELECT 1 FROM orders WHERE order_number = ?');
    const found = acknowledged.filter((number) => find.get(number)).length;
    const integrity = sqlite.pragma('integrity_check', { simple: true });
    sqlite.close();
    record(
      'every order acknowledged under load is kept',
      found === acknowledged.length && integrity === 'ok' && acknowledged.length > 0,
      `${found}/${acknowledged.length} found, integrity ${String(integrity)}`,
    );
  } finally {
    run(engine, ['rm', '-f', name], { quiet: true });
    fs.rmSync(work, { recursive: true, force: true });
  }
  const failed = results.filter((r) => !r.ok).length;
  console.log(failed === 0 ? '\nimage-check: every check passed' : `\nimage-check: ${failed} checks FAILED`);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
