// e2e tests run in Debian's chromium (never a downloaded browser) against the production build served by
// `vite preview` under /ui/ with a strict Content-Security-Policy, proxied to the mock backend (small scale).
import { defineConfig } from '@playwright/test'
import { contractAnswersFile } from './e2e/contractAnswers'

// Overridable so that two runs on one machine do not collide (each also needs its own OUT_DIR build).
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 18080)
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 14173)

export default defineConfig({
  testDir: './e2e',
  // the in-browser demo has its own config (playwright.demo.config.ts: no mock server, the demo build)
  testIgnore: ['demo/**'],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${APP_PORT}`,
    // the console honours the system's reduced-motion wish (src/app/theme.ts): no transitions to wait for or draw
    reducedMotion: 'reduce',
    // recording a trace costs every test time; in CI only the retry of a failed test records one
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
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
      command: `npx tsx mocks/server/index.ts`,
      url: `http://127.0.0.1:${MOCK_PORT}/api/v1/settings/public/`,
      // every answer the mock sends is checked against the contract; scripts/e2e.ts fails the run on a mismatch
      env: { MOCK_PORT: String(MOCK_PORT), MOCK_SCALE: 'small', MOCK_CHECK_ANSWERS: contractAnswersFile(MOCK_PORT) },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `npx vite preview --port ${APP_PORT} --strictPort`,
      url: `http://127.0.0.1:${APP_PORT}/ui/`,
      env: { BACKEND_URL: `http://127.0.0.1:${MOCK_PORT}`, PORT: String(APP_PORT), CSP: 'strict' },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
})
