import { describe, expect, it } from 'vitest'
import { buildFormModel, validateField } from '../../components/data/fieldTyping'
import type { FieldMeta } from '../../components/data/metadata'
import { SETTINGS_TABS, sectionGroups, sectionOverrides, suggestedSmtpSecurity, visibleTabs, withoutBlankSecrets } from './categories'

const security = SETTINGS_TABS.find((t) => t.name === 'security')!.sections[0]
const FIELDS: Record<string, FieldMeta> = {
  SECURITY_LOGIN_LIMIT_COUNT: { type: 'integer', required: true, label: 'Limit', min_value: 3 },
  SECURITY_LOGIN_LIMIT_TIME: { type: 'integer', required: true, label: 'Time', min_value: 5 },
  SECURITY_PASSWORD_MIN_LENGTH: { type: 'integer', required: true, label: 'Min length', min_value: 6 },
  SECURITY_MFA_VERIFY_TTL: { type: 'integer', required: true, label: 'TTL', min_value: 5 },
  SECURITY_PASSWORD_EXPIRATION_TIME: { type: 'integer', required: true, label: 'Expiry', min_value: 1 },
  NEW_SERVER_SETTING: { type: 'boolean', label: 'Something new' },
  SOME_SECRET: { type: 'string', label: 'Secret', write_only: true, max_length: 10 },
  READ_ONLY_THING: { type: 'string', label: 'RO', read_only: true },
}

describe('settings categories', () => {
  it('VAL-13 / G-18 the minimums are the metadata min_value of each setting (3, 5, 6, 5, 1)', () => {
    const groups = buildFormModel(FIELDS, sectionGroups(security, FIELDS), sectionOverrides(security, FIELDS))
    const byName = Object.fromEntries(groups.flatMap((g) => g.fields).map((f) => [f.name, f]))
    const below = (name: string, value: number) => validateField(byName[name], String(value))
    expect(below('SECURITY_LOGIN_LIMIT_COUNT', 2)).toEqual({ key: 'form.minValue', values: { min: 3 } })
    expect(below('SECURITY_LOGIN_LIMIT_COUNT', 3)).toBeUndefined()
    expect(below('SECURITY_LOGIN_LIMIT_TIME', 4)).toEqual({ key: 'form.minValue', values: { min: 5 } })
    expect(below('SECURITY_PASSWORD_MIN_LENGTH', 5)).toEqual({ key: 'form.minValue', values: { min: 6 } })
    expect(below('SECURITY_MFA_VERIFY_TTL', 4)).toEqual({ key: 'form.minValue', values: { min: 5 } })
    expect(below('SECURITY_PASSWORD_EXPIRATION_TIME', 0)).toEqual({ key: 'form.minValue', values: { min: 1 } })
  })

  it('groups follow the configuration; fields the server adds are kept in a last group, read-only ones left out', () => {
    const groups = sectionGroups(security, FIELDS)
    expect(groups[0]).toEqual(['settings.group.loginLimits', ['SECURITY_LOGIN_LIMIT_COUNT', 'SECURITY_LOGIN_LIMIT_TIME']])
    expect(groups.at(-1)).toEqual(['settings.group.other', ['NEW_SERVER_SETTING', 'SOME_SECRET']])
    expect(groups.flatMap(([, names]) => names)).not.toContain('READ_ONLY_THING')
  })

  it('SET-07 units and the secret help are added by name and metadata', () => {
    const o = sectionOverrides(security, FIELDS)
    expect(o.SECURITY_LOGIN_LIMIT_TIME.unitKey).toBe('settings.unit.minutes')
    expect(o.SECURITY_PASSWORD_EXPIRATION_TIME.unitKey).toBe('settings.unit.days')
    expect(o.SOME_SECRET).toMatchObject({ widget: 'password', helpKey: 'settings.secretKeep' })
  })

  it('a blank secret is left out of the body, a typed one and other blanks are sent', () => {
    expect(withoutBlankSecrets({ SOME_SECRET: '', NEW_SERVER_SETTING: false, X: '' }, FIELDS)).toEqual({ NEW_SERVER_SETTING: false, X: '' })
    expect(withoutBlankSecrets({ SOME_SECRET: 'abc' }, FIELDS)).toEqual({ SOME_SECRET: 'abc' })
    // a setting the server gave as null and left empty goes back as null, not as a (refused) blank text
    expect(withoutBlankSecrets({ BASE_SITE_URL: '', X: '' }, FIELDS, { BASE_SITE_URL: null, X: '' })).toEqual({
      BASE_SITE_URL: null,
      X: '',
    })
  })

  it('SET-02 465 suggests SSL, 587 TLS, other ports nothing', () => {
    expect(suggestedSmtpSecurity('465')).toBe('ssl')
    expect(suggestedSmtpSecurity(' 587 ')).toBe('tls')
    expect(suggestedSmtpSecurity('25')).toBeUndefined()
  })

  it('LIC-01 the licence tab needs XPACK_ENABLED; SMS needs a valid licence', () => {
    expect(visibleTabs({}, false).map((t) => t.name)).not.toContain('licence')
    expect(visibleTabs({}, false).map((t) => t.name)).not.toContain('sms')
    expect(visibleTabs({ XPACK_ENABLED: true }, true).map((t) => t.name)).toEqual([
      'basic',
      'email',
      'auth',
      'sms',
      'security',
      'terminal',
      'clean',
      'other',
      'licence',
    ])
  })
})
