// npx tsx scripts/locales-add.ts FRAGMENT.json [FRAGMENT.json …]
// Merges texts into locales/en.json and locales/cn.json in one read-modify-write, so that several people adding
// keys at once do not overwrite each other's. A fragment is `{ "en": { …nested keys… }, "cn": { … } }` with the
// same keys on both sides; an existing key is replaced only when its text differs (and that is reported).
import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'

type Tree = { [key: string]: string | Tree }
const root = path.resolve(import.meta.dirname, '..')

function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keysOf(v, `${prefix}${k}.`)))
}

function merge(into: Tree, from: Tree, prefix: string, changed: string[]): void {
  for (const [k, v] of Object.entries(from)) {
    const here = into[k]
    if (typeof v === 'string') {
      if (typeof here === 'object') throw new Error(`${prefix}${k} is a group of keys, not a text`)
      if (here !== undefined && here !== v) changed.push(`${prefix}${k}`)
      into[k] = v
    } else {
      if (typeof here === 'string') throw new Error(`${prefix}${k} is a text, not a group of keys`)
      const child = (here as Tree | undefined) ?? {}
      into[k] = child
      merge(child, v, `${prefix}${k}.`, changed)
    }
  }
}

const files = process.argv.slice(2)
if (!files.length) {
  console.error('usage: npx tsx scripts/locales-add.ts FRAGMENT.json …')
  process.exit(2)
}
const targets = { en: path.join(root, 'locales/en.json'), cn: path.join(root, 'locales/cn.json') }
const trees = { en: JSON.parse(readFileSync(targets.en, 'utf8')) as Tree, cn: JSON.parse(readFileSync(targets.cn, 'utf8')) as Tree }
for (const file of files) {
  const fragment = JSON.parse(readFileSync(file, 'utf8')) as { en?: Tree; cn?: Tree }
  if (!fragment.en || !fragment.cn) throw new Error(`${file}: needs both "en" and "cn"`)
  const en = keysOf(fragment.en).sort()
  const cn = keysOf(fragment.cn).sort()
  const onlyOne = [...en.filter((k) => !cn.includes(k)), ...cn.filter((k) => !en.includes(k))]
  if (onlyOne.length) throw new Error(`${file}: keys in one language only: ${onlyOne.join(', ')}`)
  for (const lang of ['en', 'cn'] as const) {
    const changed: string[] = []
    merge(trees[lang], fragment[lang]!, '', changed)
    if (changed.length) console.log(`${lang}: replaced ${changed.join(', ')}`)
  }
  console.log(`${file}: ${en.length} keys`)
}
for (const lang of ['en', 'cn'] as const) writeFileSync(targets[lang], `${JSON.stringify(trees[lang], null, 2)}\n`)
