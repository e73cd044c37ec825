/**
 * Byte ranges (RFC 9110 §14) for the media files under /media/. Nitro answers static files before
 * any route runs, always whole and with 200; browsers fetch video in ranges (`Range: bytes=0-`,
 * then more as they seek), and Safari plays no video from a server without them. This wraps the
 * app's fetch handler: a single satisfiable range of a stored, unencoded file becomes a 206 with
 * that slice, an unsatisfiable one a 416; such files advertise `Accept-Ranges: bytes`. Several
 * ranges in one request are answered whole (allowed, and no browser asks for them). A path under
 * /media/ with no file behind it gets the home page like any unknown path (spec), never a slice.
 */

export type ByteRange = { start: number; end: number }

const MEDIA_PREFIX = '/media/'

/**
 * The range a `Range` header asks of a body of `size` bytes: inclusive `start` and `end`, or
 * 'unsatisfiable', or undefined when the header is not one plain bytes range (then the whole body
 * is the answer).
 */
export function parseByteRange(header: string | null, size: number): ByteRange | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!match) return undefined
  const [, first = '', last = ''] = match
  if (first === '' && last === '') return undefined
  if (first === '') {
    // a suffix: the last N bytes
    const length = Number(last)
    if (length === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - length), end: size - 1 }
  }
  const start = Number(first)
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1)
  if (last !== '' && Number(last) < start) return undefined
  if (start >= size) return 'unsatisfiable'
  return { start, end }
}

/** `If-Range` names the validator of the copy the client holds; another one gets the whole body. */
function rangeStillValid(request: Request, response: Response): boolean {
  const ifRange = request.headers.get('if-range')
  if (!ifRange) return true
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) {
    return !ifRange.startsWith('W/') && ifRange === response.headers.get('etag')
  }
  return ifRange === response.headers.get('last-modified')
}

/** Serves `/media/` answers of `handle` with byte-range support; any other answer passes unchanged. */
export async function withByteRanges(
  request: Request,
  handle: (request: Request) => Response | Promise<Response>,
): Promise<Response> {
  const response = await handle(request)
  const { pathname } = new URL(request.url)
  // A stored file carries a validator (nitro sets ETag and Last-Modified); rendered pages do not.
  const storedFile =
    pathname.startsWith(MEDIA_PREFIX) &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    response.status === 200 &&
    response.headers.has('etag') &&
    !response.headers.has('content-encoding')
  if (!storedFile) return response

  const headers = new Headers(response.headers)
  headers.set('accept-ranges', 'bytes')
  const rangeHeader = request.headers.get('range')
  if (request.method !== 'GET' || !rangeHeader || !rangeStillValid(request, response)) {
    return new Response(response.body, { status: 200, statusText: response.statusText, headers })
  }
  const body = new Uint8Array(await response.arrayBuffer())
  const range = parseByteRange(rangeHeader, body.length)
  if (range === undefined) return new Response(body, { status: 200, headers })
  if (range === 'unsatisfiable') {
    headers.delete('content-length')
    headers.set('content-range', `bytes */${body.length}`)
    return new Response(null, { status: 416, headers })
  }
  headers.set('content-range', `bytes ${range.start}-${range.end}/${body.length}`)
  headers.set('content-length', String(range.end - range.start + 1))
  return new Response(body.subarray(range.start, range.end + 1), { status: 206, headers })
}
