import { defineConfig, devices } from '@playwright/test'
import { chromiumPath } from './tests/setup/chromium'
import { TEST_ADMIN_ENV } from './tests/support/admin'

const port = Number(process.env.E2E_PORT ?? 3217)
const baseURL = `http://127.0.0.1:${port}`
// The back office's tests publish news and create accounts: they get a server and database of their
// own, so the public pages' tests never see their items (a new first news item, one more search hit).
const officeURL = `http://127.0.0.1:${port + 1}`
/** On the back office's server: its own specs, and the visitor's journey (it reads the outbox). */
const OFFICE_SPECS = /(admin(-[a-z-]+)?|visitor-registration)\.spec\.ts$/
/** The office's dates, read by a browser in Shanghai from the office's server in UTC (a project of its own). */
const SHANGHAI_SPECS = /admin-dates\.spec\.ts$/

function server(url: string, dataDir: string) {
  return {
    command: 'node .output/server/index.mjs',
    url: `${url}/api/ready`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      NODE_ENV: 'production',
      // The servers run in UTC, as in production, whatever the machine's zone: the office's dates are
      // in Beijing time on any server (src/admin/ui/beijing-time.ts), tested from a browser in Shanghai.
      TZ: 'UTC',
      HOST: '127.0.0.1',
      PORT: new URL(url).port,
      SITE_URL: url,
      DATA_DIR: `${process.env.TEST_DATA_DIR ?? '.e2e-data'}/${dataDir}`,
      // Many submissions in a row from one address; the 429 path is faked in the browser test.
      RATE_LIMIT_FORMS: '1000/60',
      // One account's desk look-ups, in every run on the same data: the limit is unit-tested (desk-registration).
      RATE_LIMIT_DESK: '1000/60',
      // No test waits out the registration's minimum fill time (its window is unit-tested: form-start).
      FORM_MIN_FILL_MS: '0',
      // Every browser signs in from 127.0.0.1; the per-client limit is tested over HTTP.
      AUTH_SIGN_IN_PER_CLIENT: '1000/60',
      ...TEST_ADMIN_ENV,
    },
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  // No retries anywhere: a test that passes only on a second try is a defect to fix, not to hide.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  webServer: [server(baseURL, 'e2e'), server(officeURL, 'e2e-office')],
  projects: [
    { name: 'site', testIgnore: [OFFICE_SPECS, /\.setup\.ts$/] },
    // Before the back office's tests: its server's show moved a month ahead (registration is open).
    { name: 'office-setup', testMatch: /office\.setup\.ts$/, use: { baseURL: officeURL }, timeout: 90_000 },
    {
      name: 'back-office',
      testMatch: OFFICE_SPECS,
      testIgnore: SHANGHAI_SPECS,
      dependencies: ['office-setup'],
      use: { baseURL: officeURL },
      // Each test is a whole journey: two or three browsers, several screens, sign-ins (a deliberately
      // slow password hash) and accessibility scans. 30 s was too tight on a busy CI machine.
      timeout: 90_000,
    },
    // An editor in Shanghai on the office's server in UTC: the two zones a date must not depend on.
    {
      name: 'office-in-shanghai',
      testMatch: SHANGHAI_SPECS,
      use: { baseURL: officeURL, timezoneId: 'Asia/Shanghai' },
      timeout: 90_000,
    },
  ],
  use: {
    baseURL,
    trace: 'off',
    ...devices['Desktop Chrome'],
    // The site's first audience; tests that need an English browser set their own.
    locale: 'zh-CN',
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
