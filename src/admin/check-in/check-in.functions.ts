import { createServerFn } from '@tanstack/react-start'
import { getRequest } from '@tanstack/react-start/server'
import { apiTranslator } from '~/api/api-i18n.server'
import { getDb } from '~/db/client.server'
import { adminUiLocale } from '~/i18n/admin-locale'
import { siteOriginOf } from '~/seo/origin.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { badgeLabel, offlineBadges, recordScan } from './check-in.server'
import {
  type BadgeLabel,
  BadgeLabelInput,
  type DeskRegistrationAnswer,
  DeskRegistrationInput,
  type OfflineBadge,
  ScanBatch,
  ScanInput,
  type ScanResult,
} from './contract'
import { registerAtDesk } from './desk-registration.server'

/** One scan (camera or typed code) at a door. */
export const checkInScan = createServerFn({ method: 'POST' })
  .middleware([adminFn('checkin:scan')])
  .validator(adminInput(ScanInput))
  .handler(async ({ data, context }): Promise<ScanResult> => recordScan(await getDb(), data, context.user.id))

/** The scans a device queued while offline, in the order it made them. */
export const syncScans = createServerFn({ method: 'POST' })
  .middleware([adminFn('checkin:scan')])
  .validator(adminInput(ScanBatch))
  .handler(async ({ data, context }): Promise<ScanResult[]> => {
    const db = await getDb()
    // How far the device's clock is from the server's (none said: trusted as it is).
    const clockOffsetMs = data.sentAt === undefined ? 0 : Date.now() - Date.parse(data.sentAt)
    const results: ScanResult[] = []
    for (const scan of data.scans)
      results.push(await recordScan(db, scan, context.user.id, { kind: 'queue', clockOffsetMs }))
    return results
  })

/** The day's badges for the device's offline list (staff only: names and companies). */
export const fetchOfflineBadges = createServerFn({ method: 'GET' })
  .middleware([adminFn('checkin:scan')])
  .handler(async (): Promise<OfflineBadge[]> => offlineBadges(await getDb()))

/** A badge's label for the door's printer (a visitor who came without the badge). */
export const fetchBadgeLabel = createServerFn({ method: 'POST' })
  .middleware([adminFn('checkin:scan')])
  .validator(adminInput(BadgeLabelInput))
  .handler(async ({ data }): Promise<BadgeLabel | null> => badgeLabel(await getDb(), data.code))

/** A walk-in registered at the desk and checked in at its gate, the label to print returned. */
export const registerWalkIn = createServerFn({ method: 'POST' })
  .middleware([adminFn('checkin:scan')])
  .validator(adminInput(DeskRegistrationInput))
  .handler(async ({ data, context }): Promise<DeskRegistrationAnswer> => {
    const request = getRequest()
    // Refusals in the staff's own language (the back office's), in the public form's words.
    const t = await apiTranslator(adminUiLocale(request.headers.get('cookie'), request.headers.get('accept-language')))
    return registerAtDesk(await getDb(), data, context.user.id, t, siteOriginOf(request))
  })
