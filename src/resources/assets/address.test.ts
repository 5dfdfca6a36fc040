// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { addressProblem } from './address'

describe('asset IP check (VAL-*, issue 23: 999.1.1.1 was accepted)', () => {
  it('takes IPv4, IPv6 and host names, as the platform stores them', () => {
    for (const ok of [
      '10.0.0.1',
      '255.255.255.255',
      '0.0.0.0',
      ' 172.16.10.12 ',
      '::1',
      '::',
      'fe80::1',
      '2001:db8:0:0:0:0:2:1',
      '2001:db8::2:1',
      '::ffff:192.0.2.128',
      'db-01',
      'web01.prod.example.com',
      'web01.prod.example.com.',
      'my_host.internal',
      'xn--fiqs8s.example',
      '',
    ])
      expect(addressProblem(ok), ok).toBeUndefined()
  })

  it('refuses what cannot be an address', () => {
    for (const bad of [
      '999.1.1.1',
      '256.0.0.1',
      '10.1.1',
      '1.2.3.4.5',
      '12345',
      '10.0.0.01x y',
      'web 01',
      'http://10.0.0.1',
      'admin@host',
      '-leading.example',
      'a..b',
      '2001:db8::2::1',
      '2001:db8:0:0:0:0:2:1:9',
      '12345::1',
      '::ffff:999.0.2.128',
      'a'.repeat(64),
    ])
      expect(addressProblem(bad), bad).toBe('assets.invalidAddress')
  })
})
