// openapi/ → src/generated/: react-query hooks and plain functions per tag (the custom screens call them), zod
// schemas (forms check bodies with them; the response checks of development and tests check answers). The mock
// backend is our own contract-driven one (mocks/), so orval's MSW handlers and faker factories are not generated
// (ADR 0010). The bundle (openapi/dist/openapi.json) is written first by `npm run generate`.
// GENERATED_DIR lets the drift check regenerate into a sibling folder at the same depth, so that the
// relative imports of the mutator come out identical.
import { defineConfig } from 'orval'

const out = process.env.GENERATED_DIR ?? 'src/generated'
const input = { target: './openapi/dist/openapi.json' }

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
        mutator: { path: './src/http/client.ts', name: 'httpRequest' },
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
