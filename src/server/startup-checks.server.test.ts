import { describe, expect, it } from 'vitest'
import { startupProblems } from './startup-checks.server'

describe('start-up checks', () => {
  it('requires SITE_URL in production only', () => {
    expect(startupProblems({ NODE_ENV: 'production' })).toEqual([expect.stringMatching(/SITE_URL is required/)])
    expect(startupProblems({ NODE_ENV: 'development' })).toEqual([])
    expect(startupProblems({ NODE_ENV: 'production', SITE_URL: 'https://www.example.cn' })).toEqual([])
  })

  it('refuses an unusable SITE_URL or TRUST_PROXY with one message each', () => {
    const problems = startupProblems({ NODE_ENV: 'production', SITE_URL: 'www.example.cn', TRUST_PROXY: '2' })
    expect(problems).toHaveLength(2)
    expect(problems.join('\n')).toMatch(/SITE_URL="www.example.cn"/)
    expect(problems.join('\n')).toMatch(/TRUST_PROXY="2"/)
    expect(startupProblems({ SITE_URL: 'https://www.example.cn/news' })).toHaveLength(1)
  })

  it('checks the first admin and the auth secret', () => {
    const site = { SITE_URL: 'https://www.example.cn' }
    expect(startupProblems({ ...site, ADMIN_EMAIL: 'a@example.cn', ADMIN_PASSWORD: 'short' })).toEqual([
      expect.stringMatching(/ADMIN_PASSWORD must be 12 to 128/),
    ])
    expect(startupProblems({ ...site, ADMIN_EMAIL: 'a@example.cn' })).toEqual([expect.stringMatching(/set both/)])
    expect(startupProblems({ ...site, ADMIN_EMAIL: 'a@example.cn', ADMIN_PASSWORD: 'long enough pass' })).toEqual([])
    expect(startupProblems({ ...site, BETTER_AUTH_SECRET: 'x'.repeat(31) })).toEqual([
      expect.stringMatching(/at least 32/),
    ])
    const pg = { ...site, NODE_ENV: 'production', DATABASE_URL: 'postgres://db/fair' }
    expect(startupProblems(pg)).toEqual([expect.stringMatching(/BETTER_AUTH_SECRET is required/)])
    expect(startupProblems({ ...pg, BETTER_AUTH_SECRET: 'x'.repeat(32) })).toEqual([])
    expect(startupProblems({ ...site, NODE_ENV: 'production', BETTER_AUTH_TELEMETRY: '1' })).toHaveLength(1)
  })
})
