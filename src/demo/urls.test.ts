import { describe, expect, it } from 'vitest'
import { demoHref, platformPathOf } from './urls'

const origin = 'http://127.0.0.1:5173'

describe('in-browser demo URLs', () => {
  it('DEMO-URL-01: the platform pages move under /ui/ with their query', () => {
    expect(demoHref('/core/auth/login/', origin)).toBe('/ui/core/auth/login/')
    expect(demoHref('/core/auth/logout/?next=%2Fui%2Fusers%2Fusers', origin)).toBe('/ui/core/auth/logout/?next=%2Fui%2Fusers%2Fusers')
    expect(demoHref(`${origin}/core/auth/login/otp/?next=/ui/`, origin)).toBe('/ui/core/auth/login/otp/?next=/ui/')
  })

  it('DEMO-URL-02: console paths, other sites and other platform paths are left alone', () => {
    expect(demoHref('/ui/users/users', origin)).toBe('/ui/users/users')
    expect(demoHref('/luna/', origin)).toBe('/luna/')
    expect(demoHref('https://docs.jumpserver.org/core/x', origin)).toBe('https://docs.jumpserver.org/core/x')
  })

  it('DEMO-URL-03: a demo URL names the platform page it stands for; console URLs name none', () => {
    expect(platformPathOf({ pathname: '/ui/core/auth/login/', search: '?next=%2Fui%2F' })).toBe('/core/auth/login/?next=%2Fui%2F')
    expect(platformPathOf({ pathname: '/ui/core/auth/login/otp/', search: '' })).toBe('/core/auth/login/otp/')
    expect(platformPathOf({ pathname: '/ui/users/users', search: '' })).toBeUndefined()
    expect(platformPathOf({ pathname: '/core/auth/login/', search: '' })).toBeUndefined()
  })
})
