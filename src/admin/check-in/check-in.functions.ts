import { createServerFn } from '@tanstack/react-start'
import { setResponseHeader } from '@tanstack/react-start/server'
import { getDb } from '~/db/client.server'
import { adminFn } from '../auth/admin-fn'
import { adminInput } from '../auth/admin-input'
import { badgeLabel, offlineBadges, recordScan, syncQueuedScans } from './check-in.server'
import {
  type BadgeLabel,
  BadgeLabelInput,
  type OfflineList,
  ScanBatch,
  ScanInput,
  type ScanResult,
  type SyncAnswer,
} from './contract'

/** One scan (camera or typed code) at a door. */
export const checkInScan = createServerFn({ method: 'POST' })
  .middleware([adminFn('checkin:scan')])
  .validator(adminInput(ScanInput))
  .handler(async ({ data, context }): Promise<ScanResult> => recordScan(await getDb(), data, context.user.id))

/** A part of the scans a device queued while offline, in the order it made them (ADR 038). */
export const syncScans = createServerFn({ method: 'POST' })
  .middleware([adminFn('checkin:scan')])
  .validator(adminInput(ScanBatch))
  .handler(async ({ data, context }): Promise<SyncAnswer> => syncQueuedScans(await getDb(), data, context.user.id))

/**
 * The device's offline list: sealed entries only, while the show is near, each download audited
 * (ADR 038). Never stored by a browser or proxy cache.
 */
export const fetchOfflineBadges = createServerFn({ method: 'GET' })
  .middleware([adminFn('checkin:scan')])
  .handler(async ({ context }): Promise<OfflineList> => {
    setResponseHeader('cache-control', 'no-store')
    return offlineBadges(await getDb(), context.user)
  })

/** A badge's label for the door's printer (a visitor who came without the badge). */
export const fetchBadgeLabel = createServerFn({ method: 'POST' })
  .middleware([adminFn('checkin:scan')])
  .validator(adminInput(BadgeLabelInput))
  .handler(async ({ data }): Promise<BadgeLabel | null> => badgeLabel(await getDb(), data.code))
