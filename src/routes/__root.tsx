import { createRootRouteWithContext, HeadContent, Scripts } from '@tanstack/react-router'
import { type ReactNode, useEffect } from 'react'
import { EARLY_CLICK_SCRIPT, replayEarlyClicks } from '~/features/early-clicks'
import { ErrorPage, NotFoundPage } from '~/features/errors'
import { LINGUI_LOCALE } from '~/i18n/locales'
import type { RouterContext } from '~/routing/router-context'
import { siteNameMessage } from '~/seo/seo'
import { BRAND_COLOUR } from '~/ui/brand-colour'
import '~/ui/theme.css'

export const Route = createRootRouteWithContext<RouterContext>()({
  head: ({ match }) => ({
    meta: [
      { title: match.context.i18n._(siteNameMessage) },
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: BRAND_COLOUR },
      { name: 'format-detection', content: 'telephone=no' },
    ],
    links: [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }],
    // Keeps a click on a script-driven button made before hydration, to do it after (ADR 028).
    scripts: [{ children: EARLY_CLICK_SCRIPT }],
  }),
  shellComponent: RootDocument,
  errorComponent: ErrorPage,
  notFoundComponent: NotFoundPage,
})

function RootDocument({ children }: { children: ReactNode }) {
  const { locale } = Route.useRouteContext()
  // Set once React has hydrated the page and run every effect below (listeners, subscriptions):
  // the page is interactive from here on. Browser tests wait for it before they act.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
    replayEarlyClicks()
  }, [])
  return (
    <html lang={LINGUI_LOCALE[locale]}>
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  )
}
