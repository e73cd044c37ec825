import { describe, expect, it } from 'vitest'
import type { ScanInput, ScanResult } from './contract'
import { answerScan, doorScan, offersLabel, type ScanRoutes, type ShownAnswer } from './door-scan'

// Which answer the door shows (ADR 033, ADR 038): the server's online, the device's own without a network.
const scan: ScanInput = { code: 'ABCD', scanId: 'scan-0001', scannedAt: '2025-06-11T01:00:00.000Z', gate: 'South 3' }
const who = { truename: 'Ada', company: 'Leafy Imports', visitorType: 'retail' as const }
const fromServer: ScanResult = {
  scanId: scan.scanId,
  outcome: 'repeat',
  ...who,
  checkedInAt: scan.scannedAt,
  checkedInGate: 'North 1',
}
const fromDevice: ScanResult = {
  scanId: scan.scanId,
  outcome: 'first',
  ...who,
  checkedInAt: scan.scannedAt,
  checkedInGate: 'South 3',
}

/** A device whose network state is read from `online` in turn (the last one repeats), and what it was asked. */
function device(online: boolean[], server: 'answers' | 'fails') {
  const calls = { server: 0, offline: 0, contact: 0 }
  let read = 0
  const routes: ScanRoutes = {
    isOnline: () => online[Math.min(read++, online.length - 1)] ?? false,
    askServer: async () => {
      calls.server++
      if (server === 'fails') throw new TypeError('Failed to fetch')
      return fromServer
    },
    heardFromServer: () => {
      calls.contact++
    },
    checkOffline: async () => {
      calls.offline++
      return fromDevice
    },
  }
  return { routes, calls }
}

describe('the scan the door makes', () => {
  it('needs the gate named first', () => {
    const at = new Date('2025-06-11T01:00:00.000Z')
    expect(doorScan('ABCD', null, 'scan-0001', at)).toBeNull()
    expect(doorScan('ABCD', '', 'scan-0001', at)).toBeNull()
    expect(doorScan('ABCD', 'South 3', 'scan-0001', at)).toEqual(scan)
  })
})

describe('the answer to a scan', () => {
  it('is the server’s while online, noting the contact, and the device’s list is not consulted', async () => {
    const { routes, calls } = device([true], 'answers')
    expect(await answerScan(scan, routes)).toEqual({ ...fromServer, offline: false, code: 'ABCD' })
    expect(calls).toEqual({ server: 1, offline: 0, contact: 1 })
  })

  it('is the device’s own without a network, the server not asked', async () => {
    const { routes, calls } = device([false], 'answers')
    expect(await answerScan(scan, routes)).toEqual({ ...fromDevice, offline: true, code: 'ABCD' })
    expect(calls).toEqual({ server: 0, offline: 1, contact: 0 })
  })

  it('is a failure when the server cannot be reached while the device is still online', async () => {
    const { routes, calls } = device([true], 'fails')
    expect(await answerScan(scan, routes)).toBe('failed')
    expect(calls).toEqual({ server: 1, offline: 0, contact: 0 })
  })

  it('is the device’s own when the network went away during the request', async () => {
    const { routes, calls } = device([true, false], 'fails')
    expect(await answerScan(scan, routes)).toEqual({ ...fromDevice, offline: true, code: 'ABCD' })
    expect(calls).toEqual({ server: 1, offline: 1, contact: 0 })
  })
})

describe('the offer to print a label', () => {
  const shown = (change: Partial<ShownAnswer>): ShownAnswer => ({
    ...fromServer,
    offline: false,
    code: 'ABCD',
    ...change,
  })

  it('is made for a badge the server found, first or repeat, scanned here', () => {
    expect(offersLabel(shown({ outcome: 'first' }))).toBe(true)
    expect(offersLabel(shown({ outcome: 'repeat' }))).toBe(true)
  })

  it('is not made for a red answer, an offline one, one without its code, or none', () => {
    expect(offersLabel(shown({ outcome: 'unknown' }))).toBe(false)
    expect(offersLabel(shown({ outcome: 'cancelled' }))).toBe(false)
    expect(offersLabel(shown({ offline: true }))).toBe(false)
    expect(offersLabel(shown({ code: undefined }))).toBe(false)
    expect(offersLabel(null)).toBe(false)
  })
})
