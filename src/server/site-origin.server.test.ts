import { describe, expect, it } from 'vitest'
import { configuredSiteOrigin, siteOrigin, siteUrlProblem } from './site-origin.server'

const request = new Request('http://127.0.0.1:4173/admin/visitors')

describe('the site origin', () => {
  it('is SITE_URL when set, whatever the request says', () => {
    const env = { SITE_URL: ' https://www.example.cn/ ' }
    expect(siteOrigin(request, env)).toBe('https://www.example.cn')
    expect(siteOrigin(undefined, env)).toBe('https://www.example.cn')
    expect(siteOrigin(new Request('https://forged.example/'), { SITE_URL: 'http://expo.example.cn:8080' })).toBe(
      'http://expo.example.cn:8080',
    )
  })

  it("is the request's own origin without SITE_URL, else localhost on PORT", () => {
    expect(siteOrigin(request, {})).toBe('http://127.0.0.1:4173')
    expect(siteOrigin(request, { SITE_URL: '  ' })).toBe('http://127.0.0.1:4173')
    expect(siteOrigin(undefined, { PORT: '3100' })).toBe('http://localhost:3100')
    expect(siteOrigin(undefined, {})).toBe('http://localhost:3000')
  })

  it('tells whether SITE_URL is configured', () => {
    expect(configuredSiteOrigin({})).toBeUndefined()
    expect(configuredSiteOrigin({ SITE_URL: 'https://www.example.cn/' })).toBe('https://www.example.cn')
  })

  it('names one problem for an unusable or missing SITE_URL', () => {
    expect(siteUrlProblem({ SITE_URL: 'https://www.example.cn' })).toBeUndefined()
    expect(siteUrlProblem({ NODE_ENV: 'development' })).toBeUndefined()
    expect(siteUrlProblem({ NODE_ENV: 'production' })).toMatch(/SITE_URL is required/)
    expect(siteUrlProblem({ SITE_URL: 'www.example.cn' })).toMatch(/SITE_URL="www.example.cn" is not/)
    expect(siteUrlProblem({ SITE_URL: 'https://www.example.cn/news' })).toMatch(/is not an http\(s\) origin/)
    expect(siteUrlProblem({ SITE_URL: 'ftp://www.example.cn' })).toMatch(/is not an http\(s\) origin/)
  })
})
