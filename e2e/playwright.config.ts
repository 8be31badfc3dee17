import { defineConfig } from '@playwright/test';
import path from 'node:path';

// The end-to-end tests drive the real `matchpool` binary (debug build, serving the built web app)
// on a fresh SQLite database with the demo data, in Debian's Chromium.
const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
// Set once in the runner and inherited by the workers (which load this file again), so tests can
// read the server's files, e.g. the email outbox at `${E2E_DATA_DIR}/outbox`.
process.env.E2E_DATA_DIR ??= path.resolve(`.tmp/data-${Date.now()}`);
const dataDir = process.env.E2E_DATA_DIR;
// E2E_BINARY lets a work tree that changes only the web app reuse another checkout's server; the
// web app always comes from this checkout's web/dist.
const binary = path.resolve(process.env.E2E_BINARY ?? '../target/debug/matchpool');
// E2E_WEB_DIR lets parallel work trees test their own build of the web app.
const webDir = path.resolve(process.env.E2E_WEB_DIR ?? '../web/dist');
// A small OpenID Connect issuer (oidc-issuer.mjs) runs beside the server, so people can sign in
// with "Test ID"; the server reads its discovery document at the first sign-in, not at start.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
const oidcClient = { id: 'matchpool-e2e', secret: 'e2e-test-secret' };

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  // CI runs two shards at once on two cores, each with a debug server and a Chromium: a page's
  // first render there can take longer than on a workstation. A longer wait only changes how long
  // a test waits for what must come; what never comes still fails.
  expect: { timeout: process.env.CI ? 20_000 : 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
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
  webServer: [
    {
      command: 'node oidc-issuer.mjs',
      url: `${oidcIssuer}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      timeout: 30_000,
      env: { OIDC_PORT: String(oidcPort), OIDC_CLIENT_ID: oidcClient.id, OIDC_CLIENT_SECRET: oidcClient.secret },
    },
    {
      command: `${binary} --data-dir ${dataDir} serve --demo --bind 127.0.0.1:${port}`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        MATCHPOOL_PUBLIC_URL: baseURL,
        MATCHPOOL_WEB_DIR: webDir,
        MATCHPOOL_LOG: 'warn',
        MATCHPOOL_SIGN_IN_PER_IP_PER_MINUTE: '1000',
        // Another app using the hosted sign-in (the original client's role): the OIDC issuer's origin.
        MATCHPOOL_REDIRECT_ALLOWLIST: `["${oidcIssuer}"]`,
        MATCHPOOL_OIDC__PROVIDERS: `[{id="testid", label="Test ID", icon="key", issuer="${oidcIssuer}", client_id="${oidcClient.id}", client_secret="${oidcClient.secret}"}]`,
      },
    },
  ],
});
