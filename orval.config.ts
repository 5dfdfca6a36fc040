// openapi/ → src/generated/: react-query hooks and plain functions per tag (the custom screens call them), zod
// schemas (forms check bodies with them; the response checks of development and tests check answers). The mock
// backend is our own contract-driven one (mocks/), so orval's MSW handlers and faker factories are not generated
// (ADR 0010). The bundle (openapi/dist/openapi.json) is written first by `npm run generate`.
// GENERATED_DIR regenerates elsewhere (the drift check, the contract experiment), with the HTTP client beside it
// (`<dir>/../http/client.ts`); CONTRACT_BUNDLE reads another bundle (the experiment's edited contract).
import path from 'node:path'
import { defineConfig } from 'orval'

const out = process.env.GENERATED_DIR ?? 'src/generated'
const input = { target: process.env.CONTRACT_BUNDLE ?? './openapi/dist/openapi.json' }
const mutatorPath = `./${path.posix.join(path.posix.dirname(out), 'http/client.ts')}`

export default defineConfig({
  api: {
    input,
    output: {
      mode: 'tags-split',
      target: `${out}/api`,
      schemas: `${out}/model`,
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      override: {
        mutator: { path: mutatorPath, name: 'httpRequest' },
        contentType: { include: ['application/json', 'multipart/form-data'] },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      target: `${out}/zod`,
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
})
