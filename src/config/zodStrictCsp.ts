// The console runs under a strict Content-Security-Policy (no eval). zod compiles object parsers with
// `new Function` unless told not to, and decides so when a schema is built — the generated schemas are built as
// their modules load — so this runs first, from the entry. Even a refused, caught probe would be reported as a
// policy violation.
import { config } from 'zod/v4/core'

config({ jitless: true })
