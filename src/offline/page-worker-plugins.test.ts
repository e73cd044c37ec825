import { afterEach, describe, expect, it, vi } from 'vitest'
import { dropExpiredCopies, dropGonePages } from './page-worker-plugins'
import { OFFLINE_UNTIL_HEADER } from './page-workers'

/** A Cache Storage of one cache holding one badge page, as the badge worker keeps it. */
function fakeCaches() {
  const deleted: string[] = []
  const cache = {
    delete: async (request: Request | string) =>
      deleted.push(String(typeof request === 'string' ? request : request.url)),
  }
  vi.stubGlobal('caches', { keys: async () => ['badge-pages'], open: async () => cache })
  return deleted
}

const page = 'https://expo.example.cn/badge/ABCDEFGHIJKLMNOPQRSTUVWXYZ'
type FetchParam = Parameters<NonNullable<typeof dropGonePages.fetchDidSucceed>>[0]
/** The worker's fetch event, as far as these plugins see it. */
const event: FetchParam['event'] = Object.assign(new Event('fetch'), { waitUntil: () => undefined })
const state = {}

afterEach(() => vi.unstubAllGlobals())

describe('the badge worker drops a copy that is no longer true', () => {
  it.each([404, 410])('deletes the kept page when the server answers %i (erased, unknown)', async (status) => {
    const deleted = fakeCaches()
    const response = new Response('', { status })
    const request = new Request(page)
    expect(await dropGonePages.fetchDidSucceed?.({ request, response, event, state })).toBe(response)
    expect(deleted).toEqual([page])
  })

  it('keeps it on any other answer', async () => {
    const deleted = fakeCaches()
    await dropGonePages.fetchDidSucceed?.({ request: new Request(page), response: new Response(''), event, state })
    expect(deleted).toEqual([])
  })

  it('shows a copy until the show’s end, and deletes it instead of showing it after', async () => {
    const deleted = fakeCaches()
    const copy = (until: Date) =>
      new Response('<h1>Badge</h1>', { headers: { [OFFLINE_UNTIL_HEADER]: until.toUTCString() } })
    const use = (cachedResponse: Response) =>
      dropExpiredCopies.cachedResponseWillBeUsed?.({
        cacheName: 'badge-pages',
        request: new Request(page),
        cachedResponse,
        event,
        state,
      })
    const current = copy(new Date(Date.now() + 86_400_000))
    expect(await use(current)).toBe(current)
    expect(deleted).toEqual([])
    expect(await use(copy(new Date(Date.now() - 1000)))).toBeNull()
    expect(deleted).toEqual([page])
    const undated = new Response('<h1>Plan</h1>')
    expect(await use(undated)).toBe(undated)
  })
})
