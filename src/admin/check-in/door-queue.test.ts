import { toJSONAsync } from 'seroval'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { bodyLimitOf } from '~/server/request-body-policy.server'
import { serverFnHandlerName, serverFnId } from '~/server/server-fn-id'
import { type QueuedScan, ScanBatch, SYNC_CHUNK_SIZE } from './contract'
import {
  admitsOffline,
  chunked,
  listArrival,
  offlineDecision,
  pastForgetting,
  queuesOffline,
  sendableScans,
} from './door-queue'

// The door's rules without a network (ADR 033, ADR 038), apart from any browser storage.
const scan = { scanId: 'scan-0001', scannedAt: '2025-06-11T01:00:00.000Z', gate: 'South 3' }
const badge = { truename: 'Ada', company: 'Leafy Imports', visitorType: 'retail' as const, cancelled: false }

describe('the answer without a network', () => {
  it('is green for a badge on the list the device has not admitted, and admits it', () => {
    const answer = offlineDecision(scan, badge, undefined)
    expect(answer).toMatchObject({ outcome: 'first', truename: 'Ada', checkedInGate: 'South 3' })
    expect([admitsOffline(answer), queuesOffline(answer)]).toEqual([true, true])
  })

  it('is amber for a badge this device admitted, saying when and where', () => {
    const seen = { index: 'x', at: '2025-06-11T00:30:00.000Z', gate: 'North 1' }
    const answer = offlineDecision(scan, badge, seen)
    expect(answer).toMatchObject({ outcome: 'repeat', checkedInAt: seen.at, checkedInGate: 'North 1' })
    expect([admitsOffline(answer), queuesOffline(answer)]).toEqual([false, true])
  })

  it('is red for a cancelled registration, even one this device admitted before it was cancelled', () => {
    const cancelled = { ...badge, cancelled: true }
    for (const seen of [undefined, { index: 'x', at: scan.scannedAt, gate: 'North 1' }]) {
      const answer = offlineDecision(scan, cancelled, seen)
      expect(answer).toMatchObject({ outcome: 'cancelled', truename: 'Ada', checkedInAt: null })
      expect(admitsOffline(answer)).toBe(false)
    }
  })

  it('is red for a badge not on the list, and not queued', () => {
    const answer = offlineDecision(scan, null, undefined)
    expect(answer).toMatchObject({ outcome: 'unknown', truename: null })
    expect([admitsOffline(answer), queuesOffline(answer)]).toEqual([false, false])
  })
})

describe('what the device keeps', () => {
  const forgetAt = '2025-06-14T16:00:00.000Z'
  const during = new Date('2025-06-11T01:00:00.000Z')
  const after = new Date('2025-06-14T16:00:00.001Z')

  it('is forgotten once past its forget date, and kept when none is set yet', () => {
    expect([pastForgetting(forgetAt, during), pastForgetting(forgetAt, after)]).toEqual([false, true])
    expect(pastForgetting(undefined, after)).toBe(false)
  })

  it('is replaced by a list for the same account, or on a device nobody used yet', () => {
    for (const account of ['me', undefined, ''])
      expect(listArrival(account, { account: 'me', forgetAt }, during)).toEqual({ wipe: false, keep: true })
  })

  it('is wiped before another account’s list is kept: nothing of the previous account stays', () => {
    expect(listArrival('someone-else', { account: 'me', forgetAt }, during)).toEqual({ wipe: true, keep: true })
  })

  it('is wiped, and the list not kept, once the list is past forgetting', () => {
    for (const account of ['me', 'someone-else', undefined])
      expect(listArrival(account, { account: 'me', forgetAt }, after)).toEqual({ wipe: true, keep: false })
  })
})

const LONGEST_TIME = '9999-12-31T23:59:59.999999999 +23:59'
/** The largest scan the contract lets through: every field at its longest, the gate in JSON-escaped characters. */
const largest = (n: number): QueuedScan => ({
  tokenHash: 'f'.repeat(64),
  scanId: `${String(n).padStart(8, '0')}${'x'.repeat(56)}`,
  scannedAt: LONGEST_TIME,
  gate: '\u0001"\\\u0002'.repeat(10),
  accountId: 'a'.repeat(64),
})

describe('the queue sent in parts', () => {
  it('sends only the signed-in account’s scans, oldest first, in parts of the chunk size', () => {
    const queue = Array.from({ length: 301 }, (_, n) => ({
      ...largest(n),
      scannedAt: new Date(Date.UTC(2025, 5, 11, 1) + (300 - n) * 1000).toISOString(),
      accountId: n === 7 ? 'someone-else' : 'me',
    }))
    const own = sendableScans(queue, 'me')
    expect(own).toHaveLength(300)
    expect(own[0]?.scanId).toBe(queue[300]?.scanId)
    const parts = chunked(own, SYNC_CHUNK_SIZE)
    expect(parts.map((part) => part.length)).toEqual(Array(300 / SYNC_CHUNK_SIZE).fill(SYNC_CHUNK_SIZE))
    expect(parts.flat()).toEqual(own)
  })

  it('keeps every part of the largest scans well under the body limit of the sync call', async () => {
    const limit = bodyLimitOf(
      `/_serverFn/${serverFnId('src/admin/check-in/check-in.functions.ts', serverFnHandlerName('syncScans'))}`,
    )
    const scans = Array.from({ length: SYNC_CHUNK_SIZE }, (_, n) => largest(n))
    const data = { scans, sentAt: LONGEST_TIME, lastContactAt: LONGEST_TIME }
    // The contract accepts them: they are the largest it lets through, not larger.
    expect(v.safeParse(ScanBatch, data).success).toBe(true)
    // The body as Start's client sends it: the seroval JSON of `{ data }`.
    const body = new TextEncoder().encode(JSON.stringify(await toJSONAsync({ data }))).length
    expect(body).toBeLessThan(limit / 2)
  })
})
