// @vitest-environment node
// docs/content-security-policy.md gives the platform's web server the policy the e2e suite enforces: the same text
// as CONTENT_SECURITY_POLICY of vite.config.ts, in the plain block and in the nginx example.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../vite.config'

const doc = readFileSync(new URL('../docs/content-security-policy.md', import.meta.url), 'utf8')

describe('the documented Content-Security-Policy', () => {
  it('is the policy the build is tested under, in the plain block and the nginx header', () => {
    expect(doc).toContain(`\n${CONTENT_SECURITY_POLICY}\n`)
    expect(doc).toContain(`add_header Content-Security-Policy "${CONTENT_SECURITY_POLICY}" always;`)
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'")
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
  })
})
