import { type Locale, localizePath } from '~/i18n/locales'
import { keepPageOffline } from '~/ui/offline-page'

/** The device cache of the badge pages' service worker (ADR 033). */
export const BADGE_CACHE = 'badge-v1'

/** The badge pages' service worker, scoped to this language's badge pages only. */
export const keepBadgeOffline = (locale: Locale) =>
  keepPageOffline({ worker: '/badge/sw.js', scope: localizePath('/badge/', locale), cache: BADGE_CACHE })
