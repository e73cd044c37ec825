import type { Locale } from '~/i18n/locales'

/** Where pages link for "add to calendar": the show days as an iCalendar file in the page's language. */
export const calendarHref = (locale: Locale) => (locale === 'en' ? '/api/calendar.ics?lang=en' : '/api/calendar.ics')
