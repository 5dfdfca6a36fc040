// npm run contract:bundle: the whole contract as one file for tools (git-ignored).
import { bundle, bundlePath } from './contract/run.ts'

bundle(false)
console.log(`Wrote ${bundlePath}`)
