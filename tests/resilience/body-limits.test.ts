import { readFileSync } from 'node:fs'
import { type ClientRequest, request as httpRequest, type IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningServer, startServer } from '../../scripts/lib/production-server.ts'
import { TEST_ADMIN_ENV } from '../support/admin'
import {
  firstAdminCreated,
  MEDIA_UPLOAD,
  postChunked,
  SET_ROLE,
  serverFnHeaders,
  signInCookie,
} from '../support/uploads'

/**
 * Issue 24, finding 3: a 400 MB body without a session used to be read in full before anything
 * checked it (401 after the whole upload, the server's memory from 0.6 to 1.7 GB). Now every body
 * is counted while it is read: 400 MB sent chunked (generated on the fly) to a server function and
 * to an /api route are answered 413 after little more than their limit, the upload function refuses
 * a caller without a session before reading, and the server's resident memory (and its peak) grows
 * by far less than 100 MB. Large uploads in flight are bounded (UPLOADS_IN_FLIGHT, 1 here).
 */
const MB = 1024 * 1024
const TOTAL = 400 * MB

/** Resident memory and its peak since start (VmRSS, VmHWM) of a process, in bytes. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) * 1024
  return { rss: kb('VmRSS'), peak: kb('VmHWM') }
}

describe('a 400 MB body sent to the production server', () => {
  let app: RunningServer
  let pid = 0
  beforeAll(async () => {
    app = await startServer({ ...TEST_ADMIN_ENV, UPLOADS_IN_FLIGHT: '1', LOG_REQUESTS: '0' }, { tempDataDir: 'limits' })
    pid = app.process.pid ?? 0
    await firstAdminCreated(app)
  })
  afterAll(async () => {
    await app?.stop()
  })

  it.each([
    ['a server function', SET_ROLE, { 'content-type': 'application/json' }, 413],
    ['an /api route (better-auth)', '/api/auth/sign-in/email', { 'content-type': 'application/json' }, 413],
    ['the media upload, without a session', MEDIA_UPLOAD, { 'content-type': 'multipart/form-data; boundary=x' }, 401],
  ])('%s (%s) answers early and the memory stays flat', async (_name, path, type, status) => {
    const before = memoryOf(pid)
    const answer = await postChunked(app.url + path, TOTAL, { ...serverFnHeaders(app.url), ...type })
    expect(answer.status).toBe(status)
    // Answered after its 64 KB (plus what the sockets buffer), nowhere near the 400 MB; the upload
    // ends there (the server drops at most 16 MB more before it cuts the connection).
    expect(answer.sentWhenAnswered).toBeLessThan(32 * MB)
    expect(answer.sent).toBeLessThan(64 * MB)
    const after = memoryOf(pid)
    expect(after.rss - before.rss).toBeLessThan(100 * MB)
    expect(after.peak - before.peak).toBeLessThan(100 * MB)
  })

  it('lets one large upload in at a time and answers the next 503 with Retry-After', async () => {
    const cookie = await signInCookie(app.url)
    const headers = { ...serverFnHeaders(app.url), cookie, 'content-type': 'multipart/form-data; boundary=----slow' }
    // Two uploads that send their first bytes and then wait: whichever comes second finds the only
    // slot taken, the first holds it (and gets no answer) until it ends.
    const slowUpload = () => {
      const request: ClientRequest = httpRequest(app.url + MEDIA_UPLOAD, {
        method: 'POST',
        headers: { ...headers, 'transfer-encoding': 'chunked' },
      })
      request.on('error', () => undefined)
      request.write('------slow\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n')
      const answer = new Promise<IncomingMessage>((resolve) => request.on('response', resolve))
      return { request, answer }
    }
    const uploads = [slowUpload(), slowUpload()]
    const refused = await Promise.race(uploads.map((upload) => upload.answer))
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('5')
    refused.resume()

    // The slot is free again once the upload holding it ends: the next one gets its turn.
    for (const upload of uploads) upload.request.destroy()
    const probe = () =>
      fetch(app.url + MEDIA_UPLOAD, { method: 'POST', headers, body: '------slow--\r\n' }).then((res) => res.status)
    let status = await probe()
    while (status === 503) status = await probe()
    // Read in full and answered "no file" (the function's own refusal, 200 with its answer).
    expect(status).toBe(200)
  })
  it('logs neither a 413 nor an upload the client aborts as a failure (no error level, no stack)', async () => {
    const from = app.output().length
    const tooLarge = await postChunked(`${app.url}/api/auth/sign-in/email`, MB, {
      'content-type': 'application/json',
      origin: app.url,
    })
    expect(tooLarge.status).toBe(413)
    // An upload to better-auth that stops halfway: the client goes away before its body ends, once
    // the server has the request (Node's server answers `Expect: 100-continue` when it dispatches it).
    const aborted = httpRequest(`${app.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: app.url,
        'content-length': '4000',
        expect: '100-continue',
      },
    })
    aborted.on('error', () => undefined)
    aborted.on('continue', () => aborted.write('{"email":"', () => aborted.destroy()))
    aborted.flushHeaders()
    const logged = () => app.output().slice(from)
    while (!/request aborted by client|request failed|auth endpoint failed/.test(logged()))
      await new Promise((resolve) => setTimeout(resolve, 20))
    expect(logged()).toContain('"msg":"request aborted by client"')
    expect(logged()).not.toContain('"level":"error"')
    expect(logged()).not.toMatch(/\n\s+at /)
  })
})
