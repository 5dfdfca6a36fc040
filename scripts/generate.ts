// npm run generate: openapi/ → openapi/dist/openapi.json → src/generated/ (hooks, MSW handlers, zod, types, metadata).
import { bundle, generateInto } from './contract/run.ts'

bundle(false)
generateInto('src/generated', false)
console.log('src/generated/ is up to date with openapi/.')
