/**
 * End-to-end tests in Debian's Chromium (never a Playwright-downloaded browser).
 * `npm run test:e2e` builds the product first, then this config starts a mail catcher and the built
 * server on a fresh data directory. Flaky tests are fixed, never retried.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import {
  appOrigin,
  appPort,
  brandSiteOrigin,
  brandSitePort,
  embedHostOrigin,
  embedHostPort,
  fakeImageProviderOrigin,
  fakeImageProviderPort,
  fakeLlmOrigin,
  fakeLlmPort,
  fakeStripeOrigin,
  fakeStripePort,
  mailCatcherOrigin,
  mailCatcherPorts,
  stripeTestSettings,
} from './support/ports.ts';

const e2eDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(e2eDir, '..');
const artifacts = path.join(e2eDir, '.artifacts');
const isCI = !!process.env.CI;

// One fresh data directory per run. The main process picks it and cleans up older ones; workers
// re-read this config and inherit the variable, so they agree on it and delete nothing.
if (!process.env.GENIE_E2E_DATA_DIR) {
  fs.mkdirSync(artifacts, { recursive: true });
  for (const entry of fs.readdirSync(artifacts)) {
    if (entry.startsWith('data-')) fs.rmSync(path.join(artifacts, entry), { recursive: true, force: true });
  }
  process.env.GENIE_E2E_DATA_DIR = path.join(artifacts, `data-${Date.now()}`);
}
const dataDir = process.env.GENIE_E2E_DATA_DIR;
const { smtpPort, httpPort } = mailCatcherPorts();

export default defineConfig({
  testDir: './specs',
  outputDir: path.join(artifacts, 'test-results'),
  fullyParallel: true,
  forbidOnly: isCI,
  retries: 0,
  workers: 2,
  // The waits are generous because the journeys assert what the screens show, never how fast: speed is measured by
  // `npm run bench`. On a shared two-core host under I/O pressure a designer's list has taken over 7 s to appear.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['json', { outputFile: path.join(artifacts, 'results.json') }]],
  use: {
    baseURL: appOrigin(),
    screenshot: 'only-on-failure',
    // The browsers ask for reduced motion, which the product honours (styles.css): a spinner or a progress bar that
    // stands still draws no frames. With the traces' DOM snapshots kept but not their screencast, that took a third off
    // the browser tests' CPU on the CI's two cores (all of them are CPU-bound). What a screen shows is the same.
    reducedMotion: 'reduce',
    // On CI no one can open a trace (its output is the text of the run), and recording one (a DOM snapshot at every action)
    // costs every test its CPU: the failing test's message, its screenshot and the list reporter's steps tell what failed.
    // Locally a failing test keeps its trace.
    trace: isCI ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    // (And waiting for an API reply: a fresh browser's first page on a starved two-core host has run its entry bundles,
    // its route's chunk and its catalogues for over ten seconds before its first API call.)
    actionTimeout: 20_000,
    navigationTimeout: 15_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: [
    {
      name: 'mail-catcher',
      command: 'node_modules/.bin/tsx e2e/support/mail-catcher.ts',
      cwd: repoRoot,
      url: `${mailCatcherOrigin()}/health`,
      env: { MAIL_CATCHER_SMTP_PORT: String(smtpPort), MAIL_CATCHER_HTTP_PORT: String(httpPort) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'brand-site',
      command: 'node_modules/.bin/tsx e2e/support/brand-site.ts',
      cwd: repoRoot,
      url: `${brandSiteOrigin()}/`,
      env: { E2E_BRAND_SITE_PORT: String(brandSitePort()) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'embed-host-site',
      command: 'node_modules/.bin/tsx e2e/support/embed-host-site.ts',
      cwd: repoRoot,
      url: `${embedHostOrigin()}/`,
      env: { E2E_EMBED_HOST_PORT: String(embedHostPort()), E2E_PORT: String(appPort()) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'fake-stripe',
      command: 'node_modules/.bin/tsx e2e/support/fake-stripe.ts',
      cwd: repoRoot,
      url: `${fakeStripeOrigin()}/health`,
      env: { E2E_STRIPE_PORT: String(fakeStripePort()), E2E_PORT: String(appPort()) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'fake-image-provider',
      command: 'node_modules/.bin/tsx e2e/support/fake-image-provider.ts',
      cwd: repoRoot,
      url: `${fakeImageProviderOrigin()}/health`,
      env: { E2E_IMAGE_PROVIDER_PORT: String(fakeImageProviderPort()) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'fake-llm',
      command: 'node_modules/.bin/tsx e2e/support/fake-llm.ts',
      cwd: repoRoot,
      url: `${fakeLlmOrigin()}/health`,
      env: { E2E_LLM_PORT: String(fakeLlmPort()) },
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      name: 'genie',
      command: 'node apps/server/dist/main.js',
      cwd: repoRoot,
      url: `${appOrigin()}/api/health`,
      env: {
        // test: the only difference is that BRAND_FETCH_TEST_ALLOW_ORIGINS is accepted.
        NODE_ENV: 'test',
        BRAND_FETCH_TEST_ALLOW_ORIGINS: brandSiteOrigin(),
        PORT: String(appPort()),
        HOST: '127.0.0.1',
        PUBLIC_URL: appOrigin(),
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        LOG_LEVEL: 'warn',
        RATE_LIMIT_AUTH_PER_MINUTE: '1000',
        RATE_LIMIT_PASSWORD_RESET_PER_HOUR: '1000',
        // Every journey's visitors come from 127.0.0.1 too; the per-address visitor limits have their own server tests.
        RATE_LIMIT_VISITOR_START_PER_MINUTE: '1000',
        RATE_LIMIT_VISITOR_PER_MINUTE: '100000',
        // Every browser and API call comes from 127.0.0.1: the per-address login throttle would count them all together.
        LOGIN_FAILURES_PER_ADDRESS: '1000',
        // Fast password hashing keeps the journeys quick; production keeps the default cost.
        PASSWORD_SCRYPT_LOG_N: '12',
        // The reference rounds have integration tests; drawing the demo library here would only compete
        // with the journeys for the CI's two cores (the reference step offers "skip" until it is ready).
        REFERENCE_DEMO_LIBRARY: 'off',
        // Paying goes to the local fake Stripe (support/fake-stripe.ts); STRIPE_API_BASE is test-only.
        ...stripeTestSettings(),
        STRIPE_API_BASE: fakeStripeOrigin(),
        // A studio may connect the local fake image provider and language model (support/fake-image-provider.ts,
        // support/fake-llm.ts); test-only.
        PROVIDER_TEST_ALLOW_ORIGINS: `${fakeImageProviderOrigin()},${fakeLlmOrigin()}`,
      },
      reuseExistingServer: !isCI && !!process.env.E2E_REUSE_SERVER,
      timeout: 90_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
