import { expect, it } from 'vitest'
import { t } from '../support/catalog'
import { htmlLang, titleOf } from '../support/html'
import { get } from '../support/http'

it('answers many concurrent requests in both locales, each in its own language', async () => {
  const requests = Array.from({ length: 120 }, (_, i) => {
    const locale = i % 2 === 0 ? ('cn' as const) : ('en' as const)
    const path = locale === 'en' ? '/en/visitor-guide' : '/visitor-guide'
    return get(path).then(async (res) => ({ locale, status: res.status, html: await res.text() }))
  })
  const results = await Promise.all(requests)
  for (const { locale, status, html } of results) {
    expect(status).toBe(200)
    expect(htmlLang(html)).toBe(locale === 'en' ? 'en' : 'zh-CN')
    expect(titleOf(html)).toContain(t(locale, 'Visitor Guide'))
    const otherTitle = t(locale === 'en' ? 'cn' : 'en', 'Visitor Guide')
    expect(html).not.toContain(`>${otherTitle}</h1>`)
  }
})
