import { createFileRoute } from '@tanstack/react-router'
import { isDatabaseUnavailable } from '~/api/api-error.server'
import { RETRY_AFTER_UNAVAILABLE } from '~/api/handler.server'
import { logEvent } from '~/api/log.server'
import { getDb } from '~/db/client.server'
import { showCalendar } from '~/features/calendar/calendar.server'
import { localeOf } from '~/i18n/locales'
import { siteOrigin } from '~/server/site-origin.server'

/** GET /api/calendar.ics[?lang=en]: the show days as an iCalendar file ("add to calendar"). */
export const Route = createFileRoute('/api/calendar.ics')({
  server: {
    handlers: {
      GET: async ({ request }) => {
        const url = new URL(request.url)
        const locale = localeOf(url.searchParams.get('lang') ?? request.headers.get('lang'))
        try {
          const body = await showCalendar(await getDb(), locale, siteOrigin(request))
          return new Response(body, {
            headers: {
              'content-type': 'text/calendar; charset=utf-8',
              'content-disposition': `attachment; filename="organic-expo-${locale}.ics"`,
              'cache-control': 'public, max-age=300',
            },
          })
        } catch (error) {
          if (!isDatabaseUnavailable(error)) throw error
          logEvent('warn', 'calendar without database', { error })
          return new Response('Service Unavailable', {
            status: 503,
            headers: { 'retry-after': String(RETRY_AFTER_UNAVAILABLE), 'content-type': 'text/plain; charset=utf-8' },
          })
        }
      },
    },
  },
})
