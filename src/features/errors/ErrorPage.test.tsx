import { I18nProvider } from '@lingui/react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { createI18n, loadCatalog } from '~/i18n/i18n'
import type { Locale } from '~/i18n/locales'
import { HttpError } from '~/routing/error-status'
import { SiteLocaleProvider } from '~/routing/locale'
import { requestStore } from '~/server/request-store.server'
import { t } from '../../../tests/support/catalog'
import { ErrorPage } from './ErrorPage'

async function render(locale: Locale, error: unknown) {
  const i18n = createI18n(locale, await loadCatalog(locale))
  const store: { status?: number } = {}
  const html = requestStore.run(store, () =>
    renderToString(
      <SiteLocaleProvider locale={locale}>
        <I18nProvider i18n={i18n}>
          <ErrorPage error={error} />
        </I18nProvider>
      </SiteLocaleProvider>,
    ),
  )
  return { html, status: store.status, i18n }
}

describe('ErrorPage', () => {
  it('shows the not-found text and a link back to the home page for 404', async () => {
    const { html, status } = await render('en', { status: 404 })
    expect(status).toBe(404)
    expect(html).toContain('This page could not be found')
    expect(html).toContain('Back to the home page')
    expect(html).toContain('href="/en/"')
  })

  it('shows an error its own message and chooses the response status', async () => {
    const { html, status } = await render('cn', new HttpError(410, '该活动已结束'))
    expect(status).toBe(410)
    expect(html).toContain('该活动已结束')
    expect(html).toContain('href="/"')
  })

  it('explains a 503 in the page language', async () => {
    const { html, status } = await render('cn', new HttpError(503, 'Service Unavailable'))
    expect(status).toBe(503)
    expect(html).toContain(
      t('cn', 'The service is temporarily unavailable. Please try again shortly; nothing you entered was lost.'),
    )
    expect(html).not.toContain('Service Unavailable')
  })

  it('never shows the message of an unexpected error', async () => {
    const { html, status } = await render('en', new Error('connect ECONNREFUSED 10.1.2.3:5432'))
    expect(status).toBe(500)
    expect(html).not.toContain('ECONNREFUSED')
  })

  it('falls back to a plain message when showing the error itself fails', async () => {
    const hostile = {
      get status(): number {
        throw new Error('broken error object')
      },
    }
    const { html, status } = await render('en', hostile)
    expect(status).toBe(500)
    expect(html).toContain('An error occurred while showing the error page')
    expect(html).toContain('Go back to home')
    const cn = await render('cn', hostile)
    expect(cn.html).toContain('显示错误页面时发生错误')
  })
})
