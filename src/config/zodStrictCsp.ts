// The console runs under a strict Content-Security-Policy (no eval). zod compiles object parsers with
// `new Function` unless told not to, and decides so when a schema is built — the generated schemas are built as
// their modules load — so this runs first, from the entry. Even a refused, caught probe would be reported as a
// policy violation.
//
// The setting is written where zod keeps its configuration (`globalThis.__zod_globalConfig`, which zod's
// `config()` reads and writes, and which zod adopts when it finds it already there) rather than through
// `config()` itself: importing zod here would put zod's core utilities (about 20 kB) into the first script for
// this one flag. zodStrictCsp.test.ts checks that zod sees it, whichever loads first.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
;(holder.__zod_globalConfig ??= {}).jitless = true

export {}
