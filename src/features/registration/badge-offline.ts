import { type Locale, localizePath } from '~/i18n/locales'
import { BADGE_PAGE_WORKER } from '~/offline/page-workers'
import { keepPageOffline } from '~/ui/offline-page'

/** The badge pages' service worker, scoped to this language's badge pages only. */
export const keepBadgeOffline = (locale: Locale) => keepPageOffline(BADGE_PAGE_WORKER, localizePath('/badge/', locale))
