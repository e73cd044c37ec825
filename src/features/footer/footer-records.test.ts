import { describe, expect, it } from 'vitest'
import { icpHref, publicSecurityHref } from './footer-records'

describe('the footer filing links', () => {
  it('links the ICP number to the address set, else to the register', () => {
    expect(icpHref('https://example.cn/icp')).toBe('https://example.cn/icp')
    expect(icpHref('')).toBe('https://beian.miit.gov.cn/')
    expect(icpHref(undefined)).toBe('https://beian.miit.gov.cn/')
  })

  it('looks the public security filing up by its code, encoded', () => {
    expect(publicSecurityHref('31010402001234')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=31010402001234')
    expect(publicSecurityHref('a&b c')).toBe('https://beian.mps.gov.cn/#/query/webSearch?code=a%26b%20c')
  })
})
