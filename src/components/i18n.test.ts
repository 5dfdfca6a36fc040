// @vitest-environment node
// The generic screens' texts: both languages have the same keys, the texts the requirements fix are there
// (I18N-05), and every key the code asks for exists (a missing key would show its name to users).
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import cn from '../../locales/cn.json'
import en from '../../locales/en.json'

type Tree = { [key: string]: string | Tree }

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)))
}

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined
  return typeof node === 'string' ? node : undefined
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sources(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

describe('I18N generic screen texts', () => {
  it('I18N-01 cn and en have the same keys', () => {
    expect(keys(cn as Tree).sort()).toEqual(keys(en as Tree).sort())
  })

  it('I18N-05 / ERR-22 / ERR-35..37 / ERR-39 the texts the specification names exist in both languages', () => {
    expect(lookup(en as Tree, 'common.MFAErrorMsg')).toBe('MFA Error, please check')
    expect(lookup(en as Tree, 'form.required')).toBe('This field is required')
    expect(lookup(en as Tree, 'form.invalidEmail')).toBe('Please enter your email address')
    expect(lookup(en as Tree, 'form.invalidJson')).toBe('Not a valid json format')
    expect(lookup(en as Tree, 'detail.notFound')).toBe('object not found or deleted')
    expect(lookup(en as Tree, 'detail.resourceLost')).toBe('Resource lost or deleted')
    for (const key of [
      'common.deleteWarningMsg',
      'common.Info',
      'common.deleteSuccessMsg',
      'common.deleteErrorMsg',
      'common.updateErrorMsg',
    ]) {
      expect(lookup(en as Tree, key)).toBeTruthy()
      expect(lookup(cn as Tree, key)).toBeTruthy()
    }
  })

  it('DTABLE-33 / ERR-40 / C-13 the Chinese defaults are kept exactly', () => {
    expect(lookup(cn as Tree, 'common.OperationSucceeded')).toBe('操作成功')
    expect(lookup(cn as Tree, 'table.deleteConfirm')).toBe('确认删除吗?')
    expect(lookup(cn as Tree, 'common.Info')).toBe('提示')
    expect(lookup(cn as Tree, 'common.Cancel')).toBe('取 消')
    expect(lookup(cn as Tree, 'common.Confirm')).toBe('确 定')
    expect(['新增', '修改', '查看', '删除']).toEqual(
      ['table.dialogNew', 'table.dialogEdit', 'table.dialogView', 'common.Delete'].map((k) => lookup(cn as Tree, k)),
    )
  })

  it('every key the screens and configs ask for exists', () => {
    const root = join(__dirname, '..')
    const files = [...sources(join(root, 'components')), ...sources(join(root, 'resources')), ...sources(join(root, 'features', 'profile'))]
    const used = new Set<string>()
    const patterns = [
      /\bt\(\s*'([a-zA-Z]+\.[A-Za-z0-9_.]+)'/g,
      /[A-Za-z]*Keys?:\s*'([a-zA-Z]+\.[A-Za-z0-9_.]+)'/g,
      /'((?:common|list|table|form|detail|import|export|mfa|users|groups|acl|akey|profile)\.[A-Za-z0-9_]+)'/g,
    ]
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      for (const p of patterns) for (const m of text.matchAll(p)) used.add(m[1])
    }
    // keys built at run time from a fixed list
    for (const s of ['day', 'week', 'month', 'threeMonths']) used.add(`list.shortcut.${s}`)
    for (const b of ['import', 'stop', 'continue', 'finished']) used.add(`import.button_${b}`)
    for (const r of ['all', 'selected', 'filtered']) used.add(`export.range_${r}`)
    for (const m of ['create', 'update', 'clone']) used.add(`form.${m}Form`)
    expect(used.size).toBeGreaterThan(150)
    const missing = [...used].filter((k) => !k.startsWith('route.') && lookup(en as Tree, k) === undefined)
    expect(missing).toEqual([])
  })
})
