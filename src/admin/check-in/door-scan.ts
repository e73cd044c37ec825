import type { ScanInput, ScanResult } from './contract'

/**
 * Which answer the door shows for a scan, pure of any browser API (ADR 033, ADR 038): the server's
 * while the device is online, the device's own (door-queue.ts) without a network. A request that fails
 * while the device still says it is online is a failure to report, not an offline answer: the device
 * has no reason to believe its list over a server it can reach.
 */

/** An answer on the door's screen: the scan's result, whether the device decided it alone, the code as read. */
export interface ShownAnswer extends ScanResult {
  offline: boolean
  /** The code as read, for printing its label (absent for an answer the server rendered). */
  code?: string
}

/** The scan as the door makes it, or null while the device's gate is not named (it must be first). */
export function doorScan(code: string, gate: string | null, scanId: string, at: Date): ScanInput | null {
  if (!gate) return null
  return { code, scanId, scannedAt: at.toISOString(), gate }
}

/** What answering a scan needs from the device: its network state, the server, its own list. */
export interface ScanRoutes {
  isOnline: () => boolean
  askServer: (scan: ScanInput) => Promise<ScanResult>
  /** The server answered: the device notes the contact, which bounds the times of scans queued after it. */
  heardFromServer: () => void
  checkOffline: (scan: ScanInput) => Promise<ScanResult>
}

/** The answer to show for `scan`, or 'failed' when the server could not be reached while online. */
export async function answerScan(scan: ScanInput, routes: ScanRoutes): Promise<ShownAnswer | 'failed'> {
  const offline = async (): Promise<ShownAnswer> => ({
    ...(await routes.checkOffline(scan)),
    offline: true,
    code: scan.code,
  })
  if (!routes.isOnline()) return offline()
  let answer: ScanResult
  try {
    answer = await routes.askServer(scan)
  } catch {
    return routes.isOnline() ? 'failed' : offline()
  }
  routes.heardFromServer()
  return { ...answer, offline: false, code: scan.code }
}

/**
 * Whether the door offers to print a label for the answer: a badge the server just found valid or
 * already admitted, scanned here (so its code is known). An offline answer has no label to fetch.
 */
export function offersLabel(shown: ShownAnswer | null): shown is ShownAnswer & { code: string } {
  if (!shown?.code || shown.offline) return false
  return shown.outcome === 'first' || shown.outcome === 'repeat'
}
