/**
 * Browser tests in real Chromium against the built app on the real server, started on a fresh
 * data folder (migrated and seeded with the demo catalogue at start).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://127.0.0.1:${port}`;
/** "Another shop" on loopback for the scraper journey (scripts/fixture-site.mjs). */
const fixturePort = port + 7;

/** CHROMIUM_PATH, then Debian's chromium, then Playwright's own browser (if installed). */
function chromiumPath(): string | undefined {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((p): p is string => !!p && fs.existsSync(p));
}

const launchOptions = {
  executablePath: chromiumPath(),
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  // Generous limits: CI machines are shared and can run several times slower than a workstation;
  // a failing check still fails, only later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'reports/playwright.json' }],
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'mobile', use: { ...devices['Pixel 7'], launchOptions } },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions } },
  ],
  webServer: [
    {
      command: 'node scripts/fixture-site.mjs',
      url: `http://127.0.0.1:${fixturePort}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { FIXTURE_PORT: String(fixturePort) },
    },
    {
      command: 'node scripts/start.mjs',
      url: `${baseURL}/api/health`,
      // Always a fresh server on a fresh data folder: no state (or rate-limit counters) from an earlier run.
      reuseExistingServer: false,
      timeout: 300_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: path.join(os.tmpdir(), `partsshop-e2e-${Date.now()}`),
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        // The payment gateway (sandbox) sends the browser back here.
        PUBLIC_URL: baseURL,
        // Every journey signs up its own accounts from this one address.
        RATE_LIMIT_FACTOR: '20',
        // As behind a proxy on the same machine: a journey's API calls may name a client address of
        // their own (unpaid orders hold stock for only a few orders per client).
        TRUST_PROXY: 'loopback',
        // The scraper may fetch the fixture site, though it is on loopback.
        SCRAPER_ALLOW_HOSTS: `127.0.0.1:${fixturePort}`,
      },
    },
  ],
});
