import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { baseUrl } from '../support/http'

/**
 * The hall plan and the shared page cache (ADR 034): a search, an opened booth and a shared star list
 * take unbounded values, and each used to be a page of its own in the cache (about 290 KB): a few
 * hundred random ones evicted every other page and kept the render gate busy. The plan is now one
 * entry per drawn view, marked in the browser; only a browser without JavaScript (`nojs=1`, which the
 * server's links carry) gets the marks drawn, rendered for its request alone.
 */

interface Answer {
  status: number
  cache: string | undefined
  body: string
}

/** A page as a browser asks for it (brotli, so the server sends its stored bytes); the HTML only when asked. */
function load(path: string, readBody = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = { 'accept-encoding': readBody ? 'identity' : 'br' }
    const req = httpRequest(`${baseUrl()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => {
        if (readBody) chunks.push(chunk)
      })
      res.on('end', () => {
        const cache = res.headers['x-page-cache']
        resolve({
          status: res.statusCode ?? 0,
          cache: typeof cache === 'string' ? cache : undefined,
          body: Buffer.concat(chunks).toString('utf8'),
        })
      })
    })
    req.on('error', reject)
    req.end()
  })
}

/** Whether an answer came from the shared cache (`stale`: content changed since; renewed in the background). */
const fromCache = (answer: Answer) => answer.cache === 'hit' || answer.cache === 'stale'

/** Loads a page until it is answered from the cache (a first load renders and stores it). */
async function cached(path: string): Promise<Answer> {
  let answer = await load(path)
  for (let attempt = 0; attempt < 50 && !fromCache(answer); attempt++) answer = await load(path)
  return answer
}

/** A small seeded generator: the same "random" values on every run. */
function seeded(seed: number) {
  let state = seed
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
  const int = (max: number) => 1 + Math.floor(next() * max)
  const word = (length: number) =>
    Array.from({ length }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[int(36) - 1]).join('')
  return { int, word, pick: <T>(items: readonly T[]) => items[int(items.length) - 1] as T }
}

describe('the hall plan in the shared page cache', () => {
  it('keeps one plan for 1,000 random searches, booths and star lists, and the home page stays cached', async () => {
    const random = seeded(39)
    const variant = () => {
      const marks = {
        q: () => `q=${random.word(random.int(12))}`,
        booth: () => `booth=${random.word(random.int(8))}-${random.word(random.int(12))}`,
        stars: () => `stars=${Array.from({ length: random.int(20) }, () => random.int(999_999)).join('.')}`,
      }
      const chosen = (['q', 'booth', 'stars'] as const).filter(() => random.int(2) === 1)
      const query = (chosen.length > 0 ? chosen : (['q'] as const)).map((mark) => marks[mark]()).join('&')
      return `${random.pick(['', '/en'])}/floor-plan?${query}`
    }
    expect(fromCache(await cached('/'))).toBe(true)
    for (const path of ['/floor-plan', '/en/floor-plan']) expect(fromCache(await cached(path))).toBe(true)

    // Ten at a time, as a crawler or a script would send them. Each used to be a render of its own
    // (a miss): stop at the fifth, the point is made.
    const rendered: string[] = []
    for (let sent = 0; sent < 1_000 && rendered.length < 5; sent += 10) {
      const paths = Array.from({ length: 10 }, variant)
      const answers = await Promise.all(paths.map((path) => load(path)))
      for (const [i, answer] of answers.entries()) {
        expect(answer.status, paths[i]).toBe(200)
        // `stale`: content changed meanwhile; the one stored plan is sent and renewed once, in the background.
        if (!fromCache(answer)) rendered.push(`${paths[i]}: ${answer.cache}`)
      }
    }
    expect(rendered).toEqual([])
    expect(fromCache(await load('/'))).toBe(true)
  })

  it('draws the marks in the browser, and on the server only for a browser without JavaScript', async () => {
    const card = /<dialog[^>]*data-testid="booth-card"/
    const marked = await load('/en/floor-plan?booth=N5-A01&q=tea', true)
    expect(marked.status).toBe(200)
    expect(marked.body).not.toMatch(card)
    // The server's links and search form lead a browser without JavaScript to the drawn marks.
    expect(marked.body).toMatch(/href="\/en\/floor-plan\?booth=N5-A02&amp;nojs=1"/)
    expect(marked.body).toMatch(/<input type="hidden" name="nojs" value="1"\/>/)

    const drawn = await load('/en/floor-plan?booth=N5-A01&nojs=1', true)
    expect(drawn.status).toBe(200)
    expect(drawn.cache).toBe('bypass')
    expect(drawn.body).toMatch(card)
    expect(drawn.body).toContain('Yunling Tea Co., Ltd.')
  })
})
