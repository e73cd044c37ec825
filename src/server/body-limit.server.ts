/**
 * A request whose body is counted while it is read: past `maxBytes` the reader gets an error and
 * nothing more is taken off the socket, so no handler (TanStack Start's `request.formData()`,
 * better-auth's `request.json()`) can buffer more than the limit, whether the body is chunked or
 * declares a length (a declared length over the limit is refused before a byte is read).
 *
 * The socket itself is left alone on overflow: destroying the incoming message would destroy the
 * socket and the 413 could not be sent. The edge answers 413 with `Connection: close`, and Node
 * closes the connection once that answer is written (ADR 031).
 */
export type BodyState =
  /** No body, or one that was read to its end. */
  | 'complete'
  /** A body that nobody has read to its end (yet). */
  | 'unfinished'
  /** More than the limit was sent (or declared). */
  | 'over-limit'

export interface LimitedRequest {
  request: Request
  state(): BodyState
}

export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`request body over ${maxBytes} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

const READ_METHODS = new Set(['arrayBuffer', 'blob', 'bytes', 'formData', 'json', 'text'])

/** Whether the request announces a body (a length above zero, or a chunked one). */
function announcesBody(request: Request): boolean {
  if (request.method === 'GET' || request.method === 'HEAD') return false
  const length = request.headers.get('content-length')
  if (length !== null) return length.trim() !== '0'
  return request.headers.has('transfer-encoding')
}

export function limitRequestBody(request: Request, maxBytes: number): LimitedRequest {
  if (!announcesBody(request)) return { request, state: () => 'complete' }
  const declared = request.headers.get('content-length')
  let state: BodyState = declared !== null && Number(declared) > maxBytes ? 'over-limit' : 'unfinished'
  let stream: ReadableStream<Uint8Array> | undefined
  const limited = (): ReadableStream<Uint8Array> => {
    stream ??=
      state === 'over-limit'
        ? new ReadableStream({ start: (controller) => controller.error(new BodyTooLargeError(maxBytes)) })
        : countedStream(request.body, maxBytes, (next) => {
            state = next
          })
    return stream
  }
  let native: Request | undefined
  const proxy = new Proxy(request, {
    get(target, prop) {
      if (prop === 'body') return limited()
      if (prop === 'bodyUsed') return stream?.locked ?? false
      if (typeof prop === 'string' && READ_METHODS.has(prop))
        // The content type tells formData() how to parse (multipart boundary, URL encoding).
        return () =>
          new Response(limited(), { headers: contentType(target) })[
            prop as 'arrayBuffer' | 'blob' | 'bytes' | 'formData' | 'json' | 'text'
          ]()
      // srvx's request builds a native Request on demand (`_request`); it must carry the counted body.
      if (prop === '_request' && '_request' in target) {
        native ??= withBody(target, limited())
        return native
      }
      // A copy (better-auth clones some requests) reads the same counted bytes through a tee.
      if (prop === 'clone')
        return () => {
          const [mine, theirs] = limited().tee()
          stream = mine
          return withBody(target, theirs)
        }
      const value: unknown = Reflect.get(target, prop, target)
      return typeof value === 'function' ? value.bind(target) : value
    },
  })
  return { request: proxy, state: () => state }
}

function contentType(request: Request): Record<string, string> {
  const type = request.headers.get('content-type')
  return type === null ? {} : { 'content-type': type }
}

function withBody(request: Request, body: ReadableStream<Uint8Array>): Request {
  const init = { method: request.method, headers: request.headers, signal: request.signal, body, duplex: 'half' }
  return new Request(request.url, init as RequestInit)
}

function countedStream(
  source: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  settle: (state: 'complete' | 'over-limit') => void,
): ReadableStream<Uint8Array> {
  if (!source) {
    settle('complete')
    return new ReadableStream({ start: (controller) => controller.close() })
  }
  const reader = source.getReader()
  let size = 0
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) {
        settle('complete')
        controller.close()
        return
      }
      size += value.byteLength
      if (size > maxBytes) {
        settle('over-limit')
        // Not reader.cancel(): that destroys the socket before the 413 is written.
        reader.releaseLock()
        controller.error(new BodyTooLargeError(maxBytes))
        return
      }
      controller.enqueue(value)
    },
    // A reader that stops early (a form reader past its own limit) leaves the rest unread: the edge
    // closes the connection after its answer instead of draining it.
  })
}
