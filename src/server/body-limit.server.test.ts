import { describe, expect, it } from 'vitest'
import { BodyTooLargeError, limitRequestBody } from './body-limit.server'

/** A chunked body of `chunks` pieces of 1 KB that records how many were pulled and whether it was cancelled. */
function chunkedRequest(chunks: number, type = 'application/json') {
  const seen = { pulled: 0, cancelled: false }
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (seen.pulled === chunks) return controller.close()
      seen.pulled++
      controller.enqueue(new Uint8Array(1024).fill(0x20))
    },
    cancel() {
      seen.cancelled = true
    },
  })
  const request = new Request('http://site.test/_serverFn/x', {
    method: 'POST',
    headers: { 'content-type': type, 'transfer-encoding': 'chunked' },
    body,
    duplex: 'half',
  } as RequestInit)
  return { request, seen }
}

describe('a request body limited while it is read', () => {
  it('stops a chunked body just past the limit, without cancelling the socket below it', async () => {
    const { request, seen } = chunkedRequest(100_000)
    const limited = limitRequestBody(request, 64 * 1024)
    await expect(limited.request.json()).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(limited.state()).toBe('over-limit')
    // 65 KB read of 100 MB offered (plus what the stream below had queued).
    expect(seen.pulled).toBeLessThan(70)
    expect(seen.cancelled).toBe(false)
  })

  it('refuses a declared length over the limit before reading a byte', async () => {
    const request = new Request('http://site.test/api/x', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '70000' },
      body: 'x'.repeat(70_000),
    })
    const limited = limitRequestBody(request, 64 * 1024)
    expect(limited.state()).toBe('over-limit')
    await expect(limited.request.text()).rejects.toBeInstanceOf(BodyTooLargeError)
  })

  it('passes a body within the limit to every reader, multipart form data included', async () => {
    const json = limitRequestBody(
      new Request('http://site.test/x', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"a":1}',
      }),
      1024,
    )
    expect(await json.request.json()).toEqual({ a: 1 })
    expect(json.state()).toBe('complete')

    const form = new FormData()
    form.set('file', new File([new Uint8Array(3000)], 'a.png', { type: 'image/png' }))
    form.set('altCn', '图')
    const multipart = limitRequestBody(new Request('http://site.test/x', { method: 'POST', body: form }), 10_000)
    const read = await multipart.request.formData()
    expect((read.get('file') as File).size).toBe(3000)
    expect(read.get('altCn')).toBe('图')
    expect(multipart.state()).toBe('complete')
  })

  it('counts a clone against the same limit', async () => {
    const { request } = chunkedRequest(100)
    const limited = limitRequestBody(request, 10 * 1024)
    const copy = limited.request.clone()
    await expect(copy.text()).rejects.toBeInstanceOf(BodyTooLargeError)
    expect(limited.state()).toBe('over-limit')
  })

  it('after the answer, drops at most 16 MB more of a body over its limit, then cuts the connection', async () => {
    const { request, seen } = chunkedRequest(100_000)
    const limited = limitRequestBody(request, 64 * 1024)
    await expect(limited.request.arrayBuffer()).rejects.toBeInstanceOf(BodyTooLargeError)
    const answered = Date.now()
    limited.closeAfterAnswer()
    await expect.poll(() => seen.pulled).toBeGreaterThan(16 * 1024)
    // Reading stops there; the cut waits for the linger time, so the client can read the answer first.
    expect(seen.cancelled).toBe(false)
    await expect.poll(() => seen.cancelled, { timeout: 5_000 }).toBe(true)
    expect(Date.now() - answered).toBeGreaterThanOrEqual(1_900)
    expect(seen.pulled).toBeLessThan(17 * 1024)
  })

  it('lets a short unread body end without cutting the connection', async () => {
    const { request, seen } = chunkedRequest(10)
    const limited = limitRequestBody(request, 1024 * 1024)
    limited.closeAfterAnswer()
    await expect.poll(() => seen.pulled).toBe(10)
    await new Promise((resolve) => setImmediate(resolve))
    expect(seen.cancelled).toBe(false)
  })

  it('tells an unread body from a finished one, and leaves bodiless requests alone', async () => {
    const { request } = chunkedRequest(10)
    expect(limitRequestBody(request, 1024 * 1024).state()).toBe('unfinished')
    const get = new Request('http://site.test/')
    expect(limitRequestBody(get, 1).request).toBe(get)
    const empty = new Request('http://site.test/', { method: 'POST', headers: { 'content-length': '0' } })
    expect(limitRequestBody(empty, 1).state()).toBe('complete')
  })
})
