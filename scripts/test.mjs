// `npm test`: typecheck, lint, unit/API tests (vitest), browser tests (Playwright), in that order.
// Every stage runs; the command fails if any fails. Ends with one plain "N passed, N failed" line
// counted from the runners' JSON reports (CI reads that line).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'reports');
fs.rmSync(reports, { recursive: true, force: true });
fs.mkdirSync(reports, { recursive: true });

const stages = [
  { name: 'typecheck', cmd: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', cmd: ['npm', 'run', '--silent', 'lint'] },
  {
    name: 'unit and API tests',
    cmd: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${path.join(reports, 'vitest.json')}`,
    ],
  },
  {
    name: 'browser tests',
    cmd: ['npx', 'playwright', 'test'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'playwright.json') },
  },
];

const results = [];
for (const stage of stages) {
  console.log(`\n=== ${stage.name} ===`);
  const started = Date.now();
  const run = spawnSync(stage.cmd[0], stage.cmd.slice(1), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...stage.env },
  });
  results.push({
    name: stage.name,
    ok: run.status === 0,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

let passed = 0;
let failed = 0;
let skipped = 0;
const vitest = readJson(path.join(reports, 'vitest.json'));
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += vitest.numFailedTests ?? 0;
  skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
}
const playwright = readJson(path.join(reports, 'playwright.json'));
if (playwright?.stats) {
  passed += (playwright.stats.expected ?? 0) + (playwright.stats.flaky ?? 0);
  failed += playwright.stats.unexpected ?? 0;
  skipped += playwright.stats.skipped ?? 0;
}
// A stage that failed without a test report (typecheck, lint, a crashed runner) counts as one failure.
for (const r of results) {
  const hasReport = (r.name.startsWith('unit') && vitest) || (r.name.startsWith('browser') && playwright);
  if (!r.ok && !hasReport) failed += 1;
  if (!r.ok && hasReport && failed === 0) failed += 1;
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
