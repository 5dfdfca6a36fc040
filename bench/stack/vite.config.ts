// The stack floor of the bench (docs/performance.md): the floor's pages built with the console's own stack —
// React, @tanstack/react-query, MUI's Table and emotion — and nothing else of the console (no router, no shell,
// no i18n, no generated code). Built by `npm run bench` with this config into bench/results/stack/ (a run's
// output: not committed, not linted), served under /bench/stack/. The console's build (vite.config.ts at the
// root) does not see this folder.
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'

const here = fileURLToPath(new URL('.', import.meta.url))

export default defineConfig({
  root: here,
  base: '/bench/stack/',
  // No public/ folder and no .env files of the console: this page is on its own.
  publicDir: false,
  envDir: here,
  plugins: [react()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('../results/stack', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    reportCompressedSize: false,
  },
})
