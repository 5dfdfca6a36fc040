// e2e of the in-browser demo: the static demo build (`vite build --mode demo`) served by `vite preview` under /ui/
// with the strict Content-Security-Policy and no backend at all — the mock runs in the page behind msw's service
// worker. `npm run test:e2e` runs this config after playwright.config.ts. The web server builds the demo first
// (into DEMO_OUT_DIR, default dist-demo-e2e); E2E_DEMO_BUILD=0 serves an existing build as it is.
import { defineConfig } from '@playwright/test'
import base from './playwright.config'

const APP_PORT = Number(process.env.E2E_APP_PORT ?? 14173)
const OUT_DIR = process.env.DEMO_OUT_DIR ?? 'dist-demo-e2e'
const build = process.env.E2E_DEMO_BUILD !== '0'

export default defineConfig({
  ...base,
  testDir: './e2e/demo',
  testIgnore: [],
  // Every page load starts the mock in the page (~1 s warm, several on a first visit), and with the worker active
  // every request the page makes, scripts included, takes a round trip through the page's main thread: on a busy
  // machine the demo is slow, so wait longer than the server-backed suite does. Traces (which slow it further) are
  // off unless asked for: `--trace on`.
  timeout: 300_000,
  expect: { timeout: 60_000 },
  use: { ...base.use, baseURL: `http://127.0.0.1:${APP_PORT}`, serviceWorkers: 'allow', trace: 'off' },
  webServer: {
    command: `${build ? 'npx vite build --mode demo && ' : ''}npx vite preview --port ${APP_PORT} --strictPort`,
    url: `http://127.0.0.1:${APP_PORT}/ui/`,
    // no BACKEND_URL: the preview's proxy points at a port nothing listens on, so a request that escaped the
    // worker would fail (and the test checks that none does)
    env: { OUT_DIR, PORT: String(APP_PORT), CSP: 'strict', BACKEND_URL: 'http://127.0.0.1:9' },
    reuseExistingServer: false,
    timeout: 300_000,
  },
})
