import { useCallback, useEffect, useRef, useState } from 'react'
import { badgeTokenOf } from '~/contracts/badge-token'
import { badgeIndex, openBadge, scanHash } from './badge-seal'
import { fetchOfflineBadges, syncScans } from './check-in.functions'
import { type OfflineList, type ScanInput, type ScanResult, SYNC_CHUNK_SIZE } from './contract'
import {
  dropQueued,
  findOfflineBadge,
  markSeen,
  offlineBadgeCount,
  queuedCount,
  queuedScans,
  queueScan,
  readDeviceMeta,
  replaceBadges,
  seenOffline,
  updateDeviceMeta,
} from './device-store'
import { clearDoorDevice } from './door-device-wipe'
import {
  admitsOffline,
  chunked,
  listArrival,
  offlineDecision,
  pastForgetting,
  queuesOffline,
  sendableScans,
} from './door-queue'

/**
 * The door device's side of the check-in (ADR 038): the sealed offline list fetched while online, the
 * device wiped when another account signs in or a day after the show, answers without a network, the
 * queue sent in parts once the network is back, and a warning before the page is left with scans
 * unsent. The rules themselves are pure (door-queue.ts, badge-seal.ts).
 */
export function useDoorDevice() {
  const [listSize, setListSize] = useState<number | null>(null)
  /** The list's window, when the server holds it back (before or after the show). */
  const [closedList, setClosedList] = useState<Pick<OfflineList, 'opensAt' | 'closesAt'> | null>(null)
  const [unsynced, setUnsynced] = useState(0)
  const [synced, setSynced] = useState<number | null>(null)
  const flushing = useRef(false)

  const refreshQueue = useCallback(async () => setUnsynced(await queuedCount()), [])

  /** The device heard from the server: with nothing queued, every later queued scan is after this. */
  const noteContact = useCallback(async () => {
    if ((await queuedCount()) === 0) await updateDeviceMeta({ lastContactAt: new Date().toISOString() })
  }, [])

  /** Sends this account's queued scans in parts; each part leaves the queue once answered. */
  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return
    flushing.current = true
    try {
      const meta = await readDeviceMeta()
      if (!meta.account) return
      let sent = 0
      for (const part of chunked(sendableScans(await queuedScans(), meta.account), SYNC_CHUNK_SIZE)) {
        const answer = await syncScans({
          data: { scans: part, sentAt: new Date().toISOString(), lastContactAt: meta.lastContactAt },
        })
        await dropQueued([...answer.results.map((result) => result.scanId), ...answer.rejected])
        sent += answer.results.length
        await refreshQueue()
      }
      if (sent > 0) setSynced(sent)
      await noteContact()
    } finally {
      flushing.current = false
      await refreshQueue()
    }
  }, [noteContact, refreshQueue])

  useEffect(() => {
    const load = async () => {
      if (pastForgetting((await readDeviceMeta()).forgetAt, new Date())) await clearDoorDevice()
      if (navigator.onLine) {
        try {
          const list = await fetchOfflineBadges()
          const arrival = listArrival((await readDeviceMeta()).account, list, new Date())
          if (arrival.wipe) await clearDoorDevice()
          if (arrival.keep) {
            await replaceBadges(list.badges)
            await updateDeviceMeta({ account: list.account, forgetAt: list.forgetAt })
          }
          setClosedList(list.available ? null : { opensAt: list.opensAt, closesAt: list.closesAt })
        } catch {
          // Keep the list the device has.
        }
      }
      setListSize(await offlineBadgeCount())
      await refreshQueue()
      await flush()
    }
    void load()
    const online = () => void flush()
    window.addEventListener('online', online)
    return () => window.removeEventListener('online', online)
  }, [flush, refreshQueue])

  useEffect(() => {
    if (unsynced === 0) return
    // Leaving now would strand the scans on this device until it is opened online again.
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsynced])

  /** The answer without the server, queued to be sent later (unknown codes are not). */
  const checkOffline = useCallback(
    async (scan: ScanInput): Promise<ScanResult> => {
      const token = badgeTokenOf(scan.code)
      const index = token ? await badgeIndex(token) : ''
      const entry = index ? await findOfflineBadge(index) : undefined
      const badge = token && entry ? await openBadge(token, entry) : null
      const answer = offlineDecision(scan, badge, badge ? await seenOffline(index) : undefined)
      const { account } = await readDeviceMeta()
      if (token && account && queuesOffline(answer)) {
        if (admitsOffline(answer)) await markSeen({ index, at: scan.scannedAt, gate: scan.gate })
        const { code: _code, ...made } = scan
        await queueScan({ ...made, tokenHash: await scanHash(token), accountId: account })
        await refreshQueue()
      }
      return answer
    },
    [refreshQueue],
  )

  return { listSize, closedList, unsynced, synced, checkOffline, noteContact }
}
