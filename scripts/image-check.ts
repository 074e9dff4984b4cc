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
 * here (nothing was checked). Traffic goes to 127.0.0.1 only (the container's published port, or its
 * own port on the host network); the build itself fetches the base image and packages as usual.
 *
 * Settings:
 * - CONTAINER_ENGINE: podman or docker; otherwise the first that answers.
 * - IMAGE_TAG: the image built and checked (partsshop:check).
 * - IMAGE_BUILD_ARGS: extra build arguments, split on white space (no value may hold any), e.g.
 *   `--build-arg NODE_IMAGE=localhost/node-standin:bookworm --pull=never` for a local base image, or
 *   `--isolation=chroot` and a CA bundle mount with `--build-arg NODE_EXTRA_CA_CERTS=...`.
 * - IMAGE_RUN_ARGS: extra `run` arguments, split the same way, e.g. `--runtime runc` or
 *   `--ulimit nofile=1024:1024`.
 * - CONTAINER_NETWORK=host: the container shares this machine's network (for engines that cannot
 *   publish ports here): nothing is published, the shop listens on a free port of 127.0.0.1 instead.
 * Podman builds in Docker format (OCI images drop the HEALTHCHECK), and its health checks are run by
 * this script, each second, since podman without systemd runs none on its own.
 */
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb } from '#db/client.ts';
import { freePort, root } from './server-process.ts';
import { checkout, pick, randomLines } from './shopper.ts';

const TAG = process.env.IMAGE_TAG ?? 'partsshop:check';
const SHOPPERS = 10;

/** Extra engine arguments from a setting, split on white space. */
function argsOf(setting: string): string[] {
  return (process.env[setting] ?? '').split(/\s+/).filter((arg) => arg !== '');
}

function run(command: string, args: string[], options: { quiet?: boolean } = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    encoding: 'utf8',
    stdio: options.quiet ? 'pipe' : ['ignore', 'inherit', 'inherit'],
  });
  return { ok: result.status === 0, out: (result.stdout ?? '').trim(), err: (result.stderr ?? '').trim() };
}

/** As run (quiet), without blocking: the shoppers keep sending while it runs. */
function runInBackground(command: string, args: string[]): Promise<{ ok: boolean; err: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    let err = '';
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, err: error.message }));
    child.on('close', (code) => resolve({ ok: code === 0, err: err.trim() }));
  });
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

interface ContainerState {
  Running?: boolean;
  ExitCode?: number;
  // Docker and podman 4+ name the health result Health; older podman, Healthcheck.
  Health?: { Status?: string };
  Healthcheck?: { Status?: string };
}

async function main() {
  const network = process.env.CONTAINER_NETWORK ?? '';
  if (network !== '' && network !== 'host') {
    console.error(`image-check: CONTAINER_NETWORK is "host" or unset, not ${JSON.stringify(network)}`);
    process.exit(1);
  }
  const engine = findEngine();
  if (!engine) {
    console.log(
      'image-check: no container engine answers here (podman, or docker with a running daemon): the image was not built or checked.',
    );
    process.exit(2);
  }
  console.log(`image-check with ${engine}${network ? ` (network ${network})` : ''}`);
  const buildStarted = Date.now();
  // Podman's default OCI format has no HEALTHCHECK: build the Docker format, as docker does.
  const format = engine.endsWith('podman') ? ['--format', 'docker'] : [];
  if (!run(engine, ['build', ...format, ...argsOf('IMAGE_BUILD_ARGS'), '-t', TAG, '.']).ok) {
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
  const mount = (host: string, inside: string) => `${host}:${inside}${engine.endsWith('podman') ? ':Z' : ''}`;
  // On the host network the shop listens on the free port itself, on loopback only.
  const networkArgs =
    network === 'host'
      ? ['--network', 'host', '-e', `PORT=${port}`, '-e', 'HOST=127.0.0.1']
      : ['-p', `127.0.0.1:${port}:3000`];
  const started = run(
    engine,
    [
      'run',
      '-d',
      '--name',
      name,
      ...networkArgs,
      ...argsOf('IMAGE_RUN_ARGS'),
      '-v',
      mount(dataDir, '/data'),
      '-v',
      mount(backupDir, '/backups'),
      '-e',
      'BACKUP_DIR=/backups',
      // The image runs in production: a session secret (this run's own) and a payment provider are
      // required; the sandbox one only in a demo shop.
      '-e',
      `SESSION_SECRET=${crypto.randomBytes(32).toString('base64')}`,
      '-e',
      'PAYMENT_PROVIDER=sandbox',
      '-e',
      'DEMO_SHOP=1',
      '-e',
      `PUBLIC_URL=${base}`,
      // Shoppers' addresses arrive through the engine's port forwarding (a private or loopback
      // address), or from loopback on the host network.
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
    run(engine, ['rm', '-f', name], { quiet: true });
    fs.rmSync(work, { recursive: true, force: true });
    process.exit(1);
  }
  const state = (): ContainerState => {
    const out = run(engine, ['inspect', '--format', '{{json .State}}', name], { quiet: true }).out;
    return out ? (JSON.parse(out) as ContainerState) : {};
  };
  const healthOf = (s: ContainerState) => s.Health?.Status ?? s.Healthcheck?.Status ?? '';
  // The container's last words, for a failed check.
  const lastLogs = () => {
    const logs = run(engine, ['logs', '--tail', '20', name], { quiet: true });
    return `${logs.out}\n${logs.err}`.trim();
  };
  try {
    let health = state();
    await waitFor(() => {
      // Podman runs health checks from systemd timers, which a bare host may not have: run one now.
      if (engine.endsWith('podman')) run(engine, ['healthcheck', 'run', name], { quiet: true });
      health = state();
      return healthOf(health) === 'healthy' || health.Running === false;
    }, 180_000);
    const healthy = healthOf(health) === 'healthy';
    record(
      'HEALTHCHECK healthy',
      healthy,
      healthy
        ? ''
        : `health "${healthOf(health)}", ${health.Running ? 'running' : `exited (${health.ExitCode})`}\n${lastLogs()}`,
    );
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
      backup.ok ? backups.join(', ') : backup.err || backup.out,
    );

    // SIGTERM while shoppers check out: they keep sending until the engine reports the stop.
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
    const placedBeforeStop = acknowledged.length;
    const stopStarted = Date.now();
    const stop = await runInBackground(engine, ['stop', '--time', '20', name]);
    const stopMs = Date.now() - stopStarted;
    stopping = true;
    await Promise.all(shoppers);
    const exitCode = state().ExitCode;
    record(
      'SIGTERM stops it cleanly',
      stop.ok && exitCode === 0,
      `exit code ${exitCode} after ${stopMs} ms${exitCode === 0 ? '' : `\n${stop.err}\n${lastLogs()}`}`,
    );
    const { sqlite } = createDb(databaseFile);
    const find = sqlite.prepare('SELECT 1 FROM orders WHERE order_number = ?');
    const found = acknowledged.filter((number) => find.get(number)).length;
    const integrity = sqlite.pragma('integrity_check', { simple: true });
    sqlite.close();
    record(
      'every order acknowledged under load is kept',
      found === acknowledged.length && integrity === 'ok' && acknowledged.length > 0,
      `${found}/${acknowledged.length} found (${acknowledged.length - placedBeforeStop} acknowledged during the stop), integrity ${String(integrity)}`,
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
