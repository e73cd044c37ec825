import type { Db } from '~/db/client.server'
import { getSiteConfig } from '~/db/repositories/site-config.server'
import { LINGUI_LOCALE, type Locale, localizePath } from '~/i18n/locales'
import { buildIcs, showDays } from './ics'

/**
 * The show dates as an iCalendar file in one language, from the site configuration
 * (start/end times, hours, brand, address), one VEVENT per show day.
 */
export async function showCalendar(db: Db, locale: Locale, origin: string, now = new Date()): Promise<string> {
  const config = await getSiteConfig(db)
  const l = locale
  const start = Number(config.exhibition_start_time)
  const end = Number(config.exhibition_end_time)
  const brand = config[`brand_name_${l}`] ?? ''
  const edition = config.edition
  const summary = edition ? (l === 'cn' ? `第${edition}届${brand}` : `${brand} (${edition}th edition)`) : brand
  const hours = config[`exhibition_hours_${l}`] ?? ''
  const location = [config[`exhibition_address_${l}`], config[`venue_street_address_${l}`]].filter(Boolean).join(', ')
  const url = origin + localizePath('/visitor-guide', l)
  const host = new URL(origin).hostname
  const days = Number.isFinite(start) && Number.isFinite(end) ? showDays(start, end, hours) : []
  return buildIcs({
    prodId: `-//${host}//Show calendar//${l.toUpperCase()}`,
    name: brand,
    language: LINGUI_LOCALE[l],
    now,
    events: days.map((day, i) => ({
      uid: `show-${start}-day${i + 1}-${l}@${host}`,
      start: day.start,
      end: day.end,
      summary: days.length > 1 ? `${summary} · ${l === 'cn' ? `第${i + 1}天` : `Day ${i + 1}`}` : summary,
      location,
      description: [hours, url].filter(Boolean).join('\n'),
      url,
    })),
  })
}
