// @vitest-environment node
import { describe, expect, it } from 'vitest'
import en from '../../../locales/en.json'
import cn from '../../../locales/cn.json'
import { protocolsProblem } from './ProtocolsInput'

describe('asset protocols check (VAL-*, issue 23: a port of 1e3 reached the server)', () => {
  it('takes a protocol name and a port of 1–65535 written in digits', () => {
    expect(protocolsProblem(['ssh/22', 'rdp/3389', 'vnc/65535', 'telnet/1'])).toBeUndefined()
  })

  it('refuses a port the server would refuse, with a translated message', () => {
    for (const port of ['1e3', '+22', '22.0', '0x16', '0', '65536', ' 22', '', '-1'])
      expect([port, protocolsProblem([`ssh/${port}`])]).toEqual([port, 'assets.portInvalid'])
    expect(en.assets.portInvalid).toMatch(/1 to 65535/)
    expect(cn.assets.portInvalid).toMatch(/端口/)
  })
})
