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

/** Per stage: tests passed/failed/skipped as its runner reported them (0 for typecheck and lint). */
function counts(stage) {
  if (stage.name.startsWith('unit')) {
    const report = readJson(path.join(reports, 'vitest.json'));
    if (!report) return null;
    // A file that fails to load has no failed test, only a failed suite with no assertion results.
    const brokenFiles = (report.testResults ?? []).filter(
      (file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0,
    ).length;
    return {
      passed: report.numPassedTests ?? 0,
      failed: (report.numFailedTests ?? 0) + brokenFiles,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    };
  }
  if (stage.name.startsWith('browser')) {
    const report = readJson(path.join(reports, 'playwright.json'));
    if (!report?.stats) return null;
    return {
      passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0),
      // Errors outside any test (the web server did not start, a broken config) count too.
      failed: (report.stats.unexpected ?? 0) + (report.errors ?? []).length,
      skipped: report.stats.skipped ?? 0,
    };
  }
  return null;
}

let passed = 0;
let failed = 0;
let skipped = 0;
for (const r of results) {
  const c = counts(r) ?? { passed: 0, failed: 0, skipped: 0 };
  // A stage that failed without a failing test to show for it (typecheck, lint, a crashed runner)
  // counts as one failure of its own.
  if (!r.ok && c.failed === 0) c.failed = 1;
  passed += c.passed;
  failed += c.failed;
  skipped += c.skipped;
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
