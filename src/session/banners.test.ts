import { describe, expect, it } from 'vitest'
import { licenceApplies, licenceBanner, passwordBanner } from './banners'

const now = new Date('2026-11-23T12:00:00+08:00')

describe('licence banner (LIC)', () => {
  it('LIC-01/02 / C-20: only the system Admin with the paid edition enabled', () => {
    expect(licenceApplies({ XPACK_ENABLED: true }, { role: 'Admin' })).toBe(true)
    expect(licenceApplies({ XPACK_ENABLED: false }, { role: 'Admin' })).toBe(false)
    expect(licenceApplies({ XPACK_ENABLED: true }, { role: 'User' })).toBe(false)
    expect(licenceApplies(null, null)).toBe(false)
  })
  it('LIC-03 / CONST-27: expired under 0 days, warning under 7, nothing otherwise', () => {
    expect(licenceBanner('2026-11-20', now)).toEqual({ kind: 'expired' })
    expect(licenceBanner('2026-11-26', now)).toEqual({ kind: 'expiring', date: '2026-11-26' })
    expect(licenceBanner('2026-11-30 11:00:00 +0800', now)).toEqual({ kind: 'expiring', date: '2026-11-30 11:00:00 +0800' })
    expect(licenceBanner('2026-12-01 13:00:00 +0800', now)).toBeNull()
    expect(licenceBanner(undefined, now)).toBeNull()
  })
})

describe('password banner (LIC)', () => {
  const settings = { SECURITY_PASSWORD_EXPIRATION_TIME: 90 }
  it('LIC-06: only for local users', () => {
    expect(passwordBanner({ source: 'ldap', date_password_last_updated: '2026/08/01 10:00:00 +0800' }, settings, now)).toBeNull()
  })
  it('LIC-07 / CONST-28: expired when the days since the change reach the expiration time', () => {
    expect(passwordBanner({ source: 'local', date_password_last_updated: '2026/08/25 11:00:00 +0800' }, settings, now)).toEqual({
      kind: 'expired',
    })
  })
  it('LIC-07: warns with 5 or fewer days left, silent with more', () => {
    expect(passwordBanner({ source: 'local', date_password_last_updated: '2026/08/30 11:00:00 +0800' }, settings, now)).toEqual({
      kind: 'expiring',
      days: 5,
    })
    expect(passwordBanner({ source: 'local', date_password_last_updated: '2026/08/31 13:00:00 +0800' }, settings, now)).toBeNull()
  })
})
